import type { PublicTenant } from '../../../shared/schemas/tenant';
import type { ServiceCtx } from '../../env';
import { publicTenantOf } from './internal';

/** The site as visitors see it (GET /api/tenant/current, and the tenant inside the app's page). */
export function getCurrentTenant({ ctx }: { ctx: ServiceCtx }): PublicTenant {
  return publicTenantOf(ctx.tenant);
}
