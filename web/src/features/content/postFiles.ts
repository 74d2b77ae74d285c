import { POST_FILE_MAX_BYTES, POST_FILES_MAX, POST_IMAGE_TYPES, POST_VIDEO_TYPES } from '../../../../shared/content-constants';
import { MSG } from '../../../../shared/messages';
import { contentTypeOf } from '../../ui/media/fileTypes';
import type { MediaKind } from '../../ui/media/useMediaUploads';

/** What the post form's picker offers; HEIC is left out (the server refuses it by its bytes anyway). */
export const POST_ACCEPT = [...POST_IMAGE_TYPES, ...POST_VIDEO_TYPES, '.jpg', '.jpeg', '.png', '.gif', '.webp', '.mp4', '.webm', '.mov'].join(',');

export const postMediaKind = (file: File): MediaKind | null => {
  const type = contentTypeOf(file);
  if ((POST_IMAGE_TYPES as readonly string[]).includes(type)) return 'image';
  if ((POST_VIDEO_TYPES as readonly string[]).includes(type)) return 'video';
  return null;
};

/**
 * Splits a choice of files into those to upload (with their kind) and the first message about the rest
 * (platform.md §8: unsupported type, too large naming the file, too many files). What still fits is kept.
 */
export function sortChosenPostFiles(files: File[], alreadyThere: number) {
  const accepted: { file: File; mediaType: MediaKind }[] = [];
  let message: string | null = null;
  for (const file of files) {
    const mediaType = postMediaKind(file);
    if (!mediaType || file.size === 0) {
      message ??= MSG.postFileType;
      continue;
    }
    if (file.size > POST_FILE_MAX_BYTES) {
      message ??= MSG.postFileTooLarge(file.name);
      continue;
    }
    if (alreadyThere + accepted.length >= POST_FILES_MAX) {
      message ??= MSG.postTooManyFiles;
      continue;
    }
    accepted.push({ file, mediaType });
  }
  return { accepted, message };
}
