import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { tenants, type Tenant } from '../../db/schema';
import { AppError } from '../../shared/errors';
import { MSG } from '../../shared/messages';

export const LOOPBACK_HOSTS: ReadonlySet<string> = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** `Host` header → bare lower-case host name, port stripped (IPv6 literals kept in brackets). */
export function hostnameOf(hostHeader: string | undefined | null): string {
  const host = (hostHeader ?? '').trim().toLowerCase();
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1);
  return host.split(':')[0];
}

/** Finds the tenant a request is for; inactive and unknown hosts are refused. */
export async function resolveTenantByHost(db: DbOrTx, hostHeader: string | undefined | null): Promise<Tenant> {
  const host = hostnameOf(hostHeader);
  const where = LOOPBACK_HOSTS.has(host) ? eq(tenants.isLocalhost, true) : eq(tenants.domain, host);
  const [tenant] = await db.select().from(tenants).where(where).limit(1);
  if (!tenant) throw new AppError('TENANT_NOT_FOUND', MSG.tenantNotFound);
  if (!tenant.isActive) throw new AppError('TENANT_INACTIVE', MSG.tenantInactive);
  return tenant;
}

/** The tenant whose shared data a tenant shows: its proxy target when that is set and active. */
export async function resolveDataTenantId(db: DbOrTx, tenant: Tenant): Promise<number> {
  if (!tenant.proxyTenant || tenant.proxyTenant === tenant.name) return tenant.id;
  const [target] = await db
    .select({ id: tenants.id })
    .from(tenants)
    .where(and(eq(tenants.name, tenant.proxyTenant), eq(tenants.isActive, true)))
    .limit(1);
  return target?.id ?? tenant.id;
}

export async function getTenantById(db: DbOrTx, id: number): Promise<Tenant> {
  const [tenant] = await db.select().from(tenants).where(eq(tenants.id, id)).limit(1);
  if (!tenant) throw new AppError('NOT_FOUND', MSG.notFound);
  return tenant;
}
