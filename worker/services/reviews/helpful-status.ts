import { eq } from 'drizzle-orm';
import { reviewHelpful } from '../../../db/schema';
import type { HelpfulState } from '../../../shared/schemas/reviews';
import type { UserCtx } from '../../env';
import { helpfulMarker } from '../../scope/people';
import { getReview } from './internal';

/** GET /api/reviews/{id}/helpful/status: whether the signed-in user marked it, and its count. */
export async function helpfulStatus({ ctx, input }: { ctx: UserCtx; input: { id: number } }): Promise<HelpfulState> {
  const review = await getReview(ctx, input.id);
  const [mark] = await ctx.db
    .select({ reviewId: reviewHelpful.reviewId })
    .from(reviewHelpful)
    .where(ctx.shown.where(reviewHelpful, eq(reviewHelpful.reviewId, input.id), ctx.own.personIs(helpfulMarker, ctx.user.id)))
    .limit(1);
  return { is_helpful: !!mark, helpful_count: review.helpfulCount };
}
