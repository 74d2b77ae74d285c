import { asc, desc, eq, type SQL } from 'drizzle-orm';
import { reviews } from '../../../db/schema';
import type { ReviewSort } from '../../../shared/review-constants';
import type { ProductReviewsQuery, ReviewList } from '../../../shared/schemas/reviews';
import type { ServiceCtx } from '../../env';
import { getReviewableProduct, selectReviews, toReviewItems } from './internal';

/**
 * Each order reads one of the reviews_product_* indexes: newest and oldest both ways of
 * reviews_product_latest_idx, the ratings reviews_product_rating_idx (highest scans it backwards and
 * sorts each rating's ties newest first as it goes), most helpful reviews_product_helpful_idx.
 */
export const REVIEW_ORDER: Record<ReviewSort, SQL[]> = {
  newest: [desc(reviews.createdAt), desc(reviews.id)],
  oldest: [asc(reviews.createdAt), asc(reviews.id)],
  highest_rating: [desc(reviews.rating), desc(reviews.createdAt), desc(reviews.id)],
  lowest_rating: [asc(reviews.rating), desc(reviews.createdAt), desc(reviews.id)],
  most_helpful: [desc(reviews.helpfulCount), desc(reviews.id)],
};

/**
 * GET /api/reviews/product/{id} and /api/products/{id}/reviews: a page of a product's reviews in
 * one of the five orders. The total is the product's kept review_count (no count query).
 */
export async function listProductReviews({ ctx, input: q }: { ctx: ServiceCtx; input: ProductReviewsQuery }): Promise<ReviewList> {
  const product = await getReviewableProduct(ctx, q.id);
  const rows = await selectReviews(ctx.db)
    .where(ctx.shown.where(reviews, eq(reviews.productId, product.id)))
    .orderBy(...REVIEW_ORDER[q.sort_by])
    .limit(q.limit + 1)
    .offset(q.skip);
  const page = rows.slice(0, q.limit);
  return { reviews: await toReviewItems(ctx, page), total: product.reviewCount, skip: q.skip, limit: q.limit, has_more: rows.length > q.limit };
}
