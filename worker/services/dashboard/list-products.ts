import { asc, desc, eq, isNull, not, sql, type SQL } from 'drizzle-orm';
import { products } from '../../../db/schema';
import type { AVAILABILITY_FILTERS, PRODUCT_SORTS } from '../../../shared/catalogue-constants';
import type { DashboardProductList, DashboardProductsQuery } from '../../../shared/schemas/dashboard';
import type { MerchantCtx } from '../../env';
import { selectProductCards, toProductCard } from '../catalogue/internal-cards';
import { cappedTotal, pageOf } from '../../lib/list-totals';

type ProductSort = (typeof PRODUCT_SORTS)[number];
type AvailabilityFilter = (typeof AVAILABILITY_FILTERS)[number];

/** 최신순, 낮은 가격순, 높은 가격순, 조회순, 주문순; the newest first among equals. */
const PRODUCT_ORDER: Record<ProductSort, SQL[]> = {
  latest: [desc(products.createdAt), desc(products.id)],
  price_low: [asc(products.price), desc(products.id)],
  price_high: [desc(products.price), desc(products.id)],
  views: [desc(products.viewsCount), desc(products.id)],
  orders: [desc(products.ordersCount), desc(products.id)],
};

/** 판매중 (is_available, sold-out ones included), 판매중지, or both. */
const AVAILABILITY: Record<AvailabilityFilter, SQL | undefined> = {
  selling: eq(products.isAvailable, true),
  stopped: not(products.isAvailable),
  all: undefined,
};

/**
 * GET /api/dashboard/products: the signed-in merchant's own products on this site that are not
 * deleted (those are GET /api/products/deleted), by the asked sort and availability. Every sort has
 * an index in its order: products_merchant_idx and products_merchant_{price,price_desc,views,orders}_idx
 * for all, and products_merchant_avail_*_idx (is_available a key column) for selling and stopped
 * (migration 0025), so a page reads its rows in order and stops (the owner is checked per row).
 */
export async function listDashboardProducts({ ctx, input: q }: { ctx: MerchantCtx; input: DashboardProductsQuery }): Promise<DashboardProductList> {
  const where = ctx.own.where(
    products,
    eq(products.merchantId, ctx.merchant.id),
    eq(products.ownerId, ctx.merchant.userId),
    isNull(products.deletedAt),
    AVAILABILITY[q.availability],
  );
  const [rows, n] = await Promise.all([
    selectProductCards(ctx.db)
      .where(where)
      .orderBy(...PRODUCT_ORDER[q.sort])
      .limit(q.limit + 1)
      .offset(q.offset),
    cappedTotal(ctx.db, ctx.db.select({ one: sql`1` }).from(products).where(where)),
  ]);
  const { items, hasMore, total } = pageOf(rows, q.limit, q.offset, n);
  return { products: items.map(toProductCard), total, limit: q.limit, offset: q.offset, has_more: hasMore };
}
