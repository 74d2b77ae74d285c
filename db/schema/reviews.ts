import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { products } from './products';
import { tenants } from './tenants';
import { users } from './users';

/**
 * A buyer's review of a product (commerce.md §3 Review, §5): rating 1-5, an optional title, 10 to 1000
 * characters of text, up to 5 photos. It lives with its product (the selling tenant) and names its
 * author by (author_tenant_id, author_id); one review per author and product. helpful_count follows
 * review_helpful by trigger, and the product's review_count and rating_sum follow this table
 * (migration 0011), so cards and sorts read kept numbers.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull(),
    authorTenantId: integer('author_tenant_id').notNull(),
    authorId: integer('author_id').notNull(),
    rating: smallint('rating').notNull(),
    title: text('title').notNull().default(''),
    content: text('content').notNull(),
    helpfulCount: integer('helpful_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('reviews_tenant_id_key').on(t.tenantId, t.id),
    uniqueIndex('reviews_one_per_author_key').on(t.productId, t.authorTenantId, t.authorId),
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
    check('reviews_helpful_check', sql`${t.helpfulCount} >= 0`),
    foreignKey({ name: 'reviews_product_fk', columns: [t.tenantId, t.productId], foreignColumns: [products.tenantId, products.id] }).onDelete('cascade'),
    foreignKey({ name: 'reviews_author_fk', columns: [t.authorTenantId, t.authorId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
    // A product's list in each of the five orders (newest, oldest, highest, lowest, most helpful).
    index('reviews_product_latest_idx').on(t.tenantId, t.productId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('reviews_product_rating_idx').on(t.tenantId, t.productId, t.rating, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('reviews_product_helpful_idx').on(t.tenantId, t.productId, t.helpfulCount.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // A user's reviews (by user, mine) and a shop's reviews (dashboard) go through their products.
    index('reviews_author_idx').on(t.authorTenantId, t.authorId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

/** A review's photo (images only, 5 MB, at most 5 a review). */
export const reviewMedia = pgTable(
  'review_media',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    reviewId: integer('review_id').notNull(),
    storageKey: text('storage_key').notNull(),
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({ name: 'review_media_review_fk', columns: [t.tenantId, t.reviewId], foreignColumns: [reviews.tenantId, reviews.id] }).onDelete('cascade'),
    index('review_media_review_idx').on(t.reviewId, t.sortOrder),
    uniqueIndex('review_media_storage_key_key').on(t.storageKey),
  ],
);

/** One helpful mark per user and review; reviews.helpful_count follows it by trigger. */
export const reviewHelpful = pgTable(
  'review_helpful',
  {
    tenantId: integer('tenant_id').notNull(),
    reviewId: integer('review_id').notNull(),
    userTenantId: integer('user_tenant_id').notNull(),
    userId: integer('user_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'review_helpful_pkey', columns: [t.reviewId, t.userTenantId, t.userId] }),
    foreignKey({ name: 'review_helpful_review_fk', columns: [t.tenantId, t.reviewId], foreignColumns: [reviews.tenantId, reviews.id] }).onDelete('cascade'),
    foreignKey({ name: 'review_helpful_user_fk', columns: [t.userTenantId, t.userId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
  ],
);

export type Review = typeof reviews.$inferSelect;
export type ReviewMedia = typeof reviewMedia.$inferSelect;
