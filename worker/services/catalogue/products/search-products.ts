import { eq, gte, lte, or } from 'drizzle-orm';
import { products } from '../../../../db/schema';
import type { ProductList, ProductSearchQuery } from '../../../../shared/schemas/catalogue';
import type { ServiceCtx } from '../../../env';
import { preparedProductTextSearch } from '../internal-text-search';
import { liveProductFilter, preparedPageOfProducts } from './internal';

/**
 * GET /api/products/search: partial-word search (Korean included) over the live products' title and
 * description; prepared per filter shape and kind of word (preparedProductTextSearch).
 */
export async function searchProducts({ ctx, input: q }: { ctx: ServiceCtx; input: ProductSearchQuery }): Promise<ProductList> {
  const text = await preparedProductTextSearch(ctx, q.q);
  const matching = (part: 'page' | 'every') =>
    liveProductFilter(ctx, 'products_search')
      .when('category', q.category, (category) => or(eq(products.category, category), eq(products.deliveryCategory, category))!)
      .when('min_price', q.min_price, (min) => gte(products.price, min))
      .when('max_price', q.max_price, (max) => lte(products.price, max))
      .with(`text_${part}_${text.key}`, text.values, text[part]);
  return preparedPageOfProducts(ctx.db, matching('page'), 'latest', q.page, q.size, { every: matching('every') });
}
