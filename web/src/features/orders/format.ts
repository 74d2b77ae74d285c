import { MSG } from '../../../../shared/messages';
import { PAYMENT_QTY_MAX, PAYMENT_SUCCESS_CODE, type OrderStatus, type PaymentStatus } from '../../../../shared/order-status';
import { paymentFailureReason } from '../../../../shared/payment-results';

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

/** The flag a subscription screen reads to reload its state after a payment (commerce.md §4). */
export { SUBSCRIPTION_RELOAD_KEY } from '../../../../shared/subscription';

/** Where a merchant manages their plan (the subscription card's page). */
export const SUBSCRIPTION_PAGE = '/merchant/subscription';

export interface CallbackOutcome {
  state: 'success' | 'failed';
  /** The approval number (pgCno) when the gateway gave one. */
  approvalNo: string | null;
  title: string;
  message: string;
  /** A payment that did not go through: the gateway's reason in Korean. */
  reason: string | null;
  /** Where 다시 결제 leads: the product page opening its payment with the same quantity. */
  retryTo: string | null;
  /** A subscription's payment (the return named its customerId, the merchant): the page links to the plan. */
  subscription: boolean;
}

/**
 * What /payment/callback shows for its query (commerce.md §2, §4): success only for resCd 0000, its
 * message by what came back (an approval number, a subscription's customerId, or neither).
 */
export function callbackOutcome(params: URLSearchParams): CallbackOutcome {
  const resCd = params.get('resCd') ?? '';
  const approvalNo = params.get('pgCno')?.trim() || null;
  const customerId = params.get('customerId')?.trim() || null;
  const subscription = !!customerId;
  if (resCd !== PAYMENT_SUCCESS_CODE) {
    return { state: 'failed', approvalNo, title: '결제 실패', message: MSG.paymentFailed, reason: paymentFailureReason(resCd), retryTo: retryPath(params), subscription };
  }
  const ok = { state: 'success', approvalNo, title: '결제 완료', reason: null, retryTo: null, subscription } as const;
  // A subscription's card registration also carries its approval number: customerId tells it apart.
  if (customerId) return { ...ok, message: '정기결제 카드 등록이 완료되었습니다. 구독 관리에서 플랜과 다음 결제일을 확인할 수 있습니다.' };
  if (approvalNo) return { ...ok, message: '결제가 완료되었습니다. 주문 내역에서 배송·픽업 상태를 확인할 수 있습니다.' };
  return { ...ok, message: '결제 요청이 정상적으로 처리되었습니다.' };
}

/** The product page that opens the payment with `qty` (?buy=), or null without a product. */
export function buyAgainPath(productId: number | null | undefined, qty: number): string | null {
  if (!productId || !Number.isSafeInteger(productId) || productId < 1) return null;
  const n = Number.isSafeInteger(qty) && qty >= 1 && qty <= PAYMENT_QTY_MAX ? qty : 1;
  return `/products/${productId}?buy=${n}`;
}

/** 다시 결제 of a declined payment: its product and quantity as the return redirect gave them. */
function retryPath(params: URLSearchParams): string | null {
  const productId = params.get('productId') ?? '';
  const qty = params.get('qty') ?? '';
  if (!/^\d{1,9}$/.test(productId)) return null;
  return buyAgainPath(Number(productId), /^\d{1,4}$/.test(qty) ? Number(qty) : 1);
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
