import type { CommentItem } from '../../../../shared/schemas/content';
import { trpc } from '../../lib/trpc';

/** A comment and every reply below it: what deleting it removes from the post's count. */
export const commentsInThread = (c: Pick<CommentItem, 'replies'>): number => 1 + c.replies.reduce((n, r) => n + commentsInThread(r), 0);

/**
 * After a comment is written or deleted: the open post's count changes at once (its cached detail,
 * without fetching it again, which could count another view), and the post lists (feeds, channel,
 * home, the shorts player) fetch theirs again.
 */
export function useCommentCount(postId: number): (change: number) => void {
  const utils = trpc.useUtils();
  return (change) => {
    utils.content.posts.get.setData({ id: postId }, (post) => (post ? { ...post, comments_count: Math.max(0, post.comments_count + change) } : post));
    void utils.content.posts.list.invalidate();
  };
}
