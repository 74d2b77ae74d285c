import type { BulkResult, BulkStatusInput } from '../../../../shared/schemas/orders/center';
import { MSG } from '../../../../shared/messages';
import { orderMoveRefusal } from '../../../../shared/order-status';
import type { MerchantCtx } from '../../../env';
import { withTransaction } from '../../../scope/transaction';
import { lockShopOrders, moveLocked, refusalOf } from './internal-ship';

/**
 * POST /api/shop/orders/status/bulk: one forward move (never a cancel or refund: those give money
 * back, one order at a time) for up to 100 orders, all or none: one transaction locks them, any move
 * the state machine refuses refuses the whole (409 naming the order). A parcel order reaches 배송 중
 * only by 발송처리 (the buyer needs the tracking number), so that move is refused here too.
 */
export async function bulkStatus({ ctx, input }: { ctx: MerchantCtx; input: BulkStatusInput }): Promise<BulkResult> {
  const n = await withTransaction(ctx, async (tx) => {
    const locked = await lockShopOrders(tx, input.order_ids);
    for (const o of locked) {
      const why = o.parcel && input.status === 'DELIVERING' ? MSG.shipUseShipping : orderMoveRefusal(o.status, input.status, o.orderType);
      if (why) throw refusalOf(o, why, true);
    }
    const now = tx.deps.clock.now();
    for (const o of locked) await moveLocked(tx, o, input.status, now);
    return locked.length;
  });
  return { updated: n, message: MSG.bulkDone(n) };
}
