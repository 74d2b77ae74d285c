/**
 * Merchant plans and subscriptions (commerce.md §3 Plan and Subscription, §4 statuses, §5 adding a
 * product; platform.md's legal constants: recurring payment retried up to 3 times then suspended,
 * price change notice 7 days). Shared by the server, the screens and the tests.
 */

/** A plan's billing unit; `week` carries the legal text's weekly and biweekly cycles (interval_count 1 or 2). */
export const PLAN_INTERVALS = ['week', 'month', 'year'] as const;
export type PlanInterval = (typeof PLAN_INTERVALS)[number];

/** Stored statuses; `none` is what /api/subscriptions/me answers for a merchant without a row. */
export const SUBSCRIPTION_STATUSES = ['trialing', 'active', 'past_due', 'canceled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
export type SubscriptionStatusOrNone = SubscriptionStatus | 'none';

export const SUBSCRIPTION_STATUS_LABELS: Record<SubscriptionStatusOrNone, string> = {
  none: '구독 없음',
  trialing: '무료 체험 중',
  active: '구독 중',
  past_due: '결제 실패(이용 정지)',
  canceled: '해지됨',
};

/** Statuses under which a merchant may add products (commerce.md §5). */
export const PRODUCT_ALLOWING_STATUSES = ['active', 'trialing'] as const satisfies readonly SubscriptionStatus[];

/** A product limit at or above this, or -1, is unlimited (commerce.md §5). */
export const UNLIMITED_PRODUCTS_FROM = 999_999;
export const isUnlimitedLimit = (limit: number) => limit === -1 || limit >= UNLIMITED_PRODUCTS_FROM;

/** Charges of one period after the first failure before the subscription is past_due (platform.md: retried up to 3 times). */
export const BILLING_RETRIES = 3;
/** Hours from a failed attempt to the next: 1 day, 2 days, 3 days (docs/subscriptions.md). */
export const BILLING_RETRY_HOURS = [24, 48, 72] as const;

/** Days between telling subscribers of a new price and charging it (platform.md). */
export const PRICE_CHANGE_NOTICE_DAYS = 7;

/** The payment session's modes: a product purchase, or registering a card for a plan (with or without a first charge). */
export const PAYMENT_MODES = ['product', 'trial', 'billing'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];

/** sessionStorage key the payment callback page sets after a plan payment; the subscription screens reload when they find it (commerce.md §4). */
export const SUBSCRIPTION_RELOAD_KEY = 'subscription-reload';
