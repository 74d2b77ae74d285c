import { eq } from 'drizzle-orm';
import { reviewHelpful, reviews } from '../../../db/schema';
import type { HelpfulState } from '../../../shared/schemas/reviews';
import type { UserCtx } from '../../env';
import { helpfulMarker } from '../../scope/people';
import { withTransaction } from '../../scope/transaction';
import { getReview } from './internal';

/**
 * POST /api/reviews/{id}/helpful: flips the signed-in user's mark. The mark is a row (one per user
 * and review) and helpful_count follows it by trigger under the review's row lock, so any number of
 * users marking at once give the exact count. An author may mark their own review: it is one mark
 * like anyone's, and refusing it would only hide one vote.
 */
export async function toggleHelpful({ ctx, input }: { ctx: UserCtx; input: { id: number } }): Promise<HelpfulState> {
  return withTransaction(ctx, async (tx) => {
    await getReview(tx, input.id);
    const mine = tx.shown.where(reviewHelpful, eq(reviewHelpful.reviewId, input.id), tx.own.personIs(helpfulMarker, tx.user.id));
    const added = await tx.db
      .insert(reviewHelpful)
      .values(tx.shown.row({ reviewId: input.id, ...tx.own.personRow(helpfulMarker, tx.user.id), createdAt: tx.deps.clock.now() }))
      .onConflictDoNothing()
      .returning({ reviewId: reviewHelpful.reviewId });
    if (added.length === 0) await tx.db.delete(reviewHelpful).where(mine);
    const [row] = await tx.db.select({ n: reviews.helpfulCount }).from(reviews).where(tx.shown.where(reviews, eq(reviews.id, input.id)));
    return { is_helpful: added.length > 0, helpful_count: row.n };
  });
}
