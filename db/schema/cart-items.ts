import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, pgTable, serial, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { products } from './products';
import { tenants } from './tenants';
import { users } from './users';

/**
 * A line of a shopper's 장바구니 (docs/cart.md): a product of the selling tenant (`ctx.shown`, as its
 * payments) and its quantity, for the account (buyer_tenant_id, buyer_id) of the site they shop on.
 * One line a product; adding it again raises the quantity. `unit_price_seen` is the price the shopper
 * last saw, so the cart and the checkout can say a price changed since.
 */
export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    buyerTenantId: integer('buyer_tenant_id').notNull(),
    buyerId: integer('buyer_id').notNull(),
    productId: integer('product_id').notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceSeen: integer('unit_price_seen').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('cart_items_tenant_id_key').on(t.tenantId, t.id),
    // One line a product and account; the shopper's cart, newest first, is read by this key's prefix.
    uniqueIndex('cart_items_buyer_product_key').on(t.tenantId, t.buyerTenantId, t.buyerId, t.productId),
    index('cart_items_buyer_idx').on(t.buyerTenantId, t.buyerId, t.updatedAt.desc().nullsFirst()),
    check('cart_items_quantity_check', sql`${t.quantity} between 1 and 999 and ${t.unitPriceSeen} > 0`),
    foreignKey({ name: 'cart_items_product_fk', columns: [t.tenantId, t.productId], foreignColumns: [products.tenantId, products.id] }).onDelete('cascade'),
    foreignKey({ name: 'cart_items_buyer_fk', columns: [t.buyerTenantId, t.buyerId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
  ],
);

export type CartItem = typeof cartItems.$inferSelect;
