import { asc, desc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import { merchantProfiles, products } from '../../../../db/schema';
import type { DeletedProductList, DeletedProductsQuery } from '../../../../shared/schemas/catalogue';
import type { MerchantCtx } from '../../../env';
import { sameTenant } from '../../../scope/tenant-scope';
import { productCardColumns, toProductCard } from '../internal-cards';
import { cappedTotal, pageOf } from '../../../lib/list-totals';

const ORDER: Record<string, SQL[]> = {
  deleted_desc: [desc(products.deletedAt), desc(products.id)],
  deleted_asc: [asc(products.deletedAt), asc(products.id)],
  title: [asc(products.title), desc(products.id)],
  price: [asc(products.price), desc(products.id)],
};

/** GET /api/products/deleted: the signed-in merchant's soft-deleted products (restorable). */
export async function listDeletedProducts({ ctx, input: q }: { ctx: MerchantCtx; input: DeletedProductsQuery }): Promise<DeletedProductList> {
  const where = ctx.own.where(products, eq(products.ownerId, ctx.merchant.userId), isNotNull(products.deletedAt));
  const offset = (q.page - 1) * q.size;
  const [rows, n] = await Promise.all([
    ctx.db
      .select({ ...productCardColumns, deletedAt: products.deletedAt })
      .from(products)
      .innerJoin(merchantProfiles, sameTenant(merchantProfiles, products, eq(merchantProfiles.id, products.merchantId)))
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
