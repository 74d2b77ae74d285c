import { and, eq, type SQL } from 'drizzle-orm';
import { merchantProfiles, orders, type Order } from '../../../../db/schema';
import { orderStatusLabel } from '../../../../shared/order-status';
import type { DeliveryList, DeliveryOrder } from '../../../../shared/schemas/orders';
import type { UserCtx } from '../../../env';

/** The signed-in buyer's own orders: the account of this site that paid. */
export const orderedBy = (ctx: UserCtx): SQL => and(eq(orders.buyerTenantId, ctx.own.tenantId), eq(orders.buyerId, ctx.user.id))!;

/** The caller's shop on this site, if they are a merchant (orders of its products are its own). */
export async function shopOf(ctx: UserCtx): Promise<number | null> {
  if (ctx.user.userType !== 'merchant') return null;
  const [row] = await ctx.db
    .select({ id: merchantProfiles.id })
    .from(merchantProfiles)
    .where(ctx.own.where(merchantProfiles, eq(merchantProfiles.userId, ctx.user.id)))
    .limit(1);
  return row?.id ?? null;
}

export function toDeliveryOrder(o: Order): DeliveryOrder {
  return {
    id: o.id,
    payment_id: o.paymentId,
    order_number: o.orderNumber,
    order_type: o.orderType,
    status: o.status,
    status_label: orderStatusLabel(o.status, o.orderType),
    memo: o.memo,
    created_at: o.createdAt,
    updated_at: o.updatedAt,
    delivered_at: o.deliveredAt,
    confirmed_at: o.confirmedAt,
    recipient_name: o.recipientName,
    delivery_address: o.deliveryAddress,
    delivery_phone: o.deliveryPhone,
    delivery_memo: o.deliveryMemo,
    total_price: o.totalPrice,
    items: [{ product_id: o.productId, product_title: o.productTitle, quantity: o.quantity, unit_price: o.unitPrice, total_price: o.unitPrice * o.quantity }],
  };
}

/** The spec's list answer: deliveries, page (1-based, from skip and limit), total, pages. */
export function deliveryList(rows: Order[], total: number, skip: number, limit: number): DeliveryList {
  return { deliveries: rows.map(toDeliveryOrder), page: Math.floor(skip / limit) + 1, total, pages: Math.ceil(total / limit) };
}
