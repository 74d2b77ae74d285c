import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { products, reviews } from '../../../db/schema';
import type { DashboardReviewGroup, DashboardReviewList, DashboardReviewsQuery, ReviewItem } from '../../../shared/schemas/reviews';
import type { MerchantCtx } from '../../env';
import { cappedTotal } from '../../lib/list-totals';
import { selectReviews, toReviewItems } from '../reviews/internal';

/**
 * GET /api/dashboard/reviews: reviews of the signed-in merchant's own products on this site (not
 * deleted ones), newest first, and the page grouped by product with each product's own totals
 * (the kept review_count and rating_sum) for the dashboard's accordion.
 */
export async function listDashboardReviews({ ctx, input: q }: { ctx: MerchantCtx; input: DashboardReviewsQuery }): Promise<DashboardReviewList> {
  const where = and(
    ctx.own.where(reviews),
    ctx.own.where(products, eq(products.merchantId, ctx.merchant.id), eq(products.ownerId, ctx.merchant.userId), isNull(products.deletedAt)),
  );
  const [rows, total] = await Promise.all([
    selectReviews(ctx.db).where(where).orderBy(desc(reviews.createdAt), desc(reviews.id)).limit(q.limit + 1).offset(q.offset),
    cappedTotal(ctx.db, selectReviews(ctx.db).where(where)),
  ]);
  const items = await toReviewItems(ctx, rows.slice(0, q.limit), ctx.own);
  return { reviews: items, groups: await groupByProduct(ctx, items), total, limit: q.limit, offset: q.offset, has_more: rows.length > q.limit };
}

async function groupByProduct(ctx: MerchantCtx, items: ReviewItem[]): Promise<DashboardReviewGroup[]> {
  const ids = [...new Set(items.map((r) => r.product_id))];
  if (ids.length === 0) return [];
  const totals = await ctx.db
    .select({ id: products.id, reviewCount: products.reviewCount, ratingSum: products.ratingSum })
    .from(products)
    .where(ctx.own.where(products, inArray(products.id, ids)));
  const byId = new Map(totals.map((t) => [t.id, t]));
  return ids.map((id) => {
    const of = items.filter((r) => r.product_id === id);
    const t = byId.get(id);
    const count = t?.reviewCount ?? of.length;
    return {
      product: { id, title: of[0].product.title, image_url: of[0].product.image_url },
      review_count: count,
      average_rating: count > 0 && t ? Math.round((t.ratingSum / count) * 10) / 10 : 0,
      reviews: of,
    };
  });
}
