import { alias } from 'drizzle-orm/pg-core';
import { eq, sql } from 'drizzle-orm';
import { merchantProfiles, plans, subscriptions, users, type Plan } from '../../../db/schema';
import type { PlanItem, SubscriptionItem } from '../../../shared/schemas/subscriptions';
import type { ServiceCtx } from '../../env';
import { sameTenant } from '../../scope/tenant-scope';

/** The plan that takes over at the period's end, joined beside the current one. */
export const pendingPlans = alias(plans, 'pending_plans');

/** A plan as the API answers it (commerce.md §3 Plan). */
export const planItem = (p: Plan): PlanItem => ({
  id: p.id,
  code: p.code,
  name: p.name,
  amount: p.amount,
  interval: p.interval,
  interval_count: p.intervalCount,
  trial_days: p.trialDays,
  active: p.active,
  settings: { fee_rate: p.settings.fee_rate, prd_limit: p.settings.prd_limit },
});

/**
 * The columns of a subscription row with its plan, pending plan, merchant and shop. Start with
 * `.from(subscriptions)` and add `subscriptionJoins`; the billing key is never selected.
 */
export const subscriptionColumns = {
  id: subscriptions.id,
  status: subscriptions.status,
  planId: subscriptions.planId,
  amount: subscriptions.amount,
  pendingAmount: subscriptions.pendingAmount,
  pendingAmountFrom: subscriptions.pendingAmountFrom,
  nextBillingAt: subscriptions.nextBillingAt,
  currentPeriodEnd: subscriptions.currentPeriodEnd,
  trialEndsAt: subscriptions.trialEndsAt,
  cardLabel: subscriptions.cardLabel,
  failedAttempts: subscriptions.failedAttempts,
  lastFailureReason: subscriptions.lastFailureReason,
  planName: plans.name,
  prdLimit: sql<number>`(${plans.settings} ->> 'prd_limit')::int`,
  pendingPlanId: pendingPlans.id,
  pendingPlanName: pendingPlans.name,
  userId: users.id,
  username: users.username,
  email: users.email,
  merchantId: merchantProfiles.id,
  merchantUserId: merchantProfiles.userId,
};

/** A select of subscription rows with their plans, account and shop, on the site's own rows. */
export function selectSubscriptions(ctx: ServiceCtx) {
  return ctx.db
    .select(subscriptionColumns)
    .from(subscriptions)
    .innerJoin(plans, sameTenant(plans, subscriptions, eq(plans.id, subscriptions.planId)))
    .leftJoin(pendingPlans, sameTenant(pendingPlans, subscriptions, eq(pendingPlans.id, subscriptions.pendingPlanId)))
    .innerJoin(users, sameTenant(users, subscriptions, eq(users.id, subscriptions.userId)))
    .leftJoin(merchantProfiles, sameTenant(merchantProfiles, subscriptions, eq(merchantProfiles.userId, subscriptions.userId)));
}

/** A row of `selectSubscriptions`. */
export type SubscriptionRow = Awaited<ReturnType<typeof selectSubscriptions>>[number];

/** A stored subscription as the API answers it; `productCount` is the shop's held products. */
export function subscriptionItem(r: SubscriptionRow, productCount: number): SubscriptionItem {
  return {
    id: r.id,
    user: { id: r.userId, username: r.username, email: r.email },
    status: r.status,
    plan: { id: r.planId, name: r.planName },
    plan_id: r.planId,
    prd_limit: r.prdLimit,
    product_count: productCount,
    next_billing_at: r.nextBillingAt,
    current_period_end: r.currentPeriodEnd,
    amount: r.amount,
    pending_amount: r.pendingAmount,
    pending_amount_from: r.pendingAmountFrom,
    pending_plan: r.pendingPlanId !== null && r.pendingPlanName !== null ? { id: r.pendingPlanId, name: r.pendingPlanName } : null,
    trial_ends_at: r.trialEndsAt,
    card_label: r.cardLabel,
    failed_attempts: r.failedAttempts,
    last_failure_reason: r.lastFailureReason,
  };
}

/** What /api/subscriptions/me answers for a merchant who never subscribed. */
export function noSubscription(user: { id: number; username: string; email: string }, productCount: number): SubscriptionItem {
  return {
    id: null,
    user,
    status: 'none',
    plan: null,
    plan_id: null,
    prd_limit: 0,
    product_count: productCount,
    next_billing_at: null,
    current_period_end: null,
    amount: null,
    pending_amount: null,
    pending_amount_from: null,
    pending_plan: null,
    trial_ends_at: null,
    card_label: null,
    failed_attempts: 0,
    last_failure_reason: null,
  };
}
