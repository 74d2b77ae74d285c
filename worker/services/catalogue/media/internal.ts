import { eq, inArray } from 'drizzle-orm';
import { productMedia, type ProductMedia } from '../../../../db/schema';
import { AppError } from '../../../../shared/errors';
import { MSG } from '../../../../shared/messages';
import type { ProductMediaItem } from '../../../../shared/schemas/catalogue';
import type { MerchantCtx, ServiceCtx } from '../../../env';
import { withTransaction } from '../../../scope/transaction';
import { getOwnedProduct, listProductMedia, syncThumbnail, toMediaItem } from '../products/internal';
import { deleteObjects } from '../../../lib/objects';

/** Writes sort_order 0..n-1 in the given sequence (only rows whose value changes), inside the caller's transaction. */
export async function renumber(tx: ServiceCtx, media: ProductMedia[]): Promise<void> {
  for (const [i, m] of media.entries()) {
    if (m.sortOrder !== i) {
      await tx.db.update(productMedia).set({ sortOrder: i }).where(tx.own.where(productMedia, eq(productMedia.id, m.id)));
      m.sortOrder = i;
    }
  }
}

/**
 * The owner removes some media of a product: rows in one transaction under the product's row
 * lock (the thumbnail moves to the first remaining image), objects after it commits.
 * Every id must be one of this product's media, else nothing is removed (404).
 */
export async function removeMedia(ctx: MerchantCtx, productId: number, mediaIds: number[]): Promise<ProductMediaItem[]> {
  const now = ctx.deps.clock.now();
  const { keys, remaining } = await withTransaction(ctx, async (tx) => {
    await getOwnedProduct(tx, productId, { lock: true });
    const media = await listProductMedia(tx.db, tx.own, productId);
    const ids = new Set(mediaIds);
    const doomed = media.filter((m) => ids.has(m.id));
    if (doomed.length !== ids.size) throw new AppError('NOT_FOUND', MSG.notFound, { field: 'media_ids' });
    await tx.db.delete(productMedia).where(tx.own.where(productMedia, inArray(productMedia.id, [...ids])));
    await renumber(tx, media.filter((m) => !ids.has(m.id)));
    const remaining = await syncThumbnail(tx, productId, now);
    return { keys: doomed.map((m) => m.storageKey), remaining };
  });
  await deleteObjects(ctx, keys);
  return remaining.map(toMediaItem);
}
