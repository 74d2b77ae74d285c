import { integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenants } from './tenants';

/** A category option of one tab: shopping (product.category) or delivery (product.delivery_category). */
export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['shopping', 'delivery'] }).notNull(),
    value: text('value').notNull(),
    label: text('label').notNull(),
    emoji: text('emoji').notNull().default(''),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('categories_tenant_kind_value_key').on(t.tenantId, t.kind, t.value)],
);

export type Category = typeof categories.$inferSelect;
