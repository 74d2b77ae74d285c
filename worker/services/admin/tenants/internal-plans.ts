import { count, eq, inArray } from 'drizzle-orm';
import { plans, subscriptions, type Plan } from '../../../../db/schema';
import { AppError } from '../../../../shared/errors';
import { MSG } from '../../../../shared/messages';
import type { AdminPlan } from '../../../../shared/schemas/admin';
import type { PlatformCtx } from '../../../env';
import { uniqueViolation } from '../../../lib/db-errors';
import { planItem } from '../../subscriptions/internal-subscription-item';

/** Subscriptions that hold their plan (a canceled one holds nothing). */
const HOLDING = ['trialing', 'active', 'past_due'] as const;

/** The site's plans with their subscriber counts (subscriptions not canceled), cheapest first. */
export async function sitePlans(ctx: PlatformCtx, siteId: number, only?: number): Promise<AdminPlan[]> {
  const site = ctx.platform.site(siteId);
  const rows = await ctx.db
    .select()
    .from(plans)
    .where(site.where(plans, only === undefined ? undefined : eq(plans.id, only)))
    .orderBy(plans.amount, plans.id);
  if (rows.length === 0) return [];
  const counts = await ctx.db
    .select({ planId: subscriptions.planId, n: count() })
    .from(subscriptions)
    .where(site.where(subscriptions, inArray(subscriptions.planId, rows.map((p) => p.id)), inArray(subscriptions.status, [...HOLDING])))
    .groupBy(subscriptions.planId);
  const by = new Map(counts.map((c) => [c.planId, c.n]));
  return rows.map((p) => adminPlanOf(p, by.get(p.id) ?? 0));
}

export const adminPlanOf = (p: Plan, subscribers: number): AdminPlan => ({ ...planItem(p), subscriber_count: subscribers });

/** One plan of the site with its count, or 404. */
export async function sitePlan(ctx: PlatformCtx, siteId: number, planId: number): Promise<AdminPlan> {
  const [plan] = await sitePlans(ctx, siteId, planId);
  if (!plan) throw new AppError('NOT_FOUND', MSG.planNotFound);
  return plan;
}

/** A second plan of the site with the code (the save's own plan aside): MSG.planCodeTaken. */
export async function refuseTakenCode(ctx: PlatformCtx, siteId: number, code: string, except?: number): Promise<void> {
  const [other] = await ctx.db
    .select({ id: plans.id })
    .from(plans)
    .where(ctx.platform.site(siteId).where(plans, eq(plans.code, code)))
    .limit(2);
  if (other && other.id !== except) throw new AppError('CONFLICT', MSG.planCodeTaken, { field: 'code' });
}

/** plans_tenant_code_key refused a burst's second save of one code. */
export function planKeyConflict(err: unknown): never {
  if (uniqueViolation(err) === 'plans_tenant_code_key') throw new AppError('CONFLICT', MSG.planCodeTaken, { field: 'code' });
  throw err;
}

/** The plan row as the audit log keeps it before and after a change. */
export async function planSubject(ctx: PlatformCtx, siteId: number, planId: number): Promise<Plan | null> {
  // Locked as the write will (worker/endpoints/audit-subjects.ts): concurrent edits log their befores in turn.
  const [row] = await ctx.db.select().from(plans).where(ctx.platform.site(siteId).where(plans, eq(plans.id, planId))).limit(1).for('update');
  return row ?? null;
}
