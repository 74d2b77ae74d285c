import { eq } from 'drizzle-orm';
import { posts } from '../../../../db/schema';
import type { PostList, PostListQuery } from '../../../../shared/schemas/content';
import type { ServiceCtx } from '../../../env';
import { PreparedFilter } from '../../../lib/prepared-filter';
import { visiblePostIn } from '../rules';
import { OWN_POSTS, preparedPageOfPosts } from './internal';

/** GET /api/content/posts and /api/main/posts: a page of the site's posts, newest or hottest first. */
export async function listPosts({ ctx, input }: { ctx: ServiceCtx; input: PostListQuery }): Promise<PostList> {
  const filter = new PreparedFilter('posts', () => visiblePostIn(OWN_POSTS), { own: ctx.own.tenantId })
    .when('author', input.author_id, (id) => eq(posts.authorId, id))
    .when('announcement', input.is_announcement, (is) => eq(posts.isAnnouncement, is))
    .when('video', input.is_video, (is) => eq(posts.isVideo, is));
  return preparedPageOfPosts(ctx, filter, input.sort, input.page, input.size);
}
