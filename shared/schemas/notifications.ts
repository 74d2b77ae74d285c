import { z } from 'zod';
import { OPTIONAL_NOTIFICATION_TOPICS, type OptionalNotificationTopic } from '../notifications';
import { MSG } from '../messages';
import { flag } from './input';

/**
 * PUT /api/notifications/preferences: the optional topics to turn on or off, `{"order_status": false}`;
 * topics left out keep their setting. At least one, and only the optional ones.
 */
export const notificationPreferencesUpdateSchema = z
  .object(Object.fromEntries(OPTIONAL_NOTIFICATION_TOPICS.map((topic) => [topic, flag.optional()])) as Record<OptionalNotificationTopic, z.ZodOptional<typeof flag>>)
  .strict()
  .refine((v) => Object.values(v).some((x) => x !== undefined), { message: MSG.invalidInput });
export type NotificationPreferencesUpdate = z.output<typeof notificationPreferencesUpdateSchema>;

export interface NotificationPreference {
  topic: OptionalNotificationTopic;
  label: string;
  description: string;
  enabled: boolean;
}

/** The signed-in user's optional topics (those that concern them) and whether each is on. */
export interface NotificationPreferences {
  preferences: NotificationPreference[];
}
