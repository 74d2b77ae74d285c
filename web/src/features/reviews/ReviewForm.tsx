import { Box, Button, Heading, HStack, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { REVIEW_CONTENT_MAX, REVIEW_IMAGES_MAX, REVIEW_TITLE_MAX } from '../../../../shared/review-constants';
import type { ReviewItem } from '../../../../shared/schemas/reviews';
import { trpc } from '../../lib/trpc';
import { useFieldErrors } from '../../lib/useFieldErrors';
import { useAlert } from '../../ui/alertContext';
import { FormStack } from '../../ui/FormStack';
import { describedBy, LabeledField } from '../../ui/LabeledField';
import { SortableMediaField } from '../../ui/media/SortableMediaField';
import { IMAGE_ACCEPT } from '../catalogue/media/imageFiles';
import { emptyReviewForm, formFromReview, REVIEW_FIELDS, reviewSaveFailure, sortChosenReviewPhotos, toReviewInput, validateReview } from './reviewForm';
import { StarRatingInput } from './ReviewStars';
import { savedReviewPhotos, useReviewPhotos } from './useReviewPhotos';

interface Props {
  productId: number;
  /** Present when editing one's own review. */
  review?: ReviewItem;
  onSaved: (review: ReviewItem) => void;
  onCancel?: () => void;
}

const PHOTO_HELPER = `JPG, PNG, GIF, WebP · 한 장에 5MB 이하 · 최대 ${REVIEW_IMAGES_MAX}장. 고르는 즉시 올라가며, 끌어서 순서를 바꿀 수 있습니다.`;

/** Writing or editing a review (commerce.md §5 Review): rating, title, text and up to 5 photos uploaded directly. */
export function ReviewForm({ productId, review, onSaved, onCancel }: Props) {
  const editing = review !== undefined;
  const formId = useId();
  const alert = useAlert();
  const create = trpc.reviews.createWithUploads.useMutation();
  const update = trpc.reviews.updateWithUploads.useMutation();
  const [values, setValues] = useState(() => (review ? formFromReview(review) : emptyReviewForm()));
  const photos = useReviewPhotos(productId, review ? savedReviewPhotos(review.media) : []);
  const { errors, bind, show, set } = useFieldErrors(REVIEW_FIELDS);
  const [saving, setSaving] = useState(false);

  const change = <K extends keyof typeof values>(key: K, value: (typeof values)[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    set(key, null);
  };

  const addPhotos = (files: File[]) => {
    const { accepted, message } = sortChosenReviewPhotos(files, photos.items.length);
    set('media', message);
    if (accepted.length) photos.add(accepted);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (photos.uploading || saving) return;
    const found = validateReview(values, photos.failed);
    if (Object.keys(found).length > 0) {
      show(found);
      return;
    }
    show({});
    setSaving(true);
    try {
      const input = toReviewInput(values);
      const saved = editing
        ? await update.mutateAsync({ id: review.id, ...input, images: photos.refs })
        : await create.mutateAsync({ id: productId, ...input, images: photos.refs.filter((r): r is { upload_token: string } => 'upload_token' in r) });
      setSaving(false);
      onSaved(saved);
    } catch (err) {
      setSaving(false);
      const failure = reviewSaveFailure(err);
      if (failure.field) show({ [failure.field]: failure.message });
      else void alert({ type: 'danger', title: '저장하지 못했습니다', message: failure.message, showCancel: false });
    }
  };

  const heading = editing ? '리뷰 수정' : '리뷰 쓰기';
  // Editing replaces the card whose 수정 button had the focus: the form's heading takes it.
  const headingRef = useRef<HTMLHeadingElement | null>(null);
  useEffect(() => {
    if (editing) headingRef.current?.focus();
  }, [editing]);
  return (
    <Box borderWidth="1px" borderRadius="xl" p={{ base: '4', md: '5' }} bg="bg">
      <FormStack gap="5" onSubmit={submit} aria-label={heading}>
        <Heading as="h3" size="md" ref={headingRef} tabIndex={-1} outline="none">
          {heading}
        </Heading>
        <StarRatingInput ref={bind('rating')} value={values.rating} onChange={(n) => change('rating', n)} error={errors.rating} />

        <LabeledField id={`${formId}-title`} label="제목 (선택)" helper={`${values.title.length}/${REVIEW_TITLE_MAX}`} error={errors.title}>
          <Input
            ref={bind('title')}
            value={values.title}
            onChange={(e) => change('title', e.target.value)}
            maxLength={REVIEW_TITLE_MAX}
            placeholder="한 줄로 요약해주세요"
            aria-describedby={describedBy(`${formId}-title`, true, errors.title)}
          />
        </LabeledField>

        <LabeledField id={`${formId}-content`} label="리뷰 내용" required helper={`${values.content.length}/${REVIEW_CONTENT_MAX} (10자 이상)`} error={errors.content}>
          <Textarea
            ref={bind('content')}
            value={values.content}
            onChange={(e) => change('content', e.target.value)}
            maxLength={REVIEW_CONTENT_MAX}
            rows={5}
            autoresize
            placeholder="상품의 맛, 신선도, 포장 상태 등 솔직한 후기를 남겨주세요."
            aria-describedby={describedBy(`${formId}-content`, true, errors.content)}
          />
        </LabeledField>

        <SortableMediaField
          ref={bind('media')}
          label="리뷰 사진"
          noun="사진"
          max={REVIEW_IMAGES_MAX}
          accept={IMAGE_ACCEPT}
          helper={PHOTO_HELPER}
          testId="review-photo"
          items={photos.items}
          error={errors.media}
          onAdd={addPhotos}
          onMove={photos.move}
          onRemove={(key) => {
            photos.remove(key);
            set('media', null);
          }}
        />

        <Stack gap="2">
          {photos.uploading && (
            <Text id={`${formId}-uploading`} fontSize="xs" color="fg.muted" role="status">
              사진을 올리는 중입니다. 끝나면 등록할 수 있습니다.
            </Text>
          )}
          <HStack gap="3">
            {onCancel && (
              <Button variant="outline" onClick={onCancel} disabled={saving}>
                취소
              </Button>
            )}
            <Button
              type="submit"
              flex="1"
              colorPalette="brand"
              loading={saving}
              disabled={photos.uploading}
              aria-describedby={photos.uploading ? `${formId}-uploading` : undefined}
            >
              {editing ? '수정 완료' : '리뷰 등록'}
            </Button>
          </HStack>
        </Stack>
      </FormStack>
    </Box>
  );
}
