import { router } from './init';
import { authRouter } from './routers/auth';
import { catalogueRouter } from './routers/catalogue';
import { endpointTree } from '../endpoints';
import { proceduresOf } from './build';

export const appRouter = router({
  ...proceduresOf(endpointTree),
  auth: authRouter,
  catalogue: catalogueRouter,
});

export type AppRouter = typeof appRouter;
