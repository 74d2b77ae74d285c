import { eq, inArray, sql } from 'drizzle-orm';
import { payments, type Order, type Payment, type Tenant } from '../../../db/schema';
import { AppError } from '../../../shared/errors';
import { MSG } from '../../../shared/messages';
import { PAYMENT_SUCCESS_CODE } from '../../../shared/order-status';
import { COUNTED_PAYMENT_STATUSES } from '../../../shared/payment-purpose';
import type { ServiceCtx } from '../../env';
import type { TenantScope } from '../../scope/tenant-scope';
import { withTransaction } from '../../scope/transaction';
import { PURPOSES } from '../payments/purposes';
import { reversePayment, reverseTxId, type ReverseInput } from '../payments/reverse';
import { gatewayAccountOf } from './payments/internal';

const counted = (status: string) => (COUNTED_PAYMENT_STATUSES as readonly string[]).includes(status);

/**
 * Gives an order's money back: the one way a shop's cancel or refund, an accepted claim and a buyer's
 * instant cancel reach the gateway. A 바로 구매 order is its payment (reversePayment, whole or
 * `input.amount` of it); a cart's shop order is its lines, part of the cart's payment (docs/cart.md):
 * reverseCartOrder. The purpose's reverse moves the order to CANCELLED or REFUNDED, gives stock back and tells the
 * buyer, in the transaction that records the refund. Answers false when nothing was paid (no refund).
 */
export async function reverseOrder(ctx: ServiceCtx, scope: TenantScope, seller: Tenant, order: Order, input: ReverseInput): Promise<boolean> {
  const [payment] = await ctx.db.select().from(payments).where(scope.where(payments, eq(payments.id, order.paymentId))).limit(1);
  if (!payment || !counted(payment.status)) return false;
  if (payment.purpose === 'cart_order') return reverseCartOrder(ctx, scope, seller, payment, order, input);
  await reversePayment(ctx, scope, seller, payment, input);
  return true;
}

/**
 * One shop's order of a cart payment, given back whole (its lines' remaining amount, its shipping fee
 * included; a part of it is refused with MSG.cartPartialRefund): one partial cancel at the gateway on
 * the cart payment's transaction, outside any transaction (its idempotency key the payment's refunded
 * amount, as reversePayment's), then one transaction that finds the cart payment as it was read (else
 * 409: another reverse won), runs the caller's recheck, adds to its refunded amount (refunded once
 * nothing is left, else partially_refunded) and runs the cart purpose's reverse for this order.
 * Answers false when the order's lines are already all given back.
 */
async function reverseCartOrder(ctx: ServiceCtx, scope: TenantScope, seller: Tenant, payment: Payment, order: Order, input: ReverseInput): Promise<boolean> {
  if (order.merchantId === null) return false;
  const lines = await ctx.db
    .select({ amount: payments.amount, refunded: payments.refundedAmount })
    .from(payments)
    .where(scope.where(payments, eq(payments.parentPaymentId, payment.id), eq(payments.merchantId, order.merchantId), inArray(payments.status, COUNTED_PAYMENT_STATUSES)));
  const give = lines.reduce((s, l) => s + l.amount - l.refunded, 0);
  if (give <= 0) return false;
  if (input.amount != null && input.amount !== give) throw new AppError('BAD_REQUEST', MSG.cartPartialRefund);
  const left = payment.amount - payment.refundedAmount;
  if (give > left) throw new AppError('CONFLICT', MSG.paymentAlreadyReversed);
  const whole = give === left;
  if (!payment.pgCno) throw new AppError('UPSTREAM', MSG.orderRefundNoApproval);

  let answer: { resCd: string; resMsg: string };
  try {
    answer = await ctx.deps.payments.cancel(gatewayAccountOf(seller), {
      pgCno: payment.pgCno,
      amount: give,
      partial: !(whole && payment.refundedAmount === 0),
      reason: input.reason.slice(0, 100),
      shopTransactionId: reverseTxId(payment),
    });
  } catch {
    throw new AppError('UPSTREAM', MSG.orderRefundUpstream);
  }
  if (answer.resCd !== PAYMENT_SUCCESS_CODE) {
    ctx.deps.log.warn(`payment ${payment.id}: the gateway refused the refund of order ${order.id} (${answer.resCd} ${answer.resMsg})`);
    throw new AppError('UPSTREAM', MSG.orderRefundRefused);
  }

  const now = ctx.deps.clock.now();
  await withTransaction(ctx, async (tx) => {
    const [locked] = await tx.db
      .select({ id: payments.id })
      .from(payments)
      .where(scope.where(payments, eq(payments.id, payment.id), eq(payments.status, payment.status), eq(payments.refundedAmount, payment.refundedAmount)))
      .for('update');
    if (!locked) throw new AppError('CONFLICT', MSG.paymentAlreadyReversed);
    await input.recheck?.(tx);
    const [reversed] = await tx.db
      .update(payments)
      .set({
        status: whole ? 'refunded' : 'partially_refunded',
        refundedAmount: sql`${payments.refundedAmount} + ${give}`,
        refundedAt: now,
        updatedAt: now,
      })
      .where(scope.where(payments, eq(payments.id, payment.id)))
      .returning();
    await PURPOSES.cart_order.reverse(tx, scope, reversed, {
      amount: give,
      whole,
      kind: input.kind,
      actorId: input.actorId,
      memo: input.memo,
      orderId: order.id,
    });
  });
  return true;
}
