import { asc, desc, eq, type SQL } from 'drizzle-orm';
import { posts } from '../../../db/schema';
import type { ContentSort } from '../../../shared/dashboard-constants';
import type { DashboardContentList, DashboardContentsQuery } from '../../../shared/schemas/dashboard';
import type { UserCtx } from '../../env';
import { hotScore, visiblePost } from '../content/rules';
import { contentKind } from './internal-content';
import { pageOfPostItems } from './internal-posts';

/** 최신순, 인기순 (the hot score of platform.md §8), 날짜순 (oldest first). */
const CONTENT_ORDER: Record<ContentSort, SQL[]> = {
  latest: [desc(posts.createdAt), desc(posts.id)],
  popular: [desc(hotScore), desc(posts.id)],
  oldest: [asc(posts.createdAt), asc(posts.id)],
};

/**
 * GET /api/dashboard/contents: the signed-in account's own posts of one kind (or all), 6 a page.
 * Latest and oldest walk posts_author_latest_idx one way or the other; popular sorts the account's posts.
 */
export async function listDashboardContents({ ctx, input: q }: { ctx: UserCtx; input: DashboardContentsQuery }): Promise<DashboardContentList> {
  const where = visiblePost(ctx, eq(posts.authorId, ctx.user.id), contentKind(q.content_type));
  const { items, ...page } = await pageOfPostItems(ctx, where, CONTENT_ORDER[q.sort], q.limit, q.offset);
  return { contents: items, ...page };
}
