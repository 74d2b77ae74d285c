import type { Tenant } from '../../../db/schema';
import { normalizeFeatures } from '../../../shared/features';
import type { PublicTenant } from '../../../shared/schemas/tenant';

/** What a visitor may know of the site: no payment secrets, no scoring internals. */
export function publicTenantOf(t: Tenant): PublicTenant {
  const { activity_scores: _s, activity_daily_caps: _c, earn_rules: _r, ...settings } = t.settings ?? {};
  return {
    id: t.id,
    name: t.name,
    display_name: t.displayName,
    domain: t.domain,
    features: normalizeFeatures(t.features),
    settings: { ...settings, name: settings.name ?? t.displayName },
  };
}
