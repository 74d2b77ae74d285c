import { eq } from 'drizzle-orm';
import { payments, plans, subscriptions } from '../../../../db/schema';
import { PAYMENT_SUCCESS_CODE } from '../../../../shared/order-status';
import { chargeSubscription } from '../../subscriptions/charge-subscription';
import { subscriptionOfUser } from '../../subscriptions/internal';
import type { PurposeHandler } from '../purposes';
import { SettleRefusal } from '../purposes';

/** Our codes for a card registration that cannot start what it asked (the approval is then cancelled). */
export const PLAN_START_CODES = { noKey: 'L422', trialUsed: 'L409', noPlan: 'L404' } as const;

const DAY_MS = 86_400_000;

/**
 * A merchant registered a card for a plan (docs/subscriptions.md): settling keeps the billing key and
 * the masked card on the merchant's one subscription, and
 * - trial: starts the trial (trialing, trial_ends_at = now + trial_days, billed when it ends), no charge;
 * - billing, nothing paid yet (no subscription, trialing, past_due, canceled): the plan is set and due
 *   now (status past_due until the first charge succeeds); afterSettle charges it;
 * - billing, active on another plan: a dearer plan is charged its price difference now (afterSettle),
 *   a cheaper or equal one waits for the period's end (pending_plan_id); the same plan only changes the card.
 * Reversing (a cancel of the 0-won registration) changes nothing: the key is the merchant's card.
 */
export const planStart: PurposeHandler = {
  async settle(tx, scope, paid, approval) {
    if (!approval.batchKey || paid.planId === null) throw new SettleRefusal(PLAN_START_CODES.noKey, 'no billing key in the approval');
    const now = tx.deps.clock.now();
    const [plan] = await tx.db.select().from(plans).where(scope.where(plans, eq(plans.id, paid.planId))).limit(1);
    if (!plan) throw new SettleRefusal(PLAN_START_CODES.noPlan, 'the plan is gone');
    const [current] = await tx.db
      .select()
      .from(subscriptions)
      .where(scope.where(subscriptions, eq(subscriptions.userId, paid.buyerId)))
      .for('update');
    const card = { billingKey: approval.batchKey, cardLabel: approval.cardLabel || null, updatedAt: now };
    let subscriptionId: number;

    if (paid.planAction === 'trial') {
      // One trial a merchant (the session checked; two sessions completed one after the other must not restart it).
      if (current || plan.trialDays <= 0) throw new SettleRefusal(PLAN_START_CODES.trialUsed, 'a trial was already used or the plan has none');
      const trialEnds = new Date(now.getTime() + plan.trialDays * DAY_MS);
      const [row] = await tx.db
        .insert(subscriptions)
        .values(
          scope.row({
            userId: paid.buyerId,
            planId: plan.id,
            status: 'trialing' as const,
            amount: plan.amount,
            ...card,
            trialEndsAt: trialEnds,
            currentPeriodStart: now,
            currentPeriodEnd: trialEnds,
            nextBillingAt: trialEnds,
          }),
        )
        .returning({ id: subscriptions.id });
      subscriptionId = row.id;
    } else if (!current) {
      const [row] = await tx.db
        .insert(subscriptions)
        .values(scope.row({ userId: paid.buyerId, planId: plan.id, status: 'past_due' as const, amount: plan.amount, ...card, nextBillingAt: now }))
        .returning({ id: subscriptions.id });
      subscriptionId = row.id;
    } else if (current.status !== 'active') {
      // Nothing paid for now (a trial ends here too, docs/subscriptions.md): the plan at today's price, due now.
      await tx.db
        .update(subscriptions)
        .set({
          ...card,
          planId: plan.id,
          amount: plan.amount,
          status: 'past_due',
          nextBillingAt: now,
          failedAttempts: 0,
          pendingPlanId: null,
          pendingAmount: null,
          pendingAmountFrom: null,
          canceledAt: null,
        })
        .where(scope.where(subscriptions, eq(subscriptions.id, current.id)));
      subscriptionId = current.id;
    } else {
      // Active: the same plan keeps only the new card; a dearer one is charged in afterSettle; a cheaper one waits.
      const later = current.planId !== plan.id && plan.amount <= current.amount;
      const keep = current.planId === plan.id;
      await tx.db
        .update(subscriptions)
        .set({ ...card, ...(later ? { pendingPlanId: plan.id } : keep ? { pendingPlanId: null } : {}) })
        .where(scope.where(subscriptions, eq(subscriptions.id, current.id)));
      subscriptionId = current.id;
    }
    await tx.db.update(payments).set({ subscriptionId }).where(scope.where(payments, eq(payments.id, paid.id)));
  },

  async afterSettle(ctx, scope, paid) {
    if (paid.planAction !== 'billing' || paid.planId === null) return null;
    const sub = await subscriptionOfUser(ctx, scope, paid.buyerId);
    if (!sub) return null;
    const now = ctx.deps.clock.now();
    let result;
    if (sub.status === 'past_due' && sub.planId === paid.planId && sub.nextBillingAt && sub.nextBillingAt <= now) {
      result = await chargeSubscription(ctx, sub.id, { reason: 'start' });
    } else if (sub.status === 'active' && sub.planId !== paid.planId && sub.pendingPlanId !== paid.planId) {
      const [plan] = await ctx.db.select().from(plans).where(scope.where(plans, eq(plans.id, paid.planId))).limit(1);
      if (!plan || plan.amount <= sub.amount) return null;
      result = await chargeSubscription(ctx, sub.id, { reason: 'upgrade', planId: plan.id, amount: plan.amount - sub.amount });
    } else {
      return null;
    }
    const p = result.payment;
    if (p && p.status === 'paid') return null;
    return { resCd: p?.resCd && p.resCd !== PAYMENT_SUCCESS_CODE ? p.resCd : 'L502', resMsg: p?.resMsg ?? '' };
  },

  async reverse() {
    // 0 won: nothing to give back, and the subscription is not what a registration's cancel undoes.
  },
};
