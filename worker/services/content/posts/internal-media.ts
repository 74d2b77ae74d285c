import { POST_FILE_MAX_BYTES, POST_FILES_MAX } from '../../../../shared/content-constants';
import { AppError } from '../../../../shared/errors';
import { MSG } from '../../../../shared/messages';
import { decodeDataUrl, type UploadedFile } from '../../../../shared/schemas/upload';
import type { ServiceCtx } from '../../../env';
import { randomToken } from '../../../lib/crypto';
import { isHeif, sniffImage, sniffVideo, type SniffedType } from '../../../lib/file-type';
import { deleteObjects } from '../../../lib/objects';
import { postKeyPrefix } from '../../catalogue/media/internal-images';

/** A file of a post form, judged and stored: what its media row records. */
export interface StoredMedia {
  mediaType: 'image' | 'video';
  mimeType: string;
  storageKey: string;
  fileName: string;
  sizeBytes: number;
  thumbnailKey: string | null;
}

/** Server-chosen object key of a post's file (`ctx.own.tenantId`'s prefix). */
export const newPostKey = (tenant: number, ext: string) => `${postKeyPrefix(tenant)}${randomToken(18)}.${ext}`;

export const postFileTooLarge = (fileName: string, field?: string) =>
  new AppError('PAYLOAD_TOO_LARGE', MSG.postFileTooLarge(fileName), field ? { field } : undefined);

/** An image or a video by its first bytes (mp4, webm, mov); anything else, HEIC included, is refused. */
export function sniffPostMedia(head: Uint8Array, field?: string): { type: SniffedType; mediaType: 'image' | 'video' } {
  const image = isHeif(head) ? null : sniffImage(head);
  if (image) return { type: image, mediaType: 'image' };
  const video = sniffVideo(head);
  if (video) return { type: video, mediaType: 'video' };
  throw new AppError('UNSUPPORTED_MEDIA', MSG.postFileType, field ? { field } : undefined);
}

function judge(file: UploadedFile): { type: SniffedType; mediaType: 'image' | 'video' } {
  if (file.bytes.byteLength > POST_FILE_MAX_BYTES) throw postFileTooLarge(file.name, 'files');
  return sniffPostMedia(file.bytes.subarray(0, 32), 'files');
}

/** A captured video frame (a data URL of an image); null when none was given. */
function judgeThumbnail(dataUrl: string | undefined, field: string): { bytes: Uint8Array; type: SniffedType } | null {
  if (!dataUrl) return null;
  const file = decodeDataUrl(dataUrl, 'thumbnail');
  const type = file && sniffImage(file.bytes.subarray(0, 32));
  if (!file || !type) throw new AppError('VALIDATION', MSG.postFileType, { field });
  return { bytes: file.bytes, type };
}

/** The number of files a post would hold: at least one, at most POST_FILES_MAX. */
export function checkMediaCount(count: number): void {
  if (count < 1) throw new AppError('VALIDATION', MSG.postMediaRequired, { field: 'files' });
  if (count > POST_FILES_MAX) throw new AppError('VALIDATION', MSG.postTooManyFiles, { field: 'files' });
}

/**
 * Judges every file first (nothing is stored when one is refused), then stores them and the
 * thumbnails given for videos by file name. Storage cannot join the transaction: the caller removes
 * what `stored` lists when its transaction fails (removeStored).
 */
export async function storePostFiles(ctx: ServiceCtx, files: UploadedFile[], thumbnails: { file_name: string; thumbnail: string }[]): Promise<StoredMedia[]> {
  const judged = files.map((file) => {
    const { type, mediaType } = judge(file);
    const given = mediaType === 'video' ? thumbnails.find((t) => t.file_name === file.name)?.thumbnail : undefined;
    return { file, type, mediaType, thumbnail: judgeThumbnail(given, 'custom_thumbnails') };
  });
  const stored: StoredMedia[] = [];
  try {
    for (const { file, type, mediaType, thumbnail } of judged) {
      const storageKey = newPostKey(ctx.own.tenantId, type.ext);
      await ctx.deps.storage.put(storageKey, file.bytes, { contentType: type.mime });
      const entry: StoredMedia = { mediaType, mimeType: type.mime, storageKey, fileName: file.name.slice(0, 255), sizeBytes: file.bytes.byteLength, thumbnailKey: null };
      stored.push(entry);
      if (thumbnail) {
        entry.thumbnailKey = newPostKey(ctx.own.tenantId, thumbnail.type.ext);
        await ctx.deps.storage.put(entry.thumbnailKey, thumbnail.bytes, { contentType: thumbnail.type.mime });
      }
    }
  } catch (err) {
    await removeStored(ctx, stored);
    throw err;
  }
  return stored;
}

/** Stores a new thumbnail (a captured frame) for a media item the post keeps. */
export async function storeThumbnail(ctx: ServiceCtx, dataUrl: string): Promise<string> {
  const thumbnail = judgeThumbnail(dataUrl, 'existing_media_thumbnails')!;
  const key = newPostKey(ctx.own.tenantId, thumbnail.type.ext);
  await ctx.deps.storage.put(key, thumbnail.bytes, { contentType: thumbnail.type.mime });
  return key;
}

/** The objects of stored media (files and thumbnails). */
export const objectKeys = (media: { storageKey: string; thumbnailKey: string | null }[]): string[] =>
  media.flatMap((m) => (m.thumbnailKey ? [m.storageKey, m.thumbnailKey] : [m.storageKey]));

export const removeStored = (ctx: ServiceCtx, media: StoredMedia[]) => deleteObjects(ctx, objectKeys(media));
