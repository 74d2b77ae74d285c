import { count, eq } from 'drizzle-orm';
import { reviewMedia } from '../../../db/schema';
import { REVIEW_IMAGE_MAX_BYTES, REVIEW_IMAGES_MAX } from '../../../shared/review-constants';
import { AppError } from '../../../shared/errors';
import { MSG } from '../../../shared/messages';
import type { ReviewImageUploadInput, ReviewMediaItem } from '../../../shared/schemas/reviews';
import type { UserCtx } from '../../env';
import { withTransaction } from '../../scope/transaction';
import { mediaUrl } from '../catalogue/internal-cards';
import { checkImageBytes, newReviewMediaKey } from '../catalogue/media/internal-images';
import { getAuthoredReview, reviewImageTooLarge } from './internal';

/**
 * POST /api/reviews/{id}/images (multipart `file`): its author adds a photo. Images only, judged by
 * their bytes as product images are (HEIC refused with its message), at most 5 MB; the 5-photo limit
 * is counted under the review's row lock, so parallel uploads cannot make a sixth.
 */
export async function uploadReviewImage({ ctx, input }: { ctx: UserCtx; input: ReviewImageUploadInput }): Promise<ReviewMediaItem> {
  const { id, file } = input;
  if (file.size === 0) throw new AppError('UNSUPPORTED_MEDIA', MSG.imageTypeOnly, { field: 'file' });
  if (file.size > REVIEW_IMAGE_MAX_BYTES) throw reviewImageTooLarge();
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = checkImageBytes(bytes.subarray(0, 32));
  const key = newReviewMediaKey(ctx.own.tenantId, type.ext);
  const fileName = ((file instanceof File ? file.name : '') || `image.${type.ext}`).slice(0, 200);

  // Stored first (storage cannot join the transaction); removed again if the transaction fails.
  await ctx.deps.storage.put(key, bytes, { contentType: type.mime });
  try {
    const row = await withTransaction(ctx, async (tx) => {
      await getAuthoredReview(tx, id, { lock: true });
      const [{ n }] = await tx.db.select({ n: count() }).from(reviewMedia).where(tx.shown.where(reviewMedia, eq(reviewMedia.reviewId, id)));
      if (n >= REVIEW_IMAGES_MAX) throw new AppError('VALIDATION', MSG.reviewImagesMax, { field: 'file' });
      const [created] = await tx.db
        .insert(reviewMedia)
        .values(tx.shown.row({ reviewId: id, storageKey: key, fileName, mimeType: type.mime, sizeBytes: bytes.byteLength, sortOrder: n, createdAt: tx.deps.clock.now() }))
        .returning({ id: reviewMedia.id });
      return created;
    });
    return { id: row.id, file_path: mediaUrl(key) };
  } catch (err) {
    await ctx.deps.storage.delete(key).catch(() => undefined);
    throw err;
  }
}
