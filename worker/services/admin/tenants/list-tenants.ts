import type { AdminTenantList } from '../../../../shared/schemas/admin';
import type { PlatformCtx } from '../../../env';
import { adminTenantOf, allTenants, tenantRef } from './internal';

/**
 * GET /api/admin/tenants/list: every site of the platform as the console's cards, oldest first, and
 * the three stat cards (total, active, the localhost site).
 */
export async function listTenants({ ctx }: { ctx: PlatformCtx }): Promise<AdminTenantList> {
  const rows = await allTenants(ctx);
  const localhost = rows.find((t) => t.isLocalhost);
  return {
    items: rows.map(adminTenantOf),
    total: rows.length,
    active: rows.filter((t) => t.isActive).length,
    localhost: localhost ? tenantRef(localhost) : null,
  };
}
