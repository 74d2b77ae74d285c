import { eq, sql } from 'drizzle-orm';
import { productMedia } from '../../../../db/schema';
import { PRODUCT_IMAGE_MAX_BYTES, PRODUCT_IMAGES_MAX } from '../../../../shared/catalogue-constants';
import { AppError } from '../../../../shared/errors';
import { MSG } from '../../../../shared/messages';
import { productIdSchema, type ProductMediaItem } from '../../../../shared/schemas/catalogue';
import type { ServiceCtx } from '../../../env';
import type { UploadedFile } from '../../auth/internal-files';
import { checkImageBytes, imageTooLarge, newProductMediaKey } from './internal-images';
import { getOwnedProduct, listProductMedia, syncThumbnail, toMediaItem } from '../products/internal';

export interface UploadMediaInput {
  id: unknown;
  file?: UploadedFile;
  /** Makes it the thumbnail, placed first. */
  is_thumbnail?: boolean;
}

/**
 * POST /api/products/{id}/media (multipart file, is_thumbnail): the owner adds one image.
 * At most 20 MB, JPEG/PNG/GIF/WebP by its bytes; the 10-image limit is counted under the
 * product's row lock, so two uploads at once cannot make an eleventh.
 */
export async function uploadMedia({ ctx, input }: { ctx: ServiceCtx; input: UploadMediaInput }): Promise<ProductMediaItem> {
  const { id } = productIdSchema.parse({ id: input.id });
  await getOwnedProduct(ctx.db, ctx, id);
  const file = input.file;
  if (!file || file.bytes.byteLength === 0) throw new AppError('VALIDATION', MSG.imageTypeOnly, { field: 'file' });
  if (file.bytes.byteLength > PRODUCT_IMAGE_MAX_BYTES) throw imageTooLarge();
  const type = checkImageBytes(file.bytes.subarray(0, 32));
  const key = newProductMediaKey(ctx.tenant.id, type.ext);
  const now = ctx.deps.clock.now();

  // Stored first (storage cannot join the transaction); removed again if the transaction fails.
  await ctx.deps.storage.put(key, file.bytes, { contentType: type.mime });
  try {
    const created = await ctx.db.transaction(async (tx) => {
      await getOwnedProduct(tx, ctx, id, { lock: true });
      const media = await listProductMedia(tx, id);
      if (media.length >= PRODUCT_IMAGES_MAX) throw new AppError('VALIDATION', MSG.productImagesMax, { field: 'file' });
      const first = input.is_thumbnail === true || media.length === 0;
      if (input.is_thumbnail) {
        await tx
          .update(productMedia)
          .set({ sortOrder: sql`${productMedia.sortOrder} + 1`, isThumbnail: false })
          .where(eq(productMedia.productId, id));
      }
      const [row] = await tx
        .insert(productMedia)
        .values({
          tenantId: ctx.tenant.id,
          productId: id,
          storageKey: key,
          fileName: (file.name || `image.${type.ext}`).slice(0, 200),
          mimeType: type.mime,
          sizeBytes: file.bytes.byteLength,
          sortOrder: input.is_thumbnail ? 0 : media.length === 0 ? 0 : Math.max(...media.map((m) => m.sortOrder)) + 1,
          isThumbnail: first,
          createdAt: now,
        })
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
