import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { comments } from '../../../../db/schema';
import { literalLimit } from '../../../../db/sql-literals';
import type { CommentList, CommentsQuery } from '../../../../shared/schemas/content';
import type { ServiceCtx } from '../../../env';
import { cappedTotal, pageOf } from '../../../lib/list-totals';
import { getVisiblePost } from '../posts/internal';
import { selectComments, withReplies } from './internal';

/** GET …/posts/{id}/comments: a page of top-level comments, newest first, each with its replies nested. */
export async function listComments({ ctx, input }: { ctx: ServiceCtx; input: CommentsQuery }): Promise<CommentList> {
  await getVisiblePost(ctx, input.id);
  const { page, size } = input;
  const offset = (page - 1) * size;
  const where = ctx.own.where(comments, and(eq(comments.postId, input.id), isNull(comments.parentId)));
  const [rows, n] = await Promise.all([
    selectComments(ctx)
      .where(where)
      .orderBy(desc(comments.createdAt), desc(comments.id))
      .limit(literalLimit(size + 1))
      .offset(offset),
    cappedTotal(ctx.db, ctx.db.select({ one: sql`1` }).from(comments).where(where)),
  ]);
  const { items, hasMore, total } = pageOf(rows, size, offset, n);
  return { comments: await withReplies(ctx, items), total, page, size, has_more: hasMore };
}
