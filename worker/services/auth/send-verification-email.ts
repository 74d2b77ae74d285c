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
import { assertAccountFree } from './internal-register';
import { verificationCodeHash } from './verify-email';

/** Sends a 6-digit code that expires; sends are rate-limited per e-mail. */
export async function sendVerificationEmail({ ctx, input }: { ctx: ServiceCtx; input: z.output<typeof sendVerificationSchema> }): Promise<{ sent: true; expires_in: number }> {
  const { email } = input;
  const now = ctx.deps.clock.now();
  // A taken address could never finish registration: say so now rather than after the code.
  await assertAccountFree(ctx, { email });
  const limitKey = `verify-send:${ctx.own.tenantId}:${email}`;
  await consumeLimit(ctx.db, limitKey, VERIFICATION_SEND_LIMIT, now);

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
  return { sent: true, expires_in: VERIFICATION_CODE_TTL_MIN * 60 };
}
