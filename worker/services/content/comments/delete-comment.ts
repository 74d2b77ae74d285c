import { eq } from 'drizzle-orm';
import { comments } from '../../../../db/schema';
import { AppError } from '../../../../shared/errors';
import { MSG } from '../../../../shared/messages';
import type { UserCtx } from '../../../env';
import { commentNotFound } from './internal';

/** DELETE /api/content/comments/{id}: its author deletes a comment and, with it, every reply below it. */
export async function deleteComment({ ctx, input }: { ctx: UserCtx; input: { id: number } }): Promise<{ success: true; id: number }> {
  const [comment] = await ctx.db.select().from(comments).where(ctx.own.where(comments, eq(comments.id, input.id))).limit(1);
  if (!comment) throw commentNotFound();
  if (comment.authorId !== ctx.user.id) throw new AppError('FORBIDDEN', MSG.commentNotAuthor);
  await ctx.db.delete(comments).where(ctx.own.where(comments, eq(comments.id, input.id)));
  return { success: true, id: input.id };
}
