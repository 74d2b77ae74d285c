import { router } from './init';
import { authRouter } from './routers/auth';
import { productsRouter } from './routers/catalogue/products';
import { endpointTree } from '../endpoints';
import { proceduresOf } from './build';

const procedures = proceduresOf(endpointTree);

export const appRouter = router({
  ...procedures,
  auth: authRouter,
  // TRANSITIONAL: the products router joins the declared catalogue endpoints until it is declared too.
  catalogue: { ...procedures.catalogue, products: productsRouter },
});

export type AppRouter = typeof appRouter;
