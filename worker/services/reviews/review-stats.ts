import { count, eq } from 'drizzle-orm';
import { reviews } from '../../../db/schema';
import type { ReviewStats } from '../../../shared/schemas/reviews';
import type { ServiceCtx } from '../../env';
import { getReviewableProduct } from './internal';
import { averageRating } from './rules';

/**
 * GET /api/reviews/product/{id}/stats: the count and average from the product's kept review_count
 * and rating_sum; the distribution counts ratings from reviews_product_rating_idx alone.
 */
export async function reviewStats({ ctx, input }: { ctx: ServiceCtx; input: { id: number } }): Promise<ReviewStats> {
  const product = await getReviewableProduct(ctx, input.id);
  const dist: ReviewStats['rating_distribution'] = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  if (product.reviewCount > 0) {
    const rows = await ctx.db
      .select({ rating: reviews.rating, n: count() })
      .from(reviews)
      .where(ctx.shown.where(reviews, eq(reviews.productId, product.id)))
      .groupBy(reviews.rating);
    for (const r of rows) dist[String(r.rating) as keyof typeof dist] = r.n;
  }
  return { total_count: product.reviewCount, average_rating: averageRating(product.reviewCount, product.ratingSum) ?? 0, rating_distribution: dist };
}
