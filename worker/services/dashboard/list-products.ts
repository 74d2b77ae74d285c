import { desc, eq, isNull, sql } from 'drizzle-orm';
import { products } from '../../../db/schema';
import type { DashboardProductList, DashboardProductsQuery } from '../../../shared/schemas/dashboard';
import type { MerchantCtx } from '../../env';
import { selectProductCards, toProductCard } from '../catalogue/internal-cards';
import { cappedTotal, pageOf } from '../../lib/list-totals';

/**
 * GET /api/dashboard/products: the signed-in merchant's own products on this site, newest first,
 * paused and sold-out ones included, deleted ones not (those are GET /api/products/deleted).
 * Shop, owner and "not deleted" are the filter and order of products_merchant_idx, so a page reads
 * its rows from the index in order and stops (the owner is the shop's account, checked per row).
 */
export async function listDashboardProducts({ ctx, input: q }: { ctx: MerchantCtx; input: DashboardProductsQuery }): Promise<DashboardProductList> {
  const where = ctx.own.where(
    products,
    eq(products.merchantId, ctx.merchant.id),
    eq(products.ownerId, ctx.merchant.userId),
    isNull(products.deletedAt),
  );
  const [rows, n] = await Promise.all([
    selectProductCards(ctx.db)
      .where(where)
      .orderBy(desc(products.createdAt), desc(products.id))
      .limit(q.limit + 1)
      .offset(q.offset),
    cappedTotal(ctx.db, ctx.db.select({ one: sql`1` }).from(products).where(where)),
  ]);
  const { items, hasMore, total } = pageOf(rows, q.limit, q.offset, n);
  return { products: items.map(toProductCard), total, limit: q.limit, offset: q.offset, has_more: hasMore };
}
