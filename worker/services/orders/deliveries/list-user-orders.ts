import { and, count, desc, eq } from 'drizzle-orm';
import { orders } from '../../../../db/schema';
import type { DeliveryList, UserOrdersQuery } from '../../../../shared/schemas/orders';
import type { UserCtx } from '../../../env';
import { deliveryList, orderedBy } from './internal';

/** GET /api/delivery/user/orders: the signed-in buyer's delivery and pickup orders with their labels (/orders). */
export async function listUserOrders({ ctx, input }: { ctx: UserCtx; input: UserOrdersQuery }): Promise<DeliveryList> {
  const where = and(ctx.shown.where(orders, input.order_type ? eq(orders.orderType, input.order_type) : undefined), orderedBy(ctx));
  const [rows, [{ n }]] = await Promise.all([
    ctx.db.select().from(orders).where(where).orderBy(desc(orders.createdAt), desc(orders.id)).limit(input.limit).offset(input.skip),
    ctx.db.select({ n: count() }).from(orders).where(where),
  ]);
  return deliveryList(ctx.db, ctx.shown, rows, n, input.skip, input.limit);
}
