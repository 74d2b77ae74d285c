import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { tenants } from './tenants';

/** Home and feed banners (the hero slide fields: title, subtitle, image, bg, link). */
export const banners = pgTable(
  'banners',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull().default(''),
    imageUrl: text('image_url'),
    bg: text('bg').notNull().default(''),
    link: text('link'),
    sortOrder: integer('sort_order').notNull().default(0),
    active: boolean('active').notNull().default(true),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
  },
  (t) => [index('banners_tenant_order_idx').on(t.tenantId, t.sortOrder)],
);

export type Banner = typeof banners.$inferSelect;
