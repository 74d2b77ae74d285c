import { eq, gt, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import { passwordResets, sessions, users } from '../../../db/schema';
import { AppError } from '../../../shared/errors';
import { MSG } from '../../../shared/messages';
import type { resetPasswordSchema } from '../../../shared/schemas/auth';
import type { ServiceCtx } from '../../env';
import { PASSWORD_RESET_LIMIT_PER_IP } from '../../../shared/constants';
import { sha256Hex } from '../../lib/crypto';
import { clearLimit, consumeLimit, refundLimit } from '../../lib/rate-limit';
import { hashNewPassword } from './internal-password';
import { withTransaction } from '../../scope/transaction';

/**
 * Sets a new password with a reset token (single use) and ends every session of the user. The token
 * is checked before the password is hashed, and failures are rate-limited per client address: a
 * made-up token costs one indexed read, never a PBKDF2 hash.
 */
export async function resetPassword({ ctx, input }: { ctx: ServiceCtx; input: z.output<typeof resetPasswordSchema> }): Promise<{ ok: true }> {
  const { token, new_password } = input;
  const now = ctx.deps.clock.now();
  const ipKey = `reset:ip:${ctx.own.tenantId}:${ctx.request.ip}`;
  await consumeLimit(ctx.db, ipKey, PASSWORD_RESET_LIMIT_PER_IP, now);
  const tokenHash = await sha256Hex(token);
  const [known] = await ctx.db.select({ userId: passwordResets.userId }).from(passwordResets).where(liveToken(ctx, tokenHash, now)).limit(1);
  if (!known) throw new AppError('BAD_REQUEST', MSG.resetTokenInvalid, { field: 'token' });
  const passwordHash = await hashNewPassword(ctx, new_password);

  const email = await withTransaction(ctx, async (tx) => {
    // Claiming the token and using it is one statement: a second use finds nothing.
    const [claim] = await tx.db
      .update(passwordResets)
      .set({ usedAt: now })
      .where(liveToken(tx, tokenHash, now))
      .returning({ userId: passwordResets.userId });
    if (!claim) throw new AppError('BAD_REQUEST', MSG.resetTokenInvalid, { field: 'token' });

    const [user] = await tx.db
      .update(users)
      .set({ passwordHash, updatedAt: now })
      .where(tx.own.where(users, eq(users.id, claim.userId), isNull(users.deletedAt)))
      .returning({ email: users.email });
    if (!user) throw new AppError('BAD_REQUEST', MSG.resetTokenInvalid, { field: 'token' });

    // Other links mailed earlier die too, and every session ends.
    await tx.db
      .update(passwordResets)
      .set({ usedAt: now })
      .where(tx.own.where(passwordResets, eq(passwordResets.userId, claim.userId), isNull(passwordResets.usedAt)));
    await tx.db
      .update(sessions)
      .set({ revokedAt: now })
      .where(tx.own.where(sessions, eq(sessions.userId, claim.userId), isNull(sessions.revokedAt)));
    return user.email;
  });
  // Someone who just proved they own the mailbox may log in at once; their reset did not fail.
  await refundLimit(ctx.db, ipKey, now);
  await clearLimit(ctx.db, `login:acct:${ctx.own.tenantId}:${email}`);
  return { ok: true };
}

/** A reset token that is known on this site, unused and unexpired. */
const liveToken = (ctx: ServiceCtx, tokenHash: string, now: Date) =>
  ctx.own.where(passwordResets, eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now));
