import { and } from 'drizzle-orm';
import { products } from '../../../../db/schema';
import { aboveZero } from '../../../../db/sql-literals';
import type { ProductList, RankedListQuery } from '../../../../shared/schemas/catalogue';
import type { ServiceCtx } from '../../../env';
import { liveProduct } from '../rules';
import { pageOfProducts, PRODUCT_ORDER } from './internal';

/** GET /api/products/discount: discounted live products, biggest discount first. */
export async function discountProducts({ ctx, input }: { ctx: ServiceCtx; input: RankedListQuery }): Promise<ProductList> {
  const where = and(liveProduct(ctx, input.is_delivery), aboveZero(products.discountRate))!;
  return pageOfProducts(ctx.db, where, PRODUCT_ORDER.discount, input.page, input.size);
}
