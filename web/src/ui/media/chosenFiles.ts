import { MSG } from '../../../../shared/messages';
import { contentTypeOf } from './fileTypes';

/** What a picture picker offers; HEIC is left out on purpose (it is refused anyway). */
export const PICTURE_ACCEPT = 'image/jpeg,image/png,image/gif,image/webp,.jpg,.jpeg,.png,.gif,.webp';

const isHeic = (file: File) => /^image\/hei[cf](-sequence)?$/i.test(file.type) || /\.(heic|heif)$/i.test(file.name);

/** A form's rules for one picture: the types the server takes, its size limit and the message past it. */
export interface PictureRules {
  types: readonly string[];
  maxBytes: number;
  tooLarge: string;
}

/**
 * Why a picture would be refused, before anything is sent (commerce.md §5): HEIC/HEIF first (by type or
 * name — phones often send them with a blank type), then the type (an empty file too), then the size.
 */
export function pictureRefusal(file: File, rules: PictureRules): string | null {
  if (isHeic(file)) return MSG.imageHeicUnsupported;
  if (!rules.types.includes(contentTypeOf(file)) || file.size === 0) return MSG.imageTypeOnly;
  if (file.size > rules.maxBytes) return rules.tooLarge;
  return null;
}

/**
 * Splits a choice of files into those to upload and the first message about the rest: a file's own
 * refusal, or files past the form's limit (the ones that still fit are kept). The product, post and
 * review forms all choose this way.
 */
export function sortChosenMedia(
  files: File[],
  alreadyThere: number,
  limit: { max: number; tooMany: string; refusal: (file: File) => string | null },
): { accepted: File[]; message: string | null } {
  const accepted: File[] = [];
  let message: string | null = null;
  for (const file of files) {
    const refusal = limit.refusal(file) ?? (alreadyThere + accepted.length >= limit.max ? limit.tooMany : null);
    if (refusal) message ??= refusal;
    else accepted.push(file);
  }
  return { accepted, message };
}
