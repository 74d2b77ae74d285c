import {
  PRODUCT_IMAGE_MAX_BYTES,
  PRODUCT_IMAGE_TYPES,
  PRODUCT_IMAGES_MAX,
} from '../../../../../shared/catalogue-constants';
import { MSG } from '../../../../../shared/messages';
import { contentTypeOf } from '../../../ui/media/fileTypes';

/** What the file picker offers; HEIC is left out on purpose (it is refused anyway). */
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/gif,image/webp,.jpg,.jpeg,.png,.gif,.webp';

const isHeic = (file: File) => /^image\/hei[cf](-sequence)?$/i.test(file.type) || /\.(heic|heif)$/i.test(file.name);


/**
 * Refuses what the server would refuse, before anything is sent (commerce.md §5): HEIC/HEIF first (by type
 * or name — phones often send them with a blank type), then the type, then the size.
 */
export function checkImageFile(file: File): string | null {
  if (isHeic(file)) return MSG.imageHeicUnsupported;
  if (!(PRODUCT_IMAGE_TYPES as readonly string[]).includes(contentTypeOf(file))) return MSG.imageTypeOnly;
  if (file.size > PRODUCT_IMAGE_MAX_BYTES) return MSG.imageTooLarge;
  if (file.size === 0) return MSG.imageTypeOnly;
  return null;
}

/**
 * Splits a choice of files into those to upload and the first message about the rest: refused files, or
 * files past the 10-image limit (the ones that still fit are kept).
 */
export function sortChosenFiles(files: File[], alreadyThere: number): { accepted: File[]; message: string | null } {
  const accepted: File[] = [];
  let message: string | null = null;
  for (const file of files) {
    const refusal = checkImageFile(file);
    if (refusal) {
      message ??= refusal;
      continue;
    }
    if (alreadyThere + accepted.length >= PRODUCT_IMAGES_MAX) {
      message ??= MSG.productImagesMax;
      continue;
    }
    accepted.push(file);
  }
  return { accepted, message };
}
