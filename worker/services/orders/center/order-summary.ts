import { count, eq, inArray } from 'drizzle-orm';
import { orders } from '../../../../db/schema';
import { ORDER_TYPES } from '../../../../shared/order-status';
import type { OrderCenterSummary } from '../../../../shared/schemas/orders/center';
import type { MerchantCtx } from '../../../env';

/**
 * GET /api/shop/orders/summary: the strip's counts (신규 주문, 발송 대기, 취소 요청, 반품 요청), each
 * the total of the list its link opens, counted through the same indexes: status through
 * orders_merchant_status_idx, open claims through orders_merchant_claim_idx.
 */
export async function orderCenterSummary({ ctx }: { ctx: MerchantCtx }): Promise<OrderCenterSummary> {
  const shop = eq(orders.merchantId, ctx.merchant.id);
  const n = async (...conditions: Parameters<typeof ctx.own.where>[1][]) => {
    const [row] = await ctx.db.select({ n: count() }).from(orders).where(ctx.own.where(orders, shop, ...conditions));
    return row.n;
  };
  const [newOrders, awaiting, cancels, returns] = await Promise.all([
    n(inArray(orders.orderType, [...ORDER_TYPES]), eq(orders.status, 'PENDING')),
    n(eq(orders.orderType, 'delivery'), eq(orders.parcel, true), inArray(orders.status, ['CONFIRMED', 'PREPARING', 'READY'])),
    n(eq(orders.openClaim, 'cancel')),
    n(inArray(orders.openClaim, ['return', 'exchange'])),
  ]);
  return { new_orders: newOrders, awaiting_shipment: awaiting, cancel_requests: cancels, return_requests: returns };
}
