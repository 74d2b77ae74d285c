import { router } from './init';
import { endpointTree } from '../endpoints';
import { proceduresOf } from './build';

export const appRouter = router(proceduresOf(endpointTree));

export type AppRouter = typeof appRouter;
