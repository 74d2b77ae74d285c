import { asc, eq, inArray } from 'drizzle-orm';
import { comments, users, type Comment } from '../../../../db/schema';
import { AppError } from '../../../../shared/errors';
import { MSG } from '../../../../shared/messages';
import type { CommentItem } from '../../../../shared/schemas/content';
import type { ServiceCtx } from '../../../env';
import { sameTenant } from '../../../scope/tenant-scope';

export const commentNotFound = () => new AppError('NOT_FOUND', MSG.commentNotFound);

/** Comments with their author's name: add where and order. */
export function selectComments(ctx: ServiceCtx) {
  return ctx.db
    .select({ comment: comments, authorName: users.username })
    .from(comments)
    .innerJoin(users, sameTenant(users, comments, eq(users.id, comments.authorId)));
}

type CommentRow = { comment: Comment; authorName: string };

/** Every reply below `top` (oldest first at each level), nested: one query per level, at most five. */
export async function withReplies(ctx: ServiceCtx, top: CommentRow[]): Promise<CommentItem[]> {
  const items = new Map<number, CommentItem>();
  const toItem = ({ comment: c, authorName }: CommentRow): CommentItem => {
    const item: CommentItem = {
      id: c.id,
      post_id: c.postId,
      content: c.content,
      parent_id: c.parentId,
      depth: c.depth,
      author: { id: c.authorId, username: authorName },
      created_at: c.createdAt.toISOString(),
      replies: [],
    };
    items.set(c.id, item);
    return item;
  };
  const roots = top.map(toItem);
  let parents = roots.map((r) => r.id);
  while (parents.length > 0) {
    const level = await selectComments(ctx)
      .where(ctx.own.where(comments, inArray(comments.parentId, parents)))
      .orderBy(asc(comments.createdAt), asc(comments.id));
    for (const row of level) items.get(row.comment.parentId!)!.replies.push(toItem(row));
    parents = level.map((r) => r.comment.id);
  }
  return roots;
}
