import { reviews } from '../../../db/schema';
import { AppError } from '../../../shared/errors';
import { MSG } from '../../../shared/messages';
import type { ReviewCreateInput, ReviewItem } from '../../../shared/schemas/reviews';
import type { UserCtx } from '../../env';
import { getReviewableProduct, reviewItem } from './internal';
import { hasPaidPurchase } from './rules';

/**
 * POST /api/reviews/product/{id} (and /api/products/{id}/reviews): the buyer's review of a product
 * they paid for. One per buyer and product: reviews_one_per_author_key decides, so two creates in a
 * race give one review and one 409. The product's review_count and rating_sum follow by trigger.
 */
export async function createReview({ ctx, input }: { ctx: UserCtx; input: ReviewCreateInput }): Promise<ReviewItem> {
  const product = await getReviewableProduct(ctx, input.id);
  // A business rule, not an access level: 400 with its message (403 is for roles and ownership).
  if (!(await hasPaidPurchase(ctx, product.id, ctx.user.id))) throw new AppError('BAD_REQUEST', MSG.reviewPurchaseRequired, { field: 'product_id' });
  const now = ctx.deps.clock.now();
  const [row] = await ctx.db
    .insert(reviews)
    .values(
      ctx.shown.row({
        productId: product.id,
        authorTenantId: ctx.own.tenantId,
        authorId: ctx.user.id,
        rating: input.rating,
        title: input.title,
        content: input.content,
        createdAt: now,
        updatedAt: now,
      }),
    )
    .onConflictDoNothing({ target: [reviews.productId, reviews.authorTenantId, reviews.authorId] })
    .returning({ id: reviews.id });
  if (!row) throw new AppError('CONFLICT', MSG.reviewAlreadyWritten);
  return reviewItem(ctx, row.id);
}
