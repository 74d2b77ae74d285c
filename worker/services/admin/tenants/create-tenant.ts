import { eq, or } from 'drizzle-orm';
import { tenants } from '../../../../db/schema';
import { DEFAULT_THEME_COLOR, lightVariant } from '../../../../shared/admin-constants';
import { POLICY_DEFAULTS } from '../../../../shared/constants';
import { AppError } from '../../../../shared/errors';
import { allFeatures } from '../../../../shared/features';
import { MSG } from '../../../../shared/messages';
import type { AdminTenant, CreateTenantInput } from '../../../../shared/schemas/admin';
import type { PlatformCtx } from '../../../env';
import { adminTenantOf, tenantKeyConflict } from './internal';

/**
 * POST /api/admin/tenants/ (the project's own path): a new site, active, every feature on, the
 * default theme colour with its primary and light variants, the spec's legal defaults (commerce.md §9:
 * shipping 3000 won, free from 50000 won), no plans and no payment config (it takes no card payments
 * until the console saves one). Name and domain are unique: the check answers the usual case, the
 * database's keys the burst (tenantKeyConflict).
 */
export async function createTenant({ ctx, input }: { ctx: PlatformCtx; input: CreateTenantInput }): Promise<AdminTenant> {
  const taken = await ctx.db
    .select({ name: tenants.name, domain: tenants.domain })
    .from(tenants)
    .where(or(eq(tenants.name, input.name), eq(tenants.domain, input.domain)));
  if (taken.some((t) => t.name === input.name)) throw new AppError('CONFLICT', MSG.tenantNameTaken, { field: 'name' });
  if (taken.length > 0) throw new AppError('CONFLICT', MSG.tenantDomainTaken, { field: 'domain' });
  const displayName = input.display_name ?? input.name;
  const now = ctx.deps.clock.now();
  try {
    const [row] = await ctx.db
      .insert(tenants)
      .values({
        name: input.name,
        displayName,
        domain: input.domain,
        isActive: true,
        isLocalhost: false,
        features: allFeatures(true),
        themeColor: DEFAULT_THEME_COLOR,
        settings: {
          name: displayName,
          theme: { primary: DEFAULT_THEME_COLOR, 'primary-light': lightVariant(DEFAULT_THEME_COLOR) },
          legal_info: { shipping_fee: POLICY_DEFAULTS.shipping_fee, free_shipping_threshold: POLICY_DEFAULTS.free_shipping_threshold },
        },
        paymentConfig: {},
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return adminTenantOf(row);
  } catch (err) {
    tenantKeyConflict(err);
  }
}
