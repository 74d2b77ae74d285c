import { REVIEW_IMAGE_MAX_BYTES } from '../../shared/review-constants';
import { MSG } from '../../shared/messages';
import {
  myReviewsQuerySchema,
  productIdOnlySchema,
  productReviewsQuerySchema,
  reviewCreateSchema,
  reviewEditSchema,
  reviewIdSchema,
  reviewImageDeleteSchema,
  reviewImageUploadSchema,
  reviewSaveSchema,
  reviewUpdateSchema,
  reviewUploadRequestSchema,
  userReviewsQuerySchema,
} from '../../shared/schemas/reviews';
import type { UserCtx } from '../env';
import { createReview } from '../services/reviews/create-review';
import { createReviewWithUploads } from '../services/reviews/create-review-with-uploads';
import { deleteReview } from '../services/reviews/delete-review';
import { deleteReviewImage } from '../services/reviews/delete-review-image';
import { helpfulStatus } from '../services/reviews/helpful-status';
import { getAuthoredReview } from '../services/reviews/internal';
import { listMyReviews } from '../services/reviews/list-my-reviews';
import { listProductReviews } from '../services/reviews/list-product-reviews';
import { listUserReviews } from '../services/reviews/list-user-reviews';
import { purchaseStatus } from '../services/reviews/purchase-status';
import { reviewStats } from '../services/reviews/review-stats';
import { toggleHelpful } from '../services/reviews/toggle-helpful';
import { updateReview } from '../services/reviews/update-review';
import { updateReviewWithUploads } from '../services/reviews/update-review-with-uploads';
import { reviewUploadTicket } from '../services/reviews/upload-ticket';
import { uploadReviewImage } from '../services/reviews/upload-review-image';
import { endpoint } from './define';

/** One photo and the multipart framing around it: a 5 MB file still reaches the size check. */
const REVIEW_IMAGE_BODY = REVIEW_IMAGE_MAX_BYTES + 256 * 1024;
const PRODUCT_NOT_FOUND = MSG.productLoadFailed;

/** Whose review a call addresses is settled before its body is judged: another user's is a 403, a missing one a 404. */
async function authorFirst({ ctx, raw }: { ctx: UserCtx; raw: unknown }): Promise<void> {
  const addressed = reviewIdSchema.safeParse(raw);
  if (addressed.success) await getAuthoredReview(ctx, addressed.data.id);
}

/**
 * Reviews (commerce.md §5 Review, §7 Reviews and Products): read by everyone on a product a visitor
 * may open, written by a buyer with a paid purchase, changed and deleted by their author. Literal
 * paths come before /api/reviews/{id}.
 */
export const reviewEndpoints = {
  list: endpoint({
    rest: [
      { method: 'GET', path: '/api/reviews/product/{id}' },
      { method: 'GET', path: '/api/products/{id}/reviews' },
    ],
    trpc: 'query',
    access: 'public',
    feature: 'reviews',
    input: productReviewsQuerySchema,
    notFound: PRODUCT_NOT_FOUND,
    action: listProductReviews,
  }),
  stats: endpoint({
    rest: { method: 'GET', path: '/api/reviews/product/{id}/stats' },
    trpc: 'query',
    access: 'public',
    feature: 'reviews',
    input: productIdOnlySchema,
    notFound: PRODUCT_NOT_FOUND,
    action: reviewStats,
  }),
  create: endpoint({
    rest: [
      { method: 'POST', path: '/api/reviews/product/{id}', status: 201 },
      { method: 'POST', path: '/api/products/{id}/reviews', status: 201 },
    ],
    trpc: 'mutation',
    access: 'login',
    feature: 'reviews',
    input: reviewCreateSchema,
    notFound: PRODUCT_NOT_FOUND,
    action: createReview,
  }),
  purchaseStatus: endpoint({
    rest: { method: 'GET', path: '/api/products/{id}/purchase-status' },
    trpc: 'query',
    access: 'public',
    feature: 'reviews',
    input: productIdOnlySchema,
    notFound: PRODUCT_NOT_FOUND,
    action: purchaseStatus,
  }),
  mine: endpoint({
    rest: { method: 'GET', path: '/api/reviews/my-reviews' },
    trpc: 'query',
    access: 'login',
    feature: 'reviews',
    input: myReviewsQuerySchema,
    action: listMyReviews,
  }),
  byUser: endpoint({
    rest: { method: 'GET', path: '/api/reviews/user/{id}' },
    trpc: 'query',
    access: 'public',
    feature: 'reviews',
    input: userReviewsQuerySchema,
    notFound: MSG.reviewUserNotFound,
    action: listUserReviews,
  }),
  update: endpoint({
    rest: { method: 'PUT', path: '/api/reviews/{id}' },
    trpc: 'mutation',
    access: 'login',
    feature: 'reviews',
    input: reviewUpdateSchema,
    notFound: MSG.reviewNotFound,
    guard: authorFirst,
    action: updateReview,
  }),
  delete: endpoint({
    rest: { method: 'DELETE', path: '/api/reviews/{id}' },
    trpc: 'mutation',
    access: 'login',
    feature: 'reviews',
    input: reviewIdSchema,
    notFound: MSG.reviewNotFound,
    guard: authorFirst,
    action: deleteReview,
    // Calls out (object storage) between its own transactions: each commits with its audit row.
    ownTransactions: true,
  }),
  toggleHelpful: endpoint({
    rest: { method: 'POST', path: '/api/reviews/{id}/helpful' },
    trpc: 'mutation',
    access: 'login',
    feature: 'reviews',
    input: reviewIdSchema,
    notFound: MSG.reviewNotFound,
    action: toggleHelpful,
  }),
  helpfulStatus: endpoint({
    rest: { method: 'GET', path: '/api/reviews/{id}/helpful/status' },
    trpc: 'query',
    access: 'login',
    feature: 'reviews',
    input: reviewIdSchema,
    notFound: MSG.reviewNotFound,
    action: helpfulStatus,
  }),
  /** Multipart `file` (kept a File): REST only. */
  uploadImage: endpoint({
    rest: {
      method: 'POST',
      path: '/api/reviews/{id}/images',
      status: 201,
      maxBodyBytes: REVIEW_IMAGE_BODY,
      input: async ({ body, params }) => ({ ...(await body()), ...params }),
    },
    trpc: false,
    access: 'login',
    feature: 'reviews',
    input: reviewImageUploadSchema,
    notFound: MSG.reviewNotFound,
    guard: authorFirst,
    action: uploadReviewImage,
    // Calls out (object storage) between its own transactions: each commits with its audit row.
    ownTransactions: true,
  }),
  deleteImage: endpoint({
    rest: { method: 'DELETE', path: '/api/reviews/{id}/images/{imageId}' },
    trpc: 'mutation',
    access: 'login',
    feature: 'reviews',
    input: reviewImageDeleteSchema,
    notFound: MSG.reviewNotFound,
    guard: authorFirst,
    action: deleteReviewImage,
    // Calls out (object storage) between its own transactions: each commits with its audit row.
    ownTransactions: true,
  }),
  /**
   * Direct uploads (tRPC only): a signed ticket per photo, the browser PUTs the bytes to storage with
   * a progress bar, then the review is saved with the tokens (twins of create and update).
   */
  uploadTicket: endpoint({
    trpc: 'mutation',
    access: 'login',
    feature: 'reviews',
    notFound: PRODUCT_NOT_FOUND,
    input: reviewUploadRequestSchema,
    action: reviewUploadTicket,
  }),
  createWithUploads: endpoint({
    trpc: 'mutation',
    access: 'login',
    feature: 'reviews',
    input: reviewSaveSchema,
    notFound: PRODUCT_NOT_FOUND,
    action: createReviewWithUploads,
  }),
  updateWithUploads: endpoint({
    trpc: 'mutation',
    access: 'login',
    feature: 'reviews',
    input: reviewEditSchema,
    notFound: MSG.reviewNotFound,
    guard: authorFirst,
    action: updateReviewWithUploads,
    // Calls out (object storage) between its own transactions: each commits with its audit row.
    ownTransactions: true,
  }),
};
