import { sql } from 'drizzle-orm';
import { boolean, foreignKey, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { NOTIFICATION_CHANNELS, NOTIFICATION_STATUSES, NOTIFICATION_TOPICS } from '../../shared/notifications';
import { tenants } from './tenants';
import { users } from './users';

/**
 * The notification outbox: a row written in the same transaction as the change that causes it (an
 * order paid, a status moved, a charge failed), sent after commit by the job runner and retried on
 * failure. `payload` holds the template's values; the text is made when it is sent.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    /** The recipient, an account of `tenant_id`; null for an address that is no account. */
    userId: integer('user_id'),
    channel: text('channel', { enum: NOTIFICATION_CHANNELS }).notNull(),
    topic: text('topic', { enum: NOTIFICATION_TOPICS }).notNull(),
    /** E-mail address or phone number, as it was when the change happened. */
    recipient: text('recipient').notNull(),
    payload: jsonb('payload').$type<Record<string, string | number | null>>().notNull(),
    /** Set by a cause that may repeat (a retried job): the same key is written once. */
    dedupeKey: text('dedupe_key'),
    status: text('status', { enum: NOTIFICATION_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({ name: 'notifications_user_fk', columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
    uniqueIndex('notifications_dedupe_key').on(t.tenantId, t.dedupeKey).where(sql`${t.dedupeKey} is not null`),
    // The sender's queue: only what is still to send, by when.
    index('notifications_pending_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index('notifications_user_idx').on(t.tenantId, t.userId, t.id.desc()),
  ],
);

export type Notification = typeof notifications.$inferSelect;

/** A user's choice for an optional topic (shared/notifications OPTIONAL_NOTIFICATION_TOPICS); no row: on. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull(),
    topic: text('topic', { enum: NOTIFICATION_TOPICS }).notNull(),
    enabled: boolean('enabled').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'notification_preferences_pkey', columns: [t.tenantId, t.userId, t.topic] }),
    foreignKey({ name: 'notification_preferences_user_fk', columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
  ],
);
