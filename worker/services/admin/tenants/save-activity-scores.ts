import { eq } from 'drizzle-orm';
import { tenants } from '../../../../db/schema';
import { AppError } from '../../../../shared/errors';
import { MSG } from '../../../../shared/messages';
import type { ActivityScores, ActivityScoresInput } from '../../../../shared/schemas/admin';
import { ACTIVITY_KEYS } from '../../../../shared/schemas/tenant';
import type { PlatformCtx } from '../../../env';
import { lockTenant } from './internal';
import { activityScoresOf } from './internal-scores';

const known = new Set<string>(ACTIVITY_KEYS);

/**
 * PUT /api/admin/tenants/{id}/activity-scores: scores and daily caps, integers of at least 0 (the
 * schema: MSG.scoreInvalid; 0 disables an activity, a cap of 0 is no daily limit), for the known
 * activities only. The values given replace the site's; activities left out keep theirs.
 */
export async function saveActivityScores({ ctx, input }: { ctx: PlatformCtx; input: ActivityScoresInput }): Promise<ActivityScores> {
  const unknown = [...Object.keys(input.activity_scores), ...Object.keys(input.activity_daily_caps)].find((k) => !known.has(k));
  if (unknown !== undefined) throw new AppError('VALIDATION', MSG.scoreActivityUnknown, { field: unknown });
  const site = await lockTenant(ctx, input.id);
  const settings = {
    ...site.settings,
    activity_scores: { ...site.settings?.activity_scores, ...input.activity_scores },
    activity_daily_caps: { ...site.settings?.activity_daily_caps, ...input.activity_daily_caps },
  };
  const [row] = await ctx.db.update(tenants).set({ settings, updatedAt: ctx.deps.clock.now() }).where(eq(tenants.id, site.id)).returning();
  return activityScoresOf(row.settings);
}
