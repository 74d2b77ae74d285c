import { eq } from 'drizzle-orm';
import { reviewMedia, reviews } from '../../../db/schema';
import type { UserCtx } from '../../env';
import { withTransaction } from '../../scope/transaction';
import { clawbackSource } from '../wallet/earning/internal';
import { getAuthoredReview } from './internal';

/**
 * DELETE /api/reviews/{id}: its author deletes it; its photos' rows and helpful marks go with it
 * (cascade), the product's totals follow by trigger, and the photo files are removed after the commit
 * (storage cannot join the transaction; a failed removal leaves an unreachable file, never a broken review).
 */
export async function deleteReview({ ctx, input }: { ctx: UserCtx; input: { id: number } }): Promise<{ success: true; id: number }> {
  const keys = await withTransaction(ctx, async (tx) => {
    await getAuthoredReview(tx, input.id, { lock: true });
    const media = await tx.db
      .select({ key: reviewMedia.storageKey })
      .from(reviewMedia)
      .where(tx.shown.where(reviewMedia, eq(reviewMedia.reviewId, input.id)));
    await tx.db.delete(reviews).where(tx.shown.where(reviews, eq(reviews.id, input.id)));
    // Its points and score go back to where they came from (docs/wallet.md Clawbacks): the author's own site.
    await clawbackSource(tx.db, tx.own, ['review_text', 'review_photo'], input.id, tx.deps.clock.now());
    return media.map((m) => m.key);
  });
  await Promise.all(keys.map((key) => ctx.deps.storage.delete(key).catch(() => undefined)));
  return { success: true, id: input.id };
}
