import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { merchantProfiles } from './merchant-profiles';
import { tenants } from './tenants';
import { users } from './users';
import { foreignKey, unique } from 'drizzle-orm/pg-core';

/**
 * A product a visitor may see: not deleted, on sale and its merchant's account live (the predicate of
 * the products_live_* indexes, and of liveProduct in worker/services/catalogue/rules.ts).
 */
const live = (t: { deletedAt: AnyPgColumn; isAvailable: AnyPgColumn; ownerLive: AnyPgColumn }) =>
  sql`${t.deletedAt} is null and ${t.isAvailable} and ${t.ownerLive}`;

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    merchantId: integer('merchant_id').notNull(),
    /** The merchant's user: only this account edits, deletes, restores or reorders the product. */
    ownerId: integer('owner_id').notNull(),
    /**
     * The owner's account is not deleted. Kept by triggers (migration 0005) from users.deleted_at, so
     * the lists filter on the product row itself and count index-only, not one account lookup a row.
     */
    ownerLive: boolean('owner_live').notNull().default(true),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** Won. */
    price: integer('price').notNull(),
    originalPrice: integer('original_price'),
    /** Stored as computed on every write: round((original - price) / original * 100), at least 0. */
    discountRate: integer('discount_rate').notNull().default(0),
    isAvailable: boolean('is_available').notNull().default(true),
    /** true: a delivery (food) tab product with delivery_category; false: a shopping product with category. */
    isDelivery: boolean('is_delivery').notNull(),
    category: text('category'),
    deliveryCategory: text('delivery_category'),
    /**
     * -1 hidden or unlimited, 0 sold out, else how many are left: the form offers 1, 5 or 10, and each
     * paid purchase takes its quantity off (migration 0011 lets any count from -1 up stand).
     */
    displayRemaining: integer('display_remaining').notNull().default(-1),
    /** Delivery possible (true) or pickup only (commerce.md §4); the payment modal offers what this allows. */
    deliveryAvailable: boolean('delivery_available').notNull().default(true),
    /** Reviews and the sum of their ratings, kept by trigger on reviews (migration 0011) for cards. */
    reviewCount: integer('review_count').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
    viewsCount: integer('views_count').notNull().default(0),
    ordersCount: integer('orders_count').notNull().default(0),
    /** Object key of the thumbnail image, kept in step with product_media so cards need no join. */
    thumbnailKey: text('thumbnail_key'),
    /** Lower-cased title and description, searched for partial words (Korean included) through its bigram index. */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`lower(title || ' ' || description)`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    check('products_display_remaining_check', sql`${t.displayRemaining} >= -1`),
    check('products_price_check', sql`${t.price} > 0`),
    // Composite keys: a product's shop and owner are of its tenant, and its media refer to (tenant_id, id).
    unique('products_tenant_id_key').on(t.tenantId, t.id),
    foreignKey({ name: 'products_merchant_fk', columns: [t.tenantId, t.merchantId], foreignColumns: [merchantProfiles.tenantId, merchantProfiles.id] }).onDelete('cascade'),
    foreignKey({ name: 'products_owner_fk', columns: [t.tenantId, t.ownerId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
    // Feeds: newest, best (orders) and most viewed within a tab, live products only. DESC NULLS FIRST is
    // what a plain ORDER BY ... DESC means; an index in another null order would not serve the sort.
    index('products_feed_latest_idx').on(t.tenantId, t.isDelivery, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`${t.deletedAt} is null`),
    index('products_feed_orders_idx').on(t.tenantId, t.isDelivery, t.ordersCount.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`${t.deletedAt} is null`),
    index('products_feed_views_idx').on(t.tenantId, t.viewsCount.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`${t.deletedAt} is null`),
    index('products_feed_discount_idx').on(t.tenantId, t.discountRate.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`${t.deletedAt} is null and ${t.discountRate} > 0`),
    index('products_shopping_category_idx').on(t.tenantId, t.category, t.ordersCount.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`${t.deletedAt} is null`),
    index('products_delivery_category_idx').on(t.tenantId, t.deliveryCategory, t.ordersCount.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`${t.deletedAt} is null`),
    // A category's ranking (most viewed) on the two tabs' main pages (migration 0009).
    index('products_shopping_category_views_idx').on(t.tenantId, t.category, t.viewsCount.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`${t.deletedAt} is null`),
    index('products_delivery_category_views_idx').on(t.tenantId, t.deliveryCategory, t.viewsCount.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`${t.deletedAt} is null`),
    index('products_merchant_idx').on(t.tenantId, t.merchantId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`${t.deletedAt} is null`),
    // The dashboard's product list (GET /api/dashboard/products, migration 0025): each sort in its order
    // over a shop's products that are not deleted (latest is products_merchant_idx), and over its selling
    // or stopped ones (is_available a key column, so one index serves both filters).
    index('products_merchant_price_idx').on(t.tenantId, t.merchantId, t.price, t.id.desc().nullsFirst()).where(sql`${t.deletedAt} is null`),
    index('products_merchant_price_desc_idx').on(t.tenantId, t.merchantId, t.price.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`${t.deletedAt} is null`),
    index('products_merchant_views_idx').on(t.tenantId, t.merchantId, t.viewsCount.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`${t.deletedAt} is null`),
    index('products_merchant_all_orders_idx').on(t.tenantId, t.merchantId, t.ordersCount.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`${t.deletedAt} is null`),
    index('products_merchant_avail_latest_idx').on(t.tenantId, t.merchantId, t.isAvailable, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`${t.deletedAt} is null`),
    index('products_merchant_avail_price_idx').on(t.tenantId, t.merchantId, t.isAvailable, t.price, t.id.desc().nullsFirst()).where(sql`${t.deletedAt} is null`),
    index('products_merchant_avail_price_desc_idx').on(t.tenantId, t.merchantId, t.isAvailable, t.price.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`${t.deletedAt} is null`),
    index('products_merchant_avail_views_idx').on(t.tenantId, t.merchantId, t.isAvailable, t.viewsCount.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`${t.deletedAt} is null`),
    index('products_merchant_avail_orders_idx').on(t.tenantId, t.merchantId, t.isAvailable, t.ordersCount.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`${t.deletedAt} is null`),
    index('products_owner_deleted_idx').on(t.ownerId, t.deletedAt.desc().nullsFirst()).where(sql`${t.deletedAt} is not null`),
    // Lists of every tab (GET /api/products/ and its sorts, /latest, /popular, the unified search): the
    // selling products only, so a capped count over one is index-only (migration 0003, docs/benchmarks.md).
    // A filter on a category walks these and keeps the matching rows; a category by price has its own.
    index('products_live_latest_idx').on(t.tenantId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(live(t)),
    index('products_live_orders_idx').on(t.tenantId, t.ordersCount.desc().nullsFirst(), t.id.desc().nullsFirst()).where(live(t)),
    index('products_live_price_idx').on(t.tenantId, t.price, t.id.desc().nullsFirst()).where(live(t)),
    index('products_live_price_desc_idx').on(t.tenantId, t.price.desc().nullsFirst(), t.id.desc().nullsFirst()).where(live(t)),
    index('products_live_category_price_idx').on(t.tenantId, t.category, t.price, t.id.desc().nullsFirst()).where(live(t)),
    // The food tab's hot items and ranking walk the live delivery products alone: a common searched word
    // is checked row by row along the sort (internal-text-search.ts), and no shopping row is read (0012).
    index('products_live_delivery_orders_idx').on(t.tenantId, t.ordersCount.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`${live(t)} and ${t.isDelivery}`),
    index('products_live_delivery_views_idx').on(t.tenantId, t.viewsCount.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`${live(t)} and ${t.isDelivery}`),
    // A shop's most ordered products (the pickup shops' pictures).
    index('products_merchant_orders_idx').on(t.tenantId, t.merchantId, t.ordersCount.desc().nullsFirst(), t.id.desc().nullsFirst()).where(live(t)),
    // A delivery category's total, and its pickup shops (products per shop), counted index-only.
    index('products_live_delivery_category_idx').on(t.tenantId, t.deliveryCategory, t.isDelivery, t.merchantId).where(live(t)),
    // Partial-word search: every two-character piece of the text (text_bigrams, created in migration 0002),
    // keyed by site too (btree_gin, 0034): a common word is looked up among this site's products only.
    index('products_search_bigram_idx').using('gin', t.tenantId, sql`text_bigrams(${t.searchText})`),
    // The same pieces of the live products of one tab: a feed's search (and its pickup shops, which
    // count every match) reads only matches it can show, without intersecting a tab index (0007).
    index('products_live_delivery_bigram_idx').using('gin', t.tenantId, sql`text_bigrams(${t.searchText})`).where(sql`${live(t)} and ${t.isDelivery}`),
    index('products_live_shopping_bigram_idx').using('gin', t.tenantId, sql`text_bigrams(${t.searchText})`).where(sql`${live(t)} and not ${t.isDelivery}`),
  ],
);

export type Product = typeof products.$inferSelect;
