import type { OrderStatus } from './order-status';

/**
 * A buyer's claim on an order (docs/orders.md Claims): 취소 before it ships, 반품 or 교환 after it
 * arrived. A cancel while the shop has not started on the order (주문 접수, 주문 확인) is instant: the
 * money goes back at once and the claim is recorded as accepted. Later (준비 중, 준비 완료/발송 대기) it is a
 * request the shop accepts (refunded) or refuses with a reason. A return or exchange is always a request,
 * with a reason and photos; an accepted return refunds through the gateway, an accepted exchange is the
 * shop's promise to send the goods again.
 */
export const CLAIM_KINDS = ['cancel', 'return', 'exchange'] as const;
export type ClaimKind = (typeof CLAIM_KINDS)[number];

export const CLAIM_STATUSES = ['requested', 'accepted', 'refused', 'withdrawn'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

export const CLAIM_KIND_LABELS: Record<ClaimKind, string> = { cancel: '취소', return: '반품', exchange: '교환' };
export const CLAIM_STATUS_LABELS: Record<ClaimStatus, string> = {
  requested: '요청',
  accepted: '승인',
  refused: '거절',
  withdrawn: '철회',
};
/** "반품 요청", "취소 승인", …: how a claim reads on both sides. */
export const claimLabel = (kind: ClaimKind, status: ClaimStatus) => `${CLAIM_KIND_LABELS[kind]} ${CLAIM_STATUS_LABELS[status]}`;

/** The reasons a buyer picks from (the code is stored; the label is shown). */
export const CLAIM_REASONS = {
  changed_mind: '단순 변심',
  wrong_order: '주문 실수',
  late: '배송 지연',
  damaged: '상품 파손',
  defective: '상품 불량',
  wrong_item: '다른 상품이 왔어요',
  missing: '구성품 누락',
  other: '기타',
} as const;
export type ClaimReasonCode = keyof typeof CLAIM_REASONS;
export const CLAIM_REASON_CODES = Object.keys(CLAIM_REASONS) as [ClaimReasonCode, ...ClaimReasonCode[]];

/** Photos a return or exchange may carry, and the longest reason text and refusal. */
export const CLAIM_PHOTOS_MAX = 5;
export const CLAIM_REASON_MAX = 500;

/** A cancel the buyer gets at once (the shop has not started on the order). */
export const INSTANT_CANCEL_FROM: readonly OrderStatus[] = ['PENDING', 'CONFIRMED'];
/** A cancel the shop must accept (it has started, the goods have not left). */
export const REQUESTED_CANCEL_FROM: readonly OrderStatus[] = ['PREPARING', 'READY'];
/** Returns and exchanges: after delivery. */
export const RETURN_FROM: readonly OrderStatus[] = ['DELIVERED'];

/** Whether the buyer may open a claim of `kind` on an order in `status` (no claim open). */
export function claimAllowed(kind: ClaimKind, status: OrderStatus): boolean {
  if (kind === 'cancel') return INSTANT_CANCEL_FROM.includes(status) || REQUESTED_CANCEL_FROM.includes(status);
  return RETURN_FROM.includes(status);
}
