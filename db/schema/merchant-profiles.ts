import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenants } from './tenants';
import { users } from './users';
import { foreignKey } from 'drizzle-orm/pg-core';

export const merchantProfiles = pgTable(
  'merchant_profiles',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull(),
    businessName: text('business_name').notNull(),
    businessNumber: text('business_number').notNull(),
    businessDescription: text('business_description').notNull().default(''),
    address: text('address').notNull(),
    phone: text('phone').notNull(),
    /**
     * The seller information Korean e-commerce law asks a marketplace to show on the product page
     * (상호 = business_name, 대표자, 사업자등록번호 = business_number, 통신판매업 신고번호, 사업장 주소 = address,
     * 연락처 = phone): the two not asked at registration, '' until the shop fills them in.
     */
    representativeName: text('representative_name').notNull().default(''),
    ecommerceReportNumber: text('ecommerce_report_number').notNull().default(''),
    /** The shop's own shipping fee and free-shipping threshold (won); null: the site's (legal_info, shared/shipping.ts). */
    shippingFee: integer('shipping_fee'),
    freeShippingThreshold: integer('free_shipping_threshold'),
    /** Object-storage keys of the business documents. */
    businessLicenseKey: text('business_license_key'),
    ecommerceReportKey: text('ecommerce_report_key'),
    /** Shop location for /api/merchants/nearby (WGS84 degrees), and its region code. */
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    region: text('region'),
    /** The shop's main category (a delivery or shopping category value), used by merchant filters. */
    category: text('category'),
    /** Picked by the operator for /api/merchants/featured. */
    isFeatured: boolean('is_featured').notNull().default(false),
    /**
     * Live products (not deleted, on sale) of the shop, and those of them in the delivery tab. Kept by
     * the trigger products_merchant_counts (migration 0003) on every insert, delete and change of a
     * product's merchant, tab, sale or deletion, so rankings by product count read one row per shop.
     */
    productCount: integer('product_count').notNull().default(0),
    deliveryProductCount: integer('delivery_product_count').notNull().default(0),
    /**
     * The shop's account is not deleted. Triggers keep it true to users.deleted_at (migration 0007, as
     * products.owner_live), so the visible-merchant rule reads a column instead of the account a row.
     */
    accountLive: boolean('account_live').notNull().default(true),
    /**
     * Lower-cased name and description, searched for partial words: its two-character pieces are
     * stored (search_bigrams, GIN-indexed), so a search narrowed first by another index (a region)
     * compares stored arrays instead of cutting every row's text again.
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`lower(business_name || ' ' || business_description)`),
    searchBigrams: text('search_bigrams')
      .array()
      .notNull()
      .generatedAlwaysAs(sql`text_bigrams(lower(business_name || ' ' || business_description))`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('merchant_profiles_user_key').on(t.userId), uniqueIndex('merchant_profiles_tenant_id_key').on(t.tenantId, t.id),
    check('merchant_profiles_shipping_check', sql`(${t.shippingFee} is null or ${t.shippingFee} >= 0) and (${t.freeShippingThreshold} is null or ${t.freeShippingThreshold} >= 0)`),
    // The shop's account is a user of the same tenant (the composite key says it in the database).
    foreignKey({ name: 'merchant_profiles_user_fk', columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
    // Nearby: a bounding box on latitude narrows the rows before the exact distance is computed.
    index('merchant_profiles_location_idx').on(t.tenantId, t.lat, t.lng),
    index('merchant_profiles_region_idx').on(t.tenantId, t.region),
    // Featured: the operator's picks, then the most products. Pickup shops: the most delivery products.
    index('merchant_profiles_featured_idx').on(t.tenantId, t.isFeatured.desc().nullsFirst(), t.productCount.desc().nullsFirst(), t.id),
    index('merchant_profiles_search_bigram_idx').using('gin', t.tenantId, t.searchBigrams),
    index('merchant_profiles_pickup_idx')
      .on(t.tenantId, t.deliveryProductCount.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.deliveryProductCount} > 0`),
  ],
);

export type MerchantProfile = typeof merchantProfiles.$inferSelect;
