import { date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * Who viewed a product on which day (Asia/Seoul): products.views_count grows by one only when a row
 * is new, so a viewer counts once per product and day. viewer_key is `u:<user id>` when signed in,
 * else a keyed hash of the client address and user agent (not linkable across days).
 * No foreign keys on purpose: a key check would lock the product (and tenant) row on every view,
 * which is the queue this table removes. Rows older than two days are deleted by cleanup-expired.
 */
export const productViewDays = pgTable(
  'product_view_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    productId: integer('product_id').notNull(),
    viewerKey: text('viewer_key').notNull(),
    tenantId: integer('tenant_id').notNull(),
  },
  // The day leads, so the cleanup deletes a range of the key.
  (t) => [primaryKey({ name: 'product_view_days_pkey', columns: [t.day, t.productId, t.viewerKey] })],
);

export type ProductViewDay = typeof productViewDays.$inferSelect;
