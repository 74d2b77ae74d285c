import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { products, reviews } from '../../../db/schema';
import type { ReviewSort } from '../../../shared/review-constants';
import type { ProductReviewsQuery, ReviewList } from '../../../shared/schemas/reviews';
import type { ServiceCtx } from '../../env';
import { preparedStatement } from '../../lib/prepared';
import { placeholderScope } from '../../scope/tenant-scope';
import { viewableProductIn } from '../catalogue/rules';
import { productNotFound, selectReviews, toReviewItems } from './internal';

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

// Prepared once (worker/lib/prepared.ts): the product a visitor may open (getReviewableProduct's
// rule) with its kept count, and a page of its reviews in each order.
const SHOWN = placeholderScope('shown', 'shown');
const byProduct = eq(products.id, sql.placeholder('id'));
const reviewedProduct = (db: DbOrTx) =>
  db.select({ reviewCount: products.reviewCount }).from(products).where(and(viewableProductIn(SHOWN), byProduct)).limit(1);
const reviewPage = (sort: ReviewSort) => (db: DbOrTx) =>
  selectReviews(db)
    .where(SHOWN.where(reviews, eq(reviews.productId, sql.placeholder('id'))))
    .orderBy(...REVIEW_ORDER[sort])
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('skip'));

/**
 * GET /api/reviews/product/{id} and /api/products/{id}/reviews: a page of a product's reviews in
 * one of the five orders. The total is the product's kept review_count (no count query).
 */
export async function listProductReviews({ ctx, input: q }: { ctx: ServiceCtx; input: ProductReviewsQuery }): Promise<ReviewList> {
  const values = { shown: ctx.shown.tenantId, id: q.id, limit: q.limit + 1, skip: q.skip };
  const [product] = await preparedStatement(ctx.db, 'reviewed_product', reviewedProduct).execute(values);
  if (!product) throw productNotFound();
  const rows = await preparedStatement(ctx.db, `product_reviews_${q.sort_by}`, reviewPage(q.sort_by)).execute(values);
  const page = rows.slice(0, q.limit);
  return { reviews: await toReviewItems(ctx, page), total: product.reviewCount, skip: q.skip, limit: q.limit, has_more: rows.length > q.limit };
}
