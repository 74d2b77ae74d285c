import type { BulkResult, BulkShipInput } from '../../../../shared/schemas/orders/center';
import { MSG } from '../../../../shared/messages';
import type { MerchantCtx } from '../../../env';
import { withTransaction } from '../../../scope/transaction';
import { lockShopOrders, refusalOf, shipLocked, shipRefusal } from './internal-ship';

/**
 * POST /api/shop/orders/ship/bulk: 발송처리 of up to 100 parcel orders, all or none: one transaction
 * locks every order first, any that may not ship refuses the whole (409 naming its order number,
 * nothing written), then each ships as one would (history row, the buyer's notification).
 */
export async function bulkShip({ ctx, input }: { ctx: MerchantCtx; input: BulkShipInput }): Promise<BulkResult> {
  const n = await withTransaction(ctx, async (tx) => {
    const locked = await lockShopOrders(tx, input.shipments.map((s) => s.order_id));
    locked.forEach((o) => {
      const why = shipRefusal(o);
      if (why) throw refusalOf(o, why, true);
    });
    const now = tx.deps.clock.now();
    for (const [i, s] of input.shipments.entries()) await shipLocked(tx, locked[i], s.courier, s.tracking_number, now);
    return locked.length;
  });
  return { updated: n, message: MSG.bulkDone(n) };
}
