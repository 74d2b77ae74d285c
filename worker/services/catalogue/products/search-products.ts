import { and, eq, gte, lte, or } from 'drizzle-orm';
import { products } from '../../../../db/schema';
import type { ProductList, ProductSearchQuery } from '../../../../shared/schemas/catalogue';
import type { ServiceCtx } from '../../../env';
import { liveProduct } from '../rules';
import { productTextSearch } from '../internal-text-search';
import { pageOfProducts, PRODUCT_ORDER } from './internal';

/** GET /api/products/search: partial-word search (Korean included) over the live products' title and description. */
export async function searchProducts({ ctx, input: q }: { ctx: ServiceCtx; input: ProductSearchQuery }): Promise<ProductList> {
  const filters = and(
    liveProduct(ctx),
    q.category ? or(eq(products.category, q.category), eq(products.deliveryCategory, q.category)) : undefined,
    q.min_price !== undefined ? gte(products.price, q.min_price) : undefined,
    q.max_price !== undefined ? lte(products.price, q.max_price) : undefined,
  )!;
  const text = await productTextSearch(ctx, q.q);
  return pageOfProducts(ctx.db, and(filters, text.page)!, PRODUCT_ORDER.latest, q.page, q.size, and(filters, text.every));
}
