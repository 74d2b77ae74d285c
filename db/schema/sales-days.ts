import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, serial, text, unique, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The paid sales of one shop's product on one Korean calendar day (UTC+9, by the payment's
 * created_at, as the analytics count days): how many paid payments, their quantity and amount. The
 * payment analytics read their per-day and per-product figures here instead of every payment.
 *
 * Kept by triggers on payments (migration 0014), in the transaction of the write: a payment counts
 * while its status is `paid`, so an approval adds it, a paid payment leaving `paid` (a cancel or
 * refund) or deleted takes it away, and a change of its shop, product, day, quantity or amount moves
 * it. A row whose count falls to 0 is deleted. `merchant_id` / `product_id` are 0 once the shop or
 * product is deleted for good (the payment's column is then null); 0 keeps the key a plain equality.
 * `category` is the product's current one (category, else delivery category, else 기타; 기타 for a
 * deleted product), kept by a trigger on products. No foreign keys: the rows follow payments only (a
 * key to tenants would make a tenant's own deletion fail half-way through its cascades).
 */
export const salesDays = pgTable(
  'sales_days',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    merchantId: integer('merchant_id').notNull(),
    productId: integer('product_id').notNull(),
    category: text('category').notNull(),
    paymentCount: integer('payment_count').notNull(),
    quantity: integer('quantity').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
  },
  (t) => [
    unique('sales_days_tenant_id_key').on(t.tenantId, t.id),
    // The trigger's upsert key, and a shop's days (the merchant's figures).
    uniqueIndex('sales_days_key').on(t.tenantId, t.merchantId, t.day, t.productId),
    // The tenant's days (the superuser's figures).
    index('sales_days_tenant_day_idx').on(t.tenantId, t.day),
    // A product's rows, for a change of its category.
    index('sales_days_product_idx').on(t.tenantId, t.productId),
    check('sales_days_counts_check', sql`${t.paymentCount} >= 0 and ${t.quantity} >= 0 and ${t.amount} >= 0`),
  ],
);

export type SalesDay = typeof salesDays.$inferSelect;
