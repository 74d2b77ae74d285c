import { eq } from 'drizzle-orm';
import { notificationPreferences } from '../../../db/schema';
import { OPTIONAL_NOTIFICATION_TOPICS, OPTIONAL_TOPIC_INFO } from '../../../shared/notifications';
import type { NotificationPreferences } from '../../../shared/schemas/notifications';
import type { UserCtx } from '../../env';

/**
 * GET /api/notifications/preferences: the optional notification topics that concern the signed-in
 * user (a shop's new orders only for merchants) and whether each is on; without a row a topic is on.
 */
export async function getNotificationPreferences({ ctx }: { ctx: UserCtx }): Promise<NotificationPreferences> {
  const rows = await ctx.db
    .select({ topic: notificationPreferences.topic, enabled: notificationPreferences.enabled })
    .from(notificationPreferences)
    .where(ctx.own.where(notificationPreferences, eq(notificationPreferences.userId, ctx.user.id)));
  const chosen = new Map(rows.map((r) => [r.topic, r.enabled]));
  const isMerchant = ctx.user.userType === 'merchant';
  return {
    preferences: OPTIONAL_NOTIFICATION_TOPICS.filter((topic) => isMerchant || !OPTIONAL_TOPIC_INFO[topic].merchantOnly).map((topic) => ({
      topic,
      label: OPTIONAL_TOPIC_INFO[topic].label,
      description: OPTIONAL_TOPIC_INFO[topic].description,
      enabled: chosen.get(topic) ?? true,
    })),
  };
}
