import { desc } from 'drizzle-orm';
import { reviews } from '../../../db/schema';
import type { ReviewList, UserReviewsQuery } from '../../../shared/schemas/reviews';
import type { ServiceCtx } from '../../env';
import { reviewAuthor } from '../../scope/people';
import { cappedTotal } from '../../lib/list-totals';
import { getLiveUser, selectReviews, toReviewItems, visibleReview } from './internal';

/** A page of one account's reviews (of this site's accounts), newest first, on products a visitor may open (reviews_author_idx). */
export async function reviewsByAuthor(ctx: ServiceCtx, userId: number, skip: number, limit: number): Promise<ReviewList> {
  const where = visibleReview(ctx, ctx.own.personIs(reviewAuthor, userId));
  const [rows, total] = await Promise.all([
    selectReviews(ctx.db).where(where).orderBy(desc(reviews.createdAt), desc(reviews.id)).limit(limit + 1).offset(skip),
    cappedTotal(ctx.db, selectReviews(ctx.db).where(where)),
  ]);
  return { reviews: await toReviewItems(ctx, rows.slice(0, limit)), total, skip, limit, has_more: rows.length > limit };
}

/** GET /api/reviews/user/{id}: a live account's reviews; an unknown or deleted account is a 404. */
export async function listUserReviews({ ctx, input }: { ctx: ServiceCtx; input: UserReviewsQuery }): Promise<ReviewList> {
  const user = await getLiveUser(ctx, input.id);
  return reviewsByAuthor(ctx, user.id, input.skip, input.limit);
}
