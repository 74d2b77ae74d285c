import { forwardRef } from 'react';
import { PRODUCT_IMAGES_MAX } from '../../../../../shared/catalogue-constants';
import { SortableMediaField } from '../../../ui/media/SortableMediaField';
import type { MediaItem } from '../../../ui/media/useMediaUploads';
import { IMAGE_ACCEPT } from './imageFiles';

interface Props {
  items: MediaItem[];
  error?: string | null;
  onAdd: (files: File[]) => void;
  onMove: (from: number, to: number) => void;
  onRemove: (key: string) => void;
}

/** The product form's images (commerce.md §5): up to 10 of 20 MB, the first the thumbnail. */
export const ProductImagesField = forwardRef<HTMLButtonElement, Props>(function ProductImagesField(props, ref) {
  return (
    <SortableMediaField
      ref={ref}
      label="상품 이미지"
      noun="이미지"
      max={PRODUCT_IMAGES_MAX}
      accept={IMAGE_ACCEPT}
      testId="product-image"
      helper={`JPG, PNG, GIF, WebP · 한 장에 20MB 이하 · 최대 ${PRODUCT_IMAGES_MAX}장. 첫 번째 이미지가 대표 이미지이며, 끌어서 순서를 바꿀 수 있습니다.`}
      {...props}
    />
  );
});
