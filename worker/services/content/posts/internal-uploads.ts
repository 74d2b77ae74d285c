import { inArray, or, sql } from 'drizzle-orm';
import { postMedia } from '../../../../db/schema';
import { POST_IMAGE_TYPES, POST_VIDEO_TYPES } from '../../../../shared/content-constants';
import { AppError } from '../../../../shared/errors';
import { MSG } from '../../../../shared/messages';
import type { PostMediaRef } from '../../../../shared/schemas/content';
import type { UserCtx } from '../../../env';
import { checkUploadedObject, declaredType } from '../../catalogue/media/internal-images';
import { checkMediaCount, postFileTooLarge, sniffPostMedia, type StoredMedia } from './internal-media';

/**
 * Post media uploaded straight to storage with a ticket (content.posts.uploadTicket): the declared
 * type before the upload, and every token of a save checked again by its object's bytes.
 */

const EXT_OF: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'video/quicktime': 'mov',
};
const VIDEO_BY_EXT: Record<string, string> = { mp4: 'video/mp4', webm: 'video/webm', mov: 'video/quicktime' };

/**
 * A declared type and name, before any byte is seen: HEIC (by type or extension) refused as for
 * products, images by type, videos by type or by extension (browsers often leave a .mov untyped).
 */
export function checkDeclaredPostMedia(contentType: string, fileName: string): { mime: string; ext: string } {
  const type = declaredType(contentType, fileName);
  if ((POST_IMAGE_TYPES as readonly string[]).includes(type) || (POST_VIDEO_TYPES as readonly string[]).includes(type)) {
    return { mime: type, ext: EXT_OF[type] };
  }
  const byExt = VIDEO_BY_EXT[/\.([a-z0-9]+)$/i.exec(fileName)?.[1].toLowerCase() ?? ''];
  if (byExt) return { mime: byExt, ext: EXT_OF[byExt] };
  throw new AppError('UNSUPPORTED_MEDIA', MSG.postFileType, { field: 'content_type' });
}

/** A media item of a save, checked: one the post keeps (with a new thumbnail key, maybe) or a new upload. */
export type PreparedPostMedia = { mediaId: number; thumbnailKey: string | null } | { upload: StoredMedia };

/**
 * One post upload token of the signed-in user (checkUploadedObject: this app's, this tenant's, of
 * the post kind, in its window plus the save grace), naming an object that exists, is at most 50 MB
 * and is an image or a video by its bytes.
 */
async function checkUpload(ctx: UserCtx, token: string, field: string, seen: Set<string>): Promise<StoredMedia> {
  const { payload, size, judged } = await checkUploadedObject(ctx, token, {
    typ: 'post-upload',
    user: ctx.user.id,
    field,
    seen,
    tooLarge: (p) => postFileTooLarge(p.file_name),
    judge: (head) => sniffPostMedia(head),
  });
  return { mediaType: judged.mediaType, mimeType: judged.type.mime, storageKey: payload.key, fileName: payload.file_name.slice(0, 255), sizeBytes: size, thumbnailKey: null };
}

/** A captured frame: an uploaded image, given for a video only. */
async function checkThumbnail(ctx: UserCtx, token: string, field: string, seen: Set<string>): Promise<string> {
  const frame = await checkUpload(ctx, token, field, seen);
  // A video is a fine upload, just not a frame: it stays for another save.
  if (frame.mediaType !== 'image') throw new AppError('VALIDATION', MSG.imageTypeOnly, { field });
  return frame.storageKey;
}

export const thumbnailOnlyForVideo = (field: string) => new AppError('VALIDATION', MSG.postThumbnailVideoOnly, { field });

/**
 * Checks every item of a save before its transaction (nothing is written when one fails; the
 * field names the item, `media.2` or `media.2.thumbnail_token`). Kept items are only named here:
 * whether they are this post's, and videos, is settled under the post's lock (updatePostWithUploads).
 */
export async function preparePostMedia(ctx: UserCtx, refs: PostMediaRef[]): Promise<PreparedPostMedia[]> {
  checkMediaCount(refs.length);
  const seen = new Set<string>();
  const keptIds = new Set<number>();
  const out: PreparedPostMedia[] = [];
  for (const [i, ref] of refs.entries()) {
    const field = `media.${i}`;
    const thumbField = `${field}.thumbnail_token`;
    if ('media_id' in ref) {
      if (keptIds.has(ref.media_id)) throw new AppError('VALIDATION', MSG.invalidInput, { field });
      keptIds.add(ref.media_id);
      out.push({ mediaId: ref.media_id, thumbnailKey: ref.thumbnail_token ? await checkThumbnail(ctx, ref.thumbnail_token, thumbField, seen) : null });
      continue;
    }
    const upload = await checkUpload(ctx, ref.upload_token, field, seen);
    if (ref.thumbnail_token) {
      if (upload.mediaType !== 'video') throw thumbnailOnlyForVideo(thumbField);
      upload.thumbnailKey = await checkThumbnail(ctx, ref.thumbnail_token, thumbField, seen);
    }
    out.push({ upload });
  }
  return out;
}

/** Every object key a save would attach (files and frames). */
export const uploadedKeys = (items: PreparedPostMedia[]): string[] =>
  items.flatMap((m) => ('upload' in m ? [m.upload.storageKey, ...(m.upload.thumbnailKey ? [m.upload.thumbnailKey] : [])] : m.thumbnailKey ? [m.thumbnailKey] : []));

/**
 * Inside the save's transaction: no post row uses any of `keys` yet, as a file or as a thumbnail.
 * The keys are locked first (until commit), so two saves of one token cannot both pass; the
 * unique storage key backs this for files.
 */
export async function claimUploadedKeys(tx: UserCtx, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  for (const key of [...keys].sort()) await tx.db.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
  const used = await tx.db
    .select({ id: postMedia.id })
    .from(postMedia)
    .where(tx.own.where(postMedia, or(inArray(postMedia.storageKey, keys), inArray(postMedia.thumbnailKey, keys))))
    .limit(1);
  if (used.length > 0) throw new AppError('BAD_REQUEST', MSG.uploadExpired, { field: 'media' });
}
