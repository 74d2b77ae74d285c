import { eq } from 'drizzle-orm';
import { tenants } from '../../../../db/schema';
import { AppError } from '../../../../shared/errors';
import { MSG } from '../../../../shared/messages';
import type { EarnRules, EarnRulesUpdateInput } from '../../../../shared/schemas/admin';
import { ACTIVITY_KEYS } from '../../../../shared/schemas/tenant';
import { VIP_TIERS } from '../../../../shared/wallet';
import type { PlatformCtx } from '../../../env';
import { lockTenant } from './internal';
import { earnRulesOf } from './internal-scores';

const ACTIVITIES = new Set<string>(ACTIVITY_KEYS);
const TIERS = new Set<string>(VIP_TIERS.map((t) => String(t.tier)));

const isRate = (v: number) => Number.isFinite(v) && v >= 0 && v <= 1;
const isAmount = (v: number) => Number.isSafeInteger(v) && v >= 0;

/** Why the rules cannot be stored, or null (commerce.md Earn rules: rates 0 to 1, bonus and minimum at least 0). */
function refusal(rules: EarnRulesUpdateInput['earn_rules']): { detail: string; field: string } | null {
  const unknown = Object.keys(rules.activity_enabled ?? {}).find((k) => !ACTIVITIES.has(k));
  if (unknown !== undefined) return { detail: MSG.scoreActivityUnknown, field: `activity_enabled.${unknown}` };
  const n = rules.non_activity ?? {};
  for (const [tier, rate] of Object.entries(n.vip_tier?.tier_rates ?? {})) {
    if (!TIERS.has(tier)) return { detail: MSG.ruleTierUnknown, field: `vip_tier.tier_rates.${tier}` };
    if (!isRate(rate)) return { detail: MSG.ruleRateInvalid, field: `vip_tier.tier_rates.${tier}` };
  }
  if (n.first_order && !isAmount(n.first_order.bonus)) return { detail: MSG.ruleAmountInvalid, field: 'first_order.bonus' };
  if (n.minimum_order && !isAmount(n.minimum_order.min_amount)) return { detail: MSG.ruleAmountInvalid, field: 'minimum_order.min_amount' };
  if (n.minimum_order && !isRate(n.minimum_order.rate)) return { detail: MSG.ruleRateInvalid, field: 'minimum_order.rate' };
  if (n.weekend && !isRate(n.weekend.rate)) return { detail: MSG.ruleRateInvalid, field: 'weekend.rate' };
  return null;
}

/**
 * PUT /api/admin/tenants/{id}/earn-rules: which activities earn, and the order rules (VIP tiers,
 * first order, minimum order, weekend). A rule given replaces the site's; rules left out keep theirs.
 */
export async function saveEarnRules({ ctx, input }: { ctx: PlatformCtx; input: EarnRulesUpdateInput }): Promise<EarnRules> {
  const bad = refusal(input.earn_rules);
  if (bad) throw new AppError('VALIDATION', bad.detail, { field: bad.field });
  const site = await lockTenant(ctx, input.id);
  const stored = site.settings?.earn_rules ?? {};
  const earn_rules = {
    activity_enabled: { ...stored.activity_enabled, ...input.earn_rules.activity_enabled },
    non_activity: { ...stored.non_activity, ...input.earn_rules.non_activity },
  };
  const settings = { ...site.settings, earn_rules };
  const [row] = await ctx.db.update(tenants).set({ settings, updatedAt: ctx.deps.clock.now() }).where(eq(tenants.id, site.id)).returning();
  return earnRulesOf(row.settings);
}
