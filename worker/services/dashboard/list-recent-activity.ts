import { and, desc, eq, inArray, isNull, ne } from 'drizzle-orm';
import { comments, orders, posts, products, reviews, users } from '../../../db/schema';
import { MSG } from '../../../shared/messages';
import { ORDER_TYPES, orderStatusLabel, type OrderType } from '../../../shared/order-status';
import type { RecentActivity, RecentActivityList, RecentActivityQuery } from '../../../shared/schemas/dashboard';
import type { UserCtx } from '../../env';
import { orderBuyer, reviewAuthor } from '../../scope/people';
import { readPeople, sameTenant } from '../../scope/tenant-scope';
import { getMerchantOf } from './internal-merchant';

/**
 * GET /api/dashboard/recent-activity: what happened lately around the account, newest first: comments
 * others wrote on its posts, and for a shop the reviews of its products and its orders. Each source
 * gives its newest `limit` rows (by its own index), and the merge keeps the newest `limit` of them.
 */
export async function listRecentActivity({ ctx, input: q }: { ctx: UserCtx; input: RecentActivityQuery }): Promise<RecentActivityList> {
  const merchant = ctx.user.userType === 'merchant' ? await getMerchantOf(ctx) : null;
  const [onPosts, ofProducts, ofShop] = await Promise.all([
    ctx.features.content ? commentsOnMyPosts(ctx, q.limit) : [],
    merchant && ctx.features.reviews ? reviewsOfMyProducts(ctx, merchant, q.limit) : [],
    merchant ? ordersOfMyShop(ctx, merchant, q.limit) : [],
  ]);
  const activities = [...onPosts, ...ofProducts, ...ofShop]
    .sort((a, b) => (a.created_at === b.created_at ? b.id - a.id : a.created_at < b.created_at ? 1 : -1))
    .slice(0, q.limit);
  return { activities };
}

async function commentsOnMyPosts(ctx: UserCtx, limit: number): Promise<RecentActivity[]> {
  const rows = await ctx.db
    .select({ comment: comments, actor: users.username, subject: posts.title })
    .from(comments)
    .innerJoin(users, sameTenant(users, comments, eq(users.id, comments.authorId)))
    .innerJoin(posts, sameTenant(posts, comments, eq(posts.id, comments.postId)))
    .where(ctx.own.where(comments, eq(comments.postAuthorId, ctx.user.id), ne(comments.authorId, ctx.user.id)))
    .orderBy(desc(comments.createdAt), desc(comments.id))
    .limit(limit);
  return rows.map(({ comment: c, actor, subject }) => ({
    kind: 'comment',
    id: c.id,
    actor,
    subject,
    subject_id: c.postId,
    text: c.content,
    rating: null,
    created_at: c.createdAt.toISOString(),
  }));
}

/** Reads the named accounts (of whichever sites readPeople asks for) with what an activity line shows of them. */
const accountNames =
  (ctx: UserCtx) =>
  (accounts: Parameters<Parameters<typeof readPeople>[2]>[0], ids: number[]) =>
    ctx.db.select({ id: users.id, username: users.username, deletedAt: users.deletedAt }).from(users).where(accounts.where(users, inArray(users.id, ids)));

/** A deleted account is named by the placeholder, never by its old name. */
const actorName = (account: { username: string; deletedAt: Date | null } | undefined): string =>
  !account || account.deletedAt ? MSG.reviewDeletedAuthor : account.username;

async function reviewsOfMyProducts(ctx: UserCtx, merchant: { id: number; userId: number }, limit: number): Promise<RecentActivity[]> {
  const rows = await ctx.db
    .select({ id: reviews.id, ...reviewAuthor.columns, productId: reviews.productId, title: reviews.title, rating: reviews.rating, createdAt: reviews.createdAt, subject: products.title })
    .from(reviews)
    .innerJoin(products, sameTenant(products, reviews, eq(products.id, reviews.productId)))
    .where(and(ctx.own.where(reviews), ctx.own.where(products, eq(products.merchantId, merchant.id), eq(products.ownerId, merchant.userId), isNull(products.deletedAt))))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit);
  const authorOf = await readPeople(reviewAuthor, rows, accountNames(ctx));
  return rows.map((r) => {
    return {
      kind: 'review',
      id: r.id,
      actor: actorName(authorOf(r)),
      subject: r.subject,
      subject_id: r.productId,
      text: `${'★'.repeat(r.rating)} ${r.title ?? ''}`.trim(),
      rating: r.rating,
      created_at: r.createdAt.toISOString(),
    };
  });
}

async function ordersOfMyShop(ctx: UserCtx, merchant: { id: number }, limit: number): Promise<RecentActivity[]> {
  // One walk of orders_merchant_type_idx per order type (each in its order, stopping at `limit`), merged.
  const ofType = (type: OrderType) =>
    ctx.db
      .select()
      .from(orders)
      .where(ctx.own.where(orders, eq(orders.merchantId, merchant.id), eq(orders.orderType, type)))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(limit);
  const rows = (await Promise.all(ORDER_TYPES.map(ofType)))
    .flat()
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id)
    .slice(0, limit);
  const buyerOf = await readPeople(orderBuyer, rows, accountNames(ctx));
  return rows.map((o) => {
    return {
      kind: 'order',
      id: o.id,
      actor: actorName(buyerOf(o)),
      subject: o.productTitle,
      subject_id: o.productId ?? 0,
      text: orderStatusLabel(o.status, o.orderType),
      rating: null,
      created_at: o.createdAt.toISOString(),
    };
  });
}
