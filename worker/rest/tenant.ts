import { getCurrentTenant } from '../services/tenant/get-current-tenant';
import type { RouteRegistry } from './registry';

export function tenantRoutes(r: RouteRegistry): void {
  r.add({
    method: 'GET',
    path: '/api/tenant/current',
    access: 'public',
    handler: async (c, svc) => c.json(getCurrentTenant({ ctx: svc })),
  });
}
