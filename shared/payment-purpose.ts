/**
 * What a payment pays for. Settling and reversing a payment is the same for every purpose (the gateway,
 * the amount check, the status); what it then does (make an order, take stock, give it back) is the
 * purpose's handler (worker/services/payments/purposes/). Today only product orders.
 */
export const PAYMENT_PURPOSES = ['product_order'] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

/** Payment statuses whose money counts as sold (less what was refunded): analytics and sales_days. */
export const COUNTED_PAYMENT_STATUSES = ['paid', 'partially_refunded'] as const;
