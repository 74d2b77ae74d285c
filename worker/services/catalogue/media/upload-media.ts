import { eq, sql } from 'drizzle-orm';
import { productMedia } from '../../../../db/schema';
import { PRODUCT_IMAGE_MAX_BYTES, PRODUCT_IMAGES_MAX } from '../../../../shared/catalogue-constants';
import { AppError } from '../../../../shared/errors';
import { MSG } from '../../../../shared/messages';
import type { MediaUploadData, ProductMediaItem } from '../../../../shared/schemas/catalogue';
import type { MerchantCtx } from '../../../env';
import { withTransaction } from '../../../scope/transaction';
import { checkImageBytes, imageTooLarge, newProductMediaKey } from './internal-images';
import { getOwnedProduct, listProductMedia, syncThumbnail, toMediaItem } from '../products/internal';

/**
 * POST /api/products/{id}/media (multipart file, is_thumbnail): the owner adds one image.
 * At most 20 MB, JPEG/PNG/GIF/WebP by its bytes; the 10-image limit is counted under the
 * product's row lock, so two uploads at once cannot make an eleventh.
 */
export async function uploadMedia({ ctx, input }: { ctx: MerchantCtx; input: MediaUploadData }): Promise<ProductMediaItem> {
  const { id, file } = input;
  if (file.size === 0) throw new AppError('VALIDATION', MSG.imageTypeOnly, { field: 'file' });
  if (file.size > PRODUCT_IMAGE_MAX_BYTES) throw imageTooLarge();
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = checkImageBytes(bytes.subarray(0, 32));
  const key = newProductMediaKey(ctx.own.tenantId, type.ext);
  const fileName = ((file instanceof File ? file.name : '') || `image.${type.ext}`).slice(0, 200);
  const now = ctx.deps.clock.now();

  // Stored first (storage cannot join the transaction); removed again if the transaction fails.
  await ctx.deps.storage.put(key, bytes, { contentType: type.mime });
  try {
    const created = await withTransaction(ctx, async (tx) => {
      await getOwnedProduct(tx, id, { lock: true });
      const media = await listProductMedia(tx.db, tx.own, id);
      if (media.length >= PRODUCT_IMAGES_MAX) throw new AppError('VALIDATION', MSG.productImagesMax, { field: 'file' });
      if (input.is_thumbnail) {
        await tx.db
          .update(productMedia)
          .set({ sortOrder: sql`${productMedia.sortOrder} + 1`, isThumbnail: false })
          .where(tx.own.where(productMedia, eq(productMedia.productId, id)));
      }
      const [row] = await tx.db
        .insert(productMedia)
        .values(
          tx.own.row({
            productId: id,
            storageKey: key,
            fileName,
            mimeType: type.mime,
            sizeBytes: bytes.byteLength,
            sortOrder: input.is_thumbnail || media.length === 0 ? 0 : Math.max(...media.map((m) => m.sortOrder)) + 1,
            isThumbnail: input.is_thumbnail === true || media.length === 0,
            createdAt: now,
          }),
        )
        .returning();
      const all = await syncThumbnail(tx, id, now);
      return all.find((m) => m.id === row.id)!;
    });
    return toMediaItem(created);
  } catch (err) {
    await ctx.deps.storage.delete(key).catch(() => undefined);
    throw err;
  }
}
