import { useCallback } from 'react';
import type { ReviewMediaItem } from '../../../../shared/schemas/reviews';
import { trpc } from '../../lib/trpc';
import { ticketInput, usePictureUploads, type MediaItem } from '../../ui/media/useMediaUploads';

const UPLOAD_FAILED = '사진 업로드에 실패했습니다.';

/** A review's saved photos in display order, as form items. */
export const savedReviewPhotos = (media: ReviewMediaItem[]): MediaItem[] =>
  media.map((m, i) => ({ key: `media-${m.id}`, kind: 'saved', mediaId: m.id, mediaType: 'image', url: m.file_path, poster: null, name: `사진 ${i + 1}` }));

/**
 * The review form's photos, each uploaded straight to storage as it is chosen (a review-upload ticket,
 * then a PUT with progress), as the post and product forms do; `refs` is what a save sends, in order.
 */
export function useReviewPhotos(productId: number, initial: MediaItem[]) {
  const utils = trpc.useUtils();
  const requestTicket = useCallback((file: File) => utils.client.reviews.uploadTicket.mutate({ product_id: productId, ...ticketInput(file) }), [utils, productId]);
  return usePictureUploads(initial, requestTicket, UPLOAD_FAILED);
}
