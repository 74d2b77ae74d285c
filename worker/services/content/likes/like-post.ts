import type { LikeState } from '../../../../shared/schemas/content';
import type { UserCtx } from '../../../env';
import { setLike } from './internal';

/** POST /api/content/posts/{id}/like: the signed-in user likes the post (again: no change). */
export const likePost = ({ ctx, input }: { ctx: UserCtx; input: { id: number } }): Promise<LikeState> => setLike(ctx, input.id, true);
