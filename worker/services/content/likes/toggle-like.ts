import type { LikeState } from '../../../../shared/schemas/content';
import type { UserCtx } from '../../../env';
import { isLiked, setLike } from './internal';

/**
 * POST /api/main/posts/{id}/like: flips the signed-in user's like. Two toggles in flight at once may
 * both read the same state and both set its opposite; the count stays true either way.
 */
export async function toggleLike({ ctx, input }: { ctx: UserCtx; input: { id: number } }): Promise<LikeState> {
  return setLike(ctx, input.id, !(await isLiked(ctx, input.id)));
}
