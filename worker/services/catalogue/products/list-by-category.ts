import { and, eq, gte, lte, or } from 'drizzle-orm';
import { products } from '../../../../db/schema';
import type { CategoryProductsQuery, ProductList } from '../../../../shared/schemas/catalogue';
import type { ServiceCtx } from '../../../env';
import { liveProduct } from '../rules';
import { pageOfProducts, PRODUCT_ORDER } from './internal';

/** GET /api/products/category/{category}: live products whose category or delivery category is it. */
export async function listByCategory({ ctx, input: q }: { ctx: ServiceCtx; input: CategoryProductsQuery }): Promise<ProductList> {
  const where = and(
    liveProduct(ctx, q.is_delivery),
    or(eq(products.category, q.category), eq(products.deliveryCategory, q.category)),
    q.min_price !== undefined ? gte(products.price, q.min_price) : undefined,
    q.max_price !== undefined ? lte(products.price, q.max_price) : undefined,
  )!;
  return pageOfProducts(ctx.db, where, PRODUCT_ORDER[q.sort], q.page, q.size);
}
