import { asc, eq } from 'drizzle-orm';
import { plans } from '../../../db/schema';
import type { PlanItem } from '../../../shared/schemas/subscriptions';
import type { MerchantCtx } from '../../env';
import { planItem } from './internal-subscription-item';

/**
 * GET /api/subscriptions/plans: the site's active plans, cheapest first, for the merchant's plan
 * choice. Plans are the site's own (a proxy tenant shares its catalogue, not its prices).
 */
export async function listPlans({ ctx }: { ctx: MerchantCtx }): Promise<{ plans: PlanItem[] }> {
  const rows = await ctx.db
    .select()
    .from(plans)
    .where(ctx.own.where(plans, eq(plans.active, true)))
    .orderBy(asc(plans.amount), asc(plans.id));
  return { plans: rows.map(planItem) };
}
