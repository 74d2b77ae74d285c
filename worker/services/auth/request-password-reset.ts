import { eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import { passwordResets, users } from '../../../db/schema';
import { RESET_TOKEN_TTL_MIN, VERIFICATION_SEND_LIMIT } from '../../../shared/constants';
import { MSG } from '../../../shared/messages';
import type { resetRequestSchema } from '../../../shared/schemas/auth';
import type { ServiceCtx } from '../../env';
import { randomToken, sha256Hex } from '../../lib/crypto';
import { consumeLimit } from '../../lib/rate-limit';
import { fillService, sendTenantMail } from './internal-mail';

/** Mails a single-use reset link; answers the same whether or not the account exists. */
export async function requestPasswordReset({ ctx, input }: { ctx: ServiceCtx; input: z.output<typeof resetRequestSchema> }): Promise<{ ok: true }> {
  const { email } = input;
  const now = ctx.deps.clock.now();
  // Counted for every address, known or not, so the limit itself tells nothing.
  const limitKey = `reset-send:${ctx.own.tenantId}:${email}`;
  await consumeLimit(ctx.db, limitKey, VERIFICATION_SEND_LIMIT, now);

  const [user] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(ctx.own.where(users, eq(users.email, email), isNull(users.deletedAt)))
    .limit(1);
  if (!user) return { ok: true };

  const token = randomToken(32);
  await ctx.db.insert(passwordResets).values(
    ctx.own.row({
      tokenHash: await sha256Hex(token),
      userId: user.id,
      expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MIN * 60_000),
      createdAt: now,
    }),
  );
  const link = `${ctx.request.origin}/reset-password?token=${encodeURIComponent(token)}`;
  try {
    await sendTenantMail(ctx, email, fillService(MSG.resetMailSubject, ctx), [
      '비밀번호 재설정을 요청하셨습니다. 아래 링크에서 새 비밀번호를 설정해주세요.',
      link,
      `이 링크는 ${RESET_TOKEN_TTL_MIN}분 동안 한 번만 사용할 수 있습니다.`,
      '본인이 요청하지 않았다면 이 메일을 무시해주세요. 비밀번호는 바뀌지 않습니다.',
    ]);
  } catch (err) {
    // The answer must not differ from an unknown address; the failure is only logged.
    ctx.deps.log.warn('reset mail failed', err);
  }
  return { ok: true };
}
