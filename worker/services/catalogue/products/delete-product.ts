import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { productMedia, products } from '../../../../db/schema';
import { productIdSchema } from '../../../../shared/schemas/catalogue';
import type { ServiceCtx } from '../../../env';
import { getOwnedProduct, listProductMedia } from './internal';
import { deleteObjects } from '../media/internal-save-images';

export const productDeleteSchema = productIdSchema.extend({
  permanent: z
    .union([z.boolean(), z.enum(['0', '1', 'true', 'false'])])
    .optional()
    .transform((v) => v === true || v === '1' || v === 'true'),
});

/**
 * DELETE /api/products/{id}: the owner soft-deletes (restorable, listed in deleted products).
 * `permanent` removes the row, its media rows and objects for good; it is allowed on a live or
 * an already deleted product alike (the deleted-products screen uses it).
 */
export async function deleteProduct({ ctx, input }: { ctx: ServiceCtx; input: z.input<typeof productDeleteSchema> }): Promise<{ ok: true }> {
  const { id, permanent } = productDeleteSchema.parse(input);
  const now = ctx.deps.clock.now();
  if (!permanent) {
    const product = await getOwnedProduct(ctx.db, ctx, id);
    if (!product.deletedAt) await ctx.db.update(products).set({ deletedAt: now, updatedAt: now }).where(eq(products.id, id));
    return { ok: true };
  }
  const keys = await ctx.db.transaction(async (tx) => {
    await getOwnedProduct(tx, ctx, id, { lock: true });
    const media = await listProductMedia(tx, id);
    await tx.delete(productMedia).where(eq(productMedia.productId, id));
    await tx.delete(products).where(eq(products.id, id));
    return media.map((m) => m.storageKey);
  });
  await deleteObjects(ctx, keys);
  return { ok: true };
}
