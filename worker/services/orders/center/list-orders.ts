import { count, desc } from 'drizzle-orm';
import { orders } from '../../../../db/schema';
import type { OrderCenterList, OrderCenterQuery } from '../../../../shared/schemas/orders/center';
import type { MerchantCtx } from '../../../env';
import { centerOrders, centerWhere } from './internal';

/** GET /api/shop/orders: the shop's orders by the order center's filters, newest first, a page and the total (docs/orders.md Order center). */
export async function listCenterOrders({ ctx, input }: { ctx: MerchantCtx; input: OrderCenterQuery }): Promise<OrderCenterList> {
  const where = centerWhere(ctx, input);
  const [rows, [{ n }]] = await Promise.all([
    ctx.db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(input.limit)
      .offset((input.page - 1) * input.limit),
    ctx.db.select({ n: count() }).from(orders).where(where),
  ]);
  return { orders: await centerOrders(ctx.db, ctx.own, rows), page: input.page, total: n, pages: Math.ceil(n / input.limit) };
}
