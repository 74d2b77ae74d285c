import { eq } from 'drizzle-orm';
import { products } from '../../../../db/schema';
import type { ProductDetail } from '../../../../shared/schemas/catalogue';
import type { MerchantCtx } from '../../../env';
import { getOwnedProduct, productDetail } from './internal';

/** POST /api/products/{id}/restore: the owner brings a deleted product back (a live one stays as it is). */
export async function restoreProduct({ ctx, input }: { ctx: MerchantCtx; input: { id: number } }): Promise<ProductDetail> {
  let product = await getOwnedProduct(ctx, input.id);
  if (product.deletedAt) {
    [product] = await ctx.db
      .update(products)
      .set({ deletedAt: null, updatedAt: ctx.deps.clock.now() })
      .where(ctx.own.where(products, eq(products.id, input.id)))
      .returning();
  }
  return productDetail(ctx, { product, scope: ctx.own });
}
