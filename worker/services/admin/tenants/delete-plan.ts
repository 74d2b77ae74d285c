import { eq, or } from 'drizzle-orm';
import { payments, plans, subscriptions } from '../../../../db/schema';
import { AppError } from '../../../../shared/errors';
import { MSG } from '../../../../shared/messages';
import type { PlatformCtx } from '../../../env';
import { lockTenant } from './internal';
import { sitePlan } from './internal-plans';

/**
 * DELETE /api/admin/tenants/{id}/plans/{planId}: a plan no subscription names (as its plan or the
 * plan it changes to) and no payment paid for; otherwise 409 MSG.planInUse (the editor offers to
 * make it inactive instead, which keeps its subscribers' history whole).
 */
export async function deleteSitePlan({ ctx, input }: { ctx: PlatformCtx; input: { id: number; planId: number } }): Promise<{ ok: true }> {
  const site = await lockTenant(ctx, input.id);
  const scope = ctx.platform.site(site.id);
  const plan = await sitePlan(ctx, site.id, input.planId);
  const [subscribed] = await ctx.db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(scope.where(subscriptions, or(eq(subscriptions.planId, plan.id), eq(subscriptions.pendingPlanId, plan.id))))
    .limit(1);
  const [paid] = subscribed
    ? [subscribed]
    : await ctx.db.select({ id: payments.id }).from(payments).where(scope.where(payments, eq(payments.planId, plan.id))).limit(1);
  if (paid) throw new AppError('CONFLICT', MSG.planInUse);
  await ctx.db.delete(plans).where(scope.where(plans, eq(plans.id, plan.id)));
  return { ok: true };
}
