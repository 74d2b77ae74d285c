import { z } from 'zod';
import { TENANT_DOMAIN_PATTERN, TENANT_NAME_PATTERN, THEME_COLOR_PATTERN } from '../../admin-constants';
import type { Features } from '../../features';
import { FEATURE_KEYS } from '../../features';
import { MSG } from '../../messages';
import { PLAN_INTERVALS } from '../../subscription';
import { id, integerIn } from '../catalogue/common';
import type { PlanItem } from '../subscriptions';
import {
  companyInfoSchema,
  earnRulesSchema,
  legalInfoSchema,
  serviceInfoSchema,
  tenantThemeSchema,
  type PaymentConfig,
  type TenantSettings,
} from '../tenant';

/**
 * The tenant console (commerce.md §2 Admin "Tenant management", §3 Tenant, §7 Admin): every site of
 * the platform, read and changed by the system administrator through the platform scope.
 */

/** A site as the console shows it: everything but the payment secret (write-only). */
export interface AdminTenant {
  id: number;
  name: string;
  display_name: string;
  domain: string;
  is_active: boolean;
  /** The one site that answers for localhost / 127.0.0.1. */
  is_localhost: boolean;
  features: Features;
  /** The name of the site whose catalogue and orders this one shows, or null. */
  proxy_tenant: string | null;
  theme_color: string | null;
  /** All of it, the scores and earn rules included. */
  settings: TenantSettings;
  created_at: Date;
  updated_at: Date;
}

export interface TenantRef {
  id: number;
  name: string;
  display_name: string;
  domain: string;
}

/** GET /api/admin/tenants/list: the cards and the three stat cards. */
export interface AdminTenantList {
  items: AdminTenant[];
  total: number;
  active: number;
  localhost: TenantRef | null;
}

export const tenantIdSchema = z.object({ id });

/** POST /api/admin/tenants/ (the project's own path): a new site, active, every feature on, the default theme. */
export const createTenantSchema = z.object({
  name: z.string({ error: MSG.tenantNameInvalid }).trim().toLowerCase().regex(TENANT_NAME_PATTERN, MSG.tenantNameInvalid),
  domain: z.string({ error: MSG.tenantDomainInvalid }).trim().toLowerCase().max(253).regex(TENANT_DOMAIN_PATTERN, MSG.tenantDomainInvalid),
  display_name: z.string().trim().min(1, MSG.tenantDisplayNameRequired).max(60).optional(),
});
export type CreateTenantInput = z.output<typeof createTenantSchema>;

/** PUT /api/admin/tenants/set/proxy-tenant: `proxy_tenant_id` null disconnects. Never itself. */
export const setProxyTenantSchema = z.object({ origin_tenant_id: id, proxy_tenant_id: id.nullable() });
export type SetProxyTenantInput = z.output<typeof setProxyTenantSchema>;

/** PUT /api/admin/tenants/set/localhost (the project's path for "set localhost tenant by domain"). */
export const setLocalhostSchema = z.object({ domain: z.string().trim().toLowerCase().min(1, MSG.tenantDomainInvalid).max(253) });
/** POST /api/admin/tenants/debug/localhost-proc/{name}: the same, by the site's name. */
export const localhostProcSchema = z.object({ name: z.string().trim().toLowerCase().min(1).max(40) });

/** What setting the localhost site answers (commerce.md §7: `tenant_info.display_name`). */
export interface SetLocalhostAnswer {
  tenant_info: TenantRef;
}

/** GET /api/admin/tenants/debug/localhost-proc: how a loopback request is resolved, and to what. */
export interface LocalhostProcInfo {
  /** The host names that count as loopback (they resolve to the localhost site). */
  loopback_hosts: string[];
  localhost: TenantRef | null;
  /** The site a loopback request is served as, after the proxy (its catalogue's site). */
  shows: TenantRef | null;
  /** The sites it may be switched to: active ones, by name. */
  candidates: TenantRef[];
}

// ---------------------------------------------------------------------------------------------
// Per site

/** PUT /api/admin/tenants/{id}/features: the switches given are set, the rest kept. */
export const tenantFeaturesSchema = z.object({
  id,
  features: z.partialRecord(z.enum(FEATURE_KEYS), z.boolean()),
});
export type TenantFeaturesInput = z.output<typeof tenantFeaturesSchema>;

const optionalEmail = z.string().trim().max(254).refine((s) => s === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(s), MSG.emailInvalid);

/**
 * PUT /api/admin/tenants/{id}/settings: partial, by field group (commerce.md §7): a group given
 * replaces that group (basic fields one by one), groups left out are kept. `display_name`, `domain`
 * and `theme_color` are the site's own columns. The hero texts' HTML is sanitised on save.
 */
export const tenantSettingsUpdateSchema = z.object({
  id,
  display_name: z.string().trim().min(1, MSG.tenantDisplayNameRequired).max(60).optional(),
  domain: z.string().trim().toLowerCase().max(253).regex(TENANT_DOMAIN_PATTERN, MSG.tenantDomainInvalid).optional(),
  theme_color: z.string().regex(THEME_COLOR_PATTERN, MSG.tenantThemeColorInvalid).optional(),
  settings: z
    .object({
      name: z.string().trim().max(60).optional(),
      logo_url: z.string().trim().max(500).optional(),
      contact_email: optionalEmail.optional(),
      contact_phone: z.string().trim().max(40).optional(),
      business_hours: z.string().trim().max(200).optional(),
      theme: tenantThemeSchema.optional(),
      company_info: companyInfoSchema.optional(),
      service_info: serviceInfoSchema.optional(),
      legal_info: legalInfoSchema.optional(),
    })
    .strict()
    .default({}),
});
export type TenantSettingsUpdateInput = z.output<typeof tenantSettingsUpdateSchema>;

/** The payment config as the console reads it: the secret never leaves the server. */
export interface AdminPaymentConfig extends Omit<PaymentConfig, 'msg_auth_secret'> {
  /** Whether a secret is stored (the field shows "저장됨" and stays empty). */
  msg_auth_secret_set: boolean;
}

/** POST /api/admin/tenants/{id}/payment-config: an empty or absent secret keeps the stored one. */
export const paymentConfigUpdateSchema = z.object({
  id,
  environment: z.enum(['test', 'prod']).default('test'),
  mall_id: z.string().trim().max(40).default(''),
  msg_auth_secret: z.string().trim().max(200).optional(),
  base_public_url: z
    .string()
    .trim()
    .max(300)
    .refine((s) => s === '' || /^https?:\/\/[^\s/]+/.test(s), MSG.tenantUrlInvalid)
    .default(''),
  active: z.boolean().default(false),
});
export type PaymentConfigUpdateInput = z.output<typeof paymentConfigUpdateSchema>;

/** A plan as the editor sends it (commerce.md §5 Tenant plan editor). */
export const planInputSchema = z.object({
  code: z.string().trim().min(1, MSG.planCodeRequired).max(40),
  name: z.string().trim().min(1, MSG.planNameRequired).max(60),
  amount: integerIn(0, 100_000_000),
  interval: z.enum(PLAN_INTERVALS),
  interval_count: integerIn(1, 36),
  trial_days: integerIn(0, 365),
  active: z.boolean(),
  settings: z.object({
    fee_rate: z.number().min(0, MSG.planFeeRateInvalid).max(1, MSG.planFeeRateInvalid),
    /** -1 or ≥ 999999: unlimited. */
    prd_limit: integerIn(-1, 1_000_000_000),
  }),
});
export const planCreateSchema = planInputSchema.extend({ id });
export const planUpdateSchema = planInputSchema.extend({ id, planId: id });
export const planIdSchema = z.object({ id, planId: id });
export type PlanInput = z.output<typeof planInputSchema>;
export type AdminPlan = PlanItem & { subscriber_count: number };

/** GET/PUT /api/admin/tenants/{id}/activity-scores: integers of at least 0 (0 disables). */
export const activityScoresSchema = z.object({
  id,
  activity_scores: z.record(z.string().max(40), z.number().int().min(0, MSG.scoreInvalid)),
  activity_daily_caps: z.record(z.string().max(40), z.number().int().min(0, MSG.scoreInvalid)),
});
export type ActivityScoresInput = z.output<typeof activityScoresSchema>;
/** The site's values over the code's defaults, for every activity. */
export interface ActivityScores {
  activity_scores: Record<string, number>;
  activity_daily_caps: Record<string, number>;
}

/** GET/PUT /api/admin/tenants/{id}/earn-rules. */
export const earnRulesUpdateSchema = z.object({ id, earn_rules: earnRulesSchema });
export type EarnRulesUpdateInput = z.output<typeof earnRulesUpdateSchema>;
export interface EarnRules {
  earn_rules: z.output<typeof earnRulesSchema>;
}
