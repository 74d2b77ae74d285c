import { and, eq, ne } from 'drizzle-orm';
import { tenants } from '../../../../db/schema';
import { lightVariant } from '../../../../shared/admin-constants';
import { AppError } from '../../../../shared/errors';
import { sanitizeHeroHtml } from '../../../../shared/hero-html';
import { MSG } from '../../../../shared/messages';
import type { AdminTenant, TenantSettingsUpdateInput } from '../../../../shared/schemas/admin';
import type { TenantSettings } from '../../../../shared/schemas/tenant';
import type { PlatformCtx } from '../../../env';
import { adminTenantOf, lockTenant, tenantKeyConflict } from './internal';

type Groups = TenantSettingsUpdateInput['settings'];

/** The hero texts that allow HTML, sanitised as they are stored (shared/hero-html.ts). */
function cleanServiceInfo(info: NonNullable<Groups['service_info']>): NonNullable<Groups['service_info']> {
  return {
    ...info,
    ...(info.hero_subtitle === undefined ? {} : { hero_subtitle: sanitizeHeroHtml(info.hero_subtitle) }),
    ...(info.hero_description === undefined ? {} : { hero_description: sanitizeHeroHtml(info.hero_description) }),
  };
}

/**
 * PUT /api/admin/tenants/{id}/settings: partial, by field group (commerce.md §7). A basic field given
 * (name, logo, contact, hours) replaces that field; a group given (theme, company_info, service_info,
 * legal_info) replaces that group; what is left out is kept. `display_name`, `domain` and
 * `theme_color` are the site's columns: a new domain must be free (MSG.tenantDomainTaken), and a new
 * theme colour also sets the theme's primary colour and its light variant (what the site's page reads)
 * unless the same save gives the theme itself. The hero HTML is sanitised on save.
 */
export async function updateSettings({ ctx, input }: { ctx: PlatformCtx; input: TenantSettingsUpdateInput }): Promise<AdminTenant> {
  const site = await lockTenant(ctx, input.id);
  if (input.domain !== undefined && input.domain !== site.domain) {
    const [taken] = await ctx.db
      .select({ id: tenants.id })
      .from(tenants)
      .where(and(eq(tenants.domain, input.domain), ne(tenants.id, site.id)))
      .limit(1);
    if (taken) throw new AppError('CONFLICT', MSG.tenantDomainTaken, { field: 'domain' });
  }
  const given = input.settings;
  const settings: TenantSettings = { ...site.settings };
  for (const key of ['name', 'logo_url', 'contact_email', 'contact_phone', 'business_hours', 'company_info', 'legal_info'] as const) {
    if (given[key] !== undefined) Object.assign(settings, { [key]: given[key] });
  }
  if (given.service_info !== undefined) settings.service_info = cleanServiceInfo(given.service_info);
  if (given.theme !== undefined) settings.theme = given.theme;
  else if (input.theme_color !== undefined) {
    settings.theme = { ...settings.theme, primary: input.theme_color, 'primary-light': lightVariant(input.theme_color) };
  }
  try {
    const [row] = await ctx.db
      .update(tenants)
      .set({
        ...(input.display_name === undefined ? {} : { displayName: input.display_name }),
        ...(input.domain === undefined ? {} : { domain: input.domain }),
        ...(input.theme_color === undefined ? {} : { themeColor: input.theme_color }),
        settings,
        updatedAt: ctx.deps.clock.now(),
      })
      .where(eq(tenants.id, site.id))
      .returning();
    return adminTenantOf(row);
  } catch (err) {
    tenantKeyConflict(err);
  }
}
