import { doublePrecision, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenants } from './tenants';

/** Service regions of a tenant (merchant_profiles.region holds a code). */
export const regions = pgTable(
  'regions',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    name: text('name').notNull(),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('regions_tenant_code_key').on(t.tenantId, t.code)],
);

export type Region = typeof regions.$inferSelect;
