import { eq } from 'drizzle-orm';
import { orderClaims, orders, payments, type Order, type OrderClaim } from '../../../../db/schema';
import { AppError } from '../../../../shared/errors';
import { MSG } from '../../../../shared/messages';
import { claimAllowed, CLAIM_KIND_LABELS, CLAIM_REASONS, INSTANT_CANCEL_FROM } from '../../../../shared/order-claims';
import type { ClaimAnswer, ClaimRequestInput } from '../../../../shared/schemas/orders/center';
import type { ServiceCtx, UserCtx } from '../../../env';
import type { TenantScope } from '../../../scope/tenant-scope';
import { withTransaction } from '../../../scope/transaction';
import { sellerTenant } from '../payments/internal';
import { reverseOrder } from '../reverse-order';
import { buyerOrderWhere, checkClaimPhotos, claimView, isOpenClaimConflict, notifyBuyer, notifyShop, takeClaimPhotos } from './internal';

/** How the shop reads a buyer's cancel that went through at once (no answer is asked of it). */
export const INSTANT_CANCEL_LABEL = '즉시 취소(환불 완료)';

/**
 * POST /api/orders/{order_id}/claims: the buyer's 취소, 반품 or 교환 of their own order (docs/orders.md
 * Claims). Refused (409) when the order's state does not allow the kind or a claim is already open;
 * a return or exchange needs at least one photo (the buyer's own finished claim uploads).
 *
 * A cancel before the shop started (INSTANT_CANCEL_FROM) is instant: reverseOrder gives the money back
 * through the gateway, and in its transaction the claim is recorded as accepted with the refund, the
 * shop hears of it and the buyer gets the answer. Anything else is a request: the claim, the order's
 * open_claim mark, the photos' tickets and the shop's notification, in one transaction under the
 * order's row lock (two requests at once: the second finds the first's mark; the unique open-claim
 * index backs it, a 409 either way).
 */
export async function requestClaim({ ctx, input }: { ctx: UserCtx; input: ClaimRequestInput }): Promise<ClaimAnswer> {
  const mine = buyerOrderWhere(ctx, input.order_id);
  const [order] = await ctx.db.select().from(orders).where(mine).limit(1);
  if (!order) throw new AppError('NOT_FOUND', MSG.orderNotFound);
  const check = (o: Order) => {
    if (o.openClaim) throw new AppError('CONFLICT', MSG.claimAlreadyOpen);
    if (!claimAllowed(input.kind, o.status)) throw new AppError('CONFLICT', MSG.claimNotAllowed);
  };
  check(order);
  // A cancel carries no photos; a return or exchange at least one.
  const photos = input.kind === 'cancel' ? [] : input.photo_keys;
  if (input.kind !== 'cancel' && photos.length === 0) throw new AppError('VALIDATION', MSG.claimPhotosRequired, { field: 'photo_keys' });
  await checkClaimPhotos(ctx, photos);

  const now = ctx.deps.clock.now();
  const lockOrder = async (tx: ServiceCtx): Promise<Order> => {
    const [o] = await tx.db.select().from(orders).where(mine).for('update');
    if (!o) throw new AppError('NOT_FOUND', MSG.orderNotFound);
    check(o);
    return o;
  };
  const reasonText = [CLAIM_REASONS[input.reason_code], input.reason].filter(Boolean).join(' - ');
  const base = { orderId: order.id, merchantId: order.merchantId, kind: input.kind, reasonCode: input.reason_code, reason: input.reason, requestedBy: ctx.user.id, createdAt: now };

  if (input.kind === 'cancel' && INSTANT_CANCEL_FROM.includes(order.status)) {
    let claim: OrderClaim | undefined;
    const reversed = await reverseOrder(ctx, ctx.shown, await sellerTenant(ctx), order, {
      kind: 'cancel',
      actorId: ctx.user.id,
      memo: null,
      reason: '구매자 주문 취소',
      // Under the reverse's locks, in its transaction: the order may still be cancelled at once, and the claim is written with it.
      recheck: async (tx) => {
        const o = await lockOrder(tx);
        if (!INSTANT_CANCEL_FROM.includes(o.status)) throw new AppError('CONFLICT', MSG.claimNotAllowed);
        const refund = await refundOf(tx, ctx.shown, o);
        [claim] = await tx.db
          .insert(orderClaims)
          .values(ctx.shown.row({ ...base, status: 'accepted' as const, refundAmount: refund, decidedAt: now }))
          .returning();
        await notifyShop(tx, ctx.shown, o, INSTANT_CANCEL_LABEL, reasonText);
        await notifyBuyer(tx, ctx.shown, o, claim);
      },
    });
    if (!reversed || !claim) throw new AppError('CONFLICT', MSG.claimNotAllowed);
    return { claim: claimView(claim), message: MSG.claimCancelled };
  }

  try {
    const claim = await withTransaction(ctx, async (tx) => {
      const o = await lockOrder(tx);
      const [row] = await tx.db.insert(orderClaims).values(ctx.shown.row({ ...base, photoKeys: photos })).returning();
      await tx.db.update(orders).set({ openClaim: input.kind, updatedAt: now }).where(mine);
      await takeClaimPhotos(tx, photos);
      await notifyShop(tx, ctx.shown, o, CLAIM_KIND_LABELS[input.kind], reasonText);
      return row;
    });
    return { claim: claimView(claim), message: MSG.claimRequested };
  } catch (err) {
    if (isOpenClaimConflict(err)) throw new AppError('CONFLICT', MSG.claimAlreadyOpen);
    throw err;
  }
}

/** What a whole reverse of the order gives back, read under the reverse's payment lock: a 바로 구매 order what is left of its payment, a cart's shop order its own total. */
export async function refundOf(tx: ServiceCtx, scope: TenantScope, order: Order): Promise<number> {
  const [p] = await tx.db
    .select({ purpose: payments.purpose, amount: payments.amount, refunded: payments.refundedAmount })
    .from(payments)
    .where(scope.where(payments, eq(payments.id, order.paymentId)))
    .limit(1);
  if (!p) return order.totalPrice;
  return p.purpose === 'cart_order' ? order.totalPrice : p.amount - p.refunded;
}
