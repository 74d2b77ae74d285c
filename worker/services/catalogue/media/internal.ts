import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../../db/client';
import { productMedia, type ProductMedia } from '../../../../db/schema';
import { AppError } from '../../../../shared/errors';
import { MSG } from '../../../../shared/messages';
import type { ProductMediaItem } from '../../../../shared/schemas/catalogue';
import type { ServiceCtx } from '../../../env';
import { getOwnedProduct, listProductMedia, syncThumbnail, toMediaItem } from '../products/internal';
import { deleteObjects } from './internal-save-images';

/** Writes sort_order 0..n-1 in the given sequence (only rows whose value changes). */
export async function renumber(tx: DbOrTx, media: ProductMedia[]): Promise<void> {
  for (const [i, m] of media.entries()) {
    if (m.sortOrder !== i) {
      await tx.update(productMedia).set({ sortOrder: i }).where(eq(productMedia.id, m.id));
      m.sortOrder = i;
    }
  }
}

/**
 * The owner removes some media of a product: rows in one transaction under the product's row
 * lock (the thumbnail moves to the first remaining image), objects after it commits.
 * Every id must be one of this product's media, else nothing is removed (404).
 */
export async function removeMedia(ctx: ServiceCtx, productId: number, mediaIds: number[]): Promise<ProductMediaItem[]> {
  const now = ctx.deps.clock.now();
  const { keys, remaining } = await ctx.db.transaction(async (tx) => {
    await getOwnedProduct(tx, ctx, productId, { lock: true });
    const media = await listProductMedia(tx, productId);
    const ids = new Set(mediaIds);
    const doomed = media.filter((m) => ids.has(m.id));
    if (doomed.length !== ids.size) throw new AppError('NOT_FOUND', MSG.notFound, { field: 'media_ids' });
    await tx.delete(productMedia).where(inArray(productMedia.id, [...ids]));
    await renumber(tx, media.filter((m) => !ids.has(m.id)));
    const remaining = await syncThumbnail(tx, productId, now);
    return { keys: doomed.map((m) => m.storageKey), remaining };
  });
  await deleteObjects(ctx, keys);
  return remaining.map(toMediaItem);
}
