import { desc, eq, inArray, lte } from 'drizzle-orm';
import { payments, plans, subscriptions, type Payment, type Subscription } from '../../../db/schema';
import { AppError } from '../../../shared/errors';
import { MSG } from '../../../shared/messages';
import { PAYMENT_SUCCESS_CODE } from '../../../shared/order-status';
import { paymentFailureReason } from '../../../shared/payment-results';
import type { PlanChargeReason } from '../../../shared/payment-purpose';
import { BILLING_RETRIES, BILLING_RETRY_HOURS } from '../../../shared/subscription';
import { verifyApproval } from '../../adapters/easypay';
import type { GatewayAccount, GatewayApproval } from '../../adapters/types';
import type { ServiceCtx } from '../../env';
import { paymentBuyer } from '../../scope/people';
import { withTransaction } from '../../scope/transaction';
import { notify } from '../notifications/notify';
import { gatewayAccountOf } from '../orders/payments/internal';
import { SettleRefusal } from '../payments/purposes';
import { SETTLEABLE, settlePayment } from '../payments/settle';
import { CHARGE_LEASE_MS, keyChargeTxId, kstDate, kstYmd, payerOf, planOrderNo } from './internal';

export interface ChargeOptions {
  /**
   * `renewal`: the scheduler's charge of a due period (and its retries); `start`: the first period of a
   * billing start (its decline suspends at once: the merchant is on the page); `upgrade`: a dearer
   * plan's price difference now; `admin`: a superuser's force charge.
   */
  reason: PlanChargeReason;
  /** Won to charge (upgrade, admin); a renewal charges the subscription's price. */
  amount?: number;
  /** The plan paid for (upgrade); else the subscription's (or its pending one at a renewal). */
  planId?: number;
}

export interface ChargeResult {
  /** `skipped`: not due (another run has it, or nothing to charge); `pending`: the gateway did not answer. */
  outcome: 'paid' | 'failed' | 'pending' | 'skipped';
  payment: Payment | null;
  subscription: Subscription | null;
}

/** Our codes for an answer we refuse (its approval is cancelled): a bad signature, an amount that is not ours. */
const CODES = { signature: 'L401', upstream: 'L502' } as const;

/**
 * Charges a subscription of this site (`ctx.own`) with its billing key, no browser
 * (docs/subscriptions.md). Every attempt is a plan_charge payment row.
 *
 * 1. A renewal or start claims the subscription first: one conditional update moves next_billing_at
 *    from "due" to a short lease, so two overlapping scheduler runs charge it once (the loser skips).
 * 2. An attempt the gateway never answered (a timeout) is still pending: it is sent again with the same
 *    idempotency key, so the gateway answers its first result and never charges twice. Otherwise a new
 *    pending payment is written (the price: a pending cheaper plan's at its turn, a told new price once
 *    its notice has run).
 * 3. The gateway is called outside any transaction; its answer must carry our HMAC and amount.
 * 4. Approved: settlePayment marks it paid and the plan_charge handler renews the period, in one
 *    transaction. Declined: the payment fails and a renewal counts the failure: retried after
 *    BILLING_RETRY_HOURS, past_due after BILLING_RETRIES retries, the merchant told each time.
 *    No answer: the payment stays pending and the lease brings it back at the next run.
 */
export async function chargeSubscription(ctx: ServiceCtx, subscriptionId: number, opts: ChargeOptions): Promise<ChargeResult> {
  const scope = ctx.own;
  const now = ctx.deps.clock.now();
  const admin = opts.reason === 'admin' || opts.reason === 'upgrade';
  if (opts.amount !== undefined && (!Number.isSafeInteger(opts.amount) || opts.amount < 1)) throw new AppError('VALIDATION', MSG.billingAmountInvalid, { field: 'amount' });

  let sub: Subscription | undefined;
  if (admin) {
    [sub] = await ctx.db.select().from(subscriptions).where(scope.where(subscriptions, eq(subscriptions.id, subscriptionId))).limit(1);
    if (!sub) throw new AppError('NOT_FOUND', MSG.billingSubscriptionNotFound);
    if (!sub.billingKey) throw new AppError('CONFLICT', MSG.billingNoCard);
  } else {
    // The claim: only the caller whose update still finds it due goes on.
    [sub] = await ctx.db
      .update(subscriptions)
      .set({ nextBillingAt: new Date(now.getTime() + CHARGE_LEASE_MS), updatedAt: now })
      .where(
        scope.where(
          subscriptions,
          eq(subscriptions.id, subscriptionId),
          lte(subscriptions.nextBillingAt, now),
          inArray(subscriptions.status, ['active', 'trialing', 'past_due']),
        ),
      )
      .returning();
    if (!sub) return { outcome: 'skipped', payment: null, subscription: null };
    if (!sub.billingKey) {
      // Nothing to charge with (a card never registered, or a row an administrator made): the period
      // ended unpaid, so the subscription is suspended like one whose retries ran out, and the merchant told.
      const unpaid = sub;
      const suspended = await withTransaction(ctx, async (tx) => {
        const [row] = await tx.db
          .update(subscriptions)
          .set({ status: 'past_due', nextBillingAt: null, lastFailureAt: now, lastFailureReason: MSG.billingNoCard, updatedAt: now })
          .where(scope.where(subscriptions, eq(subscriptions.id, unpaid.id)))
          .returning();
        const [plan] = await tx.db.select({ name: plans.name }).from(plans).where(scope.where(plans, eq(plans.id, unpaid.planId))).limit(1);
        await notify(tx, scope, {
          userId: unpaid.userId,
          topic: 'billing_past_due',
          payload: { plan: plan?.name ?? '', amount: unpaid.amount },
          dedupeKey: `plan-no-card:${unpaid.id}:${now.getTime()}`,
        });
        return row;
      });
      return { outcome: 'skipped', payment: null, subscription: suspended };
    }
  }
  // A renewal's attempt that never got an answer (pending, or expired by the clean-up meanwhile) is
  // asked again, not charged anew.
  let payment: Payment | undefined;
  if (!admin) {
    [payment] = await ctx.db
      .select()
      .from(payments)
      .where(scope.where(payments, eq(payments.subscriptionId, sub.id), eq(payments.purpose, 'plan_charge'), inArray(payments.status, [...SETTLEABLE]), inArray(payments.planAction, ['start', 'renewal'])))
      .orderBy(desc(payments.id))
      .limit(1);
  }
  if (!payment) payment = await newAttempt(ctx, sub, opts, now);
  return sendAttempt(ctx, sub, payment, opts.reason);
}

/**
 * Sends one attempt (a pending plan_charge payment) to the gateway with its own idempotency key and
 * records what it answered: settled (paid), failed (counted on the subscription for a renewal), or left
 * pending when no answer came. Sending the same attempt again is safe: the gateway answers its first result.
 */
export async function sendAttempt(ctx: ServiceCtx, sub: Subscription, payment: Payment, reason: PlanChargeReason): Promise<ChargeResult> {
  const scope = ctx.own;
  const now = ctx.deps.clock.now();
  const account = gatewayAccountOf(ctx.tenant);
  let approval: GatewayApproval;
  try {
    approval = await ctx.deps.payments.chargeKey(account, {
      shopOrderNo: payment.shopOrderNo,
      shopTransactionId: keyChargeTxId(payment),
      batchKey: sub.billingKey!,
      amount: payment.amount,
      goodsName: payment.goodsName,
      customerName: payment.buyerName,
      customerEmail: payment.buyerEmail,
      customerContactNo: payment.buyerTel,
      approvalReqDate: kstYmd(now),
    });
  } catch {
    ctx.deps.log.warn(`subscription ${sub.id}: the gateway did not answer the charge of payment ${payment.id}; it stays pending`);
    return { outcome: 'pending', payment, subscription: await reread(ctx, sub.id) };
  }

  if (approval.resCd === PAYMENT_SUCCESS_CODE) {
    let refusal: { code: string; why: string } | null = null;
    if (!(await verifyApproval(account.msgAuthSecret, approval))) refusal = { code: CODES.signature, why: 'message authentication failed' };
    else {
      try {
        const won = await settlePayment(ctx, scope, payment, {
          pgCno: approval.pgCno,
          amount: approval.amount,
          payMethod: approval.payMethod,
          resCd: approval.resCd,
          resMsg: approval.resMsg,
          authorizationId: '',
          transactionDate: kstDate(approval.transactionDate) ?? now,
        });
        const after = await rereadPayment(ctx, payment.id);
        return { outcome: won || after?.status === 'paid' ? 'paid' : 'failed', payment: after ?? payment, subscription: await reread(ctx, sub.id) };
      } catch (err) {
        if (!(err instanceof SettleRefusal)) throw err;
        refusal = { code: err.code, why: err.reason };
      }
    }
    // Money moved that we will not keep: give it back, then count it as a failed attempt.
    await cancelCharge(ctx, account, payment, approval, refusal.why);
    approval = { ...approval, resCd: refusal.code, resMsg: refusal.why };
  }

  const failed = await recordFailure(ctx, sub, payment, reason, approval.resCd || CODES.upstream, approval.resMsg || '', now);
  return { outcome: 'failed', payment: failed.payment, subscription: failed.subscription };
}

/** A new pending attempt at the price of what it pays for. */
async function newAttempt(ctx: ServiceCtx, sub: Subscription, opts: ChargeOptions, now: Date): Promise<Payment> {
  const scope = ctx.own;
  // A renewal past the period's end hands over to a pending cheaper plan; otherwise the subscription's plan.
  const periodOver = !sub.currentPeriodEnd || sub.currentPeriodEnd <= now;
  const planId = opts.planId ?? (opts.reason === 'renewal' && sub.pendingPlanId && periodOver ? sub.pendingPlanId : sub.planId);
  const [plan] = await ctx.db.select().from(plans).where(scope.where(plans, eq(plans.id, planId))).limit(1);
  if (!plan) throw new AppError('NOT_FOUND', MSG.billingPlanNotFound);
  const priceTold = sub.pendingAmount !== null && sub.pendingAmountFrom !== null && sub.pendingAmountFrom <= now;
  const amount = opts.amount ?? (planId !== sub.planId ? plan.amount : priceTold ? sub.pendingAmount! : sub.amount);
  const payer = await payerOf(ctx, scope, sub.userId);
  const label = { start: '정기 결제', renewal: '정기 결제', upgrade: '요금제 변경 차액', admin: '관리자 청구' }[opts.reason];
  // Its own transaction: an audited caller's (the administrator's force charge) row commits with it.
  const [row] = await withTransaction(ctx, (tx) =>
    tx.db
    .insert(payments)
    .values(
      scope.row({
        ...tx.own.personRow(paymentBuyer, sub.userId),
        shopOrderNo: planOrderNo('C'),
        goodsName: `${plan.name} ${label}`.slice(0, 100),
        productTitle: plan.name,
        unitPrice: amount,
        qty: 1,
        amount,
        buyerName: payer.name,
        buyerEmail: payer.email,
        buyerTel: payer.tel,
        purpose: 'plan_charge' as const,
        planAction: opts.reason,
        // The charge's own clock (the scheduler's): an unanswered attempt is re-sent once the lease after it has run.
        createdAt: now,
        updatedAt: now,
        planId: plan.id,
        subscriptionId: sub.id,
      }),
    )
    .returning(),
  );
  return row;
}

/**
 * A declined (or refused) attempt: the payment fails; a renewal counts it on the subscription (retry
 * after 1, 2, 3 days; the 4th failure makes it past_due) and tells the merchant, in one transaction.
 * A start's decline suspends at once; an upgrade's or admin's leaves the subscription as it was.
 */
async function recordFailure(ctx: ServiceCtx, sub: Subscription, payment: Payment, reason: PlanChargeReason, resCd: string, resMsg: string, now: Date) {
  const scope = ctx.own;
  return withTransaction(ctx, async (tx) => {
    const [failedPayment] = await tx.db
      .update(payments)
      .set({ status: 'failed', resCd, resMsg: resMsg.slice(0, 500), updatedAt: now })
      .where(scope.where(payments, eq(payments.id, payment.id), inArray(payments.status, [...SETTLEABLE])))
      .returning();
    if (!failedPayment) return { payment: (await rereadPayment(tx, payment.id)) ?? payment, subscription: await reread(tx, sub.id) };
    if (reason === 'upgrade' || reason === 'admin') return { payment: failedPayment, subscription: await reread(tx, sub.id) };

    const [locked] = await tx.db.select().from(subscriptions).where(scope.where(subscriptions, eq(subscriptions.id, sub.id))).for('update');
    const failures = locked.failedAttempts + 1;
    const suspend = reason === 'start' || failures > BILLING_RETRIES;
    const [updated] = await tx.db
      .update(subscriptions)
      .set({
        failedAttempts: failures,
        lastFailureAt: now,
        lastFailureReason: `${resCd} ${resMsg}`.trim().slice(0, 500),
        ...(suspend
          ? { status: 'past_due' as const, nextBillingAt: null }
          : { nextBillingAt: new Date(now.getTime() + BILLING_RETRY_HOURS[failures - 1] * 3_600_000) }),
        updatedAt: now,
      })
      .where(scope.where(subscriptions, eq(subscriptions.id, sub.id)))
      .returning();
    if (reason === 'renewal') {
      const dedupeKey = `plan-charge:${failedPayment.id}`;
      const told = { plan: failedPayment.productTitle, amount: failedPayment.amount };
      if (suspend) await notify(tx, scope, { userId: sub.userId, topic: 'billing_past_due', payload: told, dedupeKey });
      else
        await notify(tx, scope, {
          userId: sub.userId,
          topic: 'billing_failed',
          payload: { ...told, reason: paymentFailureReason(resCd), nextRetryAt: updated.nextBillingAt?.toISOString() ?? null },
          dedupeKey,
        });
    }
    return { payment: failedPayment, subscription: updated };
  });
}

async function cancelCharge(ctx: ServiceCtx, account: GatewayAccount, payment: Payment, approval: GatewayApproval, why: string): Promise<void> {
  if (!approval.pgCno) return;
  try {
    const res = await ctx.deps.payments.cancel(account, { pgCno: approval.pgCno, amount: approval.amount, reason: why, shopTransactionId: `${payment.shopOrderNo}-C` });
    if (res.resCd !== PAYMENT_SUCCESS_CODE) ctx.deps.log.warn(`payment ${payment.id}: the gateway refused the cancel (${res.resCd} ${res.resMsg})`);
  } catch {
    ctx.deps.log.warn(`payment ${payment.id}: the cancel did not reach the gateway`);
  }
}

const reread = async (ctx: ServiceCtx, id: number) =>
  (await ctx.db.select().from(subscriptions).where(ctx.own.where(subscriptions, eq(subscriptions.id, id))).limit(1))[0] ?? null;
const rereadPayment = async (ctx: ServiceCtx, id: number) =>
  (await ctx.db.select().from(payments).where(ctx.own.where(payments, eq(payments.id, id))).limit(1))[0];

