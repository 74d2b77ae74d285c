import type { MyReviewsQuery, ReviewList } from '../../../shared/schemas/reviews';
import type { UserCtx } from '../../env';
import { reviewsByAuthor } from './list-user-reviews';

/** GET /api/reviews/my-reviews: the signed-in user's reviews, newest first. */
export const listMyReviews = ({ ctx, input }: { ctx: UserCtx; input: MyReviewsQuery }): Promise<ReviewList> => reviewsByAuthor(ctx, ctx.user.id, input.skip, input.limit);
