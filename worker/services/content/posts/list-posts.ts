import { eq } from 'drizzle-orm';
import { posts } from '../../../../db/schema';
import type { PostList, PostListQuery } from '../../../../shared/schemas/content';
import type { ServiceCtx } from '../../../env';
import { visiblePost } from '../rules';
import { pageOfPosts, POST_ORDER } from './internal';

/** GET /api/content/posts and /api/main/posts: a page of the site's posts, newest or hottest first. */
export async function listPosts({ ctx, input }: { ctx: ServiceCtx; input: PostListQuery }): Promise<PostList> {
  const where = visiblePost(
    ctx,
    input.author_id === undefined ? undefined : eq(posts.authorId, input.author_id),
    input.is_announcement === undefined ? undefined : eq(posts.isAnnouncement, input.is_announcement),
    input.is_video === undefined ? undefined : eq(posts.isVideo, input.is_video),
  );
  return pageOfPosts(ctx, where, POST_ORDER[input.sort], input.page, input.size);
}
