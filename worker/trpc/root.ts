import { router } from './init';
import { catalogueRouter } from './routers/catalogue';
import { endpointTree } from '../endpoints';
import { proceduresOf } from './build';

export const appRouter = router({
  ...proceduresOf(endpointTree),
  catalogue: catalogueRouter,
});

export type AppRouter = typeof appRouter;
