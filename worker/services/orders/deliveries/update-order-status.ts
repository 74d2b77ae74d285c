import { eq } from 'drizzle-orm';
import { orders } from '../../../../db/schema';
import { AppError } from '../../../../shared/errors';
import { MSG } from '../../../../shared/messages';
import type { DeliveryOrder, OrderStatusUpdate } from '../../../../shared/schemas/orders';
import type { MerchantCtx } from '../../../env';
import { toDeliveryOrder } from './internal';

/**
 * PUT /api/delivery/status: the shop sets any status (commerce.md §4: no transition rules) with an
 * optional memo. DELIVERED stamps delivered_at (the first time). Another shop's order is not found.
 */
export async function updateOrderStatus({ ctx, input }: { ctx: MerchantCtx; input: OrderStatusUpdate }): Promise<DeliveryOrder & { message: string }> {
  const now = ctx.deps.clock.now();
  const [row] = await ctx.db
    .update(orders)
    .set({
      status: input.status,
      memo: input.memo,
      updatedAt: now,
      ...(input.status === 'DELIVERED' ? { deliveredAt: now } : {}),
    })
    .where(ctx.own.where(orders, eq(orders.id, input.order_id), eq(orders.merchantId, ctx.merchant.id)))
    .returning();
  if (!row) throw new AppError('NOT_FOUND', MSG.orderNotFound);
  return { ...toDeliveryOrder(row), message: MSG.orderStatusUpdated };
}
