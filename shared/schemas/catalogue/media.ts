import { z } from 'zod';
import { PRODUCT_IMAGE_MAX_BYTES, PRODUCT_IMAGES_MAX } from '../../catalogue-constants';
import { MSG } from '../../messages';
import { flag, integer } from '../input';
import { id } from './common';

export const uploadRequestSchema = z.object({
  /** The product being edited, when there is one: it must be the merchant's own. */
  product_id: id.optional(),
  file_name: z.string().trim().min(1).max(200),
  content_type: z.string().trim().max(100),
  size: integer.pipe(z.number().min(1).max(PRODUCT_IMAGE_MAX_BYTES, MSG.imageTooLarge)),
});

export type UploadRequestInput = z.input<typeof uploadRequestSchema>;
export type UploadRequestData = z.output<typeof uploadRequestSchema>;

/** PUT /api/products/{id}/media/order: display orders and the thumbnail of some (or all) images. */
export const mediaOrderSchema = z.object({
  id,
  items: z
    .array(z.object({ id, order: integer.pipe(z.number().min(0)), is_thumbnail: flag.optional() }))
    .min(1)
    .max(PRODUCT_IMAGES_MAX),
});
export type MediaOrderData = z.output<typeof mediaOrderSchema>;

/** DELETE /api/products/{id}/media {media_ids}: several images at once (all or none). */
export const mediaBulkDeleteSchema = z.object({ id, media_ids: z.array(id).min(1).max(PRODUCT_IMAGES_MAX) });

/** DELETE /api/products/{id}/media/{mediaId}. */
export const mediaDeleteSchema = z.object({ id, mediaId: id });

/**
 * POST /api/products/{id}/media (multipart): one image file and whether it becomes the thumbnail.
 * Its bytes, size and type are judged by the upload itself (413 and 415 with the spec's messages).
 */
export const mediaUploadSchema = z.object({
  id,
  file: z.instanceof(Blob, { error: MSG.imageTypeOnly }),
  is_thumbnail: flag.optional(),
});
export type MediaUploadData = z.output<typeof mediaUploadSchema>;

export interface ProductMediaItem {
  id: number;
  media_type: 'image';
  mime_type: string;
  file_path: string;
  file_name: string;
  thumbnail_url: string;
  is_thumbnail: boolean;
  order: number;
}

export interface UploadTicket {
  upload_url: string;
  method: 'PUT';
  /** Headers the PUT must carry (the content type the ticket was signed for). */
  headers: Record<string, string>;
  upload_token: string;
  expires_at: string;
}
