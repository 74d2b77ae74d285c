import { integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenants } from './tenants';
import { users } from './users';

export const merchantProfiles = pgTable(
  'merchant_profiles',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    businessName: text('business_name').notNull(),
    businessNumber: text('business_number').notNull(),
    businessDescription: text('business_description').notNull().default(''),
    address: text('address').notNull(),
    phone: text('phone').notNull(),
    /** Object-storage keys of the business documents. */
    businessLicenseKey: text('business_license_key'),
    ecommerceReportKey: text('ecommerce_report_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('merchant_profiles_user_key').on(t.userId), uniqueIndex('merchant_profiles_tenant_id_key').on(t.tenantId, t.id)],
);

export type MerchantProfile = typeof merchantProfiles.$inferSelect;
