import { eq } from 'drizzle-orm';
import { comments } from '../../../../db/schema';
import { AppError } from '../../../../shared/errors';
import { MSG } from '../../../../shared/messages';
import type { UserCtx } from '../../../env';
import { withTransaction } from '../../../scope/transaction';
import { clawbackSource } from '../../wallet/earning/internal';
import { commentNotFound } from './internal';

/**
 * DELETE /api/content/comments/{id}: its author deletes a comment and, with it, every reply below it;
 * the comment's earning is clawed back in the same transaction.
 */
export async function deleteComment({ ctx, input }: { ctx: UserCtx; input: { id: number } }): Promise<{ success: true; id: number }> {
  const [comment] = await ctx.db.select().from(comments).where(ctx.own.where(comments, eq(comments.id, input.id))).limit(1);
  if (!comment) throw commentNotFound();
  if (comment.authorId !== ctx.user.id) throw new AppError('FORBIDDEN', MSG.commentNotAuthor);
  await withTransaction(ctx, async (tx) => {
    await tx.db.delete(comments).where(tx.own.where(comments, eq(comments.id, input.id)));
    // Its points and score go back (docs/wallet.md Clawbacks); the replies deleted with it keep their authors' points.
    await clawbackSource(tx.db, tx.own, ['comment_create'], input.id, tx.deps.clock.now());
  });
  return { success: true, id: input.id };
}
