import { asc, count, desc, eq, isNotNull, type SQL } from 'drizzle-orm';
import { merchantProfiles, products } from '../../../../db/schema';
import type { DeletedProductList, DeletedProductsQuery } from '../../../../shared/schemas/catalogue';
import type { MerchantCtx } from '../../../env';
import { sameTenant } from '../../../scope/tenant-scope';
import { productCardColumns, toProductCard } from '../internal-cards';

const ORDER: Record<string, SQL[]> = {
  deleted_desc: [desc(products.deletedAt), desc(products.id)],
  deleted_asc: [asc(products.deletedAt), asc(products.id)],
  title: [asc(products.title), desc(products.id)],
  price: [asc(products.price), desc(products.id)],
};

/** GET /api/products/deleted: the signed-in merchant's soft-deleted products (restorable). */
export async function listDeletedProducts({ ctx, input: q }: { ctx: MerchantCtx; input: DeletedProductsQuery }): Promise<DeletedProductList> {
  const where = ctx.own.where(products, eq(products.ownerId, ctx.merchant.userId), isNotNull(products.deletedAt));
  const [rows, [{ n }]] = await Promise.all([
    ctx.db
      .select({ ...productCardColumns, deletedAt: products.deletedAt })
      .from(products)
      .innerJoin(merchantProfiles, sameTenant(merchantProfiles, products, eq(merchantProfiles.id, products.merchantId)))
      .where(where)
      .orderBy(...ORDER[q.sort])
      .limit(q.size)
      .offset((q.page - 1) * q.size),
    ctx.db.select({ n: count() }).from(products).where(where),
  ]);
  return {
    products: rows.map((r) => ({ ...toProductCard(r), deleted_at: r.deletedAt!.toISOString() })),
    total: n,
    page: q.page,
    size: q.size,
    has_more: q.page * q.size < n,
  };
}
