import { and, eq, gte, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { products } from '../../../../db/schema';
import { productSearchQuerySchema, type ProductList } from '../../../../shared/schemas/catalogue';
import type { z } from 'zod';
import type { ServiceCtx } from '../../../env';
import { pageOfProducts, PRODUCT_ORDER } from './internal';
import { productTextMatch } from '../internal-text-search';

/** GET /api/products/search: partial-word search (Korean included) over title and description. */
export async function searchProducts({
  ctx,
  input,
}: {
  ctx: ServiceCtx;
  input: z.input<typeof productSearchQuerySchema>;
}): Promise<ProductList> {
  const q = productSearchQuerySchema.parse(input);
  const conds: SQL[] = [
    ctx.shown.where(products),
    isNull(products.deletedAt),
    eq(products.isAvailable, true),
    productTextMatch(q.q),
  ];
  if (q.category) conds.push(sql`(${products.category} = ${q.category} or ${products.deliveryCategory} = ${q.category})`);
  if (q.min_price !== undefined) conds.push(gte(products.price, q.min_price));
  if (q.max_price !== undefined) conds.push(lte(products.price, q.max_price));
  return pageOfProducts(ctx.db, and(...conds)!, PRODUCT_ORDER.latest, q.page, q.size);
}
