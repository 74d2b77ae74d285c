import { eq } from 'drizzle-orm';
import { comments } from '../../../db/schema';
import type { DashboardCommentGroup, DashboardCommentGroupList, DashboardCommentsQuery } from '../../../shared/schemas/dashboard';
import type { UserCtx } from '../../env';
import { pageOfComments } from './internal-comments';

/**
 * GET /api/dashboard/comments: comments on the signed-in account's posts (its own replies too), newest
 * first, the page grouped by post in the order of each post's newest comment. comments.post_author_id
 * (kept by trigger) and comments_post_author_idx make it one index walk at 100,000 comments.
 */
export async function listDashboardComments({ ctx, input: q }: { ctx: UserCtx; input: DashboardCommentsQuery }): Promise<DashboardCommentGroupList> {
  const { items, ...page } = await pageOfComments(ctx, ctx.own.where(comments, eq(comments.postAuthorId, ctx.user.id)), q.limit, q.offset);
  const groups = new Map<number, DashboardCommentGroup>();
  for (const { post, ...comment } of items) {
    const group = groups.get(post.id) ?? { post, comments: [] };
    group.comments.push(comment);
    groups.set(post.id, group);
  }
  return { comment_groups: [...groups.values()], ...page };
}
