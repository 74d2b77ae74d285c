import { router } from './init';
import { authRouter } from './routers/auth';
import { tenantRouter } from './routers/tenant';

export const appRouter = router({
  tenant: tenantRouter,
  auth: authRouter,
});

export type AppRouter = typeof appRouter;
