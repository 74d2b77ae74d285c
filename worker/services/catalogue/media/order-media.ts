import { eq } from 'drizzle-orm';
import { productMedia } from '../../../../db/schema';
import { AppError } from '../../../../shared/errors';
import { MSG } from '../../../../shared/messages';
import type { MediaOrderData, ProductMediaItem } from '../../../../shared/schemas/catalogue';
import type { MerchantCtx } from '../../../env';
import { withTransaction } from '../../../scope/transaction';
import { renumber } from './internal';
import { getOwnedProduct, listProductMedia, syncThumbnail, toMediaItem } from '../products/internal';

/**
 * PUT /api/products/{id}/media/order: the owner sets display order and the thumbnail. Items not
 * listed keep their relative place; orders are renumbered 0..n-1. The thumbnail is the item
 * marked is_thumbnail (the lowest order if several), else the current one unless it was unmarked,
 * else the first image.
 */
export async function orderMedia({ ctx, input: q }: { ctx: MerchantCtx; input: MediaOrderData }): Promise<ProductMediaItem[]> {
  const now = ctx.deps.clock.now();
  const result = await withTransaction(ctx, async (tx) => {
    await getOwnedProduct(tx, q.id, { lock: true });
    const media = await listProductMedia(tx.db, tx.own, q.id);
    const ids = new Set(media.map((m) => m.id));
    const given = new Map<number, (typeof q.items)[number]>();
    for (const [i, item] of q.items.entries()) {
      if (!ids.has(item.id) || given.has(item.id)) throw new AppError('VALIDATION', MSG.invalidInput, { field: `items.${i}.id` });
      given.set(item.id, item);
    }
    const rank = (m: (typeof media)[number]) => given.get(m.id)?.order ?? m.sortOrder;
    const sorted = [...media].sort((a, b) => rank(a) - rank(b) || Number(given.has(b.id)) - Number(given.has(a.id)) || a.id - b.id);
    await renumber(tx, sorted);

    const marked = q.items.filter((i) => i.is_thumbnail === true).sort((a, b) => a.order - b.order)[0];
    for (const m of sorted) {
      const thumb = marked ? m.id === marked.id : m.isThumbnail && given.get(m.id)?.is_thumbnail !== false;
      if (thumb !== m.isThumbnail) {
        await tx.db.update(productMedia).set({ isThumbnail: thumb }).where(tx.own.where(productMedia, eq(productMedia.id, m.id)));
      }
    }
    return syncThumbnail(tx, q.id, now);
  });
  return result.map(toMediaItem);
}
