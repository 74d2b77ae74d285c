import type { ProductList, RankedListQuery } from '../../../../shared/schemas/catalogue';
import type { ServiceCtx } from '../../../env';
import { liveProduct } from '../rules';
import { pageOfProducts, PRODUCT_ORDER } from './internal';

/** GET /api/products/latest: live products, newest first. */
export async function latestProducts({ ctx, input }: { ctx: ServiceCtx; input: RankedListQuery }): Promise<ProductList> {
  return pageOfProducts(ctx.db, liveProduct(ctx, input.is_delivery), PRODUCT_ORDER.latest, input.page, input.size);
}
