import { getCurrentTenant } from '../../services/tenant/get-current-tenant';
import { publicProcedure, router } from '../init';

export const tenantRouter = router({
  current: publicProcedure.query(({ ctx }) => getCurrentTenant({ ctx: ctx.svc })),
});
