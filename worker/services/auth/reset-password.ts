import { and, eq, gt, isNull } from 'drizzle-orm';
import { passwordResets, sessions, users } from '../../../db/schema';
import { AppError } from '../../../shared/errors';
import { MSG } from '../../../shared/messages';
import { resetPasswordSchema } from '../../../shared/schemas/auth';
import type { ServiceCtx } from '../../env';
import { hashPassword, sha256Hex } from '../../lib/crypto';
import { clearLimit } from '../../lib/rate-limit';

/** Sets a new password with a reset token (single use) and ends every session of the user. */
export async function resetPassword({ ctx, input }: { ctx: ServiceCtx; input: { token: string; new_password: string } }): Promise<{ ok: true }> {
  const { token, new_password } = resetPasswordSchema.parse(input);
  const now = ctx.deps.clock.now();
  const tokenHash = await sha256Hex(token);
  const passwordHash = await hashPassword(new_password);

  const email = await ctx.db.transaction(async (tx) => {
    // Claiming the token and using it is one statement: a second use finds nothing.
    const [claim] = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResets.tokenHash, tokenHash),
          eq(passwordResets.tenantId, ctx.tenant.id),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, now),
        ),
      )
      .returning({ userId: passwordResets.userId });
    if (!claim) throw new AppError('BAD_REQUEST', MSG.resetTokenInvalid, { field: 'token' });

    const [user] = await tx
      .update(users)
      .set({ passwordHash, updatedAt: now })
      .where(and(eq(users.id, claim.userId), eq(users.tenantId, ctx.tenant.id), isNull(users.deletedAt)))
      .returning({ email: users.email });
    if (!user) throw new AppError('BAD_REQUEST', MSG.resetTokenInvalid, { field: 'token' });

    // Other links mailed earlier die too, and every session ends.
    await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.userId, claim.userId), isNull(passwordResets.usedAt)));
    await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.userId, claim.userId), isNull(sessions.revokedAt)));
    return user.email;
  });
  // Someone who just proved they own the mailbox may log in at once.
  await clearLimit(ctx.db, `login:acct:${ctx.tenant.id}:${email}`);
  return { ok: true };
}
