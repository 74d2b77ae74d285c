import { products } from '../../../../db/schema';
import { aboveZero } from '../../../../db/sql-literals';
import type { ProductList, RankedListQuery } from '../../../../shared/schemas/catalogue';
import type { ServiceCtx } from '../../../env';
import { liveProductFilter, preparedPageOfProducts } from './internal';

/** GET /api/products/discount: discounted live products, biggest discount first. */
export async function discountProducts({ ctx, input }: { ctx: ServiceCtx; input: RankedListQuery }): Promise<ProductList> {
  const discounted = liveProductFilter(ctx, 'products_discount', input.is_delivery, () => aboveZero(products.discountRate));
  return preparedPageOfProducts(ctx.db, discounted, 'discount', input.page, input.size);
}
