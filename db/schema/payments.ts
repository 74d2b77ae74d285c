import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, jsonb, pgTable, serial, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { merchantProfiles } from './merchant-profiles';
import { plans } from './plans';
import { products } from './products';
import { subscriptions } from './subscriptions';
import { tenants } from './tenants';
import { users } from './users';

import { PAYMENT_STATUSES } from '../../shared/order-status';
import { PAYMENT_PURPOSES, PLAN_PAYMENT_ACTIONS } from '../../shared/payment-purpose';

export { PAYMENT_STATUSES };

/** One product of a cart payment, as checkout priced it (payments.cart_lines). */
export interface CartPlanLine {
  productId: number;
  merchantId: number;
  title: string;
  unitPrice: number;
  qty: number;
  /** The shop's shipping fee on its first line, 0 on its others. */
  shippingFee: number;
  /** Whether the product is a delivery-tab one (else a shopping product: its shop order is a parcel). */
  isDelivery: boolean;
}

/**
 * A card payment through the tenant's gateway (commerce.md §3 Payment, §4 statuses). It belongs to the
 * tenant whose catalogue sold the product (`ctx.shown`: a proxy site's buyers pay for its target's
 * products), and records the buyer by (buyer_tenant_id, buyer_id), the account of the site they
 * bought on. The amount is the server's (price × qty + shipping), never the browser's; the product's
 * title and price are kept as they were, so a later edit or deletion of the product changes no payment.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    buyerTenantId: integer('buyer_tenant_id').notNull(),
    buyerId: integer('buyer_id').notNull(),
    /** Null once the product or the shop is deleted for good (ON DELETE SET NULL of that column only). */
    productId: integer('product_id'),
    merchantId: integer('merchant_id'),
    /** Our order number at the gateway (shopOrderNo): unique, random, never reused. */
    shopOrderNo: text('shop_order_no').notNull(),
    goodsName: text('goods_name').notNull(),
    productTitle: text('product_title').notNull(),
    unitPrice: integer('unit_price').notNull(),
    qty: integer('qty').notNull(),
    shippingFee: integer('shipping_fee').notNull().default(0),
    /** Won: unit_price × qty + shipping_fee. */
    amount: integer('amount').notNull(),
    /** A product order's delivery or pickup; null for a plan's payments. */
    orderType: text('order_type', { enum: ['delivery', 'pickup'] }),
    /** The buyer's device at the pay page; null for a charge with a billing key (no browser). */
    deviceType: text('device_type', { enum: ['pc', 'mobile'] }),
    buyerName: text('buyer_name').notNull(),
    buyerEmail: text('buyer_email').notNull(),
    buyerTel: text('buyer_tel').notNull(),
    buyerAddr: text('buyer_addr').notNull().default(''),
    buyerPostcode: text('buyer_postcode').notNull().default(''),
    /** 배송 요청사항 the buyer wrote at checkout; its orders' delivery_memo (null when none). */
    deliveryRequest: text('delivery_request'),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('pending'),
    /** What it pays for: its purpose's handler settles and reverses it (worker/services/payments/purposes.ts). */
    purpose: text('purpose', { enum: PAYMENT_PURPOSES }).notNull().default('product_order'),
    /** Won given back through the gateway (a cancel or refund, whole or part); 0 while none. */
    refundedAmount: integer('refunded_amount').notNull().default(0),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** A plan's payments (purposes plan_start and plan_charge): the plan paid for, and the subscription once it exists. */
    planId: integer('plan_id'),
    subscriptionId: integer('subscription_id'),
    /**
     * What a plan's payment does (docs/subscriptions.md): a plan_start's session mode (`trial`, `billing`),
     * a plan_charge's reason (`start`, `renewal`, `upgrade`, `admin`). Null for a product order.
     */
    planAction: text('plan_action', { enum: PLAN_PAYMENT_ACTIONS }),
    /**
     * A cart's line (docs/cart.md): the cart_order payment whose card charge this product's sale is a
     * part of. A line is a product_order with no gateway transaction of its own (pg_cno null); it is
     * the shop's sale (analytics, sales_days) and refunded through its parent.
     */
    parentPaymentId: integer('parent_payment_id'),
    /**
     * A cart payment's planned lines (docs/cart.md), fixed at checkout: what its settle turns into line
     * payments and shop orders, whatever the cart holds by then. Null for every other purpose.
     */
    cartLines: jsonb('cart_lines').$type<CartPlanLine[]>(),
    /** The gateway's transaction number once approved (pgCno), and its answer code and message. */
    pgCno: text('pg_cno'),
    authorizationId: text('authorization_id'),
    payMethod: text('pay_method'),
    resCd: text('res_cd'),
    resMsg: text('res_msg'),
    /** When the gateway approved it (its transactionDate). */
    transactionDate: timestamp('transaction_date', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('payments_tenant_id_key').on(t.tenantId, t.id),
    uniqueIndex('payments_shop_order_no_key').on(t.shopOrderNo),
    uniqueIndex('payments_pg_cno_key').on(t.pgCno).where(sql`${t.pgCno} is not null`),
    check('payments_refunded_check', sql`${t.refundedAmount} >= 0 and ${t.refundedAmount} <= ${t.amount}`),
    check('payments_amounts_check', sql`${t.qty} >= 1 and ${t.unitPrice} >= 0 and ${t.shippingFee} >= 0 and ${t.amount} = ${t.unitPrice} * ${t.qty} + ${t.shippingFee}`),
    // What each purpose needs: a product order its price and delivery choice, a plan's payment its plan;
    // a wallet top-up neither (it buys points), and no plan either.
    check(
      'payments_purpose_check',
      sql`(${t.purpose} <> 'product_order' or (${t.unitPrice} > 0 and ${t.orderType} is not null)) and (${t.purpose} not in ('plan_start', 'plan_charge') or ${t.planId} is not null) and (${t.purpose} <> 'wallet_topup' or (${t.planId} is null and ${t.productId} is null)) and (${t.purpose} <> 'cart_order' or (${t.planId} is null and ${t.productId} is null and ${t.orderType} is not null)) and (${t.parentPaymentId} is null or ${t.purpose} = 'product_order')`,
    ),
    foreignKey({ name: 'payments_parent_fk', columns: [t.tenantId, t.parentPaymentId], foreignColumns: [t.tenantId, t.id] }).onDelete('cascade'),
    // A cart payment's lines.
    index('payments_parent_idx').on(t.tenantId, t.parentPaymentId).where(sql`${t.parentPaymentId} is not null`),
    foreignKey({ name: 'payments_plan_fk', columns: [t.tenantId, t.planId], foreignColumns: [plans.tenantId, plans.id] }),
    // Hand-altered in migration 0019 to ON DELETE SET NULL (subscription_id).
    foreignKey({ name: 'payments_subscription_fk', columns: [t.tenantId, t.subscriptionId], foreignColumns: [subscriptions.tenantId, subscriptions.id] }),
    // A subscription's charges, newest first (its history, the retry count).
    index('payments_subscription_idx').on(t.tenantId, t.subscriptionId, t.id.desc()).where(sql`${t.subscriptionId} is not null`),
    foreignKey({ name: 'payments_buyer_fk', columns: [t.buyerTenantId, t.buyerId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
    // Hand-altered in migration 0011 to ON DELETE SET NULL (product_id) / (merchant_id).
    foreignKey({ name: 'payments_product_fk', columns: [t.tenantId, t.productId], foreignColumns: [products.tenantId, products.id] }),
    foreignKey({ name: 'payments_merchant_fk', columns: [t.tenantId, t.merchantId], foreignColumns: [merchantProfiles.tenantId, merchantProfiles.id] }),
    // A buyer's history, a shop's sales, the tenant's (superuser) analytics: newest first.
    index('payments_buyer_idx').on(t.tenantId, t.buyerTenantId, t.buyerId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('payments_merchant_idx').on(t.tenantId, t.merchantId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('payments_tenant_idx').on(t.tenantId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The system administrator's list across every site (worker/services/admin/payments/list-payments.ts): newest first.
    index('payments_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The analytics summary (migration 0013): a shop's or the tenant's payments since a day, with every
    // column its figures aggregate, so they are read from the index alone. Only product orders are a
    // shop's sales (migration 0020): a plan's payments are not in them.
    index('payments_merchant_sales_idx')
      .on(t.tenantId, t.merchantId, t.createdAt, t.status, t.amount, t.qty, t.productId, t.buyerTenantId, t.buyerId, t.payMethod)
      .where(sql`${t.purpose} = 'product_order'`),
    index('payments_tenant_sales_idx')
      .on(t.tenantId, t.createdAt, t.status, t.amount, t.qty, t.productId, t.buyerTenantId, t.buyerId, t.payMethod)
      .where(sql`${t.purpose} = 'product_order'`),
    // The scheduled clean-up's expiry (expire-pending-payments.ts): only the few pending rows, by age.
    index('payments_pending_idx').on(t.createdAt).where(sql`${t.status} = 'pending'`),
  ],
);

export type Payment = typeof payments.$inferSelect;
