import { asc, eq, inArray } from 'drizzle-orm';
import { orders, orderStatusHistory, type Order } from '../../../../db/schema';
import { AppError } from '../../../../shared/errors';
import { MSG } from '../../../../shared/messages';
import { courierName, trackingUrl, type CourierCode } from '../../../../shared/couriers';
import { orderMoveRefusal, orderStatusLabel, type OrderStatus } from '../../../../shared/order-status';
import type { MerchantCtx } from '../../../env';
import { orderBuyer } from '../../../scope/people';
import { personOf } from '../../../scope/tenant-scope';
import { notify } from '../../notifications/notify';

/**
 * The shop's orders of `ids` under their row locks (taken in id order, so two bulk actions at once
 * queue instead of deadlocking), inside the caller's transaction. A missing or another shop's order
 * refuses the whole action (404 naming it).
 */
export async function lockShopOrders(tx: MerchantCtx, ids: number[]): Promise<Order[]> {
  if (new Set(ids).size !== ids.length) throw new AppError('VALIDATION', MSG.bulkDuplicate);
  const rows = await tx.db
    .select()
    .from(orders)
    .where(tx.own.where(orders, eq(orders.merchantId, tx.merchant.id), inArray(orders.id, ids)))
    .orderBy(asc(orders.id))
    .for('update');
  const byId = new Map(rows.map((o) => [o.id, o]));
  const missing = ids.find((id) => !byId.has(id));
  if (missing !== undefined) throw new AppError('NOT_FOUND', ids.length > 1 ? MSG.bulkOrderNotFound(missing) : MSG.orderNotFound);
  return ids.map((id) => byId.get(id)!);
}

/** Why a parcel order may not be shipped now (not a parcel, or a state that cannot move to DELIVERING), or null. */
export function shipRefusal(o: Order): string | null {
  if (o.orderType !== 'delivery' || !o.parcel) return MSG.shipNotParcel;
  if (orderMoveRefusal(o.status, 'DELIVERING', o.orderType) !== null) return MSG.shipNotReady;
  return null;
}

/** The refusal of a bulk action, naming the order (and that nothing changed); a single action's is the reason itself. */
export const refusalOf = (o: Order, why: string, bulk: boolean) => new AppError('CONFLICT', bulk ? MSG.bulkOrderRefused(o.orderNumber || String(o.id), why) : why);

/** 발송처리 of a locked, checked order: courier, number, DELIVERING, its history row and the buyer's notification (the caller's transaction). */
export async function shipLocked(tx: MerchantCtx, o: Order, courier: CourierCode, trackingNumber: string, now: Date): Promise<Order> {
  const [shipped] = await tx.db
    .update(orders)
    .set({ status: 'DELIVERING', courier, trackingNumber, shippedAt: now, updatedAt: now })
    .where(tx.own.where(orders, eq(orders.id, o.id)))
    .returning();
  await tx.db.insert(orderStatusHistory).values(tx.own.row({ orderId: o.id, status: 'DELIVERING' as const, at: now, actorId: tx.user.id }));
  const buyer = personOf(orderBuyer, o);
  await notify(tx, buyer.accounts, {
    userId: buyer.id,
    topic: 'order_shipped',
    payload: {
      orderId: o.id,
      orderNo: o.orderNumber || String(o.id),
      product: o.productTitle,
      courier: courierName(courier) ?? courier,
      trackingNumber,
      trackingUrl: trackingUrl(courier, trackingNumber),
    },
    dedupeKey: `order_shipped:${o.id}:${trackingNumber}`,
  });
  return shipped;
}

/** A forward move of a locked, checked order by the plain status change (not 발송처리): status, history row, the buyer's notification. */
export async function moveLocked(tx: MerchantCtx, o: Order, status: OrderStatus, now: Date): Promise<void> {
  await tx.db
    .update(orders)
    .set({ status, updatedAt: now, ...(status === 'DELIVERED' ? { deliveredAt: now } : {}) })
    .where(tx.own.where(orders, eq(orders.id, o.id)));
  await tx.db.insert(orderStatusHistory).values(tx.own.row({ orderId: o.id, status, at: now, actorId: tx.user.id }));
  const buyer = personOf(orderBuyer, o);
  await notify(tx, buyer.accounts, {
    userId: buyer.id,
    topic: 'order_status',
    payload: { orderId: o.id, orderNo: o.orderNumber || String(o.id), product: o.productTitle, status, statusLabel: orderStatusLabel(status, o.orderType, o.parcel) },
    dedupeKey: `order_status:${o.id}:${status}`,
  });
}
