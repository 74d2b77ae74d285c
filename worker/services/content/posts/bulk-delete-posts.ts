import type { UserCtx } from '../../../env';
import { deleteAuthoredPosts } from './internal';

/** DELETE /api/content/posts with a body: the author's posts, all or none (one of another's: 403). */
export async function bulkDeletePosts({ ctx, input }: { ctx: UserCtx; input: { post_ids: number[] } }): Promise<{ success: true; deleted: number[] }> {
  const ids = [...new Set(input.post_ids)];
  await deleteAuthoredPosts(ctx, ids);
  return { success: true, deleted: ids };
}
