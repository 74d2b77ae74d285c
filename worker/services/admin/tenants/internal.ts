import { asc, eq } from 'drizzle-orm';
import { tenants, type Tenant } from '../../../../db/schema';
import { AppError } from '../../../../shared/errors';
import { normalizeFeatures } from '../../../../shared/features';
import { MSG } from '../../../../shared/messages';
import type { AdminPaymentConfig, AdminTenant, TenantRef } from '../../../../shared/schemas/admin';
import type { PlatformCtx, ServiceCtx } from '../../../env';
import { uniqueViolation } from '../../../lib/db-errors';

/**
 * What the tenant console's actions share: reading a site by id (the `tenants` table is the platform's
 * own, not a tenant-owned table), its console view without the payment secret, and the friendly
 * answer to a unique key the database refused (two saves of one name in a burst).
 */

/** The site `id`, or 404 (the console's `{id}` names no site). */
export async function readTenant(ctx: ServiceCtx, id: number): Promise<Tenant> {
  const [row] = await ctx.db.select().from(tenants).where(eq(tenants.id, id)).limit(1);
  if (!row) throw new AppError('NOT_FOUND', MSG.tenantNotFoundAdmin);
  return row;
}

/** The same read, locked for the change's transaction (a second console save waits for the first). */
export async function lockTenant(ctx: ServiceCtx, id: number): Promise<Tenant> {
  const [row] = await ctx.db.select().from(tenants).where(eq(tenants.id, id)).limit(1).for('update');
  if (!row) throw new AppError('NOT_FOUND', MSG.tenantNotFoundAdmin);
  return row;
}

/** The site as the console shows it: everything but `payment_config` (its secret is write-only). */
export function adminTenantOf(t: Tenant): AdminTenant {
  return {
    id: t.id,
    name: t.name,
    display_name: t.displayName,
    domain: t.domain,
    is_active: t.isActive,
    is_localhost: t.isLocalhost,
    features: normalizeFeatures(t.features),
    proxy_tenant: t.proxyTenant,
    theme_color: t.themeColor,
    settings: t.settings ?? {},
    created_at: t.createdAt,
    updated_at: t.updatedAt,
  };
}

export const tenantRef = (t: Pick<Tenant, 'id' | 'name' | 'displayName' | 'domain'>): TenantRef => ({
  id: t.id,
  name: t.name,
  display_name: t.displayName,
  domain: t.domain,
});

/** Every site, by id (the console's cards and the audit filter's choices: a platform's scale, tens of sites). */
export const allTenants = (ctx: ServiceCtx): Promise<Tenant[]> => ctx.db.select().from(tenants).orderBy(asc(tenants.id));

/** Every site's id: the platform scope's list of sites for a statement across all of them. */
export async function allTenantIds(ctx: ServiceCtx): Promise<number[]> {
  const rows = await ctx.db.select({ id: tenants.id }).from(tenants).orderBy(asc(tenants.id));
  return rows.map((r) => r.id);
}

/**
 * A unique key of `tenants` the database refused, as the console's 409: the check before the write
 * answers the usual case, this the burst where two saves pass the check together.
 */
export function tenantKeyConflict(err: unknown): never {
  const key = uniqueViolation(err);
  if (key === 'tenants_name_key') throw new AppError('CONFLICT', MSG.tenantNameTaken, { field: 'name' });
  if (key === 'tenants_domain_key') throw new AppError('CONFLICT', MSG.tenantDomainTaken, { field: 'domain' });
  if (key === 'tenants_one_localhost') throw new AppError('CONFLICT', MSG.tenantLocalhostFailed);
  throw err;
}

/** The tenant row as the audit log keeps it before and after a change (the runner redacts the secret). */
export async function tenantSubject(ctx: ServiceCtx, id: number): Promise<Tenant | null> {
  // Locked as the write will (worker/endpoints/audit-subjects.ts): concurrent edits log their befores in turn.
  const [row] = await ctx.db.select().from(tenants).where(eq(tenants.id, id)).limit(1).for('update');
  return row ?? null;
}

/** The gateway account as the console reads it: whether a secret is stored, never the secret. */
export function adminPaymentConfigOf(t: Tenant): AdminPaymentConfig {
  const c = t.paymentConfig ?? {};
  return {
    environment: c.environment === 'prod' ? 'prod' : 'test',
    mall_id: c.mall_id ?? '',
    base_public_url: c.base_public_url ?? '',
    active: c.active === true,
    msg_auth_secret_set: Boolean(c.msg_auth_secret),
  };
}

/**
 * A context acting as the site `site` itself (its own rows through the platform scope), for the
 * site's own services the console reuses (a plan's price change and its notices).
 */
export function asSite<C extends PlatformCtx>(ctx: C, site: Tenant): C {
  const scope = ctx.platform.site(site.id);
  return { ...ctx, tenant: site, features: normalizeFeatures(site.features), own: scope, shown: scope };
}
