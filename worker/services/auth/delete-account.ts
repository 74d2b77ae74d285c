import { eq, isNull } from 'drizzle-orm';
import { sessions, users } from '../../../db/schema';
import type { UserCtx } from '../../env';
import { withTransaction } from '../../scope/transaction';
import { forgetScore } from '../wallet/earning/internal';

/** Deletes the signed-in account (soft delete: the e-mail and name become free) and ends its sessions. */
export async function deleteAccount({ ctx }: { ctx: UserCtx }): Promise<{ ok: true }> {
  const now = ctx.deps.clock.now();
  await withTransaction(ctx, async (tx) => {
    await tx.db
      .update(users)
      .set({ deletedAt: now, updatedAt: now })
      .where(tx.own.where(users, eq(users.id, tx.user.id), isNull(users.deletedAt)));
    await tx.db
      .update(sessions)
      .set({ revokedAt: now })
      .where(tx.own.where(sessions, eq(sessions.userId, tx.user.id), isNull(sessions.revokedAt)));
    // A deleted account leaves the leaderboard (its earnings and wallet stay, like its other rows).
    await forgetScore(tx.db, tx.own, tx.user.id);
  });
  return { ok: true };
}
