import { eq, inArray } from 'drizzle-orm';
import { payments, type Payment } from '../../../db/schema';
import type { ServiceCtx } from '../../env';
import type { TenantScope } from '../../scope/tenant-scope';
import { withTransaction } from '../../scope/transaction';
import { PURPOSES, SettleRefusal } from './purposes';

/** Our code for an approval whose amount is not the payment's. */
export const AMOUNT_MISMATCH_CODE = 'L402';

/** The statuses an approval may still settle: expiry only means the buyer was slow to come back. */
export const SETTLEABLE = ['pending', 'expired'] as const;

/** What the gateway approved (its signature already checked). */
export interface SettledApproval {
  pgCno: string;
  amount: number;
  payMethod: string;
  resCd: string;
  resMsg: string;
  authorizationId: string;
  transactionDate: Date;
  /** A billing-key registration's approval: the key and the masked card (purposes/plan-start.ts keeps them). */
  batchKey?: string;
  cardLabel?: string;
}

/**
 * Moves a pending (or expired) payment to paid exactly once and delivers what it paid for, in one transaction:
 * the amount must be the payment's; the status changes only while still pending or expired (a replay
 * that lost the race answers null and changes nothing; an approval that came after the clean-up expired
 * the payment still delivers what the card was charged for); then the purpose's settle handler runs (stock, order).
 * A SettleRefusal (amount, or the purpose's) undoes everything; the caller cancels the approval.
 */
export async function settlePayment(ctx: ServiceCtx, scope: TenantScope, payment: Payment, approval: SettledApproval): Promise<Payment | null> {
  if (approval.amount !== payment.amount) throw new SettleRefusal(AMOUNT_MISMATCH_CODE, `approved ${approval.amount}, expected ${payment.amount}`);
  const now = ctx.deps.clock.now();
  return withTransaction(ctx, async (tx) => {
    const [paid] = await tx.db
      .update(payments)
      .set({
        status: 'paid',
        pgCno: approval.pgCno,
        authorizationId: approval.authorizationId.slice(0, 2000),
        payMethod: approval.payMethod,
        resCd: approval.resCd,
        resMsg: approval.resMsg.slice(0, 500),
        transactionDate: approval.transactionDate,
        paidAt: now,
        updatedAt: now,
      })
      .where(scope.where(payments, eq(payments.id, payment.id), inArray(payments.status, SETTLEABLE)))
      .returning();
    if (!paid) return null;
    await PURPOSES[paid.purpose].settle(tx, scope, paid, approval);
    return paid;
  });
}
