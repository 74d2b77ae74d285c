import { and, desc, eq, isNull } from 'drizzle-orm';
import { products, reviews } from '../../../db/schema';
import type { DashboardReviewList, DashboardReviewsQuery } from '../../../shared/schemas/reviews';
import type { MerchantCtx } from '../../env';
import { cappedTotal } from '../../lib/list-totals';
import { selectReviews, toReviewItems } from '../reviews/internal';

/**
 * GET /api/dashboard/reviews: reviews of the signed-in merchant's own products on this site (not
 * deleted ones), newest first. A merchant's products and their reviews are the site's own rows.
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
  return { reviews: await toReviewItems(ctx, rows.slice(0, q.limit), ctx.own), total, limit: q.limit, offset: q.offset, has_more: rows.length > q.limit };
}
