import { bigint, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every signed upload ticket issued (product image, post file, review photo): who asked, on which
 * site, for which key and how many bytes. An account's open tickets and pending bytes are limited;
 * a save marks its tickets saved, and the scheduled clean-up deletes the objects of tickets never
 * saved once `expires_at` (the end of the save window) has passed. No foreign keys: the sweep must
 * still find the object after its account or site is gone.
 */
export const uploadTickets = pgTable(
  'upload_tickets',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull(),
    userId: integer('user_id').notNull(),
    kind: text('kind').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true }),
  },
  (t) => [
    index('upload_tickets_user_open_idx').on(t.tenantId, t.userId, t.expiresAt),
    index('upload_tickets_expires_idx').on(t.expiresAt),
  ],
);

export type UploadTicketRow = typeof uploadTickets.$inferSelect;
