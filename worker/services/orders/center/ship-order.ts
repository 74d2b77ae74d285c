import type { CenterOrder, ShipOrderInput } from '../../../../shared/schemas/orders/center';
import { MSG } from '../../../../shared/messages';
import type { MerchantCtx } from '../../../env';
import { withTransaction } from '../../../scope/transaction';
import { centerOrders } from './internal';
import { lockShopOrders, refusalOf, shipLocked, shipRefusal } from './internal-ship';

/**
 * POST /api/shop/orders/ship: 발송처리 of one parcel order (docs/orders.md Parcel shipping): under its
 * row lock, a parcel order the state machine lets move to DELIVERING (else 409) takes the courier, the
 * tracking number and shipped_at, becomes 배송 중 with its history row, and the buyer is told with
 * the tracking link, in one transaction.
 */
export async function shipOrder({ ctx, input }: { ctx: MerchantCtx; input: ShipOrderInput }): Promise<CenterOrder & { message: string }> {
  const shipped = await withTransaction(ctx, async (tx) => {
    const [o] = await lockShopOrders(tx, [input.order_id]);
    const why = shipRefusal(o);
    if (why) throw refusalOf(o, why, false);
    return shipLocked(tx, o, input.courier, input.tracking_number, tx.deps.clock.now());
  });
  const [answer] = await centerOrders(ctx.db, ctx.own, [shipped]);
  return { ...answer, message: MSG.shipDone };
}
