import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, pgTable, serial, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { CLAIM_KINDS, CLAIM_STATUSES } from '../../shared/order-claims';
import { orders } from './orders';
import { tenants } from './tenants';

/**
 * A buyer's 취소 / 반품 / 교환 request on an order (docs/orders.md Claims), and the shop's answer. At
 * most one request is open (requested) an order; the order's `open_claim` names its kind while it is,
 * so the shop's lists filter by it through an index. `photo_keys` are stored media keys of the
 * buyer's photos (upload tickets of kind `claim`).
 */
export const orderClaims = pgTable(
  'order_claims',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    orderId: integer('order_id').notNull(),
    /** The order's shop (a copy, no key: the shop's claim lists read it; a deleted shop leaves it as it was). */
    merchantId: integer('merchant_id'),
    kind: text('kind', { enum: CLAIM_KINDS }).notNull(),
    status: text('status', { enum: CLAIM_STATUSES }).notNull().default('requested'),
    /** One of CLAIM_REASONS' codes, and the buyer's words. */
    reasonCode: text('reason_code').notNull(),
    reason: text('reason').notNull().default(''),
    photoKeys: text('photo_keys').array().notNull().default(sql`'{}'::text[]`),
    /** The shop's reason when it refuses. */
    refuseReason: text('refuse_reason'),
    /** Won given back when it was accepted (a cancel or return); null otherwise. */
    refundAmount: integer('refund_amount'),
    requestedBy: integer('requested_by'),
    decidedBy: integer('decided_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    unique('order_claims_tenant_id_key').on(t.tenantId, t.id),
    uniqueIndex('order_claims_open_key').on(t.tenantId, t.orderId).where(sql`${t.status} = 'requested'`),
    index('order_claims_order_idx').on(t.tenantId, t.orderId, t.id),
    check('order_claims_refund_check', sql`${t.refundAmount} is null or ${t.refundAmount} >= 0`),
    foreignKey({ name: 'order_claims_order_fk', columns: [t.tenantId, t.orderId], foreignColumns: [orders.tenantId, orders.id] }).onDelete('cascade'),
  ],
);

export type OrderClaim = typeof orderClaims.$inferSelect;
