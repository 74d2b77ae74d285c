import { and, eq, isNull } from 'drizzle-orm';
import { plans, subscriptions, users, type Plan, type Subscription } from '../../../db/schema';
import { AppError } from '../../../shared/errors';
import { MSG } from '../../../shared/messages';
import type { PlanInterval } from '../../../shared/subscription';
import type { ServiceCtx } from '../../env';
import { randomDigits } from '../../lib/crypto';
import type { TenantScope } from '../../scope/tenant-scope';

/**
 * Helpers of the subscription money actions (docs/subscriptions.md). Plans, subscriptions and their
 * payments live on the merchant's own site (`ctx.own`): a proxy site's merchants subscribe to its own plans.
 */

/**
 * How long a claimed charge keeps its subscription out of the due list: shorter than the hourly
 * scheduler's spacing, so a run that died after claiming is retried by the next one (which re-sends
 * the same attempt: the gateway answers its first result, never a second charge).
 */
export const CHARGE_LEASE_MS = 30 * 60_000;

/** Subscriptions a scheduler run charges at most (the rest wait for the next run). */
export const DUE_BATCH = 100;

/**
 * The end of a period of `count` intervals from `start`. Months and years are calendar months (UTC
 * date arithmetic, the day kept, clamped to the month's last: 31 Jan + 1 month = 28/29 Feb), weeks 7 days.
 */
export function addInterval(start: Date, interval: PlanInterval, count: number): Date {
  if (interval === 'week') return new Date(start.getTime() + count * 7 * 86_400_000);
  const months = interval === 'year' ? 12 * count : count;
  const d = new Date(start.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
}

/** Our order number of a plan's payment: random and unguessable, like a product payment's. */
export const planOrderNo = (kind: 'S' | 'C') => `${kind}${Date.now().toString(36).toUpperCase()}${randomDigits(8)}${randomDigits(8)}`;

/** The idempotency key of one key charge: one a payment (an attempt), so a re-sent attempt never charges twice. */
export const keyChargeTxId = (p: { shopOrderNo: string }) => `${p.shopOrderNo}-K`;

/** A plan of the site, or 404. */
export async function planInScope(ctx: ServiceCtx, scope: TenantScope, planId: number): Promise<Plan> {
  const [plan] = await ctx.db.select().from(plans).where(scope.where(plans, eq(plans.id, planId))).limit(1);
  if (!plan) throw new AppError('NOT_FOUND', MSG.billingPlanNotFound);
  return plan;
}

/** The merchant's subscription on the site (one a merchant), if any. */
export async function subscriptionOfUser(ctx: ServiceCtx, scope: TenantScope, userId: number): Promise<Subscription | undefined> {
  const [row] = await ctx.db.select().from(subscriptions).where(scope.where(subscriptions, eq(subscriptions.userId, userId))).limit(1);
  return row;
}

/** A subscription of the site by id, or 404 (another site's id included). */
export async function subscriptionInScope(ctx: ServiceCtx, scope: TenantScope, id: number): Promise<Subscription> {
  const [row] = await ctx.db.select().from(subscriptions).where(scope.where(subscriptions, eq(subscriptions.id, id))).limit(1);
  if (!row) throw new AppError('NOT_FOUND', MSG.billingSubscriptionNotFound);
  return row;
}

/** The account's name, address and phone for the gateway (the buyer of a plan's payment). */
export async function payerOf(ctx: ServiceCtx, scope: TenantScope, userId: number): Promise<{ name: string; email: string; tel: string }> {
  const [u] = await ctx.db
    .select({ username: users.username, email: users.email, phone: users.phone })
    .from(users)
    .where(scope.where(users, and(eq(users.id, userId), isNull(users.deletedAt))))
    .limit(1);
  if (!u) throw new AppError('NOT_FOUND', MSG.billingSubscriptionNotFound);
  return { name: u.username.slice(0, 50), email: u.email, tel: u.phone ?? '' };
}

/** yyyyMMdd in Korean time (the gateway's approvalReqDate). */
export const kstYmd = (d: Date) => new Date(d.getTime() + 9 * 3600_000).toISOString().slice(0, 10).replace(/-/g, '');

/** yyyyMMddHHmmss Korean time → Date. */
export const kstDate = (stamp: string): Date | null => {
  const m = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(stamp);
  return m ? new Date(`${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}+09:00`) : null;
};

/** A subscription as the money endpoints answer it (the admin charge): no billing key, ever. */
export function billingView(s: Subscription) {
  return {
    id: s.id,
    user_id: s.userId,
    status: s.status,
    plan_id: s.planId,
    amount: s.amount,
    pending_amount: s.pendingAmount,
    pending_amount_from: s.pendingAmountFrom,
    pending_plan_id: s.pendingPlanId,
    card_label: s.cardLabel,
    current_period_start: s.currentPeriodStart,
    current_period_end: s.currentPeriodEnd,
    next_billing_at: s.nextBillingAt,
    trial_ends_at: s.trialEndsAt,
    failed_attempts: s.failedAttempts,
    last_failure_reason: s.lastFailureReason,
  };
}
export type BillingView = ReturnType<typeof billingView>;
