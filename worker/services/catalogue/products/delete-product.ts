import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { productMedia, products } from '../../../../db/schema';
import type { productDeleteSchema } from '../../../../shared/schemas/catalogue';
import type { MerchantCtx } from '../../../env';
import { withTransaction } from '../../../scope/transaction';
import { getOwnedProduct, listProductMedia } from './internal';
import { deleteObjects } from '../../../lib/objects';

/**
 * DELETE /api/products/{id}: the owner soft-deletes (restorable, listed in deleted products).
 * `permanent` removes the row, its media rows and objects for good; it is allowed on a live or
 * an already deleted product alike (the deleted-products screen uses it).
 */
export async function deleteProduct({ ctx, input }: { ctx: MerchantCtx; input: z.output<typeof productDeleteSchema> }): Promise<{ ok: true }> {
  const { id, permanent } = input;
  const now = ctx.deps.clock.now();
  if (!permanent) {
    const product = await getOwnedProduct(ctx, id);
    if (!product.deletedAt) {
      await ctx.db.update(products).set({ deletedAt: now, updatedAt: now }).where(ctx.own.where(products, eq(products.id, id)));
    }
    return { ok: true };
  }
  const keys = await withTransaction(ctx, async (tx) => {
    await getOwnedProduct(tx, id, { lock: true });
    const media = await listProductMedia(tx.db, tx.own, id);
    await tx.db.delete(productMedia).where(tx.own.where(productMedia, eq(productMedia.productId, id)));
    await tx.db.delete(products).where(tx.own.where(products, eq(products.id, id)));
    return media.map((m) => m.storageKey);
  });
  await deleteObjects(ctx, keys);
  return { ok: true };
}
