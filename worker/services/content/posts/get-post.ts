import { posts, postViewDays } from '../../../../db/schema';
import type { PostItem } from '../../../../shared/schemas/content';
import type { ServiceCtx } from '../../../env';
import { countDailyView, type DailyViews } from '../../../lib/daily-views';
import { getVisiblePost, toPostItems } from './internal';

/** One view per viewer, post and day (post_view_days), as products count theirs. */
const POST_VIEWS: DailyViews = { name: 'post_count_view', days: postViewDays, viewed: postViewDays.postId, counted: posts };

/** GET /api/content/posts/{id} and /api/main/posts/{id}: the post with its media; counts a view (not the author's). */
export async function getPost({ ctx, input }: { ctx: ServiceCtx; input: { id: number } }): Promise<PostItem> {
  const row = await getVisiblePost(ctx, input.id);
  if (ctx.user?.id !== row.post.authorId) {
    const viewsCount = await countDailyView(ctx, POST_VIEWS, ctx.own, row.post.id);
    if (viewsCount !== null) row.post.viewsCount = viewsCount;
  }
  const [item] = await toPostItems(ctx, [row]);
  return item;
}
