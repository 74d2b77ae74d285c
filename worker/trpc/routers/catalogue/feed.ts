import type { CategoryOption, MainDeliveryResponse, MainShoppingResponse } from '../../../../shared/schemas/catalogue';
import { categoryKindSchema, mainDeliveryQuerySchema, mainShoppingQuerySchema } from '../../../../shared/schemas/catalogue';
import { publicProcedure, router, withFeature } from '../../init';
import { notBuilt } from './not-built';

export const feedRouter = router({
  delivery: publicProcedure
    .use(withFeature('delivery'))
    .input(mainDeliveryQuerySchema)
    .query(async ({ ctx, input }): Promise<MainDeliveryResponse> => notBuilt()),
  shopping: publicProcedure
    .use(withFeature('shopping'))
    .input(mainShoppingQuerySchema)
    .query(async ({ ctx, input }): Promise<MainShoppingResponse> => notBuilt()),
  categories: publicProcedure
    .input(categoryKindSchema)
    .query(async ({ ctx, input }): Promise<{ categories: CategoryOption[] }> => notBuilt()),
});
