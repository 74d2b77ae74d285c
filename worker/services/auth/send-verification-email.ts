import { emailVerifications } from '../../../db/schema';
import { VERIFICATION_CODE_TTL_MIN, VERIFICATION_SEND_LIMIT } from '../../../shared/constants';
import { AppError } from '../../../shared/errors';
import { MSG } from '../../../shared/messages';
import type { z } from 'zod';
import type { sendVerificationSchema } from '../../../shared/schemas/auth';
import type { ServiceCtx } from '../../env';
import { randomDigits } from '../../lib/crypto';
import { consumeLimit } from '../../lib/rate-limit';
import { fillService, sendTenantMail } from './internal-mail';
import { eq, isNull } from 'drizzle-orm';
import { users } from '../../../db/schema';
import { verificationCodeHash } from './verify-email';

/**
 * Sends a 6-digit code that expires; sends are rate-limited per e-mail. The answer is the same whether
 * or not the address has an account (no way to learn who is registered): a registered address gets a
 * mail saying so, with the find-ID and reset-password links, instead of a code. Registration itself
 * still refuses a taken address with the spec's message.
 */
export async function sendVerificationEmail({ ctx, input }: { ctx: ServiceCtx; input: z.output<typeof sendVerificationSchema> }): Promise<{ sent: true; expires_in: number }> {
  const { email } = input;
  const now = ctx.deps.clock.now();
  const limitKey = `verify-send:${ctx.own.tenantId}:${email}`;
  await consumeLimit(ctx.db, limitKey, VERIFICATION_SEND_LIMIT, now);
  const answer = { sent: true as const, expires_in: VERIFICATION_CODE_TTL_MIN * 60 };

  const [holder] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(ctx.own.where(users, eq(users.email, email), isNull(users.deletedAt)))
    .limit(1);
  if (holder) {
    try {
      await sendTenantMail(ctx, email, fillService(MSG.verificationMailSubject, ctx), [
        '안녕하세요. 이 이메일 주소로 이미 가입된 계정이 있어 인증 코드를 보내지 않았습니다.',
        `아이디(이메일) 찾기: ${ctx.request.origin}/find-email`,
        `비밀번호 재설정: ${ctx.request.origin}/reset-password-request`,
        '본인이 요청하지 않았다면 이 메일을 무시해주세요.',
      ]);
    } catch (err) {
      ctx.deps.log.warn('verification mail failed', err);
      throw new AppError('UPSTREAM', MSG.verificationSendFailed);
    }
    return answer;
  }

  const code = randomDigits(6);
  await ctx.db.insert(emailVerifications).values(
    ctx.own.row({
      email,
      codeHash: await verificationCodeHash(ctx, email, code),
      expiresAt: new Date(now.getTime() + VERIFICATION_CODE_TTL_MIN * 60_000),
      createdAt: now,
    }),
  );
  try {
    await sendTenantMail(ctx, email, fillService(MSG.verificationMailSubject, ctx), [
      '안녕하세요. 회원가입을 위한 이메일 인증 코드입니다.',
      `인증 코드: ${code}`,
      `이 코드는 ${VERIFICATION_CODE_TTL_MIN}분 동안 유효합니다.`,
      '본인이 요청하지 않았다면 이 메일을 무시해주세요.',
    ]);
  } catch (err) {
    ctx.deps.log.warn('verification mail failed', err);
    throw new AppError('UPSTREAM', MSG.verificationSendFailed);
  }
  return answer;
}
