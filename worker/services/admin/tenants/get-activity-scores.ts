import type { ActivityScores } from '../../../../shared/schemas/admin';
import type { PlatformCtx } from '../../../env';
import { readTenant } from './internal';
import { activityScoresOf } from './internal-scores';

/** GET /api/admin/tenants/{id}/activity-scores: every activity's score and daily cap, the site's over the defaults. */
export async function getActivityScores({ ctx, input }: { ctx: PlatformCtx; input: { id: number } }): Promise<ActivityScores> {
  return activityScoresOf((await readTenant(ctx, input.id)).settings);
}
