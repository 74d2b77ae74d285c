import { boolean, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { Features } from '../../shared/features';
import type { PaymentConfig, TenantSettings } from '../../shared/schemas/tenant';

export const tenants = pgTable(
  'tenants',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    displayName: text('display_name').notNull(),
    domain: text('domain').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    /** The one tenant that answers for bare localhost / 127.0.0.1. */
    isLocalhost: boolean('is_localhost').notNull().default(false),
    features: jsonb('features').$type<Partial<Features>>().notNull().default({}),
    /** Name of the tenant whose data (products, orders) this one shows. */
    proxyTenant: text('proxy_tenant'),
    themeColor: text('theme_color'),
    settings: jsonb('settings').$type<TenantSettings>().notNull().default({}),
    paymentConfig: jsonb('payment_config').$type<Partial<PaymentConfig>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tenants_name_key').on(t.name),
    uniqueIndex('tenants_domain_key').on(t.domain),
    uniqueIndex('tenants_one_localhost').on(t.isLocalhost).where(sql`${t.isLocalhost}`),
  ],
);

export type Tenant = typeof tenants.$inferSelect;
