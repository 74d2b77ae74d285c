import { eq, sql } from 'drizzle-orm';
import { payments, type Payment, type Tenant } from '../../../db/schema';
import { AppError } from '../../../shared/errors';
import { MSG } from '../../../shared/messages';
import { PAYMENT_SUCCESS_CODE } from '../../../shared/order-status';
import { COUNTED_PAYMENT_STATUSES } from '../../../shared/payment-purpose';
import type { ServiceCtx } from '../../env';
import type { TenantScope } from '../../scope/tenant-scope';
import { withTransaction } from '../../scope/transaction';
import { gatewayAccountOf } from '../orders/payments/internal';
import { PURPOSES, type ReverseRequest } from './purposes';

export interface ReverseInput {
  kind: ReverseRequest['kind'];
  /** Won to give back; absent: all that is left (a cancel always gives all back). */
  amount?: number | null;
  actorId: number | null;
  memo: string | null;
  /** Why, for the gateway's record. */
  reason: string;
  /** Checks made again under the transaction's locks before anything is written (a throw changes nothing). */
  recheck?: (tx: ServiceCtx) => Promise<void>;
}

/** One gateway cancel a state of the payment: a retry of the same reverse replays it, never refunds twice. */
export const reverseTxId = (p: Pick<Payment, 'shopOrderNo' | 'refundedAmount'>) => `${p.shopOrderNo}-R${p.refundedAmount}`;

/** The amount a reverse gives back and whether nothing is left after it; 400/409 when it cannot. */
export function planReverse(payment: Payment, kind: ReverseRequest['kind'], amount?: number | null): { amount: number; whole: boolean } {
  if (!(COUNTED_PAYMENT_STATUSES as readonly string[]).includes(payment.status)) throw new AppError('CONFLICT', MSG.paymentAlreadyReversed);
  const left = payment.amount - payment.refundedAmount;
  const give = kind === 'cancel' || amount == null ? left : amount;
  if (!Number.isSafeInteger(give) || give < 1 || give > left) throw new AppError('BAD_REQUEST', MSG.orderRefundAmount);
  return { amount: give, whole: give === left };
}

/**
 * Gives a paid payment's money back (through `seller`'s gateway account: the payment's tenant), whole or part (any purpose): the gateway's cancel first (a
 * refusal or no answer is a 502 and nothing changes), then one transaction that locks the payment,
 * finds it as it was read (else 409: another reverse won), runs the caller's recheck, records the
 * refunded amount and status (refunded, or partially_refunded) and runs the purpose's reverse handler.
 *
 * The gateway is called outside the transaction: the simulator shares the database (PGlite has one
 * connection), and a transaction should not wait on the network. Its idempotency key is the payment's
 * refunded amount, so two parallel reverses of one state send the gateway one cancel (the second a
 * replay, or refused when it asks another amount), and only one of them commits.
 */
export async function reversePayment(ctx: ServiceCtx, scope: TenantScope, seller: Tenant, payment: Payment, input: ReverseInput): Promise<Payment> {
  const plan = planReverse(payment, input.kind, input.amount);
  if (!payment.pgCno) throw new AppError('UPSTREAM', MSG.orderRefundNoApproval);
  const account = gatewayAccountOf(seller);
  let answer: { resCd: string; resMsg: string };
  try {
    answer = await ctx.deps.payments.cancel(account, {
      pgCno: payment.pgCno,
      amount: plan.amount,
      partial: !(plan.whole && payment.refundedAmount === 0),
      reason: input.reason.slice(0, 100),
      shopTransactionId: reverseTxId(payment),
    });
  } catch {
    throw new AppError('UPSTREAM', MSG.orderRefundUpstream);
  }
  if (answer.resCd !== PAYMENT_SUCCESS_CODE) {
    ctx.deps.log.warn(`payment ${payment.id}: the gateway refused the refund (${answer.resCd} ${answer.resMsg})`);
    throw new AppError('UPSTREAM', MSG.orderRefundRefused);
  }

  const now = ctx.deps.clock.now();
  return withTransaction(ctx, async (tx) => {
    const [locked] = await tx.db
      .select()
      .from(payments)
      .where(scope.where(payments, eq(payments.id, payment.id), eq(payments.status, payment.status), eq(payments.refundedAmount, payment.refundedAmount)))
      .for('update');
    if (!locked) throw new AppError('CONFLICT', MSG.paymentAlreadyReversed);
    await input.recheck?.(tx);
    const [reversed] = await tx.db
      .update(payments)
      .set({
        status: plan.whole ? 'refunded' : 'partially_refunded',
        refundedAmount: sql`${payments.refundedAmount} + ${plan.amount}`,
        refundedAt: now,
        updatedAt: now,
      })
      .where(scope.where(payments, eq(payments.id, payment.id)))
      .returning();
    await PURPOSES[reversed.purpose].reverse(tx, scope, reversed, {
      amount: plan.amount,
      whole: plan.whole,
      kind: input.kind,
      actorId: input.actorId,
      memo: input.memo,
    });
    return reversed;
  });
}
