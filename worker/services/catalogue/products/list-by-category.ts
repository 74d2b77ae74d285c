import { and, eq, gte, isNull, lte, or, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { products } from '../../../../db/schema';
import { productListQuerySchema, type ProductList } from '../../../../shared/schemas/catalogue';
import type { ServiceCtx } from '../../../env';
import { pageOfProducts, PRODUCT_ORDER } from './internal';

const categoryQuerySchema = productListQuerySchema
  .pick({ page: true, size: true, sort: true, is_delivery: true, min_price: true, max_price: true })
  .extend({ category: z.string().trim().min(1).max(40) });

/** GET /api/products/category/{category}: selling products whose category or delivery category is it. */
export async function listByCategory({
  ctx,
  input,
}: {
  ctx: ServiceCtx;
  input: z.input<typeof categoryQuerySchema>;
}): Promise<ProductList> {
  const q = categoryQuerySchema.parse(input);
  const conds: SQL[] = [
    ctx.shown.where(products),
    isNull(products.deletedAt),
    eq(products.isAvailable, true),
    or(eq(products.category, q.category), eq(products.deliveryCategory, q.category))!,
  ];
  if (q.is_delivery !== undefined) conds.push(eq(products.isDelivery, q.is_delivery));
  if (q.min_price !== undefined) conds.push(gte(products.price, q.min_price));
  if (q.max_price !== undefined) conds.push(lte(products.price, q.max_price));
  return pageOfProducts(ctx.db, and(...conds)!, PRODUCT_ORDER[q.sort], q.page, q.size);
}
