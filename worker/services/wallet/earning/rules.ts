import type { TenantSettings } from '../../../../shared/schemas/tenant';
import {
  DEFAULT_ACTIVITY_DAILY_CAPS,
  DEFAULT_ACTIVITY_SCORES,
  DEFAULT_ORDER_RULES,
  VIP_TIERS,
  type ActivityKey,
} from '../../../../shared/wallet';

/**
 * A site's earning rules, read from its settings (commerce.md Scores and daily caps, Earn rules), with
 * the code's defaults (shared/wallet.ts) for what the site has not set. One place reads them, so the
 * real earning and the earn simulation cannot differ.
 */

/** An integer of at least 0, otherwise 0 (commerce.md Scores and daily caps). */
const nonNegativeInt = (v: unknown): number => (typeof v === 'number' && Number.isSafeInteger(v) && v > 0 ? v : 0);
const rate = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : 0);

export interface ActivityRule {
  /** Points an earning gives; 0 disables the activity. */
  score: number;
  /** Earnings a user and Korean day; 0 is no daily limit. */
  cap: number;
  /** earn_rules.activity_enabled[key]: false disables the activity. */
  enabled: boolean;
}

export function activityRule(settings: TenantSettings | null | undefined, key: ActivityKey): ActivityRule {
  const scores = settings?.activity_scores;
  const caps = settings?.activity_daily_caps;
  return {
    score: scores && key in scores ? nonNegativeInt(scores[key]) : DEFAULT_ACTIVITY_SCORES[key],
    cap: caps && key in caps ? nonNegativeInt(caps[key]) : DEFAULT_ACTIVITY_DAILY_CAPS[key],
    enabled: settings?.earn_rules?.activity_enabled?.[key] ?? true,
  };
}

/** True when the activity earns anything on the site. */
export const activityEarns = (rule: ActivityRule): boolean => rule.enabled && rule.score > 0;

export interface OrderRules {
  vip_tier: { enabled: boolean; tier_rates: Record<string, number> };
  first_order: { enabled: boolean; bonus: number };
  minimum_order: { enabled: boolean; min_amount: number; rate: number };
  weekend: { enabled: boolean; rate: number };
}

/** The site's non-activity rules, each as the site set it or else the default. */
export function orderRules(settings: TenantSettings | null | undefined): OrderRules {
  const set = settings?.earn_rules?.non_activity ?? {};
  const vip = set.vip_tier ?? DEFAULT_ORDER_RULES.vip_tier;
  const first = set.first_order ?? DEFAULT_ORDER_RULES.first_order;
  const min = set.minimum_order ?? DEFAULT_ORDER_RULES.minimum_order;
  const weekend = set.weekend ?? DEFAULT_ORDER_RULES.weekend;
  return {
    vip_tier: { enabled: vip.enabled === true, tier_rates: Object.fromEntries(Object.entries(vip.tier_rates ?? {}).map(([k, v]) => [k, rate(v)])) },
    first_order: { enabled: first.enabled === true, bonus: nonNegativeInt(first.bonus) },
    minimum_order: { enabled: min.enabled === true, min_amount: nonNegativeInt(min.min_amount), rate: rate(min.rate) },
    weekend: { enabled: weekend.enabled === true, rate: rate(weekend.rate) },
  };
}

/** The VIP tier of a spend (shared/wallet.ts VIP_TIERS): 1 bronze, 2 silver, 3 gold. */
export const vipTierOf = (spend: number) => VIP_TIERS.find((t) => spend >= t.min) ?? VIP_TIERS[VIP_TIERS.length - 1];
