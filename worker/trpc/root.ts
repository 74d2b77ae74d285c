import { router } from './init';
import { authRouter } from './routers/auth';
import { catalogueRouter } from './routers/catalogue';
import { tenantRouter } from './routers/tenant';

export const appRouter = router({
  tenant: tenantRouter,
  auth: authRouter,
  catalogue: catalogueRouter,
});

export type AppRouter = typeof appRouter;
