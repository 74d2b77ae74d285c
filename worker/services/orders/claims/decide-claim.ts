import { eq } from 'drizzle-orm';
import { orderClaims, orders, type Order, type OrderClaim } from '../../../../db/schema';
import { AppError } from '../../../../shared/errors';
import { MSG } from '../../../../shared/messages';
import { claimAllowed } from '../../../../shared/order-claims';
import type { ClaimAnswer, ClaimDecisionInput } from '../../../../shared/schemas/orders/center';
import type { MerchantCtx, ServiceCtx } from '../../../env';
import { withTransaction } from '../../../scope/transaction';
import { reverseOrder } from '../reverse-order';
import { claimView, clearOpenClaim, lockOpenClaim, notifyBuyer } from './internal';
import { refundOf } from './request-claim';

/**
 * POST /api/shop/claims/{claim_id}/decide: the shop answers an open claim on one of its orders
 * (docs/orders.md Claims). Accepting a cancel gives the money back (reverseOrder, kind cancel: the
 * order is CANCELLED, stock back), a return too (kind refund: REFUNDED); an exchange moves no money
 * (the order stays DELIVERED and the shop sends the goods again). Refusing needs a reason. Either
 * way the claim is decided, the order's open-claim mark cleared and the buyer told, in the
 * transaction that changes the order: for a refund, reverseOrder's own, after the gateway answered
 * (a refusal there is a 502 and the claim stays requested), under the claim's row lock (a withdraw or
 * another decision meanwhile: 409). Another shop's claim is not found.
 */
export async function decideClaim({ ctx, input }: { ctx: MerchantCtx; input: ClaimDecisionInput }): Promise<ClaimAnswer> {
  const ofShop = ctx.own.where(orderClaims, eq(orderClaims.id, input.claim_id), eq(orderClaims.merchantId, ctx.merchant.id));
  const [claim] = await ctx.db.select().from(orderClaims).where(ofShop).limit(1);
  if (!claim) throw new AppError('NOT_FOUND', MSG.claimNotFound);
  if (claim.status !== 'requested') throw new AppError('CONFLICT', MSG.claimNotOpen);
  const orderWhere = ctx.own.where(orders, eq(orders.id, claim.orderId), eq(orders.merchantId, ctx.merchant.id));
  const now = ctx.deps.clock.now();

  /** Under the locks of the writing transaction: the claim still open, its order as it is now. */
  const lockBoth = async (tx: ServiceCtx): Promise<{ c: OrderClaim; o: Order }> => {
    const c = await lockOpenClaim(tx, ctx.own, claim.id);
    const [o] = await tx.db.select().from(orders).where(orderWhere).for('update');
    if (!o) throw new AppError('NOT_FOUND', MSG.orderNotFound);
    return { c, o };
  };
  const record = async (tx: ServiceCtx, o: Order, set: Partial<OrderClaim>): Promise<OrderClaim> => {
    const [decided] = await tx.db
      .update(orderClaims)
      .set({ ...set, decidedAt: now, decidedBy: ctx.user.id })
      .where(ctx.own.where(orderClaims, eq(orderClaims.id, claim.id)))
      .returning();
    await clearOpenClaim(tx, ctx.own, o.id);
    await notifyBuyer(tx, ctx.own, o, decided);
    return decided;
  };

  if (input.decision === 'refuse') {
    const decided = await withTransaction(ctx, async (tx) => {
      const { o } = await lockBoth(tx);
      return record(tx, o, { status: 'refused', refuseReason: input.refuse_reason });
    });
    return { claim: claimView(decided), message: MSG.claimRefused };
  }

  if (claim.kind === 'exchange') {
    const decided = await withTransaction(ctx, async (tx) => {
      const { o } = await lockBoth(tx);
      return record(tx, o, { status: 'accepted' });
    });
    return { claim: claimView(decided), message: MSG.claimAccepted };
  }

  const [order] = await ctx.db.select().from(orders).where(orderWhere).limit(1);
  if (!order) throw new AppError('NOT_FOUND', MSG.orderNotFound);
  if (!claimAllowed(claim.kind, order.status)) throw new AppError('CONFLICT', MSG.claimNotAllowed);
  let decided: OrderClaim | undefined;
  const reversed = await reverseOrder(ctx, ctx.own, ctx.tenant, order, {
    kind: claim.kind === 'cancel' ? 'cancel' : 'refund',
    actorId: ctx.user.id,
    memo: null,
    reason: claim.kind === 'cancel' ? '구매자 취소 요청 승인' : '구매자 반품 승인',
    recheck: async (tx) => {
      const { o } = await lockBoth(tx);
      if (!claimAllowed(claim.kind, o.status)) throw new AppError('CONFLICT', MSG.claimNotAllowed);
      decided = await record(tx, o, { status: 'accepted', refundAmount: await refundOf(tx, ctx.own, o) });
    },
  });
  if (!reversed || !decided) throw new AppError('CONFLICT', MSG.paymentAlreadyReversed);
  return { claim: claimView(decided), message: MSG.claimAccepted };
}
