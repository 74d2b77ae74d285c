import type { DashboardProfile } from '../../../shared/schemas/dashboard';
import type { UserCtx } from '../../env';
import { getOwnUser, toPublicUser } from '../auth/internal';
import { toDashboardProfile } from './internal-profile';

/** GET /api/dashboard/profile: the signed-in account, its handle and its points. */
export async function getDashboardProfile({ ctx }: { ctx: UserCtx }): Promise<DashboardProfile> {
  return toDashboardProfile(ctx, await toPublicUser(ctx, await getOwnUser(ctx, ctx.user.id)));
}
