import { eq, inArray } from 'drizzle-orm';
import { reviewMedia, reviews } from '../../../db/schema';
import { AppError } from '../../../shared/errors';
import { MSG } from '../../../shared/messages';
import type { ReviewEditInput, ReviewItem } from '../../../shared/schemas/reviews';
import type { UserCtx } from '../../env';
import { withTransaction } from '../../scope/transaction';
import { getAuthoredReview, reviewItem } from './internal';
import { checkReviewUploads, claimReviewKeys, insertPhotos, type UploadedPhoto } from './internal-uploads';

/**
 * reviews.updateWithUploads: the twin of PUT /api/reviews/{id} for the web form. `images`, when
 * given, is the review's photos as they should be, in order: kept ones by id (this review's only),
 * new ones by upload token; the others are removed, their files after the commit. One transaction.
 */
export async function updateReviewWithUploads({ ctx, input }: { ctx: UserCtx; input: ReviewEditInput }): Promise<ReviewItem> {
  // Settled before any upload is judged: another user's review is a 403, a missing one a 404.
  await getAuthoredReview(ctx, input.id);
  const refs = input.images ?? [];
  const tokens = refs.flatMap((r, i) => ('upload_token' in r ? [{ token: r.upload_token, field: `images.${i}` }] : []));
  const photos = await checkReviewUploads(ctx, tokens);
  const removed = await withTransaction(ctx, async (tx) => {
    await getAuthoredReview(tx, input.id, { lock: true });
    await tx.db
      .update(reviews)
      .set({ rating: input.rating, title: input.title, content: input.content, updatedAt: tx.deps.clock.now() })
      .where(tx.shown.where(reviews, eq(reviews.id, input.id)));
    if (!input.images) return [];

    const current = await tx.db.select().from(reviewMedia).where(tx.shown.where(reviewMedia, eq(reviewMedia.reviewId, input.id)));
    const kept = new Set<number>();
    const added: { photo: UploadedPhoto; order: number }[] = [];
    let next = 0;
    for (const [order, ref] of refs.entries()) {
      if ('media_id' in ref) {
        // Only this review's photos, each once.
        if (kept.has(ref.media_id) || !current.some((m) => m.id === ref.media_id)) throw new AppError('VALIDATION', MSG.reviewImageNotFound, { field: `images.${order}` });
        kept.add(ref.media_id);
        await tx.db.update(reviewMedia).set({ sortOrder: order }).where(tx.shown.where(reviewMedia, eq(reviewMedia.id, ref.media_id)));
      } else added.push({ photo: photos[next++], order });
    }
    const gone = current.filter((m) => !kept.has(m.id));
    if (gone.length) await tx.db.delete(reviewMedia).where(tx.shown.where(reviewMedia, inArray(reviewMedia.id, gone.map((m) => m.id))));
    await claimReviewKeys(tx, added.map((a) => a.photo.storageKey));
    await insertPhotos(tx, input.id, added);
    return gone.map((m) => m.storageKey);
  });
  await Promise.all(removed.map((key) => ctx.deps.storage.delete(key).catch(() => undefined)));
  return reviewItem(ctx, input.id);
}
