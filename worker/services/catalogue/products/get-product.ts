import { eq, sql } from 'drizzle-orm';
import { products } from '../../../../db/schema';
import { productIdSchema, type ProductDetail } from '../../../../shared/schemas/catalogue';
import type { z } from 'zod';
import type { ServiceCtx } from '../../../env';
import { getVisibleProduct, isOwner, productDetail } from './internal';

/**
 * GET /api/products/{id}: the detail with its media in order; counts a view (not the owner's).
 * A deleted product is a 404 for everyone but its owner.
 */
export async function getProduct({ ctx, input }: { ctx: ServiceCtx; input: z.input<typeof productIdSchema> }): Promise<ProductDetail> {
  const { id } = productIdSchema.parse(input);
  const product = await getVisibleProduct(ctx.db, ctx, id);
  if (!isOwner(ctx, product) && !product.deletedAt) {
    await ctx.db.update(products).set({ viewsCount: sql`${products.viewsCount} + 1` }).where(eq(products.id, product.id));
  }
  return productDetail(ctx.db, ctx, product);
}
