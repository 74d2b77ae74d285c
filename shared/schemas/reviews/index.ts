import { z } from 'zod';
import { MSG } from '../../messages';
import {
  DASHBOARD_REVIEWS_LIMIT,
  DASHBOARD_REVIEWS_MAX,
  REVIEW_IMAGE_MAX_BYTES,
  REVIEW_IMAGES_MAX,
  REVIEW_CONTENT_MAX,
  REVIEW_CONTENT_MIN,
  REVIEW_PAGE_MAX,
  REVIEW_PAGE_SIZE,
  REVIEW_RATING_MAX,
  REVIEW_RATING_MIN,
  REVIEW_SORTS,
  REVIEW_TITLE_MAX,
} from '../../review-constants';
import { id, integerIn } from '../catalogue/common';
import { integer } from '../input';

/** Reviews (commerce.md §3 Review and Review stats, §5 Review, §7 Reviews). */

const skipLimit = {
  skip: integerIn(0, Number.MAX_SAFE_INTEGER).default(0),
  limit: integerIn(1, REVIEW_PAGE_MAX).default(REVIEW_PAGE_SIZE),
};

/** GET /api/reviews/product/{id} and /api/products/{id}/reviews. */
export const productReviewsQuerySchema = z.object({ id, ...skipLimit, sort_by: z.enum(REVIEW_SORTS).default('newest') });
export type ProductReviewsQuery = z.output<typeof productReviewsQuerySchema>;

/** GET /api/reviews/user/{id}: a user's reviews, newest first. */
export const userReviewsQuerySchema = z.object({ id, ...skipLimit });
export type UserReviewsQuery = z.output<typeof userReviewsQuerySchema>;

/** GET /api/reviews/my-reviews. */
export const myReviewsQuerySchema = z.object(skipLimit);
export type MyReviewsQuery = z.output<typeof myReviewsQuerySchema>;

/** GET /api/dashboard/reviews?limit&offset: reviews of the merchant's own products (20 a page). */
export const dashboardReviewsQuerySchema = z.object({
  limit: integerIn(1, DASHBOARD_REVIEWS_MAX).default(DASHBOARD_REVIEWS_LIMIT),
  offset: integerIn(0, Number.MAX_SAFE_INTEGER).default(0),
});
export type DashboardReviewsQuery = z.output<typeof dashboardReviewsQuerySchema>;

/** A missing, empty or zero rating is "not chosen" (the form's stars start at 0); others must be 1-5. */
const rating = z
  .unknown()
  .refine((v) => v !== undefined && v !== null && v !== '' && v !== 0 && v !== '0', { error: MSG.reviewRatingRequired, abort: true })
  .pipe(integer.pipe(z.number().min(REVIEW_RATING_MIN, MSG.reviewRatingRange).max(REVIEW_RATING_MAX, MSG.reviewRatingRange)));

const reviewFields = {
  rating,
  title: z
    .union([z.string(), z.null()])
    .optional()
    .transform((v) => (v ?? '').trim())
    .pipe(z.string().max(REVIEW_TITLE_MAX, MSG.reviewTitleMax)),
  content: z
    .string({ error: MSG.reviewContentMin })
    .trim()
    .min(REVIEW_CONTENT_MIN, MSG.reviewContentMin)
    .max(REVIEW_CONTENT_MAX, MSG.reviewContentMax),
};

/** POST /api/reviews/product/{id} and /api/products/{id}/reviews: the product's id and the review. */
export const reviewCreateSchema = z.object({ id, ...reviewFields });
export type ReviewCreateInput = z.output<typeof reviewCreateSchema>;

/** PUT /api/reviews/{id}: the review as a whole again (rating, title, content). */
export const reviewUpdateSchema = z.object({ id, ...reviewFields });
export type ReviewUpdateInput = z.output<typeof reviewUpdateSchema>;

export const reviewIdSchema = z.object({ id });
export const productIdOnlySchema = z.object({ id });

/** POST /api/reviews/{id}/images (multipart `file`): judged by its bytes, 5 MB. */
export const reviewImageUploadSchema = z.object({ id, file: z.instanceof(Blob, { error: MSG.imageTypeOnly }) });
export type ReviewImageUploadInput = z.output<typeof reviewImageUploadSchema>;

/** DELETE /api/reviews/{id}/images/{imageId}. */
export const reviewImageDeleteSchema = z.object({ id, imageId: id });

export interface ReviewMediaItem {
  id: number;
  file_path: string;
}

/** commerce.md §3 Review, with updated_at and product_id beside product_info. */
export interface ReviewItem {
  id: number;
  user_id: number;
  user: { id: number; username: string };
  product_id: number;
  product: { title: string; price: number; image_url: string | null };
  product_info: { id: number };
  rating: number;
  title: string;
  content: string;
  media: ReviewMediaItem[];
  helpful_count: number;
  is_helpful_by_current_user: boolean;
  created_at: string;
  updated_at: string;
}

export interface ReviewList {
  reviews: ReviewItem[];
  total: number;
  skip: number;
  limit: number;
  has_more: boolean;
}

/** The reviews of one of the merchant's products on this page (the dashboard's accordion), with the product's own totals. */
export interface DashboardReviewGroup {
  product: { id: number; title: string; image_url: string | null };
  /** All reviews of the product and their average (one decimal), not only this page's. */
  review_count: number;
  average_rating: number;
  reviews: ReviewItem[];
}

export interface DashboardReviewList {
  reviews: ReviewItem[];
  /** The page's reviews grouped by product, in the order of each product's newest review on the page. */
  groups: DashboardReviewGroup[];
  total: number;
  limit: number;
  offset: number;
  has_more: boolean;
}

export interface ReviewStats {
  total_count: number;
  /** One decimal; 0 without reviews. */
  average_rating: number;
  rating_distribution: Record<'1' | '2' | '3' | '4' | '5', number>;
}

export interface HelpfulState {
  is_helpful: boolean;
  helpful_count: number;
}

export interface PurchaseStatus {
  has_purchased: boolean;
  has_reviewed: boolean;
}

// ---- direct uploads (the web form's photos with a progress bar) ---------------------------------

/** reviews.uploadTicket: one photo the browser is about to PUT (images only, 5 MB). */
export const reviewUploadRequestSchema = z.object({
  /** The product the review is of: a ticket only for a product the reader bought. */
  product_id: id,
  file_name: z.string().trim().min(1).max(200),
  content_type: z.string().trim().max(100),
  size: integer.pipe(z.number().min(1).max(REVIEW_IMAGE_MAX_BYTES, MSG.reviewImageTooLarge)),
});
export type ReviewUploadRequest = z.output<typeof reviewUploadRequestSchema>;

const uploadToken = z.string().min(10).max(4000);

/** reviews.createWithUploads: the review and its photos' upload tokens, in display order. */
export const reviewSaveSchema = z.object({
  id,
  ...reviewFields,
  images: z.array(z.object({ upload_token: uploadToken })).max(REVIEW_IMAGES_MAX, MSG.reviewImagesMax).default([]),
});
export type ReviewSaveInput = z.output<typeof reviewSaveSchema>;

/** reviews.updateWithUploads: the review again, and its photos as they should be (kept by id, new by token), in order. */
export const reviewEditSchema = z.object({
  id,
  ...reviewFields,
  images: z
    .array(z.union([z.object({ media_id: id }), z.object({ upload_token: uploadToken })]))
    .max(REVIEW_IMAGES_MAX, MSG.reviewImagesMax)
    .optional(),
});
export type ReviewEditInput = z.output<typeof reviewEditSchema>;
