import type { DashboardProfile } from '../../../shared/schemas/dashboard';
import type { ProfileUpdateData } from '../../../shared/schemas/auth';
import type { UserCtx } from '../../env';
import { updateProfile } from '../auth/update-profile';
import { toDashboardProfile } from './internal-profile';

/**
 * PUT /api/dashboard/profile: the same change as PUT /api/auth/profile (only the fields sent; the
 * username unique on the site; business fields for merchants only), answered as the profile page reads it.
 */
export async function updateDashboardProfile({ ctx, input }: { ctx: UserCtx; input: ProfileUpdateData }): Promise<DashboardProfile> {
  return toDashboardProfile(ctx, await updateProfile({ ctx, input }));
}
