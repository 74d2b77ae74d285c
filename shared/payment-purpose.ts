/**
 * What a payment pays for. Settling and reversing a payment is the same for every purpose (the gateway,
 * the amount check, the status); what it then does (make an order, take stock, give it back; start or
 * renew a plan's period) is the purpose's handler (worker/services/payments/purposes/).
 * - product_order: a product bought through the pay page (an order and its stock).
 * - plan_start: a merchant registering a card for a plan through the pay page (0 won; the gateway
 *   answers a billing key): starts or changes the subscription (docs/subscriptions.md).
 * - plan_charge: one charge of a subscription with its billing key, no browser (renewal, retry, admin).
 * - wallet_topup: a user buying wallet points with a card (docs/wallet.md Top-up): on the user's own
 *   site, no product and no plan; settling it credits the wallet with a `topup` entry.
 * - cart_order: one card payment for a whole 장바구니 (docs/cart.md): settling it writes one line
 *   payment (a product_order with parent_payment_id, no gateway call of its own) for each product and
 *   one order for each shop; a shop's order is refunded by reversing its lines, part of this payment.
 */
export const PAYMENT_PURPOSES = ['product_order', 'plan_start', 'plan_charge', 'wallet_topup', 'cart_order'] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

/** A plan's payments: through the EasyPay pay page (plan_start) or its billing key (plan_charge), on the site's own tenant. */
export const PLAN_PURPOSES = ['plan_start', 'plan_charge'] as const satisfies readonly PaymentPurpose[];

/**
 * What a plan's payment does (payments.plan_action): a plan_start is a session's mode (`trial`: a free
 * trial, `billing`: pay now); a plan_charge is `start` (the first period of a billing start), `renewal`
 * (a period, its retries), `upgrade` (the price difference of a dearer plan, now) or `admin` (a force charge).
 */
export const PLAN_PAYMENT_ACTIONS = ['trial', 'billing', 'start', 'renewal', 'upgrade', 'admin'] as const;
export type PlanPaymentAction = (typeof PLAN_PAYMENT_ACTIONS)[number];
export type PlanChargeReason = Exclude<PlanPaymentAction, 'trial' | 'billing'>;

/** Payment statuses whose money counts as sold (less what was refunded): analytics and sales_days. */
export const COUNTED_PAYMENT_STATUSES = ['paid', 'partially_refunded'] as const;

/**
 * The purposes that are a shop's sales (analytics, sales_days): a plan's payments are the platform's,
 * and a wallet top-up is the user's own points, not a shop's.
 */
export const SALES_PURPOSE = 'product_order' satisfies PaymentPurpose;
