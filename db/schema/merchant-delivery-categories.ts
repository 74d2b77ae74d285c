import { sql } from 'drizzle-orm';
import { foreignKey, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { merchantProfiles } from './merchant-profiles';

/**
 * A shop's live delivery products per delivery category (live as the catalogue rule says: not
 * deleted, on sale, its account live). Kept by triggers on products (migration 0008), so the food
 * tab's pickup shops of a category read one row per shop instead of counting its products.
 */
export const merchantDeliveryCategories = pgTable(
  'merchant_delivery_categories',
  {
    tenantId: integer('tenant_id').notNull(),
    merchantId: integer('merchant_id').notNull(),
    deliveryCategory: text('delivery_category').notNull(),
    productCount: integer('product_count').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'merchant_delivery_categories_pkey', columns: [t.tenantId, t.merchantId, t.deliveryCategory] }),
    foreignKey({ name: 'merchant_delivery_categories_merchant_fk', columns: [t.tenantId, t.merchantId], foreignColumns: [merchantProfiles.tenantId, merchantProfiles.id] }).onDelete('cascade'),
    // The pickup shops of a category: the most products first.
    index('merchant_delivery_categories_rank_idx')
      .on(t.tenantId, t.deliveryCategory, t.productCount.desc().nullsFirst(), t.merchantId.desc().nullsFirst())
      .where(sql`${t.productCount} > 0`),
  ],
);

export type MerchantDeliveryCategory = typeof merchantDeliveryCategories.$inferSelect;
