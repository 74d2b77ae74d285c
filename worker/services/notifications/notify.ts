import { and, eq, isNull } from 'drizzle-orm';
import { notificationPreferences, notifications, users } from '../../../db/schema';
import { OPTIONAL_NOTIFICATION_TOPICS, type NotificationChannel, type NotificationTopic } from '../../../shared/notifications';
import type { ServiceCtx } from '../../env';
import type { TenantScope } from '../../scope/tenant-scope';
import type { NotificationPayloads } from './templates';

export interface NotifyInput<T extends NotificationTopic> {
  /** The recipient: an account of `scope`'s tenant. */
  userId: number;
  topic: T;
  /** The template's values, typed by topic (templates.ts NotificationPayloads), so a caller cannot send fields the template does not read. */
  payload: NotificationPayloads[T];
  /** For a cause that may run again (a retried job, a replayed return): one notification per key and channel. */
  dedupeKey?: string;
}

/**
 * Puts a notification in the outbox, in the caller's transaction (`tx` is the change's own): it is
 * sent after the change commits (the job runner's send-notifications), and is lost with the change if
 * that rolls back, never on its own. One row a channel: mail to the account's address, and an
 * Alimtalk message to its phone when it has one. An optional topic the user turned off writes nothing;
 * a deleted account gets nothing.
 */
export async function notify<T extends NotificationTopic>(tx: ServiceCtx, scope: TenantScope, input: NotifyInput<T>): Promise<number> {
  const [user] = await tx.db
    .select({ email: users.email, phone: users.phone })
    .from(users)
    .where(scope.where(users, eq(users.id, input.userId), isNull(users.deletedAt)))
    .limit(1);
  if (!user) return 0;
  if ((OPTIONAL_NOTIFICATION_TOPICS as readonly string[]).includes(input.topic)) {
    const [pref] = await tx.db
      .select({ enabled: notificationPreferences.enabled })
      .from(notificationPreferences)
      .where(scope.where(notificationPreferences, and(eq(notificationPreferences.userId, input.userId), eq(notificationPreferences.topic, input.topic))))
      .limit(1);
    if (pref && !pref.enabled) return 0;
  }
  const recipients: [NotificationChannel, string][] = [['mail', user.email]];
  const phone = user.phone?.replace(/[^0-9]/g, '');
  if (phone) recipients.push(['alimtalk', phone]);
  const rows = recipients.map(([channel, recipient]) =>
    scope.row({
      userId: input.userId,
      channel,
      topic: input.topic,
      recipient,
      payload: input.payload,
      dedupeKey: input.dedupeKey ? `${input.dedupeKey}:${channel}` : null,
      nextAttemptAt: tx.deps.clock.now(),
    }),
  );
  const written = await tx.db.insert(notifications).values(rows).onConflictDoNothing().returning({ id: notifications.id });
  return written.length;
}
