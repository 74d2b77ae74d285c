import { sql } from 'drizzle-orm';
import { notificationPreferences } from '../../../db/schema';
import { OPTIONAL_NOTIFICATION_TOPICS } from '../../../shared/notifications';
import type { NotificationPreferences, NotificationPreferencesUpdate } from '../../../shared/schemas/notifications';
import type { UserCtx } from '../../env';
import { tenantColumn } from '../../scope/tenant-scope';
import { getNotificationPreferences } from './get-notification-preferences';

/**
 * PUT /api/notifications/preferences: turns the given optional topics on or off for the signed-in
 * user (notify() then writes nothing for a topic turned off); answers every topic as it now is.
 * Topics that are always sent (billing) are not in the schema, so they cannot be turned off.
 */
export async function setNotificationPreferences({ ctx, input }: { ctx: UserCtx; input: NotificationPreferencesUpdate }): Promise<NotificationPreferences> {
  const now = ctx.deps.clock.now();
  const changes = OPTIONAL_NOTIFICATION_TOPICS.filter((topic) => input[topic] !== undefined).map((topic) =>
    ctx.own.row({ userId: ctx.user.id, topic, enabled: input[topic]!, updatedAt: now }),
  );
  if (changes.length > 0) {
    await ctx.db
      .insert(notificationPreferences)
      .values(changes)
      .onConflictDoUpdate({
        target: [tenantColumn(notificationPreferences), notificationPreferences.userId, notificationPreferences.topic],
        set: { enabled: sql`excluded.enabled`, updatedAt: now },
      });
  }
  return getNotificationPreferences({ ctx });
}
