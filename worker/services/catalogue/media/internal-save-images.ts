import { eq, inArray } from 'drizzle-orm';
import { productMedia, products } from '../../../../db/schema';
import { PRODUCT_IMAGE_MAX_BYTES, PRODUCT_IMAGES_MAX } from '../../../../shared/catalogue-constants';
import { AppError } from '../../../../shared/errors';
import { MSG } from '../../../../shared/messages';
import type { MerchantCtx, ServiceCtx } from '../../../env';
import { uniqueViolation } from '../../../lib/db-errors';
import { checkImageBytes, checkUploadedObject, imageTooLarge } from './internal-images';
import { listProductMedia } from '../products/internal';
import { markUploadsSaved } from './internal-upload-tickets';

export type ImageRef = { media_id: number } | { upload_token: string };

export interface CheckedUpload {
  key: string;
  mime: string;
  size: number;
  fileName: string;
}

export type PreparedImage = { mediaId: number } | { upload: CheckedUpload };

/**
 * Checks every image of a product form before the save's transaction: each upload token is this
 * app's, this tenant's and this merchant's, and its object exists, is at most 20 MB and is an
 * image by its bytes. A bad upload fails the whole save (its object is removed, nothing else).
 */
export async function prepareImageRefs(ctx: MerchantCtx, refs: ImageRef[]): Promise<PreparedImage[]> {
  if (refs.length > PRODUCT_IMAGES_MAX) throw new AppError('VALIDATION', MSG.productImagesMax, { field: 'images' });
  const seen = new Set<string>();
  const out: PreparedImage[] = [];
  for (const [i, ref] of refs.entries()) {
    const field = `images.${i}`;
    if ('media_id' in ref) {
      if (seen.has(`m${ref.media_id}`)) throw new AppError('VALIDATION', MSG.invalidInput, { field });
      seen.add(`m${ref.media_id}`);
      out.push({ mediaId: ref.media_id });
      continue;
    }
    const { payload, size, judged } = await checkUploadedObject(ctx, ref.upload_token, {
      typ: 'product-upload',
      user: ctx.merchant.userId,
      field,
      seen,
      tooLarge: imageTooLarge,
      judge: checkImageBytes,
    });
    out.push({ upload: { key: payload.key, mime: judged.mime, size, fileName: payload.file_name } });
  }
  return out;
}

/**
 * Makes the product's media exactly `images`, in that order (the first is the thumbnail): saved
 * media of this product are kept and reordered, uploads are added, the rest are removed.
 * Runs inside the save's transaction (`tx`, from withTransaction) with the product row locked;
 * returns the keys to delete from storage once it has committed.
 */
export async function applyImages(tx: ServiceCtx, productId: number, images: PreparedImage[], now: Date): Promise<string[]> {
  const current = await listProductMedia(tx.db, tx.own, productId);
  const byId = new Map(current.map((m) => [m.id, m]));
  for (const [i, img] of images.entries()) {
    if ('mediaId' in img && !byId.has(img.mediaId)) throw new AppError('VALIDATION', MSG.invalidInput, { field: `images.${i}` });
  }
  const uploadKeys = images.flatMap((img) => ('upload' in img ? [img.upload.key] : []));
  if (uploadKeys.length > 0) {
    // A token names one object; once saved it cannot be attached again.
    const used = await tx.db
      .select({ id: productMedia.id })
      .from(productMedia)
      .where(tx.own.where(productMedia, inArray(productMedia.storageKey, uploadKeys)))
      .limit(1);
    if (used.length > 0) throw new AppError('BAD_REQUEST', MSG.uploadExpired, { field: 'images' });
  }
  const kept = new Set(images.flatMap((img) => ('mediaId' in img ? [img.mediaId] : [])));
  const removed = current.filter((m) => !kept.has(m.id));
  if (removed.length > 0) {
    await tx.db.delete(productMedia).where(tx.own.where(productMedia, inArray(productMedia.id, removed.map((m) => m.id))));
  }

  let thumbnailKey: string | null = null;
  for (const [i, img] of images.entries()) {
    const isThumbnail = i === 0;
    if ('mediaId' in img) {
      const m = byId.get(img.mediaId)!;
      if (m.sortOrder !== i || m.isThumbnail !== isThumbnail) {
        await tx.db.update(productMedia).set({ sortOrder: i, isThumbnail }).where(tx.own.where(productMedia, eq(productMedia.id, m.id)));
      }
      if (isThumbnail) thumbnailKey = m.storageKey;
    } else {
      await tx.db
        .insert(productMedia)
        .values(
          tx.own.row({
            productId,
            storageKey: img.upload.key,
            fileName: img.upload.fileName,
            mimeType: img.upload.mime,
            sizeBytes: img.upload.size,
            sortOrder: i,
            isThumbnail,
            createdAt: now,
          }),
        )
        .catch((err: unknown) => {
          // Two saves of one token at the same moment: the unique key lets only the first through.
          if (uniqueViolation(err) === 'product_media_storage_key_key') {
            throw new AppError('BAD_REQUEST', MSG.uploadExpired, { field: 'images' });
          }
          throw err;
        });
      if (isThumbnail) thumbnailKey = img.upload.key;
    }
  }
  await tx.db.update(products).set({ thumbnailKey, updatedAt: now }).where(tx.own.where(products, eq(products.id, productId)));
  await markUploadsSaved(tx, uploadKeys);
  return removed.map((m) => m.storageKey);
}

