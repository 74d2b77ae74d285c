import { eq, sql } from 'drizzle-orm';
import { posts, postViewDays } from '../../../../db/schema';
import type { PostItem } from '../../../../shared/schemas/content';
import type { ServiceCtx } from '../../../env';
import { seoulDay } from '../../../lib/seoul-day';
import { viewerKey } from '../../../lib/viewer-key';
import { withTransaction } from '../../../scope/transaction';
import { getVisiblePost, toPostItems } from './internal';

/** GET /api/content/posts/{id} and /api/main/posts/{id}: the post with its media; counts a view (not the author's). */
export async function getPost({ ctx, input }: { ctx: ServiceCtx; input: { id: number } }): Promise<PostItem> {
  const row = await getVisiblePost(ctx, input.id);
  if (ctx.user?.id !== row.post.authorId && (await countView(ctx, row.post.id))) row.post.viewsCount += 1;
  const [item] = await toPostItems(ctx, [row]);
  return item;
}

/** One view per viewer, post and day (post_view_days), as products count theirs. True when it counted. */
async function countView(ctx: ServiceCtx, postId: number): Promise<boolean> {
  const day = seoulDay(ctx.deps.clock.now());
  const key = await viewerKey(ctx, day);
  return withTransaction(ctx, async (tx) => {
    const fresh = await tx.db.insert(postViewDays).values(tx.own.row({ day, postId, viewerKey: key })).onConflictDoNothing().returning({ postId: postViewDays.postId });
    if (fresh.length === 0) return false;
    await tx.db
      .update(posts)
      .set({ viewsCount: sql`${posts.viewsCount} + 1` })
      .where(tx.own.where(posts, eq(posts.id, postId)));
    return true;
  });
}
