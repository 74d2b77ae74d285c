import type { QueryClient } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import { TENANT_SEED_ELEMENT_ID } from '../../../shared/constants';
import type { PublicTenant } from '../../../shared/schemas/tenant';
import { trpc } from '../lib/trpc';

/**
 * What the server put in the page (worker/web/app-page.ts): the tenant, `failed` when the host has
 * no tenant or the lookup failed, or `absent` (the Vite dev server's page), when the app asks itself.
 */
export type TenantSeed = { state: 'absent' } | { state: 'failed' } | { state: 'ready'; tenant: PublicTenant };

export function readTenantSeed(doc: Document = document): TenantSeed {
  const text = doc.getElementById(TENANT_SEED_ELEMENT_ID)?.textContent;
  if (!text) return { state: 'absent' };
  try {
    // Plain JSON (worker/web/app-page.ts): the first paint needs no superjson.
    const tenant = JSON.parse(text) as PublicTenant | null;
    return tenant === null ? { state: 'failed' } : { state: 'ready', tenant };
  } catch {
    return { state: 'absent' };
  }
}

/** Read once, when the app starts: the page's seed describes that first load only. */
export const tenantSeed = readTenantSeed();

/** Puts the page's tenant into the cache of tenant.current, so the first render already has it. */
export function seedTenantQuery(queryClient: QueryClient, seed: TenantSeed = tenantSeed) {
  if (seed.state === 'ready') queryClient.setQueryData(getQueryKey(trpc.tenant.current, undefined, 'query'), seed.tenant);
}
