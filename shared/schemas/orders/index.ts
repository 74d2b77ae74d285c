import { z } from 'zod';
import { MSG } from '../../messages';
import {
  ORDER_LIST_LIMIT,
  ORDER_LIST_MAX,
  ORDER_STATUSES,
  ORDER_TYPES,
  PAYMENT_AMOUNT_MAX,
  PAYMENT_LIST_LIMIT,
  PAYMENT_QTY_MAX,
  type OrderStatus,
  type OrderKind,
  type OrderType,
  type PaymentStatus,
} from '../../order-status';
import type { OrderClaimView } from './center';
import { id, integerIn } from '../catalogue/common';
import { integer } from '../input';

/** Payments (POST /api/payment/session, list, detail) and orders (/api/delivery/*): commerce.md §3, §7. */

const text = (max: number, required?: string) =>
  required ? z.string({ error: required }).trim().min(1, required).max(max) : z.string().trim().max(max).optional().default('');

/**
 * commerce.md §3 Payment session request, plus order_type: a product purchase (mode absent or
 * `product`). The amount is never read from the browser (an `amount` field is ignored): the server
 * computes it.
 */
export const productSessionSchema = z.object({
  mode: z.literal('product').optional(),
  customerId: z.union([z.string().max(100), z.number()]).optional(),
  productId: id,
  deviceType: z.enum(['pc', 'mobile']).default('pc'),
  redirectUrl: z.string().max(2000).optional(),
  qty: integer.pipe(z.number().min(1, MSG.paymentQtyMin).max(PAYMENT_QTY_MAX, MSG.paymentQtyOverStock)).default(1),
  buyerName: text(50, MSG.paymentBuyerNameRequired),
  buyerEmail: z.string({ error: MSG.emailInvalid }).trim().max(100).email(MSG.emailInvalid),
  buyerTel: z
    .string({ error: MSG.phoneRequired })
    .trim()
    .min(1, MSG.phoneRequired)
    .max(20, MSG.phoneInvalid)
    .regex(/^[0-9+\-() .]+$/, MSG.phoneInvalid),
  buyerAddr: text(200),
  buyerPostcode: text(10),
  order_type: z.enum(ORDER_TYPES).default('delivery'),
  /** 배송 요청사항 (문 앞에 놓아주세요, …): the order's delivery_memo. */
  delivery_request: z.string().trim().max(200).optional().default(''),
});

/**
 * commerce.md §7 Subscription payment session: mode trial or billing, customerId, planId,
 * redirectUrl, qty; a merchant registers a card for a plan (docs/subscriptions.md). The buyer's
 * fields are optional (the signed-in merchant's account fills them). `agreeRecurring` is the fourth,
 * recurring consent (commerce.md §5 Payment), required in these modes: the action refuses without it.
 */
export const planSessionSchema = z.object({
  mode: z.enum(['trial', 'billing']),
  customerId: z.union([z.string().max(100), z.number()]).optional(),
  planId: id,
  deviceType: z.enum(['pc', 'mobile']).default('pc'),
  redirectUrl: z.string().max(2000).optional(),
  qty: integer.pipe(z.number().min(1, MSG.paymentQtyMin).max(PAYMENT_QTY_MAX, MSG.billingQtyOne)).default(1),
  buyerName: z.string().trim().max(50).optional(),
  buyerEmail: z.string().trim().max(100).email(MSG.emailInvalid).optional().or(z.literal('').transform(() => undefined)),
  buyerTel: z.string().trim().max(20, MSG.phoneInvalid).regex(/^[0-9+\-() .]*$/, MSG.phoneInvalid).optional(),
  agreeRecurring: z.boolean().optional(),
});

/** POST /api/payment/session: a product purchase, or a plan's card registration (by `mode`). */
export const paymentSessionSchema = z.discriminatedUnion('mode', [productSessionSchema, planSessionSchema]);
export type ProductSessionInput = z.output<typeof productSessionSchema>;
export type PlanSessionInput = z.output<typeof planSessionSchema>;
/** What a client sends for a plan session (before defaults): the subscription screen's request. */
export type PlanSessionRequest = z.input<typeof planSessionSchema>;
export type PaymentSessionInput = z.output<typeof paymentSessionSchema>;
export interface PaymentSessionAnswer {
  authPageUrl: string;
  shopOrderNo: string;
  /** What the server will charge: price × qty + shipping_fee. */
  amount: number;
  shipping_fee: number;
}

/** What the gateway returns the browser with (GET query or POST form), as its documentation names them. */
export const paymentReturnSchema = z.object({
  resCd: z.string().max(10).default(''),
  resMsg: z.string().max(1000).default(''),
  shopOrderNo: z.string().max(40).default(''),
  authorizationId: z.string().max(2000).default(''),
});
export type PaymentReturnInput = z.output<typeof paymentReturnSchema>;

export const paymentListSchema = z.object({
  skip: integerIn(0, 1_000_000).default(0),
  limit: integerIn(1, PAYMENT_LIST_LIMIT).default(PAYMENT_LIST_LIMIT),
});
export type PaymentListQuery = z.output<typeof paymentListSchema>;
export const paymentIdSchema = z.object({ id });

/** commerce.md §3 Payment (admin and history). */
export interface PaymentItem {
  id: number;
  created_at: Date;
  updated_at: Date;
  product_id: number | null;
  product_name: string;
  product: { id: number | null; title: string };
  goods_name: string;
  buyer_name: string;
  amount: number;
  unit_price: number;
  shipping_fee: number;
  qty: number;
  /** Null for a plan's payments (no delivery). */
  order_type: OrderType | null;
  status: PaymentStatus;
  shop_order_no: string;
  pg_cno: string | null;
  pay_method: string | null;
  transaction_date: Date | null;
  paid_at: Date | null;
}
export interface PaymentList {
  payments: PaymentItem[];
  total: number;
  skip: number;
  limit: number;
}

const orderType = z.enum(ORDER_TYPES);
const orderStatus = z.enum(ORDER_STATUSES);

export const merchantOrdersSchema = z.object({
  skip: integerIn(0, 1_000_000).default(0),
  limit: integerIn(1, ORDER_LIST_MAX).default(ORDER_LIST_LIMIT),
  order_type: orderType.optional(),
  status: orderStatus.optional(),
});
export type MerchantOrdersQuery = z.output<typeof merchantOrdersSchema>;

export const userOrdersSchema = z.object({
  skip: integerIn(0, 1_000_000).default(0),
  limit: integerIn(1, ORDER_LIST_MAX).default(ORDER_LIST_LIMIT),
  order_type: orderType.optional(),
});
export type UserOrdersQuery = z.output<typeof userOrdersSchema>;

export const orderStatusUpdateSchema = z.object({
  order_id: id,
  status: orderStatus,
  /** Trimmed; empty means no memo (null). */
  memo: z
    .string()
    .max(500)
    .nullish()
    .transform((m) => m?.trim() || null),
  /** REFUNDED only: the won to give back (part of the payment); absent means all that is left. */
  refund_amount: integerIn(1, PAYMENT_AMOUNT_MAX).nullish(),
});
export type OrderStatusUpdate = z.output<typeof orderStatusUpdateSchema>;

export const orderConfirmSchema = z.object({ order_id: id });
export const orderIdSchema = z.object({ id });

export interface OrderStatusStep {
  status: OrderStatus;
  status_label: string;
  at: Date;
}

/** commerce.md §3 Delivery order, with its label and what the buyer confirmed. */
export interface DeliveryOrder {
  id: number;
  payment_id: number;
  /** The number shown everywhere: its payment's shop_order_no (the buyer's payment list reads the same). */
  order_number: string;
  order_type: OrderType;
  status: OrderStatus;
  status_label: string;
  memo: string | null;
  created_at: Date;
  updated_at: Date;
  /** Set only while the order is DELIVERED (a refunded order shows its refund instead). */
  delivered_at: Date | null;
  confirmed_at: Date | null;
  /** Every status the order reached, oldest first: its timeline. */
  status_history: OrderStatusStep[];
  /** Won given back to the buyer (0 while none; less than total_price for a partial refund). */
  refunded_amount: number;
  recipient_name: string;
  delivery_address: string;
  delivery_phone: string;
  delivery_memo: string | null;
  total_price: number;
  items: { product_id: number | null; product_title: string; quantity: number; unit_price: number; total_price: number }[];
  /** 배달, 픽업 or 택배 (shared/order-status.ts ORDER_KINDS): the words the screens use. */
  kind: OrderKind;
  /** The shop's shipping fee inside total_price. */
  shipping_fee: number;
  /** 발송처리 of a parcel order: the courier (code and name), tracking number and its page, when it shipped. */
  courier: string | null;
  courier_name: string | null;
  tracking_number: string | null;
  tracking_url: string | null;
  shipped_at: Date | null;
  /** The newest claim (취소/반품/교환; open or decided), null when none. */
  claim: OrderClaimView | null;
}
export interface DeliveryList {
  deliveries: DeliveryOrder[];
  page: number;
  total: number;
  pages: number;
}
export * from './analytics';
export * from './center';
