import { count, eq } from 'drizzle-orm';
import { orders } from '../../../../db/schema';
import { ORDER_CENTER_VIEWS, type OrderCenterSummary } from '../../../../shared/schemas/orders/center';
import type { MerchantCtx } from '../../../env';
import { viewWhere } from './internal';

/**
 * GET /api/shop/orders/summary: the strip's counts (신규 주문, 발송 대기, 취소 요청, 반품 요청), each
 * the total of the list its `view` opens (the same predicate, viewWhere), counted through its index.
 */
export async function orderCenterSummary({ ctx }: { ctx: MerchantCtx }): Promise<OrderCenterSummary> {
  const shop = eq(orders.merchantId, ctx.merchant.id);
  const counts = await Promise.all(
    ORDER_CENTER_VIEWS.map(async (view) => {
      const [row] = await ctx.db.select({ n: count() }).from(orders).where(ctx.own.where(orders, shop, viewWhere(view)));
      return [view, row.n] as const;
    }),
  );
  const summary = {} as OrderCenterSummary;
  for (const [view, n] of counts) summary[view] = n;
  return summary;
}
