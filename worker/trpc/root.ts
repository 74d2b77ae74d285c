import { router } from './init';
import { authRouter } from './routers/auth';
import { endpointTree } from '../endpoints';
import { proceduresOf } from './build';

export const appRouter = router({
  ...proceduresOf(endpointTree),
  auth: authRouter,
});

export type AppRouter = typeof appRouter;
