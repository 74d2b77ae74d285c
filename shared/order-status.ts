/**
 * Payment and order statuses with their Korean labels (commerce.md §4), in one place: the server
 * answers them and the web shows them.
 */
export const PAYMENT_STATUSES = [
  'paid',
  'pending',
  'failed',
  'cancelled',
  'virtual_account_issued',
  // Beyond the spec's five: money given back after payment, and a pending payment nobody finished.
  'refunded',
  'partially_refunded',
  'expired',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Payment statuses as the buyer and the shop read them. */
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  paid: '결제 완료',
  pending: '결제 대기',
  failed: '결제 실패',
  cancelled: '결제 취소',
  virtual_account_issued: '가상계좌 발급',
  refunded: '환불 완료',
  partially_refunded: '부분 환불',
  expired: '기한 만료',
};

export const ORDER_STATUSES = ['PENDING', 'CONFIRMED', 'PREPARING', 'READY', 'DELIVERING', 'DELIVERED', 'CANCELLED', 'REFUNDED'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const ORDER_TYPES = ['delivery', 'pickup'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

/** order received, order confirmed, preparing, ready, delivering, delivered, cancelled, refunded. */
export const DELIVERY_STATUS_LABELS: Record<OrderStatus, string> = {
  PENDING: '주문 접수',
  CONFIRMED: '주문 확인',
  PREPARING: '준비 중',
  READY: '준비 완료',
  DELIVERING: '배달 중',
  DELIVERED: '배달 완료',
  CANCELLED: '취소됨',
  REFUNDED: '환불됨',
};

/** A pickup order reads pickup waiting, picking up, pickup done for these three; the rest as delivery. */
export const PICKUP_STATUS_LABELS: Partial<Record<OrderStatus, string>> = {
  READY: '픽업 대기',
  DELIVERING: '픽업 중',
  DELIVERED: '픽업 완료',
};

/**
 * A parcel (택배) order: shopping products sent by a courier (orders.parcel), read in 택배 words from
 * 준비 중 on; the shop records the courier and tracking number when it ships (발송처리, DELIVERING).
 */
export const PARCEL_STATUS_LABELS: Partial<Record<OrderStatus, string>> = {
  PREPARING: '상품 준비 중',
  READY: '발송 대기',
  DELIVERING: '배송 중',
  DELIVERED: '배송 완료',
};

/** How an order is fulfilled, for the shop's filters and the buyer's words: a local delivery, a pickup or a parcel. */
export const ORDER_KINDS = ['delivery', 'pickup', 'parcel'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];
export const ORDER_KIND_LABELS: Record<OrderKind, string> = { delivery: '배달', pickup: '픽업', parcel: '택배' };
export const orderKindOf = (o: { orderType: OrderType; parcel: boolean }): OrderKind => (o.orderType === 'pickup' ? 'pickup' : o.parcel ? 'parcel' : 'delivery');

export const orderStatusLabel = (status: OrderStatus, type: OrderType, parcel = false): string =>
  (type === 'pickup' ? PICKUP_STATUS_LABELS[status] : parcel ? PARCEL_STATUS_LABELS[status] : undefined) ?? DELIVERY_STATUS_LABELS[status];

/** The gateway's success code (commerce.md §9). */
export const PAYMENT_SUCCESS_CODE = '0000';
/** Payment list default and largest page; order lists 20 a page (commerce.md §9). */
export const PAYMENT_LIST_LIMIT = 100;
export const ORDER_LIST_LIMIT = 20;
export const ORDER_LIST_MAX = 100;
/** The largest quantity one payment may buy (keeps price × qty well inside an integer). */
export const PAYMENT_QTY_MAX = 999;
/** The largest amount one payment may charge, in won. */
export const PAYMENT_AMOUNT_MAX = 100_000_000;

/**
 * The order state machine (the issue of findings overrides commerce.md §4's "any status"): an order
 * walks forward along one path, delivery and pickup alike (pickup names three of its steps
 * differently), skipping steps if the shop wants; it is cancelled before it leaves the shop and
 * refunded after; cancelled and refunded are final. Both of those give the money back.
 */
export const ORDER_PATH = ['PENDING', 'CONFIRMED', 'PREPARING', 'READY', 'DELIVERING', 'DELIVERED'] as const satisfies readonly OrderStatus[];
/** Final states: nothing moves out of them. */
export const ORDER_FINAL: readonly OrderStatus[] = ['CANCELLED', 'REFUNDED'];
/** Cancel: the order has not left the shop (or the buyer has not started the pickup). */
const CANCELLABLE_FROM: readonly OrderStatus[] = ['PENDING', 'CONFIRMED', 'PREPARING', 'READY'];
/** Refund: the order has left (delivering or delivered; picking up or picked up). */
const REFUNDABLE_FROM: readonly OrderStatus[] = ['DELIVERING', 'DELIVERED'];

const pathIndex = (s: OrderStatus) => (ORDER_PATH as readonly OrderStatus[]).indexOf(s);

/** Why an order may not move from `from` to `to`, in Korean for the shop; null when it may. */
export function orderMoveRefusal(from: OrderStatus, to: OrderStatus, type: OrderType): string | null {
  const label = (s: OrderStatus) => orderStatusLabel(s, type);
  if (from === to) return `이미 ${label(to)} 상태인 주문입니다.`;
  if (ORDER_FINAL.includes(from)) return `${label(from)} 주문은 상태를 바꿀 수 없습니다.`;
  if (to === 'CANCELLED') {
    return CANCELLABLE_FROM.includes(from)
      ? null
      : `${label(from)} 주문은 취소할 수 없습니다. ${type === 'pickup' ? '픽업이' : '배달이'} 시작된 주문은 환불로 처리해 주세요.`;
  }
  if (to === 'REFUNDED') {
    return REFUNDABLE_FROM.includes(from) ? null : `${label(from)} 주문은 환불이 아니라 취소로 처리해 주세요.`;
  }
  return pathIndex(to) > pathIndex(from) ? null : `${label(from)} 주문을 ${label(to)}(으)로 되돌릴 수 없습니다.`;
}

/** The statuses an order in `from` may move to, in the order a menu lists them. */
export const nextOrderStatuses = (from: OrderStatus, type: OrderType): OrderStatus[] =>
  ORDER_STATUSES.filter((to) => orderMoveRefusal(from, to, type) === null);
