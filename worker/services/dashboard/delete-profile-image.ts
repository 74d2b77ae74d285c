import { eq, isNull } from 'drizzle-orm';
import { users } from '../../../db/schema';
import { AppError } from '../../../shared/errors';
import { MSG } from '../../../shared/messages';
import type { UserCtx } from '../../env';
import { deleteObjects } from '../../lib/objects';
import { withTransaction } from '../../scope/transaction';
import { uploadedProfileKey } from '../auth/internal-profile-image';

/**
 * DELETE /api/dashboard/profile/image: the account goes without a picture (404 when it has none).
 * The object is removed after commit when it was uploaded through this feature.
 */
export async function deleteProfileImage({ ctx }: { ctx: UserCtx }): Promise<null> {
  const removed = await withTransaction(ctx, async (tx) => {
    const [current] = await tx.db
      .select({ profileImage: users.profileImage })
      .from(users)
      .where(tx.own.where(users, eq(users.id, ctx.user.id), isNull(users.deletedAt)))
      .for('update');
    if (!current?.profileImage) throw new AppError('NOT_FOUND', MSG.profileImageNotFound);
    await tx.db
      .update(users)
      .set({ profileImage: null, updatedAt: tx.deps.clock.now() })
      .where(tx.own.where(users, eq(users.id, ctx.user.id)));
    return current.profileImage;
  });
  const key = uploadedProfileKey(ctx, removed);
  if (key) await deleteObjects(ctx, [key]);
  return null;
}
