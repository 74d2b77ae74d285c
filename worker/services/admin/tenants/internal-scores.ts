import { ACTIVITY_KEYS, type TenantSettings } from '../../../../shared/schemas/tenant';
import type { ActivityScores, EarnRules } from '../../../../shared/schemas/admin';
import { activityRule, orderRules } from '../../wallet/earning/rules';

/**
 * The site's activity scores and earn rules as the console edits them: every activity and rule, the
 * site's value where it set one and the code's default (shared/wallet.ts) elsewhere, read through the
 * same functions the earning uses (worker/services/wallet/earning/rules.ts), so the console shows what
 * the site really earns.
 */
export function activityScoresOf(settings: TenantSettings | null | undefined): ActivityScores {
  const rules = ACTIVITY_KEYS.map((key) => [key, activityRule(settings, key)] as const);
  return {
    activity_scores: Object.fromEntries(rules.map(([key, r]) => [key, r.score])),
    activity_daily_caps: Object.fromEntries(rules.map(([key, r]) => [key, r.cap])),
  };
}

export function earnRulesOf(settings: TenantSettings | null | undefined): EarnRules {
  return {
    earn_rules: {
      activity_enabled: Object.fromEntries(ACTIVITY_KEYS.map((key) => [key, activityRule(settings, key).enabled])),
      non_activity: orderRules(settings),
    },
  };
}
