import { and, asc, desc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import { merchantProfiles, products } from '../../../db/schema';
import { deletedProductsQuerySchema, type DeletedProductList } from '../../../shared/schemas/catalogue';
import type { z } from 'zod';
import type { ServiceCtx } from '../../env';
import { productCardColumns, toProductCard } from './internal-cards';
import { requireMerchant } from './internal-products';
import { cappedTotal, pageOf } from './internal-totals';

const ORDER: Record<string, SQL[]> = {
  deleted_desc: [desc(products.deletedAt), desc(products.id)],
  deleted_asc: [asc(products.deletedAt), asc(products.id)],
  title: [asc(products.title), desc(products.id)],
  price: [asc(products.price), desc(products.id)],
};

/** GET /api/products/deleted: the signed-in merchant's soft-deleted products (restorable). */
export async function listDeletedProducts({
  ctx,
  input,
}: {
  ctx: ServiceCtx;
  input: z.input<typeof deletedProductsQuerySchema>;
}): Promise<DeletedProductList> {
  const q = deletedProductsQuerySchema.parse(input);
  const user = requireMerchant(ctx);
  const where = and(eq(products.ownerId, user.id), eq(products.tenantId, ctx.tenant.id), isNotNull(products.deletedAt))!;
  const offset = (q.page - 1) * q.size;
  const [rows, n] = await Promise.all([
    ctx.db
      .select({ ...productCardColumns, deletedAt: products.deletedAt })
      .from(products)
      .innerJoin(merchantProfiles, eq(merchantProfiles.id, products.merchantId))
      .where(where)
      .orderBy(...ORDER[q.sort])
      .limit(q.size + 1)
      .offset(offset),
    cappedTotal(ctx.db, ctx.db.select({ one: sql`1` }).from(products).where(where)),
  ]);
  const { items, hasMore, total } = pageOf(rows, q.size, offset, n);
  return {
    products: items.map((r) => ({ ...toProductCard(r), deleted_at: r.deletedAt!.toISOString() })),
    total,
    page: q.page,
    size: q.size,
    has_more: hasMore,
  };
}
