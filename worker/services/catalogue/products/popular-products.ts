import { and, eq, isNull, type SQL } from 'drizzle-orm';
import { products } from '../../../../db/schema';
import type { ProductList } from '../../../../shared/schemas/catalogue';
import type { ServiceCtx } from '../../../env';
import { rankedListQuerySchema, type RankedListQuery } from './internal-ranked-query';
import { pageOfProducts, PRODUCT_ORDER } from './internal';

/** GET /api/products/popular: most ordered first (selling products of the data tenant). */
export async function popularProducts({ ctx, input }: { ctx: ServiceCtx; input: RankedListQuery }): Promise<ProductList> {
  const q = rankedListQuerySchema.parse(input);
  const conds: SQL[] = [ctx.shown.where(products), isNull(products.deletedAt), eq(products.isAvailable, true)];
  if (q.is_delivery !== undefined) conds.push(eq(products.isDelivery, q.is_delivery));
  return pageOfProducts(ctx.db, and(...conds)!, PRODUCT_ORDER.orders, q.page, q.size);
}
