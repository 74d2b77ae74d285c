import { asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../../db/client';
import { merchantProfiles, orders, orderStatusHistory, payments, type Order } from '../../../../db/schema';
import { courierName, trackingUrl } from '../../../../shared/couriers';
import { orderKindOf, orderStatusLabel } from '../../../../shared/order-status';
import type { DeliveryList, DeliveryOrder, OrderStatusStep } from '../../../../shared/schemas/orders';
import type { OrderClaimView } from '../../../../shared/schemas/orders/center';
import { newestClaims } from '../claims/internal';
import type { UserCtx } from '../../../env';
import { orderBuyer } from '../../../scope/people';
import type { TenantScope } from '../../../scope/tenant-scope';

/** The signed-in buyer's own orders: the account of this site that paid. */
export const orderedBy = (ctx: UserCtx): SQL => ctx.own.personIs(orderBuyer, ctx.user.id);

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

/** What an order answers beside its own row: its timeline and what its payment gave back. */
export interface OrderExtras {
  history: OrderStatusStep[];
  refundedAmount: number;
  /** A cart's shop order: its line payments (docs/cart.md); a 바로 구매 order answers its own row. */
  items?: DeliveryOrder['items'];
  /** The newest claim (docs/orders.md Claims), null when none. */
  claim: OrderClaimView | null;
}

/** The timelines, refunded amounts and newest claims of `rows` (orders of one tenant: `scope`), three queries for any number. */
export async function orderExtras(db: DbOrTx, scope: TenantScope, rows: Order[]): Promise<Map<number, OrderExtras>> {
  const extras = new Map<number, OrderExtras>(rows.map((o) => [o.id, { history: [], refundedAmount: 0, claim: null }]));
  if (rows.length === 0) return extras;
  const byId = new Map(rows.map((o) => [o.id, o]));
  const [steps, paid, claims] = await Promise.all([
    db
      .select({ orderId: orderStatusHistory.orderId, status: orderStatusHistory.status, at: orderStatusHistory.at })
      .from(orderStatusHistory)
      .where(scope.where(orderStatusHistory, inArray(orderStatusHistory.orderId, [...byId.keys()])))
      // Written in the order reached (ids), whatever clock stamped them.
      .orderBy(asc(orderStatusHistory.id)),
    db
      .select({ id: payments.id, refunded: payments.refundedAmount, purpose: payments.purpose })
      .from(payments)
      .where(scope.where(payments, inArray(payments.id, rows.map((o) => o.paymentId)))),
    newestClaims(db, scope, [...byId.keys()]),
  ]);
  // A cart's shop orders are their line payments (the cart payment's of the order's shop).
  const carts = paid.filter((p) => p.purpose === 'cart_order').map((p) => p.id);
  const lines = carts.length
    ? await db
        .select({
          parent: payments.parentPaymentId,
          merchantId: payments.merchantId,
          productId: payments.productId,
          title: payments.productTitle,
          qty: payments.qty,
          unitPrice: payments.unitPrice,
          refunded: payments.refundedAmount,
        })
        .from(payments)
        .where(scope.where(payments, inArray(payments.parentPaymentId, carts)))
        .orderBy(asc(payments.id))
    : [];
  for (const s of steps) {
    const o = byId.get(s.orderId)!;
    extras.get(s.orderId)!.history.push({ status: s.status, status_label: orderStatusLabel(s.status, o.orderType, o.parcel), at: s.at });
  }
  const refunded = new Map(paid.map((p) => [p.id, p.refunded]));
  const cartIds = new Set(carts);
  for (const o of rows) {
    const e = extras.get(o.id)!;
    e.claim = claims.get(o.id) ?? null;
    if (!cartIds.has(o.paymentId)) {
      e.refundedAmount = refunded.get(o.paymentId) ?? 0;
      continue;
    }
    const mine = lines.filter((l) => l.parent === o.paymentId && l.merchantId === o.merchantId);
    e.refundedAmount = mine.reduce((s, l) => s + l.refunded, 0);
    e.items = mine.map((l) => ({ product_id: l.productId, product_title: l.title, quantity: l.qty, unit_price: l.unitPrice, total_price: l.unitPrice * l.qty }));
  }
  return extras;
}

/** The answer for one order of `scope`. */
export async function deliveryOrder(db: DbOrTx, scope: TenantScope, o: Order): Promise<DeliveryOrder> {
  return toDeliveryOrder(o, (await orderExtras(db, scope, [o])).get(o.id)!);
}

export function toDeliveryOrder(o: Order, extras: OrderExtras): DeliveryOrder {
  return {
    id: o.id,
    payment_id: o.paymentId,
    order_number: o.orderNumber,
    order_type: o.orderType,
    status: o.status,
    status_label: orderStatusLabel(o.status, o.orderType, o.parcel),
    memo: o.memo,
    created_at: o.createdAt,
    updated_at: o.updatedAt,
    // A date is shown only for the state the order is in: a refunded order was delivered, but is not now.
    delivered_at: o.status === 'DELIVERED' ? o.deliveredAt : null,
    confirmed_at: o.confirmedAt,
    recipient_name: o.recipientName,
    delivery_address: o.deliveryAddress,
    delivery_phone: o.deliveryPhone,
    delivery_memo: o.deliveryMemo,
    total_price: o.totalPrice,
    items: extras.items ?? [{ product_id: o.productId, product_title: o.productTitle, quantity: o.quantity, unit_price: o.unitPrice, total_price: o.unitPrice * o.quantity }],
    status_history: extras.history,
    refunded_amount: extras.refundedAmount,
    kind: orderKindOf(o),
    shipping_fee: o.shippingFee,
    courier: o.courier,
    courier_name: courierName(o.courier),
    tracking_number: o.trackingNumber,
    tracking_url: trackingUrl(o.courier, o.trackingNumber),
    shipped_at: o.shippedAt,
    claim: extras.claim,
  };
}

/** The spec's list answer: deliveries, page (1-based, from skip and limit), total, pages. */
export async function deliveryList(db: DbOrTx, scope: TenantScope, rows: Order[], total: number, skip: number, limit: number): Promise<DeliveryList> {
  const extras = await orderExtras(db, scope, rows);
  return { deliveries: rows.map((o) => toDeliveryOrder(o, extras.get(o.id)!)), page: Math.floor(skip / limit) + 1, total, pages: Math.ceil(total / limit) };
}
