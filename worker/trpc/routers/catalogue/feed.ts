import type { CategoryOption, MainDeliveryResponse, MainShoppingResponse } from '../../../../shared/schemas/catalogue';
import { categoryKindSchema, mainDeliveryQuerySchema, mainShoppingQuerySchema } from '../../../../shared/schemas/catalogue';
import { listCategories } from '../../../services/catalogue/site/list-categories';
import { mainDelivery } from '../../../services/catalogue/discovery/main-delivery';
import { mainShopping } from '../../../services/catalogue/discovery/main-shopping';
import { publicProcedure, router, withFeature } from '../../init';

export const feedRouter = router({
  delivery: publicProcedure
    .use(withFeature('delivery'))
    .input(mainDeliveryQuerySchema)
    .query(({ ctx, input }): Promise<MainDeliveryResponse> => mainDelivery({ ctx: ctx.svc, input })),
  shopping: publicProcedure
    .use(withFeature('shopping'))
    .input(mainShoppingQuerySchema)
    .query(({ ctx, input }): Promise<MainShoppingResponse> => mainShopping({ ctx: ctx.svc, input })),
  categories: publicProcedure
    .input(categoryKindSchema)
    .query(({ ctx, input }): Promise<{ categories: CategoryOption[] }> => listCategories({ ctx: ctx.svc, input })),
});
