/**
 * Payment and order statuses with their Korean labels (commerce.md §4), in one place: the server
 * answers them and the web shows them.
 */
export const PAYMENT_STATUSES = ['paid', 'pending', 'failed', 'cancelled', 'virtual_account_issued'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

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

export const orderStatusLabel = (status: OrderStatus, type: OrderType): string =>
  (type === 'pickup' ? PICKUP_STATUS_LABELS[status] : undefined) ?? DELIVERY_STATUS_LABELS[status];

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
