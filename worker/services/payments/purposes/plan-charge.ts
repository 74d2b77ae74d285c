import { eq } from 'drizzle-orm';
import { plans, subscriptions, type Subscription } from '../../../../db/schema';
import { addInterval } from '../../subscriptions/internal';
import type { PurposeHandler } from '../purposes';
import { SettleRefusal } from '../purposes';

/**
 * One charge of a subscription with its billing key (docs/subscriptions.md), settled in the charge's
 * transaction:
 * - start, renewal: a period is paid. It follows the last one without a gap (from the period's or the
 *   trial's end, however many retries it took), or starts now when nothing was running (past_due,
 *   canceled) or the old end is a whole period ago. Status active, failed_attempts 0, next_billing_at
 *   the new end; the plan charged becomes the plan (a pending cheaper plan takes over here) and the
 *   amount charged its price (a told price change applies once its notice has run).
 * - upgrade: the dearer plan takes over now; the period keeps its dates.
 * - admin: a force charge restores a suspended (past_due, canceled) subscription as a period from now;
 *   on a running one it is a charge beside the periods.
 * A refund of a plan charge changes no period (the admin sets the status).
 */
export const planCharge: PurposeHandler = {
  async settle(tx, scope, paid) {
    if (paid.subscriptionId === null || paid.planId === null) throw new SettleRefusal('L404', 'a plan charge without its subscription');
    const now = tx.deps.clock.now();
    const [sub] = await tx.db.select().from(subscriptions).where(scope.where(subscriptions, eq(subscriptions.id, paid.subscriptionId))).for('update');
    if (!sub) throw new SettleRefusal('L404', 'the subscription is gone');
    const [plan] = await tx.db.select().from(plans).where(scope.where(plans, eq(plans.id, paid.planId))).limit(1);
    if (!plan) throw new SettleRefusal('L404', 'the plan is gone');
    const set = (values: Partial<Subscription>) =>
      tx.db.update(subscriptions).set({ ...values, updatedAt: now }).where(scope.where(subscriptions, eq(subscriptions.id, sub.id)));

    const suspended = sub.status === 'past_due' || sub.status === 'canceled';
    if (paid.planAction === 'upgrade') {
      await set({ planId: plan.id, amount: plan.amount, pendingPlanId: null, pendingAmount: null, pendingAmountFrom: null });
      return;
    }
    if (paid.planAction === 'admin' && !suspended) return;

    /** A new period: from the last one's end while running, else from now. */
    let start = !suspended ? (sub.currentPeriodEnd ?? sub.trialEndsAt ?? now) : now;
    let end = addInterval(start, plan.interval, plan.intervalCount);
    if (end <= now) {
      start = now;
      end = addInterval(now, plan.interval, plan.intervalCount);
    }
    const renewal = paid.planAction === 'start' || paid.planAction === 'renewal';
    const switched = renewal && plan.id !== sub.planId;
    // A told price change is spent once its notice has run (the amount charged was the new one), or when the plan changes.
    const priceApplied = switched || (sub.pendingAmountFrom !== null && sub.pendingAmountFrom <= now);
    await set({
      status: 'active',
      planId: renewal ? plan.id : sub.planId,
      amount: renewal ? paid.amount : sub.amount,
      pendingPlanId: switched && sub.pendingPlanId === plan.id ? null : sub.pendingPlanId,
      ...(renewal && priceApplied ? { pendingAmount: null, pendingAmountFrom: null } : {}),
      currentPeriodStart: start,
      currentPeriodEnd: end,
      nextBillingAt: end,
      failedAttempts: 0,
      canceledAt: null,
    });
  },

  async reverse() {
    // A refunded charge leaves the period as it is: whether the merchant keeps the plan is the admin's call (its status).
  },
};
