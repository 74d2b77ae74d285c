import { and, eq } from 'drizzle-orm';
import { orders } from '../../../../db/schema';
import { AppError } from '../../../../shared/errors';
import { MSG } from '../../../../shared/messages';
import type { DeliveryOrder } from '../../../../shared/schemas/orders';
import type { UserCtx } from '../../../env';
import { orderedBy, shopOf, deliveryOrder } from './internal';

/** GET /api/delivery/orders/{id}: an order the caller bought, or one their shop sold; else not found. */
export async function getOrder({ ctx, input }: { ctx: UserCtx; input: { id: number } }): Promise<DeliveryOrder> {
  const [bought] = await ctx.db.select().from(orders).where(and(ctx.shown.where(orders, eq(orders.id, input.id)), orderedBy(ctx))).limit(1);
  if (bought) return deliveryOrder(ctx.db, ctx.shown, bought);
  const shop = await shopOf(ctx);
  if (shop !== null) {
    const [sold] = await ctx.db.select().from(orders).where(ctx.own.where(orders, eq(orders.id, input.id), eq(orders.merchantId, shop))).limit(1);
    if (sold) return deliveryOrder(ctx.db, ctx.own, sold);
  }
  throw new AppError('NOT_FOUND', MSG.orderNotFound);
}
