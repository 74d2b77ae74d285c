import type { LocalhostProcInfo } from '../../../../shared/schemas/admin';
import type { PlatformCtx } from '../../../env';
import { LOOPBACK_HOSTS } from '../../../scope/resolve-tenant';
import { allTenants, tenantRef } from './internal';

/**
 * GET /api/admin/tenants/debug/localhost-proc: how a loopback request is resolved
 * (worker/scope/resolve-tenant.ts): the host names that count as loopback, the site they reach, the
 * site whose catalogue it shows (its active proxy target, else itself), and the active sites it may
 * be switched to.
 */
export async function localhostProc({ ctx }: { ctx: PlatformCtx }): Promise<LocalhostProcInfo> {
  const rows = await allTenants(ctx);
  const localhost = rows.find((t) => t.isLocalhost) ?? null;
  const target = localhost?.proxyTenant ? rows.find((t) => t.name === localhost.proxyTenant && t.isActive) : undefined;
  const shows = target ?? localhost;
  return {
    loopback_hosts: [...LOOPBACK_HOSTS],
    localhost: localhost ? tenantRef(localhost) : null,
    shows: shows ? tenantRef(shows) : null,
    candidates: rows.filter((t) => t.isActive).sort((a, b) => a.name.localeCompare(b.name)).map(tenantRef),
  };
}
