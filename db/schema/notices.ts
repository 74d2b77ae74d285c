import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { tenants } from './tenants';

/** Site notices written by the operator (merchant announcements are posts of the content issue). */
export const notices = pgTable(
  'notices',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    content: text('content').notNull().default(''),
    isPinned: boolean('is_pinned').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notices_tenant_list_idx').on(t.tenantId, t.isPinned.desc().nullsFirst(), t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())],
);

export type Notice = typeof notices.$inferSelect;
