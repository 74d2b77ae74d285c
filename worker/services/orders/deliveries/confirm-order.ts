import { and, eq, sql } from 'drizzle-orm';
import { orders } from '../../../../db/schema';
import { AppError } from '../../../../shared/errors';
import { MSG } from '../../../../shared/messages';
import type { DeliveryOrder } from '../../../../shared/schemas/orders';
import type { UserCtx } from '../../../env';
import { orderedBy, deliveryOrder } from './internal';

/**
 * POST /api/delivery/confirm {order_id}: the buyer confirms they received the order. Only once the
 * shop marked it DELIVERED (배달 완료, or 픽업 완료 for pickup); confirmed_at is set the first time
 * and kept on repeats (idempotent). The status stays DELIVERED.
 */
export async function confirmOrder({ ctx, input }: { ctx: UserCtx; input: { order_id: number } }): Promise<DeliveryOrder> {
  const mine = and(ctx.shown.where(orders, eq(orders.id, input.order_id)), orderedBy(ctx));
  const now = ctx.deps.clock.now();
  const [row] = await ctx.db
    .update(orders)
    .set({ confirmedAt: sql`coalesce(${orders.confirmedAt}, ${now.toISOString()}::timestamptz)`, updatedAt: now })
    .where(and(mine, eq(orders.status, 'DELIVERED')))
    .returning();
  if (row) return deliveryOrder(ctx.db, ctx.shown, row);
  const [exists] = await ctx.db.select({ id: orders.id }).from(orders).where(mine).limit(1);
  if (!exists) throw new AppError('NOT_FOUND', MSG.orderNotFound);
  throw new AppError('CONFLICT', MSG.orderConfirmNotDelivered);
}
