import { boolean, foreignKey, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { products } from './products';
import { tenants } from './tenants';

export const productMedia = pgTable(
  'product_media',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull(),
    mediaType: text('media_type', { enum: ['image'] }).notNull().default('image'),
    /** Server-chosen object key. */
    storageKey: text('storage_key').notNull(),
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    isThumbnail: boolean('is_thumbnail').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A medium belongs to a product of its own tenant.
    foreignKey({ name: 'product_media_product_fk', columns: [t.tenantId, t.productId], foreignColumns: [products.tenantId, products.id] }).onDelete('cascade'),
    index('product_media_product_order_idx').on(t.productId, t.sortOrder),
    // An upload token names its key: unique keys make "saved once" a constraint, and key look-ups an index scan.
    uniqueIndex('product_media_storage_key_key').on(t.storageKey),
  ],
);

export type ProductMedia = typeof productMedia.$inferSelect;
