import type { DbOrTx } from '../../db/client';
import type { Tenant } from '../../db/schema';
import { TtlCache } from '../lib/ttl-cache';
import { resolveDataTenantId, resolveTenantByHost, hostnameOf } from './resolve-tenant';

/**
 * The tenant look-up of every request (its Host's site and the site it shows), cached per process
 * (Node) or isolate (the Worker). A change made through the tenant console drops this process's
 * entries once it has committed (endpoints declared `changesTenant`), so the next page load here
 * shows it; another process or isolate sees it within TENANT_CACHE_TTL_MS (the README's bound).
 * Unknown and inactive hosts are not cached: their refusal is read fresh each time.
 */
export const TENANT_CACHE_TTL_MS = 5_000;

interface Resolved {
  tenant: Tenant;
  shownTenantId: number;
}

const cache = new TtlCache<Resolved>(TENANT_CACHE_TTL_MS, 1_000);

export async function resolveTenantCached(db: DbOrTx, hostHeader: string | undefined | null, now = Date.now()): Promise<Resolved> {
  const key = hostnameOf(hostHeader);
  const hit = cache.get(key, now);
  if (hit) return hit;
  const tenant = await resolveTenantByHost(db, hostHeader);
  const resolved = { tenant, shownTenantId: await resolveDataTenantId(db, tenant) };
  cache.set(key, resolved, now);
  return resolved;
}

/** Drops every cached look-up (a site's row changed: its own, or the one it proxies). */
export function forgetTenants(): void {
  cache.clear();
}
