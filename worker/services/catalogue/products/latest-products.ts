import type { ProductList, RankedListQuery } from '../../../../shared/schemas/catalogue';
import type { ServiceCtx } from '../../../env';
import { liveProductFilter, preparedPageOfProducts } from './internal';

/** GET /api/products/latest: live products, newest first. */
export async function latestProducts({ ctx, input }: { ctx: ServiceCtx; input: RankedListQuery }): Promise<ProductList> {
  return preparedPageOfProducts(ctx.db, liveProductFilter(ctx, 'products_latest', input.is_delivery), 'latest', input.page, input.size);
}
