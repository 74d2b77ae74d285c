import { eq } from 'drizzle-orm';
import { reviewMedia } from '../../../db/schema';
import { AppError } from '../../../shared/errors';
import { MSG } from '../../../shared/messages';
import type { UserCtx } from '../../env';
import { withTransaction } from '../../scope/transaction';
import { getAuthoredReview } from './internal';

/** DELETE /api/reviews/{id}/images/{imageId}: its author removes a photo of that review; the file goes after the commit. */
export async function deleteReviewImage({ ctx, input }: { ctx: UserCtx; input: { id: number; imageId: number } }): Promise<{ success: true; id: number }> {
  const key = await withTransaction(ctx, async (tx) => {
    await getAuthoredReview(tx, input.id, { lock: true });
    const [gone] = await tx.db
      .delete(reviewMedia)
      .where(tx.shown.where(reviewMedia, eq(reviewMedia.reviewId, input.id), eq(reviewMedia.id, input.imageId)))
      .returning({ key: reviewMedia.storageKey });
    if (!gone) throw new AppError('NOT_FOUND', MSG.reviewImageNotFound);
    return gone.key;
  });
  await ctx.deps.storage.delete(key).catch(() => undefined);
  return { success: true, id: input.imageId };
}
