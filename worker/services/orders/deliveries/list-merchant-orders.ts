import { count, desc, eq } from 'drizzle-orm';
import { orders } from '../../../../db/schema';
import type { DeliveryList, MerchantOrdersQuery } from '../../../../shared/schemas/orders';
import type { MerchantCtx } from '../../../env';
import { deliveryList } from './internal';

/** GET /api/delivery/merchant/orders: the shop's own orders, newest first, by type and status (20 a page). */
export async function listMerchantOrders({ ctx, input }: { ctx: MerchantCtx; input: MerchantOrdersQuery }): Promise<DeliveryList> {
  const where = ctx.own.where(
    orders,
    eq(orders.merchantId, ctx.merchant.id),
    input.order_type ? eq(orders.orderType, input.order_type) : undefined,
    input.status ? eq(orders.status, input.status) : undefined,
  );
  const [rows, [{ n }]] = await Promise.all([
    ctx.db.select().from(orders).where(where).orderBy(desc(orders.createdAt), desc(orders.id)).limit(input.limit).offset(input.skip),
    ctx.db.select({ n: count() }).from(orders).where(where),
  ]);
  return deliveryList(ctx.db, ctx.own, rows, n, input.skip, input.limit);
}
