import { MSG } from '../../../../shared/messages';
import { PAYMENT_SUCCESS_CODE, type OrderStatus, type PaymentStatus } from '../../../../shared/order-status';

export { PAYMENT_STATUS_LABELS } from '../../../../shared/order-status';

/** paid green, failed red, anything else gray (commerce.md §4). */
export const paymentStatusPalette = (status: PaymentStatus): 'green' | 'red' | 'gray' =>
  status === 'paid' ? 'green' : status === 'failed' ? 'red' : 'gray';

const parts = (d: Date) =>
  Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Asia/Seoul',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(d)
      .map((p) => [p.type, p.value]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute', string>;

/** 2026.11.25 (Seoul's day, whatever the browser's zone). */
export function formatDate(value: Date | string): string {
  const p = parts(new Date(value));
  return `${p.year}.${p.month}.${p.day}`;
}

/** 2026.11.25 14:05 (Seoul time). */
export function formatDateTime(value: Date | string): string {
  const p = parts(new Date(value));
  return `${p.year}.${p.month}.${p.day} ${p.hour}:${p.minute}`;
}

/** Pages for "x / y": at least one. */
export const pageTotal = (total: number, size: number): number => Math.max(1, Math.ceil(total / size));

/** The flag a subscription screen reads to reload its state after a payment (commerce.md §4). */
export const SUBSCRIPTION_RELOAD_KEY = 'subscription_reload';

export interface CallbackOutcome {
  state: 'success' | 'failed';
  /** The approval number (pgCno) when the gateway gave one. */
  approvalNo: string | null;
  title: string;
  message: string;
}

/**
 * What /payment/callback shows for its query (commerce.md §2, §4): success only for resCd 0000, its
 * message by what came back (an approval number, a subscription's customerId, or neither).
 */
export function callbackOutcome(params: URLSearchParams): CallbackOutcome {
  const resCd = params.get('resCd') ?? '';
  const approvalNo = params.get('pgCno')?.trim() || null;
  const customerId = params.get('customerId')?.trim() || null;
  if (resCd !== PAYMENT_SUCCESS_CODE) {
    return { state: 'failed', approvalNo, title: '결제 실패', message: MSG.paymentFailed };
  }
  if (approvalNo) return { state: 'success', approvalNo, title: '결제 완료', message: '결제가 완료되었습니다. 주문 내역에서 배송·픽업 상태를 확인할 수 있습니다.' };
  if (customerId) return { state: 'success', approvalNo, title: '결제 완료', message: '정기결제 카드 등록이 완료되었습니다. 구독이 곧 시작됩니다.' };
  return { state: 'success', approvalNo, title: '결제 완료', message: '결제 요청이 정상적으로 처리되었습니다.' };
}

/** An order's status colour: done green, on its way blue, stopped red, else gray. */
export const orderStatusPalette = (status: OrderStatus): 'green' | 'blue' | 'red' | 'orange' | 'gray' =>
  status === 'DELIVERED'
    ? 'green'
    : status === 'DELIVERING' || status === 'READY'
      ? 'blue'
      : status === 'CANCELLED' || status === 'REFUNDED'
        ? 'red'
        : status === 'PREPARING' || status === 'CONFIRMED'
          ? 'orange'
          : 'gray';
