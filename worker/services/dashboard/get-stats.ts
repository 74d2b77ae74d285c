import { eq, gte, sql, type SQL } from 'drizzle-orm';
import { orders, posts, products, salesDays } from '../../../db/schema';
import type { DashboardStats } from '../../../shared/schemas/dashboard';
import type { MerchantCtx } from '../../env';
import { seoulDay } from '../../lib/seoul-day';

const DAY_MS = 24 * 60 * 60 * 1000;
const int = (v: SQL) => sql<number>`coalesce(${v}, 0)::int`;
/** Sums of won and counters may pass int4; float8 holds them exactly far beyond any shop's figures. */
const total = (v: SQL) => sql<number>`coalesce(${v}, 0)::float8`;
const countIf = (cond: SQL) => int(sql`count(*) filter (where ${cond})`);

/**
 * GET /api/dashboard/stats: the home tab's figures for the signed-in merchant. Four reads, none of
 * them touching a comment, an order line or a review: products through products_merchant_stats_idx
 * (every column it needs is in the index), the kept review counts on those rows, the merchant's posts
 * with their kept view, like and comment counts, orders counted in orders_merchant_status_idx, and the
 * last 30 Korean days of sales_days (kept by trigger, refunds already taken off).
 */
export async function getDashboardStats({ ctx }: { ctx: MerchantCtx }): Promise<DashboardStats> {
  const since = seoulDay(new Date(ctx.deps.clock.now().getTime() - 29 * DAY_MS));
  const [[p], [c], [o], [s]] = await Promise.all([
    ctx.db
      .select({
        total: countIf(sql`${products.deletedAt} is null`),
        selling: countIf(sql`${products.deletedAt} is null and ${products.isAvailable}`),
        stopped: countIf(sql`${products.deletedAt} is null and not ${products.isAvailable}`),
        soldOut: countIf(sql`${products.deletedAt} is null and ${products.isAvailable} and ${products.displayRemaining} = 0`),
        deleted: countIf(sql`${products.deletedAt} is not null`),
        reviews: total(sql`sum(${products.reviewCount}) filter (where ${products.deletedAt} is null)`),
        ratingSum: total(sql`sum(${products.ratingSum}) filter (where ${products.deletedAt} is null)`),
      })
      .from(products)
      .where(ctx.own.where(products, eq(products.merchantId, ctx.merchant.id), eq(products.ownerId, ctx.merchant.userId))),
    ctx.db
      .select({
        posts: countIf(sql`not ${posts.isVideo} and not ${posts.isAnnouncement}`),
        videos: countIf(sql`${posts.isVideo} and not ${posts.isAnnouncement}`),
        announcements: countIf(sql`${posts.isAnnouncement}`),
        views: total(sql`sum(${posts.viewsCount})`),
        likes: total(sql`sum(${posts.likesCount})`),
        comments: total(sql`sum(${posts.commentsCount})`),
      })
      .from(posts)
      .where(ctx.own.where(posts, eq(posts.authorId, ctx.merchant.userId))),
    ctx.db
      .select({
        total: int(sql`count(*)`),
        pending: countIf(sql`${orders.status} = 'PENDING'`),
        inProgress: countIf(sql`${orders.status} in ('CONFIRMED', 'PREPARING', 'READY', 'DELIVERING')`),
        delivered: countIf(sql`${orders.status} = 'DELIVERED'`),
      })
      .from(orders)
      .where(ctx.own.where(orders, eq(orders.merchantId, ctx.merchant.id))),
    ctx.db
      .select({ amount: total(sql`sum(${salesDays.amount})`), count: total(sql`sum(${salesDays.paymentCount})`) })
      .from(salesDays)
      .where(ctx.own.where(salesDays, eq(salesDays.merchantId, ctx.merchant.id), gte(salesDays.day, since))),
  ]);
  return {
    products: { total: p.total, selling: p.selling, stopped: p.stopped, sold_out: p.soldOut, deleted: p.deleted },
    orders: { total: o.total, pending: o.pending, in_progress: o.inProgress, delivered: o.delivered, sales_30d: s.amount, orders_30d: s.count },
    content: { posts: c.posts, videos: c.videos, announcements: c.announcements, views: c.views, likes: c.likes, comments: c.comments },
    reviews: { count: p.reviews, average_rating: p.reviews > 0 ? Math.round((p.ratingSum / p.reviews) * 10) / 10 : 0 },
  };
}
