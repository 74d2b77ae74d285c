import type { PublicUser } from '../../../shared/schemas/auth';
import type { UserCtx } from '../../env';
import { getOwnUser, toPublicUser } from './internal';

export async function getMe({ ctx }: { ctx: UserCtx }): Promise<PublicUser> {
  return toPublicUser(ctx, await getOwnUser(ctx, ctx.user.id));
}
