import { eq } from 'drizzle-orm';
import { comments } from '../../../db/schema';
import type { DashboardCommentsQuery, DashboardMyCommentList } from '../../../shared/schemas/dashboard';
import type { UserCtx } from '../../env';
import { pageOfComments } from './internal-comments';

/** GET /api/dashboard/my-comments: the comments the signed-in account wrote, newest first, each with its post (comments_author_idx). */
export async function listMyComments({ ctx, input: q }: { ctx: UserCtx; input: DashboardCommentsQuery }): Promise<DashboardMyCommentList> {
  const { items, ...page } = await pageOfComments(ctx, ctx.own.where(comments, eq(comments.authorId, ctx.user.id)), q.limit, q.offset);
  return { comments: items, ...page };
}
