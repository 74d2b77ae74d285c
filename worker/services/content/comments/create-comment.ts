import { eq } from 'drizzle-orm';
import { comments } from '../../../../db/schema';
import { COMMENT_MAX_DEPTH } from '../../../../shared/content-constants';
import { AppError } from '../../../../shared/errors';
import { MSG } from '../../../../shared/messages';
import type { CommentCreateInput, CommentItem } from '../../../../shared/schemas/content';
import type { UserCtx } from '../../../env';
import { withTransaction } from '../../../scope/transaction';
import { earnActivity } from '../../wallet/earning/internal';
import { getVisiblePost } from '../posts/internal';
import { commentNotFound } from './internal';

/**
 * POST …/posts/{id}/comments: a top-level comment, or a reply to a comment of the same post one
 * level deeper; a reply to a depth-5 comment is refused ('Maximum comment depth'). The post's
 * comments_count is kept by a trigger.
 */
export async function createComment({ ctx, input }: { ctx: UserCtx; input: CommentCreateInput }): Promise<CommentItem> {
  await getVisiblePost(ctx, input.id);
  const created = await withTransaction(ctx, async (tx) => {
    let depth = 0;
    if (input.parent_id) {
      const [parent] = await tx.db.select().from(comments).where(tx.own.where(comments, eq(comments.id, input.parent_id))).limit(1);
      if (!parent || parent.postId !== input.id) throw commentNotFound();
      if (parent.depth >= COMMENT_MAX_DEPTH) throw new AppError('VALIDATION', MSG.commentDepthExceeded, { field: 'parent_id' });
      depth = parent.depth + 1;
    }
    const [row] = await tx.db
      .insert(comments)
      .values(tx.own.row({ postId: input.id, authorId: tx.user.id, parentId: input.parent_id ?? null, depth, content: input.content, createdAt: tx.deps.clock.now() }))
      .returning();
    // The comment's points and score (docs/wallet.md Earning), in its transaction.
    await earnActivity({ db: tx.db, own: tx.own, settings: tx.tenant.settings, now: row.createdAt, userId: tx.user.id, activity: 'comment_create', sourceId: row.id });
    return row;
  });
  return {
    id: created.id,
    post_id: created.postId,
    content: created.content,
    parent_id: created.parentId,
    depth: created.depth,
    author: { id: ctx.user.id, username: ctx.user.username },
    created_at: created.createdAt.toISOString(),
    replies: [],
  };
}
