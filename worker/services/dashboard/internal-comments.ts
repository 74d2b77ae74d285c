import { desc, eq, sql, type SQL } from 'drizzle-orm';
import { comments, posts, users, type Comment } from '../../../db/schema';
import type { DashboardComment } from '../../../shared/schemas/dashboard';
import type { ServiceCtx } from '../../env';
import { cappedTotal, pageOf } from '../../lib/list-totals';
import { sameTenant } from '../../scope/tenant-scope';
import { postRefColumns } from './internal-content';

/** Comments with their author's name and the post they are on; callers add the filter. */
function selectCommentsWithPost(ctx: ServiceCtx) {
  return ctx.db
    .select({ comment: comments, authorName: users.username, post: postRefColumns })
    .from(comments)
    .innerJoin(users, sameTenant(users, comments, eq(users.id, comments.authorId)))
    .innerJoin(posts, sameTenant(posts, comments, eq(posts.id, comments.postId)));
}

export const toDashboardComment = (c: Comment, authorName: string): DashboardComment => ({
  id: c.id,
  post_id: c.postId,
  parent_id: c.parentId,
  depth: c.depth,
  content: c.content,
  author: { id: c.authorId, username: authorName },
  created_at: c.createdAt.toISOString(),
});

/**
 * A page of comments under `where` (which names the tenant and an indexed filter), newest first, each
 * with its post: the rows come in the order of the filter's index, the total from the same filter alone.
 */
export async function pageOfComments(ctx: ServiceCtx, where: SQL, limit: number, offset: number) {
  const [rows, n] = await Promise.all([
    selectCommentsWithPost(ctx)
      .where(where)
      .orderBy(desc(comments.createdAt), desc(comments.id))
      .limit(limit + 1)
      .offset(offset),
    cappedTotal(ctx.db, ctx.db.select({ one: sql`1` }).from(comments).where(where)),
  ]);
  const page = pageOf(rows, limit, offset, n);
  return {
    items: page.items.map((r) => ({ ...toDashboardComment(r.comment, r.authorName), post: r.post })),
    total: page.total,
    limit,
    offset,
    has_more: page.hasMore,
  };
}
