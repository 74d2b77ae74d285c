import { useCallback, useMemo } from 'react';
import type { ProductMediaItem } from '../../../../../shared/schemas/catalogue';
import { trpc } from '../../../lib/trpc';
import { contentTypeOf } from '../../../ui/media/fileTypes';
import type { ImageRef } from '../products/productForm';
import { useMediaUploads, type MediaItem } from '../../../ui/media/useMediaUploads';

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
    (file: File) =>
      utils.client.catalogue.products.uploadTicket.mutate({ product_id: productId, file_name: file.name, content_type: contentTypeOf(file), size: file.size }),
    [utils, productId],
  );
  const media = useMediaUploads(initial, requestTicket, UPLOAD_FAILED);
  const refs = useMemo(
    (): ImageRef[] =>
      media.items.flatMap((it): ImageRef[] => {
        if (it.kind === 'saved') return [{ media_id: it.mediaId }];
        return it.status === 'done' && it.token ? [{ upload_token: it.token }] : [];
      }),
    [media.items],
  );
  const add = useCallback((files: File[]) => media.add(files.map((file) => ({ file, mediaType: 'image' as const }))), [media.add]);
  return { ...media, add, refs };
}
