import { useState } from 'react';
import type { LikeState } from '../../../../shared/schemas/content';
import { trpc } from '../../lib/trpc';
import { useLoginFirst } from './useLoginFirst';

/**
 * A post's like, as every screen toggles it: a guest goes to /login first (useLoginFirst); the new
 * state shows at once and is put back when the server refuses, which is only logged (platform.md §3
 * Shorts player, §8: like failures have no user message). On success the server's count is kept and
 * the post lists are refreshed, so feeds show it too.
 */
export function useLikeToggle(post: { id: number } & LikeState): { liked: LikeState; toggle: () => Promise<void> } {
  const [liked, setLiked] = useState<LikeState>({ is_liked: post.is_liked, likes_count: post.likes_count });
  const like = trpc.content.posts.like.useMutation();
  const unlike = trpc.content.posts.unlike.useMutation();
  const utils = trpc.useUtils();
  const loginFirst = useLoginFirst();

  const toggle = async () => {
    if (!loginFirst()) return;
    const before = liked;
    setLiked({ is_liked: !before.is_liked, likes_count: Math.max(0, before.likes_count + (before.is_liked ? -1 : 1)) });
    try {
      setLiked(await (before.is_liked ? unlike : like).mutateAsync({ id: post.id }));
      void utils.content.posts.list.invalidate();
    } catch (err) {
      setLiked(before);
      console.warn('like failed', err);
    }
  };
  return { liked, toggle };
}
