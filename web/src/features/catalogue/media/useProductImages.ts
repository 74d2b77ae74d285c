import { useCallback } from 'react';
import type { ProductMediaItem } from '../../../../../shared/schemas/catalogue';
import { trpc } from '../../../lib/trpc';
import { ticketInput, usePictureUploads, type MediaItem } from '../../../ui/media/useMediaUploads';

const UPLOAD_FAILED = '이미지 업로드에 실패했습니다.';

/** Saved media in display order: the thumbnail first, then by order. */
export function savedItems(media: ProductMediaItem[]): MediaItem[] {
  return [...media]
    .sort((a, b) => Number(b.is_thumbnail) - Number(a.is_thumbnail) || a.order - b.order)
    .map((m) => ({
      key: `media-${m.id}`,
      kind: 'saved',
      mediaId: m.id,
      mediaType: 'image',
      url: m.thumbnail_url || m.file_path,
      poster: null,
      name: m.file_name,
    }));
}

/**
 * The product form's images, uploaded through the product ticket (naming the product when editing, so
 * the server checks it is the merchant's own); `refs` is what a save sends.
 */
export function useProductImages(initial: MediaItem[], productId?: number) {
  const utils = trpc.useUtils();
  const requestTicket = useCallback(
    (file: File) => utils.client.catalogue.products.uploadTicket.mutate({ product_id: productId, ...ticketInput(file) }),
    [utils, productId],
  );
  return usePictureUploads(initial, requestTicket, UPLOAD_FAILED);
}
