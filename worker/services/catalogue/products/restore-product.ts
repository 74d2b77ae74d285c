import { eq } from 'drizzle-orm';
import { products } from '../../../../db/schema';
import { productIdSchema, type ProductDetail } from '../../../../shared/schemas/catalogue';
import type { z } from 'zod';
import type { ServiceCtx } from '../../../env';
import { getOwnedProduct, productDetail } from './internal';

/** POST /api/products/{id}/restore: the owner brings a deleted product back (a live one stays as it is). */
export async function restoreProduct({ ctx, input }: { ctx: ServiceCtx; input: z.input<typeof productIdSchema> }): Promise<ProductDetail> {
  const { id } = productIdSchema.parse(input);
  let product = await getOwnedProduct(ctx.db, ctx, id);
  if (product.deletedAt) {
    [product] = await ctx.db
      .update(products)
      .set({ deletedAt: null, updatedAt: ctx.deps.clock.now() })
      .where(eq(products.id, id))
      .returning();
  }
  return productDetail(ctx.db, ctx, product);
}
