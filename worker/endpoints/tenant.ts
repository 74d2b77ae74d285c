import { getCurrentTenant } from '../services/tenant/get-current-tenant';
import { endpoint } from './define';

export const tenantEndpoints = {
  current: endpoint({
    rest: { method: 'GET', path: '/api/tenant/current' },
    trpc: 'query',
    access: 'public',
    action: async ({ ctx }) => getCurrentTenant({ ctx }),
  }),
};
