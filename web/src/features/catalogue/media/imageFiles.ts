import { PRODUCT_IMAGE_MAX_BYTES, PRODUCT_IMAGE_TYPES, PRODUCT_IMAGES_MAX } from '../../../../../shared/catalogue-constants';
import { MSG } from '../../../../../shared/messages';
import { pictureRefusal, sortChosenMedia } from '../../../ui/media/chosenFiles';

export { PICTURE_ACCEPT as IMAGE_ACCEPT } from '../../../ui/media/chosenFiles';

/** commerce.md §5: JPG, PNG, GIF or WebP of at most 20 MB. */
const PRODUCT_PICTURE = { types: PRODUCT_IMAGE_TYPES, maxBytes: PRODUCT_IMAGE_MAX_BYTES, tooLarge: MSG.imageTooLarge };

/** The product form's choice: refused files and files past the 10-image limit leave their message. */
export const sortChosenFiles = (files: File[], alreadyThere: number) =>
  sortChosenMedia(files, alreadyThere, { max: PRODUCT_IMAGES_MAX, tooMany: MSG.productImagesMax, refusal: (file) => pictureRefusal(file, PRODUCT_PICTURE) });
