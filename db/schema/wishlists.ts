import { sql } from 'drizzle-orm';
import { foreignKey, index, integer, pgTable, serial, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { products } from './products';
import { tenants } from './tenants';
import { users } from './users';

/**
 * 찜: a product (of the selling tenant) a shopper keeps for later, by the account (user_tenant_id,
 * user_id) of the site they shop on. One row a product and account.
 */
export const wishlists = pgTable(
  'wishlists',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    userTenantId: integer('user_tenant_id').notNull(),
    userId: integer('user_id').notNull(),
    productId: integer('product_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('wishlists_tenant_id_key').on(t.tenantId, t.id),
    uniqueIndex('wishlists_user_product_key').on(t.tenantId, t.userTenantId, t.userId, t.productId),
    // The profile page's 찜 list: newest first.
    index('wishlists_user_idx').on(t.tenantId, t.userTenantId, t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // A product's wish_count (WishlistState), and the product's cascade delete.
    index('wishlists_product_idx').on(t.tenantId, t.productId),
    foreignKey({ name: 'wishlists_product_fk', columns: [t.tenantId, t.productId], foreignColumns: [products.tenantId, products.id] }).onDelete('cascade'),
    foreignKey({ name: 'wishlists_user_fk', columns: [t.userTenantId, t.userId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
  ],
);

/**
 * A shopper's 재입고 알림 request on a sold-out product: the scheduled send-restock-alerts job tells
 * them (the `restock` notification) once the product has stock again, and sets `notified_at`. One
 * waiting request a product and account; asking again after being told makes a new one.
 */
export const restockAlerts = pgTable(
  'restock_alerts',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    userTenantId: integer('user_tenant_id').notNull(),
    userId: integer('user_id').notNull(),
    productId: integer('product_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (t) => [
    unique('restock_alerts_tenant_id_key').on(t.tenantId, t.id),
    uniqueIndex('restock_alerts_waiting_key').on(t.tenantId, t.productId, t.userTenantId, t.userId).where(sql`${t.notifiedAt} is null`),
    // The job's scan: the products someone waits for.
    index('restock_alerts_waiting_idx').on(t.tenantId, t.productId).where(sql`${t.notifiedAt} is null`),
    foreignKey({ name: 'restock_alerts_product_fk', columns: [t.tenantId, t.productId], foreignColumns: [products.tenantId, products.id] }).onDelete('cascade'),
    foreignKey({ name: 'restock_alerts_user_fk', columns: [t.userTenantId, t.userId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
  ],
);

export type Wishlist = typeof wishlists.$inferSelect;
export type RestockAlert = typeof restockAlerts.$inferSelect;
