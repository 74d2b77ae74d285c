import { eq } from 'drizzle-orm';
import { orders, orderStatusHistory, payments, type Order } from '../../../../db/schema';
import { AppError } from '../../../../shared/errors';
import { MSG } from '../../../../shared/messages';
import { orderMoveRefusal, orderStatusLabel } from '../../../../shared/order-status';
import type { DeliveryOrder, OrderStatusUpdate } from '../../../../shared/schemas/orders';
import type { MerchantCtx, ServiceCtx } from '../../../env';
import { orderBuyer } from '../../../scope/people';
import { personOf } from '../../../scope/tenant-scope';
import { withTransaction } from '../../../scope/transaction';
import { notify } from '../../notifications/notify';
import { reverseOrder } from '../reverse-order';
import { deliveryOrder } from './internal';

/**
 * PUT /api/delivery/status: the shop moves its order by the state machine (shared/order-status.ts:
 * forward along the path, cancel before it leaves, refund after; a refused move is a 409 with the
 * reason) with an optional memo. Cancelling or refunding a paid order gives the money back through
 * the gateway first (reverseOrder: a refusal is a 502 and nothing changes), REFUNDED optionally only
 * `refund_amount` of it. Every move writes the order's status history in its transaction, under the
 * order's row lock, where the move is checked again (two moves at once: the second is judged from
 * where the first left the order), and tells the buyer through the outbox in the same transaction
 * (the purpose's reverse does it for a cancel or refund). Another shop's order is not found.
 */
export async function updateOrderStatus({ ctx, input }: { ctx: MerchantCtx; input: OrderStatusUpdate }): Promise<DeliveryOrder & { message: string }> {
  const mine = ctx.own.where(orders, eq(orders.id, input.order_id), eq(orders.merchantId, ctx.merchant.id));
  const [order] = await ctx.db.select().from(orders).where(mine).limit(1);
  if (!order) throw new AppError('NOT_FOUND', MSG.orderNotFound);
  const refusal = orderMoveRefusal(order.status, input.status, order.orderType);
  if (refusal) throw new AppError('CONFLICT', refusal);
  // A parcel order reaches 배송 중 only by 발송처리 (courier and tracking number for the buyer): docs/orders.md.
  if (order.parcel && input.status === 'DELIVERING') throw new AppError('CONFLICT', MSG.shipUseShipping);
  if (input.refund_amount != null && input.status !== 'REFUNDED') throw new AppError('BAD_REQUEST', MSG.orderRefundAmountOnlyRefund);

  /** The order under its row lock, if it may still make this move. */
  const lockMovable = async (tx: ServiceCtx): Promise<Order> => {
    const [now] = await tx.db.select().from(orders).where(mine).for('update');
    if (!now) throw new AppError('NOT_FOUND', MSG.orderNotFound);
    const late = orderMoveRefusal(now.status, input.status, now.orderType);
    if (late) throw new AppError('CONFLICT', late);
    return now;
  };

  const [payment] = await ctx.db.select().from(payments).where(ctx.own.where(payments, eq(payments.id, order.paymentId))).limit(1);
  const givesMoneyBack = input.status === 'CANCELLED' || input.status === 'REFUNDED';
  // reverseOrder (a 바로 구매 payment, or this shop's part of a cart's) moves the order and gives the
  // stock back in the refund's transaction; false: nothing was paid, the move is a plain one.
  const reversed =
    givesMoneyBack &&
    (await reverseOrder(ctx, ctx.own, ctx.tenant, order, {
      kind: input.status === 'CANCELLED' ? 'cancel' : 'refund',
      amount: input.refund_amount,
      actorId: ctx.user.id,
      memo: input.memo,
      reason: input.status === 'CANCELLED' ? '판매자 주문 취소' : '판매자 환불',
      recheck: async (tx) => {
        await lockMovable(tx);
      },
    }));
  if (!reversed) {
    const now = ctx.deps.clock.now();
    await withTransaction(ctx, async (tx) => {
      await lockMovable(tx);
      await tx.db
        .update(orders)
        .set({ status: input.status, memo: input.memo, updatedAt: now, ...(input.status === 'DELIVERED' ? { deliveredAt: now } : {}) })
        .where(mine);
      await tx.db.insert(orderStatusHistory).values(ctx.own.row({ orderId: order.id, status: input.status, at: now, actorId: ctx.user.id }));
      // The buyer is an account of the site they bought on, which may be a proxy site of this one.
      const buyer = personOf(orderBuyer, order);
      await notify(tx, buyer.accounts, {
        userId: buyer.id,
        topic: 'order_status',
        payload: {
          orderId: order.id,
          orderNo: order.orderNumber || (payment?.shopOrderNo ?? String(order.id)),
          product: order.productTitle,
          status: input.status,
          statusLabel: orderStatusLabel(input.status, order.orderType, order.parcel),
        },
        dedupeKey: `order_status:${order.id}:${input.status}`,
      });
    });
  }
  const [row] = await ctx.db.select().from(orders).where(mine).limit(1);
  return { ...(await deliveryOrder(ctx.db, ctx.own, row)), message: MSG.orderStatusUpdated };
}
