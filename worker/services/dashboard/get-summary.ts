import { eq, sql } from 'drizzle-orm';
import { comments, orders, posts, products, reviews } from '../../../db/schema';
import { sameTenant } from '../../scope/tenant-scope';
import { visibleReview } from '../reviews/internal';
import type { DashboardSummary } from '../../../shared/schemas/dashboard';
import type { UserCtx } from '../../env';
import { reviewAuthor } from '../../scope/people';
import { getMerchantOf } from './internal-merchant';
import { availablePoints } from './internal-profile';

const countIf = (cond: ReturnType<typeof sql>) => sql<number>`(count(*) filter (where ${cond}))::int`;
const count = sql<number>`count(*)::int`;

/**
 * GET /api/dashboard/summary: the counts beside the own profile page's tabs. Each is one index's
 * count (the account's posts, comments and reviews by their author indexes; a shop's products,
 * deleted products and orders by its merchant indexes), never a walk of other rows.
 */
export async function getDashboardSummary({ ctx }: { ctx: UserCtx }): Promise<DashboardSummary> {
  const merchant = ctx.user.userType === 'merchant' ? await getMerchantOf(ctx) : null;
  const [[p], [c], [r], points, shop] = await Promise.all([
    ctx.db
      .select({
        posts: countIf(sql`not ${posts.isVideo} and not ${posts.isAnnouncement}`),
        videos: countIf(sql`${posts.isVideo} and not ${posts.isAnnouncement}`),
        announcements: countIf(sql`${posts.isAnnouncement}`),
      })
      .from(posts)
      .where(ctx.own.where(posts, eq(posts.authorId, ctx.user.id))),
    ctx.db.select({ n: count }).from(comments).where(ctx.own.where(comments, eq(comments.authorId, ctx.user.id))),
    // As GET /api/reviews/my-reviews lists them: on products a visitor may open (reviews_author_idx).
    ctx.db
      .select({ n: count })
      .from(reviews)
      .innerJoin(products, sameTenant(products, reviews, eq(products.id, reviews.productId)))
      .where(visibleReview(ctx, ctx.own.personIs(reviewAuthor, ctx.user.id))),
    availablePoints(ctx),
    merchant ? shopCounts(ctx, merchant) : null,
  ]);
  return {
    posts: p.posts,
    videos: p.videos,
    announcements: p.announcements,
    comments: c.n,
    reviews: r.n,
    points,
    products: shop?.products ?? null,
    deleted_products: shop?.deleted ?? null,
    orders: shop?.orders ?? null,
  };
}

async function shopCounts(ctx: UserCtx, merchant: { id: number; userId: number }) {
  // Both product counts from products_merchant_stats_idx alone (as the dashboard's stats).
  const [[p], [o]] = await Promise.all([
    ctx.db
      .select({
        live: sql<number>`(count(*) filter (where ${products.deletedAt} is null))::int`,
        deleted: sql<number>`(count(*) filter (where ${products.deletedAt} is not null))::int`,
      })
      .from(products)
      .where(ctx.own.where(products, eq(products.merchantId, merchant.id), eq(products.ownerId, merchant.userId))),
    ctx.db.select({ n: count }).from(orders).where(ctx.own.where(orders, eq(orders.merchantId, merchant.id))),
  ]);
  return { products: p.live, deleted: p.deleted, orders: o.n };
}
