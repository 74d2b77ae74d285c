import { z } from 'zod';
import { MSG } from '../../messages';
import { CLAIM_KINDS, CLAIM_PHOTOS_MAX, CLAIM_REASON_CODES, CLAIM_REASON_MAX, type ClaimKind, type ClaimStatus } from '../../order-claims';
import { COURIER_CODES, normaliseTrackingNumber, TRACKING_NUMBER_PATTERN } from '../../couriers';
import { ORDER_KINDS, ORDER_LIST_LIMIT, ORDER_LIST_MAX, ORDER_STATUSES } from '../../order-status';
import { id, integerIn } from '../catalogue/common';
import type { DeliveryOrder } from './index';

/** The shop's order center, parcel shipping and the buyer's claims (docs/orders.md). */

/** Orders one bulk action may touch (bulk status, bulk 발송처리). */
export const BULK_ORDERS_MAX = 100;
/** Rows one CSV export may hold (the newest first within the filters). */
export const ORDER_EXPORT_MAX = 10_000;
/** The largest claim photo (as a review photo). */
export const CLAIM_PHOTO_MAX_BYTES = 5 * 1024 * 1024;

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '날짜는 YYYY-MM-DD 형식으로 입력해주세요.');

/**
 * The summary strip's lists (신규 주문, 발송 대기, 취소 요청, 반품 요청): `view` opens exactly the orders
 * its count counts (one predicate for both, worker/services/orders/center/internal.ts viewWhere).
 */
export const ORDER_CENTER_VIEWS = ['new_orders', 'awaiting_shipment', 'cancel_requests', 'return_requests'] as const;
export type OrderCenterView = (typeof ORDER_CENTER_VIEWS)[number];

/**
 * GET /api/shop/orders: the shop's orders with filters. `from`/`to` are Korean calendar days
 * (inclusive); `claim` narrows to orders with an open claim of that kind; `q` is an order number
 * (exact) or a buyer's name or phone (part of it).
 */
export const orderCenterQuerySchema = z.object({
  page: integerIn(1, 100_000).default(1),
  limit: integerIn(1, ORDER_LIST_MAX).default(ORDER_LIST_LIMIT),
  status: z.enum(ORDER_STATUSES).optional(),
  kind: z.enum(ORDER_KINDS).optional(),
  claim: z.enum(CLAIM_KINDS).optional(),
  view: z.enum(ORDER_CENTER_VIEWS).optional(),
  from: isoDay.optional(),
  to: isoDay.optional(),
  q: z.string().trim().max(50).optional().transform((s) => (s ? s : undefined)),
});
export type OrderCenterQuery = z.output<typeof orderCenterQuerySchema>;

/** An order on the shop's screens: the buyer's order, with the buyer's e-mail masked. */
export interface CenterOrder extends DeliveryOrder {
  buyer_email_masked: string;
}

export interface OrderClaimView {
  id: number;
  kind: ClaimKind;
  status: ClaimStatus;
  /** "반품 요청", "취소 승인", … */
  label: string;
  reason_code: string;
  reason_label: string;
  reason: string;
  photo_urls: string[];
  refuse_reason: string | null;
  refund_amount: number | null;
  created_at: Date;
  decided_at: Date | null;
}

export interface OrderCenterList {
  orders: CenterOrder[];
  page: number;
  total: number;
  pages: number;
}

/** GET /api/shop/orders/summary: the strip's counts, each the total of its `view`'s list. */
export interface OrderCenterSummary extends Record<OrderCenterView, number> {
  /** 신규 주문: PENDING. */
  new_orders: number;
  /** 발송 대기: parcel orders CONFIRMED, PREPARING or READY (not yet shipped). */
  awaiting_shipment: number;
  /** 취소 요청, 반품 요청 (returns and exchanges): open claims. */
  cancel_requests: number;
  return_requests: number;
}

const trackingNumber = z
  .string({ error: MSG.trackingNumberInvalid })
  .transform(normaliseTrackingNumber)
  .pipe(z.string().regex(TRACKING_NUMBER_PATTERN, MSG.trackingNumberInvalid));
const courier = z.enum(COURIER_CODES, { error: MSG.courierRequired });

/** POST /api/shop/orders/ship: 발송처리 of one parcel order (DELIVERING with courier and number). */
export const shipOrderSchema = z.object({ order_id: id, courier, tracking_number: trackingNumber });
export type ShipOrderInput = z.output<typeof shipOrderSchema>;

/** POST /api/shop/orders/ship/bulk: many at once, all or none (one transaction). */
export const bulkShipSchema = z.object({
  shipments: z.array(z.object({ order_id: id, courier, tracking_number: trackingNumber })).min(1, MSG.bulkNoneSelected).max(BULK_ORDERS_MAX, MSG.bulkTooMany),
});
export type BulkShipInput = z.output<typeof bulkShipSchema>;

/** POST /api/shop/orders/status/bulk: one forward move (not cancel or refund) for many orders, all or none. */
export const bulkStatusSchema = z.object({
  order_ids: z.array(id).min(1, MSG.bulkNoneSelected).max(BULK_ORDERS_MAX, MSG.bulkTooMany),
  status: z.enum(['CONFIRMED', 'PREPARING', 'READY', 'DELIVERING', 'DELIVERED']),
});
export type BulkStatusInput = z.output<typeof bulkStatusSchema>;

export interface BulkResult {
  updated: number;
  message: string;
}

/** GET /api/shop/orders/export: the filtered orders as CSV (UTF-8 with BOM, for Excel). */
export const orderExportSchema = orderCenterQuerySchema.omit({ page: true, limit: true });
export type OrderExportQuery = z.output<typeof orderExportSchema>;

/** POST /api/orders/{id}/claims: the buyer's cancel, return or exchange. */
export const claimRequestSchema = z.object({
  order_id: id,
  kind: z.enum(CLAIM_KINDS),
  reason_code: z.enum(CLAIM_REASON_CODES, { error: MSG.claimReasonRequired }),
  reason: z.string().trim().max(CLAIM_REASON_MAX).optional().default(''),
  /** Upload ticket keys of kind `claim` (required for a return or exchange). */
  photo_keys: z.array(z.string().min(1).max(300)).max(CLAIM_PHOTOS_MAX, MSG.claimTooManyPhotos).optional().default([]),
});
export type ClaimRequestInput = z.output<typeof claimRequestSchema>;

/** POST /api/shop/claims/{id}/decide: the shop accepts, or refuses with a reason. */
export const claimDecisionSchema = z.discriminatedUnion('decision', [
  z.object({ claim_id: id, decision: z.literal('accept') }),
  z.object({ claim_id: id, decision: z.literal('refuse'), refuse_reason: z.string({ error: MSG.claimRefuseReasonRequired }).trim().min(1, MSG.claimRefuseReasonRequired).max(CLAIM_REASON_MAX) }),
]);
export type ClaimDecisionInput = z.output<typeof claimDecisionSchema>;

/** POST /api/orders/claims/{id}/withdraw: the buyer takes back an open request. */
export const claimWithdrawSchema = z.object({ claim_id: id });

export interface ClaimAnswer {
  claim: OrderClaimView;
  message: string;
}

/** POST /api/orders/{order_id}/claims/upload-ticket: a signed ticket for one claim photo (images, 5 MB), only for the buyer's own order. */
export const claimUploadRequestSchema = z.object({
  order_id: id,
  file_name: z.string().trim().min(1).max(200),
  content_type: z.string().trim().max(100),
  size: integerIn(1, CLAIM_PHOTO_MAX_BYTES),
});
export type ClaimUploadRequest = z.output<typeof claimUploadRequestSchema>;
