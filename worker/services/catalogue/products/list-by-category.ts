import { eq, gte, lte, or } from 'drizzle-orm';
import { products } from '../../../../db/schema';
import type { CategoryProductsQuery, ProductList } from '../../../../shared/schemas/catalogue';
import type { ServiceCtx } from '../../../env';
import { liveProductFilter, preparedPageOfProducts } from './internal';

/** GET /api/products/category/{category}: live products whose category or delivery category is it. */
export async function listByCategory({ ctx, input: q }: { ctx: ServiceCtx; input: CategoryProductsQuery }): Promise<ProductList> {
  const filter = liveProductFilter(ctx, 'products_by_category', q.is_delivery)
    .when('category', q.category, (category) => or(eq(products.category, category), eq(products.deliveryCategory, category))!)
    .when('min_price', q.min_price, (min) => gte(products.price, min))
    .when('max_price', q.max_price, (max) => lte(products.price, max));
  return preparedPageOfProducts(ctx.db, filter, q.sort, q.page, q.size);
}
