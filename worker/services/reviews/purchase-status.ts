import { eq } from 'drizzle-orm';
import { reviews } from '../../../db/schema';
import type { PurchaseStatus } from '../../../shared/schemas/reviews';
import type { ServiceCtx } from '../../env';
import { reviewAuthor } from '../../scope/people';
import { getReviewableProduct } from './internal';
import { hasPaidPurchase } from './rules';

/**
 * GET /api/products/{id}/purchase-status: whether the reader may write a review (has_purchased) and
 * already has (has_reviewed). Guests get both false; the form shows when purchased and not reviewed.
 */
export async function purchaseStatus({ ctx, input }: { ctx: ServiceCtx; input: { id: number } }): Promise<PurchaseStatus> {
  const product = await getReviewableProduct(ctx, input.id);
  if (!ctx.user) return { has_purchased: false, has_reviewed: false };
  const [purchased, [review]] = await Promise.all([
    hasPaidPurchase(ctx, product.id, ctx.user.id),
    ctx.db
      .select({ id: reviews.id })
      .from(reviews)
      .where(ctx.shown.where(reviews, eq(reviews.productId, product.id), ctx.own.personIs(reviewAuthor, ctx.user.id)))
      .limit(1),
  ]);
  return { has_purchased: purchased, has_reviewed: !!review };
}
