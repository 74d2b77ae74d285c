import type { Db } from '../../db/client';
import type { Tenant } from '../../db/schema';
import { normalizeFeatures } from '../../shared/features';
import type { AppDeps } from '../env';
import { linkOrigin } from '../lib/origin';
import { noCookies } from '../middleware/context';
import { resolveDataTenantId } from '../scope/resolve-tenant';
import { tenantScope } from '../scope/tenant-scope';
import type { JobCtx } from './types';

/**
 * The context of one tenant's job run, built as a request of that tenant builds its own (own and
 * shown scopes, features), with no user and no client: links point where the site's mail points.
 */
export async function jobContext(deps: AppDeps, db: Db, tenant: Tenant, periodKey: string): Promise<JobCtx> {
  const shownTenantId = await resolveDataTenantId(db, tenant);
  return {
    db,
    inTransaction: false,
    tenant,
    features: normalizeFeatures(tenant.features),
    own: tenantScope('own', tenant.id),
    shown: tenantScope('shown', shownTenantId),
    user: null,
    deps,
    request: { ip: 'scheduler', origin: linkOrigin(deps.config, tenant.domain, `https://${tenant.domain}`), userAgent: 'scheduler', cookies: noCookies },
    periodKey,
  };
}
