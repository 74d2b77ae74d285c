import { date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * Who viewed a post on which day (Asia/Seoul), as product_view_days: posts.views_count grows only
 * when a row is new, so a viewer counts once per post and day. No foreign keys, for the same reason.
 */
export const postViewDays = pgTable(
  'post_view_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    postId: integer('post_id').notNull(),
    viewerKey: text('viewer_key').notNull(),
    tenantId: integer('tenant_id').notNull(),
  },
  (t) => [primaryKey({ name: 'post_view_days_pkey', columns: [t.day, t.postId, t.viewerKey] })],
);

export type PostViewDay = typeof postViewDays.$inferSelect;
