import type { ReviewCreateInput, ReviewItem } from '../../../shared/schemas/reviews';
import type { UserCtx } from '../../env';
import { withTransaction } from '../../scope/transaction';
import { earnActivity } from '../wallet/earning/internal';
import { getReviewableProduct, insertReview, reviewItem } from './internal';
import { requirePaidPurchase } from './rules';

/**
 * POST /api/reviews/product/{id} (and /api/products/{id}/reviews): the buyer's review of a product
 * they paid for, one per buyer and product (a second, also in a race, is a 409). Photos follow with
 * POST /api/reviews/{id}/images, or come as upload tokens with reviews.createWithUploads.
 */
export async function createReview({ ctx, input }: { ctx: UserCtx; input: ReviewCreateInput }): Promise<ReviewItem> {
  const product = await getReviewableProduct(ctx, input.id);
  await requirePaidPurchase(ctx, product.id);
  // The review and its points and score (docs/wallet.md Earning: a text review; its photos come later) in one transaction.
  const id = await withTransaction(ctx, async (tx) => {
    const reviewId = await insertReview(tx, product.id, input);
    await earnActivity({ db: tx.db, own: tx.own, settings: tx.tenant.settings, now: tx.deps.clock.now(), userId: tx.user.id, activity: 'review_text', sourceId: reviewId });
    return reviewId;
  });
  return reviewItem(ctx, id);
}
