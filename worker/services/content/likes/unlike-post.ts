import type { LikeState } from '../../../../shared/schemas/content';
import type { UserCtx } from '../../../env';
import { setLike } from './internal';

/** DELETE /api/content/posts/{id}/like: the signed-in user no longer likes the post. */
export const unlikePost = ({ ctx, input }: { ctx: UserCtx; input: { id: number } }): Promise<LikeState> => setLike(ctx, input.id, false);
