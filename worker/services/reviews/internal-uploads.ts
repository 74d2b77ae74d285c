import { inArray, sql } from 'drizzle-orm';
import { reviewMedia } from '../../../db/schema';
import { AppError } from '../../../shared/errors';
import { MSG } from '../../../shared/messages';
import type { UserCtx } from '../../env';
import { checkImageBytes, checkUploadedObject } from '../catalogue/media/internal-images';
import { markUploadsSaved } from '../catalogue/media/internal-upload-tickets';
import { reviewImageTooLarge } from './internal';

/**
 * Review photos uploaded straight to storage with a ticket (reviews.uploadTicket): every token of a
 * save is checked again by its object's bytes before the save's one transaction.
 */

export interface UploadedPhoto {
  storageKey: string;
  fileName: string;
  mimeType: string;
  sizeBytes: number;
}

/** Review upload tokens of the signed-in user (this app's, this site's, in their window plus the save grace), each an image of at most 5 MB. */
export async function checkReviewUploads(ctx: UserCtx, tokens: { token: string; field: string }[]): Promise<UploadedPhoto[]> {
  const seen = new Set<string>();
  const out: UploadedPhoto[] = [];
  for (const { token, field } of tokens) {
    const { payload, size, judged } = await checkUploadedObject(ctx, token, {
      typ: 'review-upload',
      user: ctx.user.id,
      field,
      seen,
      tooLarge: () => reviewImageTooLarge(),
      judge: checkImageBytes,
    });
    out.push({ storageKey: payload.key, fileName: payload.file_name.slice(0, 200), mimeType: judged.mime, sizeBytes: size });
  }
  return out;
}

/**
 * Inside the save's transaction: no review photo uses any of `keys` yet. The keys are locked first
 * (until commit), so two saves of one token cannot both pass; the unique storage key backs this.
 */
export async function claimReviewKeys(tx: UserCtx, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  for (const key of [...keys].sort()) await tx.db.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
  const used = await tx.db.select({ id: reviewMedia.id }).from(reviewMedia).where(tx.shown.where(reviewMedia, inArray(reviewMedia.storageKey, keys))).limit(1);
  if (used.length > 0) throw new AppError('BAD_REQUEST', MSG.uploadExpired, { field: 'images' });
}

/** The photo rows of checked uploads, at the given display positions. */
export async function insertPhotos(tx: UserCtx, reviewId: number, photos: { photo: UploadedPhoto; order: number }[]): Promise<void> {
  if (photos.length === 0) return;
  const now = tx.deps.clock.now();
  await tx.db.insert(reviewMedia).values(tx.shown.rows(photos.map(({ photo, order }) => ({ reviewId, ...photo, sortOrder: order, createdAt: now }))));
  await markUploadsSaved(tx, photos.map(({ photo }) => photo.storageKey));
}
