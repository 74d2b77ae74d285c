import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { merchantProfiles } from './merchant-profiles';
import { payments } from './payments';
import { products } from './products';
import { tenants } from './tenants';
import { users } from './users';

import { CLAIM_KINDS } from '../../shared/order-claims';
import { ORDER_STATUSES } from '../../shared/order-status';

export { ORDER_STATUSES };

/**
 * A delivery, pickup or parcel order, made by a paid payment in the same transaction: one order a
 * product payment (바로 구매), or one a shop of a cart's payment (cart_order; its products are the
 * payment's line payments of that shop, docs/cart.md). A cart order of several products has no
 * product_id and names its first product "외 N건"; quantity is its lines' sum, unit_price its first
 * line's. It
 * belongs with its payment (the selling tenant) and is the shop's to move through the statuses
 * (commerce.md §4, any status with an optional memo) and the buyer's to confirm as received.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    paymentId: integer('payment_id').notNull(),
    /**
     * The number the buyer and the shop read on every screen: its payment's shop order number. A
     * BEFORE INSERT trigger of migration 0015 copies it when an insert leaves it empty; that migration
     * also backfills older orders and adds the unique index (tenant_id, order_number) after the backfill
     * (hand-written, so an existing table takes the column).
     */
    orderNumber: text('order_number').notNull().default(''),
    buyerTenantId: integer('buyer_tenant_id').notNull(),
    buyerId: integer('buyer_id').notNull(),
    productId: integer('product_id'),
    merchantId: integer('merchant_id'),
    productTitle: text('product_title').notNull(),
    quantity: integer('quantity').notNull(),
    unitPrice: integer('unit_price').notNull(),
    totalPrice: integer('total_price').notNull(),
    orderType: text('order_type', { enum: ['delivery', 'pickup'] }).notNull(),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('PENDING'),
    /** The shop's note with its last status change (trimmed; null when empty). */
    memo: text('memo'),
    recipientName: text('recipient_name').notNull(),
    deliveryAddress: text('delivery_address').notNull().default(''),
    deliveryPhone: text('delivery_phone').notNull(),
    deliveryMemo: text('delivery_memo'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /**
     * The shop's shipping fee in total_price (its share of a cart's payment, or the single payment's),
     * so one shop's order of a cart is refunded with its own fee.
     */
    shippingFee: integer('shipping_fee').notNull().default(0),
    /** A parcel (택배) order: shopping products sent by courier (shared/order-status.ts PARCEL_STATUS_LABELS). */
    parcel: boolean('parcel').notNull().default(false),
    /** 발송처리: the courier (shared/couriers.ts code), its tracking number, and when it shipped. */
    courier: text('courier'),
    trackingNumber: text('tracking_number'),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    /** The kind of the buyer's open claim (order_claims, status requested), null when none is open. */
    openClaim: text('open_claim', { enum: CLAIM_KINDS }),
    /** When the buyer confirmed receipt (POST /api/delivery/confirm). */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('orders_tenant_id_key').on(t.tenantId, t.id),
    // One order a payment and shop (a 바로 구매 payment has one shop; a cart's one order each).
    unique('orders_payment_merchant_key').on(t.paymentId, t.merchantId),
    check('orders_amounts_check', sql`${t.quantity} >= 1 and ${t.unitPrice} > 0 and ${t.shippingFee} >= 0 and ${t.totalPrice} >= ${t.shippingFee}`),
    foreignKey({ name: 'orders_payment_fk', columns: [t.tenantId, t.paymentId], foreignColumns: [payments.tenantId, payments.id] }).onDelete('cascade'),
    foreignKey({ name: 'orders_buyer_fk', columns: [t.buyerTenantId, t.buyerId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
    // Hand-altered in migration 0011 to ON DELETE SET NULL (product_id) / (merchant_id).
    foreignKey({ name: 'orders_product_fk', columns: [t.tenantId, t.productId], foreignColumns: [products.tenantId, products.id] }),
    foreignKey({ name: 'orders_merchant_fk', columns: [t.tenantId, t.merchantId], foreignColumns: [merchantProfiles.tenantId, merchantProfiles.id] }),
    // The shop's delivery or pickup list (optionally by status), the buyer's orders: newest first.
    index('orders_merchant_type_idx').on(t.tenantId, t.merchantId, t.orderType, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('orders_merchant_status_idx').on(t.tenantId, t.merchantId, t.orderType, t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('orders_buyer_idx').on(t.tenantId, t.buyerTenantId, t.buyerId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The shop's order center (docs/orders.md): every order newest first, by status, by open claim.
    index('orders_merchant_created_idx').on(t.tenantId, t.merchantId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('orders_merchant_claim_idx').on(t.tenantId, t.merchantId, t.openClaim, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`${t.openClaim} is not null`),
    // The order center's buyer search (docs/orders.md): a name from its start, a phone by its last four digits (or whole).
    index('orders_merchant_recipient_idx').on(t.tenantId, t.merchantId, t.recipientName.op('text_pattern_ops')),
    index('orders_merchant_phone_tail_idx').on(t.tenantId, t.merchantId, sql`right(regexp_replace(${t.deliveryPhone}, '[^0-9]', '', 'g'), 4)`),
    // The order center's 택배 filter: a shop's parcel (or local delivery) orders newest first.
    index('orders_merchant_parcel_idx').on(t.tenantId, t.merchantId, t.parcel, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`${t.orderType} = 'delivery'`),
    // The summary's 발송 대기: a shop's parcel orders not yet shipped (a small slice, counted without reading the rest).
    index('orders_merchant_awaiting_idx').on(t.tenantId, t.merchantId, t.status).where(sql`${t.orderType} = 'delivery' and ${t.parcel} and ${t.status} in ('CONFIRMED', 'PREPARING', 'READY')`),
    // has_purchased: a paid order of this buyer for this product.
    index('orders_buyer_product_idx').on(t.tenantId, t.productId, t.buyerTenantId, t.buyerId),
  ],
);

export type Order = typeof orders.$inferSelect;
