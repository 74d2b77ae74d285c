import { plans } from '../../../../db/schema';
import type { AdminPlan, PlanInput } from '../../../../shared/schemas/admin';
import type { PlatformCtx } from '../../../env';
import { lockTenant } from './internal';
import { adminPlanOf, planKeyConflict, refuseTakenCode } from './internal-plans';

/**
 * POST /api/admin/tenants/{id}/plans: a new plan of the site (commerce.md §5 Tenant plan editor: fee
 * rate 0 to 1, product limit -1 unlimited or at least 0, interval_count at least 1, by the schema).
 * Its code is unique on the site (plans_tenant_code_key).
 */
export async function createSitePlan({ ctx, input }: { ctx: PlatformCtx; input: PlanInput & { id: number } }): Promise<AdminPlan> {
  const site = await lockTenant(ctx, input.id);
  await refuseTakenCode(ctx, site.id, input.code);
  const now = ctx.deps.clock.now();
  try {
    const [row] = await ctx.db
      .insert(plans)
      .values(
        ctx.platform.site(site.id).row({
          code: input.code,
          name: input.name,
          amount: input.amount,
          interval: input.interval,
          intervalCount: input.interval_count,
          trialDays: input.trial_days,
          active: input.active,
          settings: { fee_rate: input.settings.fee_rate, prd_limit: input.settings.prd_limit },
          createdAt: now,
          updatedAt: now,
        }),
      )
      .returning();
    return adminPlanOf(row, 0);
  } catch (err) {
    planKeyConflict(err);
  }
}
