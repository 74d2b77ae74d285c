import { desc, eq } from 'drizzle-orm';
import { posts } from '../../../db/schema';
import type { DashboardAnnouncementList, DashboardAnnouncementsQuery } from '../../../shared/schemas/dashboard';
import type { UserCtx } from '../../env';
import { visiblePost } from '../content/rules';
import { pageOfPostItems } from './internal-posts';

/** GET /api/dashboard/my-announcements: the announcements the signed-in account wrote, newest first. */
export async function listMyAnnouncements({ ctx, input: q }: { ctx: UserCtx; input: DashboardAnnouncementsQuery }): Promise<DashboardAnnouncementList> {
  const where = visiblePost(ctx, eq(posts.authorId, ctx.user.id), eq(posts.isAnnouncement, true));
  const { items, ...page } = await pageOfPostItems(ctx, where, [desc(posts.createdAt), desc(posts.id)], q.limit, q.offset);
  return { announcements: items, ...page };
}
