import type { UserCtx } from '../../../env';
import { deleteAuthoredPosts } from './internal';

/**
 * DELETE /api/content/posts/{id}: the author deletes a post; its comments, likes and media rows go
 * with it (cascades), then its files.
 */
export async function deletePost({ ctx, input }: { ctx: UserCtx; input: { id: number } }): Promise<{ success: true; id: number }> {
  await deleteAuthoredPosts(ctx, [input.id]);
  return { success: true, id: input.id };
}
