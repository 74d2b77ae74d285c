import type { ReviewItem, ReviewSaveInput } from '../../../shared/schemas/reviews';
import type { UserCtx } from '../../env';
import { withTransaction } from '../../scope/transaction';
import { earnActivity } from '../wallet/earning/internal';
import { getReviewableProduct, insertReview, reviewItem } from './internal';
import { checkReviewUploads, claimReviewKeys, insertPhotos } from './internal-uploads';
import { requirePaidPurchase } from './rules';

/**
 * reviews.createWithUploads: the twin of POST /api/reviews/product/{id} for the web form, whose
 * photos were uploaded beforehand with review upload tickets. The tokens are checked by their bytes
 * first; the review and its photos are written in one transaction (a 409 writes neither).
 */
export async function createReviewWithUploads({ ctx, input }: { ctx: UserCtx; input: ReviewSaveInput }): Promise<ReviewItem> {
  const product = await getReviewableProduct(ctx, input.id);
  await requirePaidPurchase(ctx, product.id);
  const photos = await checkReviewUploads(ctx, input.images.map((img, i) => ({ token: img.upload_token, field: `images.${i}` })));
  const id = await withTransaction(ctx, async (tx) => {
    const reviewId = await insertReview(tx, product.id, input);
    await claimReviewKeys(tx, photos.map((p) => p.storageKey));
    await insertPhotos(tx, reviewId, photos.map((photo, order) => ({ photo, order })));
    // Its points and score (docs/wallet.md Earning): a photo review when it has photos.
    const activity = photos.length > 0 ? 'review_photo' : 'review_text';
    await earnActivity({ db: tx.db, own: tx.own, settings: tx.tenant.settings, now: tx.deps.clock.now(), userId: tx.user.id, activity, sourceId: reviewId });
    return reviewId;
  });
  return reviewItem(ctx, id);
}
