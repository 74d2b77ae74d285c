import { eq, gt, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import { passwordResets, sessions, users } from '../../../db/schema';
import { AppError } from '../../../shared/errors';
import { MSG } from '../../../shared/messages';
import type { resetPasswordSchema } from '../../../shared/schemas/auth';
import type { ServiceCtx } from '../../env';
import { hashPassword, sha256Hex } from '../../lib/crypto';
import { clearLimit } from '../../lib/rate-limit';
import { withTransaction } from '../../scope/transaction';

/** Sets a new password with a reset token (single use) and ends every session of the user. */
export async function resetPassword({ ctx, input }: { ctx: ServiceCtx; input: z.output<typeof resetPasswordSchema> }): Promise<{ ok: true }> {
  const { token, new_password } = input;
  const now = ctx.deps.clock.now();
  const tokenHash = await sha256Hex(token);
  const passwordHash = await hashPassword(new_password);

  const email = await withTransaction(ctx, async (tx) => {
    // Claiming the token and using it is one statement: a second use finds nothing.
    const [claim] = await tx.db
      .update(passwordResets)
      .set({ usedAt: now })
      .where(
        tx.own.where(
          passwordResets,
          eq(passwordResets.tokenHash, tokenHash),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, now),
        ),
      )
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
  // Someone who just proved they own the mailbox may log in at once.
  await clearLimit(ctx.db, `login:acct:${ctx.own.tenantId}:${email}`);
  return { ok: true };
}
