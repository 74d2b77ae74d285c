import { z } from 'zod';
import { PRODUCT_IMAGE_MAX_BYTES, PRODUCT_IMAGES_MAX } from '../../catalogue-constants';
import { MSG } from '../../messages';
import { id } from './common';

export const uploadRequestSchema = z.object({
  file_name: z.string().trim().min(1).max(200),
  content_type: z.string().trim().max(100),
  size: z.number().int().min(1).max(PRODUCT_IMAGE_MAX_BYTES, MSG.imageTooLarge),
});

export type UploadRequestInput = z.input<typeof uploadRequestSchema>;

export const mediaOrderSchema = z.object({
  id,
  items: z
    .array(z.object({ id, order: z.coerce.number().int().min(0), is_thumbnail: z.boolean().optional() }))
    .min(1)
    .max(PRODUCT_IMAGES_MAX),
});

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
