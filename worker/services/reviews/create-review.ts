import type { ReviewCreateInput, ReviewItem } from '../../../shared/schemas/reviews';
import type { UserCtx } from '../../env';
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
  return reviewItem(ctx, await insertReview(ctx, product.id, input));
}
