import { formatKrw } from '../../../../shared/catalogue-constants';
import { MSG } from '../../../../shared/messages';
import { PAYMENT_AMOUNT_MAX } from '../../../../shared/order-status';
import { PAYMENT_FAILURE_FALLBACK, paymentFailureReason } from '../../../../shared/payment-results';
import { mayAddProduct, PLAN_LIMIT_CODE } from '../../../../shared/product-limit';
import type { PlanSessionRequest } from '../../../../shared/schemas/orders';
import type { PlanItem, SubscriptionItem } from '../../../../shared/schemas/subscriptions';
import { isUnlimitedLimit, type PaymentMode, type PlanInterval } from '../../../../shared/subscription';
import { errorCode } from '../../lib/errors';

/** The screens' rules of plans and subscriptions (commerce.md §3, §5), apart from the components so they are tested alone. */

const INTERVAL_UNITS: Record<PlanInterval, string> = { week: '주', month: '개월', year: '년' };

/** "매주", "2주마다", "매월", "3개월마다", "매년". */
export function intervalLabel(interval: PlanInterval, count: number): string {
  if (count <= 1) return interval === 'week' ? '매주' : interval === 'month' ? '매월' : '매년';
  return `${count}${INTERVAL_UNITS[interval]}마다`;
}

/** "월 29,900원", "주 4,900원", "2주 9,800원", "년 …": the amount of one period. */
export function planPriceLabel(plan: Pick<PlanItem, 'amount' | 'interval' | 'interval_count'>): string {
  const unit = plan.interval === 'week' ? '주' : plan.interval === 'month' ? '월' : '년';
  const per = plan.interval_count > 1 ? `${plan.interval_count}${INTERVAL_UNITS[plan.interval]}` : unit;
  return `${per} ${formatKrw(plan.amount)}`;
}

/** "무제한" for -1 or ≥ 999999 (commerce.md §5), else "상품 10개". */
export const limitLabel = (limit: number): string => (isUnlimitedLimit(limit) ? '무제한' : `상품 ${limit.toLocaleString('ko-KR')}개`);

/** "3 / 10개" or "3개 / 무제한": the card's count against the limit. */
export const usageLabel = (count: number, limit: number): string =>
  isUnlimitedLimit(limit) ? `${count.toLocaleString('ko-KR')}개 / 무제한` : `${count.toLocaleString('ko-KR')} / ${limit.toLocaleString('ko-KR')}개`;

/** Whether the merchant may add one more product now (the server's rule, read from /me). */
export const canAddProduct = (me: Pick<SubscriptionItem, 'status' | 'prd_limit' | 'product_count'>): boolean =>
  mayAddProduct(me.status, me.prd_limit, me.product_count);

/** The server refused a create or a restore for the plan's limit. */
export const isPlanLimitError = (err: unknown): boolean => errorCode(err) === PLAN_LIMIT_CODE;

/** commerce.md §5: the start button is disabled when no plan is selected or the selected plan is the current one. */
export function startDisabled(selectedPlanId: number | null, me: Pick<SubscriptionItem, 'status' | 'plan_id'> | undefined): boolean {
  if (selectedPlanId === null) return true;
  // A canceled subscription's plan may be chosen again; a live one's is already what the merchant has.
  return !!me && me.status !== 'none' && me.status !== 'canceled' && me.plan_id === selectedPlanId;
}

/**
 * The session's mode (commerce.md §3 Payment session request): a trial when the plan offers trial days
 * and the merchant never subscribed (no subscription row), else billing (the card charged now).
 */
export const sessionMode = (plan: Pick<PlanItem, 'trial_days'>, me: Pick<SubscriptionItem, 'id'> | undefined): Extract<PaymentMode, 'trial' | 'billing'> =>
  plan.trial_days > 0 && (!me || me.id === null) ? 'trial' : 'billing';

/** The four consents of a plan payment: the purchase's three, and the recurring one (trial and billing modes). */
export const PLAN_CONSENTS = ['tos', 'privacy', 'data', 'recurring'] as const;
export type PlanConsent = (typeof PLAN_CONSENTS)[number];

export const allConsentsGiven = (consents: Record<PlanConsent, boolean>): boolean => PLAN_CONSENTS.every((k) => consents[k]);

/**
 * What the subscription session sends (commerce.md §7: mode, customerId, planId, redirectUrl, qty), with
 * the recurring consent: the server's plan session input (shared/schemas/orders planSessionSchema),
 * narrowed to what this screen always sends, so a change of the server's schema fails the type check here.
 */
export type PlanSessionInput = PlanSessionRequest & {
  mode: 'trial' | 'billing';
  qty: 1;
  customerId: number;
  redirectUrl: string;
  deviceType: 'mobile' | 'pc';
  agreeRecurring: true;
};

export function planSessionInput(plan: PlanItem, me: SubscriptionItem | undefined, userId: number, origin: string, deviceType: 'mobile' | 'pc'): PlanSessionInput {
  return {
    mode: sessionMode(plan, me),
    planId: plan.id,
    qty: 1,
    customerId: userId,
    redirectUrl: `${origin}/payment/callback`,
    deviceType,
    agreeRecurring: true,
  };
}

/** Seoul's calendar day of a date the API answers (a Date through superjson, or an ISO string). */
export function formatDay(value: Date | string | null | undefined): string {
  if (!value) return '-';
  return new Intl.DateTimeFormat('ko-KR', { timeZone: 'Asia/Seoul', year: 'numeric', month: 'long', day: 'numeric' }).format(new Date(value));
}

/** The status badge's colour. */
export const statusPalette = (status: SubscriptionItem['status']): 'green' | 'blue' | 'red' | 'gray' =>
  status === 'active' ? 'green' : status === 'trialing' ? 'blue' : status === 'past_due' ? 'red' : 'gray';

/**
 * The force charge's amount as the admin typed it (commerce.md §5: an integer amount in won): digits,
 * thousands commas tolerated ("9,900"), at least 1 and at most what a payment may be. The server checks
 * the same (adminSubscriptionChargeSchema); this says it before a request.
 */
export function parseChargeAmount(text: string): { amount: number; error: null } | { amount: null; error: string } {
  const digits = text.trim().replace(/,/g, '');
  if (!/^\d{1,15}$/.test(digits) || Number(digits) < 1) return { amount: null, error: MSG.billingAmountInvalid };
  const amount = Number(digits);
  if (amount > PAYMENT_AMOUNT_MAX) return { amount: null, error: MSG.paymentAmountTooLarge };
  return { amount, error: null };
}

/** What a force charge's declined attempt reads as: our Korean text for a known code, else the gateway's message. */
export function chargeFailureReason(payment: { res_cd: string | null; res_msg: string | null }): string {
  const known = paymentFailureReason(payment.res_cd);
  return known !== PAYMENT_FAILURE_FALLBACK ? known : payment.res_msg?.trim() || PAYMENT_FAILURE_FALLBACK;
}
