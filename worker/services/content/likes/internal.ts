import { and, eq } from 'drizzle-orm';
import { postLikes, posts } from '../../../../db/schema';
import type { LikeState } from '../../../../shared/schemas/content';
import type { UserCtx } from '../../../env';
import { withTransaction } from '../../../scope/transaction';
import { getVisiblePost } from '../posts/internal';

/**
 * Sets whether the signed-in user likes a visible post, and answers the state with the post's count.
 * The count is kept by a trigger on post_likes (migration 0010), so parallel likes and unlikes of one
 * post each count once; a like that is already there (or an unlike that is not) changes nothing.
 */
export async function setLike(ctx: UserCtx, postId: number, liked: boolean): Promise<LikeState> {
  await getVisiblePost(ctx, postId);
  return withTransaction(ctx, async (tx) => {
    if (liked) {
      await tx.db.insert(postLikes).values(tx.own.row({ postId, userId: tx.user.id })).onConflictDoNothing();
    } else {
      await tx.db.delete(postLikes).where(tx.own.where(postLikes, and(eq(postLikes.postId, postId), eq(postLikes.userId, tx.user.id))));
    }
    return { is_liked: liked, likes_count: await likesCount(tx, postId) };
  });
}

/** Whether the signed-in user likes the post now. */
export async function isLiked(ctx: UserCtx, postId: number): Promise<boolean> {
  const [row] = await ctx.db
    .select({ postId: postLikes.postId })
    .from(postLikes)
    .where(ctx.own.where(postLikes, eq(postLikes.postId, postId), eq(postLikes.userId, ctx.user.id)))
    .limit(1);
  return !!row;
}

async function likesCount(ctx: UserCtx, postId: number): Promise<number> {
  const [row] = await ctx.db.select({ n: posts.likesCount }).from(posts).where(ctx.own.where(posts, eq(posts.id, postId)));
  return row?.n ?? 0;
}
