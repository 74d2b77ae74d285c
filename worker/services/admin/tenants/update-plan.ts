import { eq } from 'drizzle-orm';
import { plans } from '../../../../db/schema';
import type { AdminPlan, PlanInput } from '../../../../shared/schemas/admin';
import type { PlatformCtx } from '../../../env';
import { changePlanPrice } from '../../subscriptions/change-plan-price';
import { asSite, lockTenant } from './internal';
import { planKeyConflict, refuseTakenCode, sitePlan } from './internal-plans';

/**
 * PUT /api/admin/tenants/{id}/plans/{planId}: the plan's fields as the editor sends them. A new
 * price goes through the site's price change (worker/services/subscriptions/change-plan-price.ts):
 * new subscribers pay it at once, existing ones are told and pay it after the notice period.
 */
export async function updateSitePlan({ ctx, input }: { ctx: PlatformCtx; input: PlanInput & { id: number; planId: number } }): Promise<AdminPlan> {
  const site = await lockTenant(ctx, input.id);
  const before = await sitePlan(ctx, site.id, input.planId);
  await refuseTakenCode(ctx, site.id, input.code, before.id);
  try {
    await ctx.db
      .update(plans)
      .set({
        code: input.code,
        name: input.name,
        interval: input.interval,
        intervalCount: input.interval_count,
        trialDays: input.trial_days,
        active: input.active,
        settings: { fee_rate: input.settings.fee_rate, prd_limit: input.settings.prd_limit },
        updatedAt: ctx.deps.clock.now(),
      })
      .where(ctx.platform.site(site.id).where(plans, eq(plans.id, before.id)));
  } catch (err) {
    planKeyConflict(err);
  }
  if (input.amount !== before.amount) await changePlanPrice(asSite(ctx, site), before.id, input.amount);
  return sitePlan(ctx, site.id, before.id);
}
