import type { ProductList, RankedListQuery } from '../../../../shared/schemas/catalogue';
import type { ServiceCtx } from '../../../env';
import { liveProductFilter, preparedPageOfProducts } from './internal';

/** GET /api/products/popular: live products, most ordered first. */
export async function popularProducts({ ctx, input }: { ctx: ServiceCtx; input: RankedListQuery }): Promise<ProductList> {
  return preparedPageOfProducts(ctx.db, liveProductFilter(ctx, 'products_popular', input.is_delivery), 'orders', input.page, input.size);
}
