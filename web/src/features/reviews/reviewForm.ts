import { MSG } from '../../../../shared/messages';
import {
  REVIEW_CONTENT_MAX,
  REVIEW_CONTENT_MIN,
  REVIEW_IMAGE_MAX_BYTES,
  REVIEW_IMAGES_MAX,
  REVIEW_PAGE_SIZE,
  REVIEW_TITLE_MAX,
} from '../../../../shared/review-constants';
import type { HelpfulState, ReviewItem, ReviewList, ReviewStats } from '../../../../shared/schemas/reviews';
import { errorDetail, errorStatus } from '../../lib/errors';
import { pictureRefusal, sortChosenMedia } from '../../ui/media/chosenFiles';

/** The review form (commerce.md §5 Review): a rating 0 (none chosen) to 5, an optional title, the text. */
export interface ReviewFormValues {
  rating: number;
  title: string;
  content: string;
}

/** The fields in screen order: the first with an error takes the focus. */
export const REVIEW_FIELDS = ['rating', 'title', 'content', 'media'] as const;
export type ReviewField = (typeof REVIEW_FIELDS)[number];
export type ReviewFieldErrors = Partial<Record<ReviewField, string>>;

export const emptyReviewForm = (): ReviewFormValues => ({ rating: 0, title: '', content: '' });
export const formFromReview = (r: Pick<ReviewItem, 'rating' | 'title' | 'content'>): ReviewFormValues => ({ rating: r.rating, title: r.title, content: r.content });

/** What the author must still do while a photo failed to upload. */
export const REVIEW_UPLOAD_FAILED_FIRST = '업로드에 실패한 사진을 삭제한 뒤 다시 저장해주세요.';

/** The spec's checks in its words: a rating, a title of at most 100, a text of 10 to 1000 (trimmed), no failed photo. */
export function validateReview(v: ReviewFormValues, uploadFailed = false): ReviewFieldErrors {
  const errors: ReviewFieldErrors = {};
  const content = v.content.trim();
  if (!Number.isInteger(v.rating) || v.rating < 1 || v.rating > 5) errors.rating = MSG.reviewRatingRequired;
  if (v.title.trim().length > REVIEW_TITLE_MAX) errors.title = MSG.reviewTitleMax;
  if (content.length < REVIEW_CONTENT_MIN) errors.content = MSG.reviewContentMin;
  else if (content.length > REVIEW_CONTENT_MAX) errors.content = MSG.reviewContentMax;
  if (uploadFailed) errors.media = REVIEW_UPLOAD_FAILED_FIRST;
  return errors;
}

export const toReviewInput = (v: ReviewFormValues) => ({ rating: v.rating, title: v.title.trim(), content: v.content.trim() });

/** commerce.md §5: JPG, PNG, GIF or WebP of at most 5 MB. */
const REVIEW_PICTURE = { types: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'], maxBytes: REVIEW_IMAGE_MAX_BYTES, tooLarge: MSG.reviewImageTooLarge };

/**
 * Splits chosen photos into those to upload and the first message about the rest (commerce.md §5: images
 * only, 5 MB each, at most 5 a review; HEIC is refused with its own message), before anything is sent.
 */
export const sortChosenReviewPhotos = (files: File[], alreadyThere: number) =>
  sortChosenMedia(files, alreadyThere, { max: REVIEW_IMAGES_MAX, tooMany: MSG.reviewImagesMax, refusal: (file) => pictureRefusal(file, REVIEW_PICTURE) });

interface TrpcFieldError {
  data?: { field?: string | null } | null;
}

/**
 * Where a refused save's message goes: beside the field the server named, else a dialog with the
 * server's message for a refusal (purchase, already reviewed) and the spec's save failure otherwise.
 */
export function reviewSaveFailure(err: unknown): { field?: ReviewField; message: string } {
  const status = errorStatus(err);
  if (status === undefined || status >= 500) return { message: MSG.reviewSaveFailed };
  const message = errorDetail(err) || MSG.reviewSaveFailed;
  const named = (err as TrpcFieldError)?.data?.field?.split('.')[0];
  const field = named === 'rating' || named === 'title' || named === 'content' ? named : named === 'images' ? 'media' : undefined;
  return field ? { field, message } : { message };
}

/** More pages follow while the last one came back full (commerce.md §9 Review page size). */
export const hasNextReviewPage = (last: Pick<ReviewList, 'reviews'> | undefined): boolean => !!last && last.reviews.length === REVIEW_PAGE_SIZE;

/** The stats' bars from 5 stars down: each rating's count and its share of all reviews (whole percent). */
export function ratingBars(stats: Pick<ReviewStats, 'rating_distribution'>): { rating: number; count: number; percent: number }[] {
  const counts = [5, 4, 3, 2, 1].map((rating) => ({ rating, count: stats.rating_distribution[String(rating) as '1'] ?? 0 }));
  const total = counts.reduce((a, c) => a + c.count, 0);
  return counts.map((c) => ({ ...c, percent: total === 0 ? 0 : Math.round((c.count / total) * 100) }));
}

/** The helpful mark as it shows at once when toggled, before the server answers. */
export const toggledHelpful = (s: HelpfulState): HelpfulState => ({
  is_helpful: !s.is_helpful,
  helpful_count: Math.max(0, s.helpful_count + (s.is_helpful ? -1 : 1)),
});
