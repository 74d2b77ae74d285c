import { z } from 'zod';
import type { Features } from '../features';

export const ACTIVITY_KEYS = [
  'comment_create',
  'post_text',
  'post_with_photo',
  'post_with_video',
  'review_text',
  'review_photo',
] as const;
export type ActivityKey = (typeof ACTIVITY_KEYS)[number];

export const tenantThemeSchema = z.object({
  primary: z.string().optional(),
  accent: z.string().optional(),
  'primary-light': z.string().optional(),
  'accent-light': z.string().optional(),
}).catchall(z.string());

export const companyInfoSchema = z.object({
  company_name: z.string().optional(),
  ceo_name: z.string().optional(),
  business_number: z.string().optional(),
  address: z.string().optional(),
  sales_report_number: z.string().optional(),
});

/**
 * The landing page's own copy (platform.md §2 Landing page): its selling points, producer stories,
 * slides and closing words. Each part left out shows the generic default
 * (web/src/features/landing/landingCopy.ts); `icon` names one of the app's icons (an unknown one
 * shows the default icon).
 */
export const landingCopySchema = z.object({
  features: z.array(z.object({ icon: z.string().max(40), title: z.string().max(60), text: z.string().max(200) })).min(1).max(8).optional(),
  stories: z.array(z.object({ name: z.string().max(40), origin: z.string().max(60), quote: z.string().max(300) })).min(1).max(6).optional(),
  slides: z.array(z.object({ title: z.string().max(80), subtitle: z.string().max(120).optional() })).min(1).max(5).optional(),
  closing_title: z.string().max(80).optional(),
  closing_text: z.string().max(200).optional(),
});
export type LandingCopy = z.infer<typeof landingCopySchema>;

export const serviceInfoSchema = z.object({
  service_name: z.string().optional(),
  service_description: z.string().optional(),
  service_tagline: z.string().optional(),
  hero_title: z.string().optional(),
  hero_subtitle: z.string().optional(),
  hero_description: z.string().optional(),
  landing: landingCopySchema.optional(),
});

export const legalInfoSchema = z.object({
  shipping_fee: z.number().int().nonnegative().optional(),
  free_shipping_threshold: z.number().int().nonnegative().optional(),
  return_address: z.string().optional(),
  return_contact: z.string().optional(),
  return_hours: z.string().optional(),
});

export const earnRulesSchema = z.object({
  activity_enabled: z.record(z.string(), z.boolean()).optional(),
  non_activity: z
    .object({
      vip_tier: z.object({ enabled: z.boolean(), tier_rates: z.record(z.string(), z.number()) }).optional(),
      first_order: z.object({ enabled: z.boolean(), bonus: z.number().int() }).optional(),
      minimum_order: z.object({ enabled: z.boolean(), min_amount: z.number().int(), rate: z.number() }).optional(),
      weekend: z.object({ enabled: z.boolean(), rate: z.number() }).optional(),
    })
    .optional(),
});

export const tenantSettingsSchema = z.object({
  name: z.string().optional(),
  logo_url: z.string().optional(),
  contact_email: z.string().optional(),
  contact_phone: z.string().optional(),
  business_hours: z.string().optional(),
  theme: tenantThemeSchema.optional(),
  company_info: companyInfoSchema.optional(),
  service_info: serviceInfoSchema.optional(),
  legal_info: legalInfoSchema.optional(),
  activity_scores: z.record(z.string(), z.number().int().nonnegative()).optional(),
  activity_daily_caps: z.record(z.string(), z.number().int().nonnegative()).optional(),
  earn_rules: earnRulesSchema.optional(),
});
export type TenantSettings = z.infer<typeof tenantSettingsSchema>;

export const paymentConfigSchema = z.object({
  environment: z.enum(['test', 'prod']).default('test'),
  mall_id: z.string().default(''),
  msg_auth_secret: z.string().default(''),
  base_public_url: z.string().default(''),
  active: z.boolean().default(false),
});
export type PaymentConfig = z.infer<typeof paymentConfigSchema>;

/** What GET /api/tenant/current answers: only what visitors may see. */
export interface PublicTenant {
  id: number;
  name: string;
  display_name: string;
  domain: string;
  features: Features;
  settings: Omit<TenantSettings, 'activity_scores' | 'activity_daily_caps' | 'earn_rules'>;
}
