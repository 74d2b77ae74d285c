import { POST_FILE_MAX_BYTES, POST_FILES_MAX, POST_IMAGE_TYPES, POST_VIDEO_TYPES } from '../../../../shared/content-constants';
import { MSG } from '../../../../shared/messages';
import { sortChosenMedia } from '../../ui/media/chosenFiles';
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
  const { accepted, message } = sortChosenMedia(files, alreadyThere, {
    max: POST_FILES_MAX,
    tooMany: MSG.postTooManyFiles,
    refusal: (file) => (!postMediaKind(file) || file.size === 0 ? MSG.postFileType : file.size > POST_FILE_MAX_BYTES ? MSG.postFileTooLarge(file.name) : null),
  });
  return { accepted: accepted.map((file) => ({ file, mediaType: postMediaKind(file)! })), message };
}
