import { eq } from 'drizzle-orm';
import { reviews } from '../../../db/schema';
import type { ReviewItem, ReviewUpdateInput } from '../../../shared/schemas/reviews';
import type { UserCtx } from '../../env';
import { withTransaction } from '../../scope/transaction';
import { getAuthoredReview, reviewItem } from './internal';

/** PUT /api/reviews/{id}: its author rewrites rating, title and content (a changed rating moves the product's rating_sum by trigger). */
export async function updateReview({ ctx, input }: { ctx: UserCtx; input: ReviewUpdateInput }): Promise<ReviewItem> {
  await withTransaction(ctx, async (tx) => {
    await getAuthoredReview(tx, input.id, { lock: true });
    await tx.db
      .update(reviews)
      .set({ rating: input.rating, title: input.title, content: input.content, updatedAt: tx.deps.clock.now() })
      .where(tx.shown.where(reviews, eq(reviews.id, input.id)));
  });
  return reviewItem(ctx, input.id);
}
