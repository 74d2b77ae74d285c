import { eq, sql } from 'drizzle-orm';
import { products } from '../../../../db/schema';
import type { ProductDetail } from '../../../../shared/schemas/catalogue';
import type { ServiceCtx } from '../../../env';
import { getVisibleProduct, isOwner, productDetail } from './internal';

/**
 * GET /api/products/{id}: the detail with its media in order; counts a view (not the owner's).
 * A deleted product, or one whose merchant account is gone, is a 404 for everyone but its owner.
 */
export async function getProduct({ ctx, input }: { ctx: ServiceCtx; input: { id: number } }): Promise<ProductDetail> {
  const found = await getVisibleProduct(ctx, input.id);
  const { product, scope } = found;
  if (!isOwner(ctx, product) && !product.deletedAt) {
    await ctx.db
      .update(products)
      .set({ viewsCount: sql`${products.viewsCount} + 1` })
      .where(scope.where(products, eq(products.id, product.id)));
  }
  return productDetail(ctx, found);
}
