import { PAYMENT_SUCCESS_CODE } from '../../shared/order-status';
import {
  analyticsSummarySchema,
  merchantOrdersSchema,
  orderConfirmSchema,
  orderIdSchema,
  orderStatusUpdateSchema,
  paymentIdSchema,
  paymentListSchema,
  paymentReturnSchema,
  paymentSessionSchema,
  userOrdersSchema,
} from '../../shared/schemas/orders';
import { MSG } from '../../shared/messages';
import { confirmOrder } from '../services/orders/deliveries/confirm-order';
import { getOrder } from '../services/orders/deliveries/get-order';
import { listMerchantOrders } from '../services/orders/deliveries/list-merchant-orders';
import { listUserOrders } from '../services/orders/deliveries/list-user-orders';
import { updateOrderStatus } from '../services/orders/deliveries/update-order-status';
import { completePaymentReturn } from '../services/orders/payments/complete-return';
import { paymentRetryTarget } from '../services/orders/payments/retry-target';
import { createPaymentSession, PAYMENT_RETURN_PATH } from '../services/orders/payments/create-session';
import { paymentAnalyticsSummary } from '../services/orders/payments/analytics-summary';
import { getPayment } from '../services/orders/payments/get-payment';
import { listPayments } from '../services/orders/payments/list-payments';
import { refuseCharge } from '../services/orders/payments/refuse-charge';
import { endpoint, rawRoute, type AnyRawRoute } from './define';
import type { Context } from 'hono';
import type { AppEnv, ServiceCtx } from '../env';
import { orderSubject } from './audit-subjects';

/** Card payments (commerce.md §7 Payments): feature payment. */
export const paymentEndpoints = {
  /** Registers a pending payment at the gateway; the browser goes to authPageUrl. */
  session: endpoint({
    rest: { method: 'POST', path: '/api/payment/session' },
    trpc: 'mutation',
    access: 'login',
    feature: 'payment',
    input: paymentSessionSchema,
    action: ({ ctx, input }) => createPaymentSession({ ctx, input }),
    // Calls out (the card gateway) between its own transactions: never inside one, and a failure it records stays.
    ownTransactions: true,
  }),
  /** The spec's stub: charges go through the session and the gateway's page (a 400 that says so). */
  charge: endpoint({
    rest: { method: 'POST', path: '/api/payment/charge' },
    trpc: false,
    access: 'login',
    feature: 'payment',
    action: () => refuseCharge(),
  }),
  list: endpoint({
    rest: { method: 'GET', path: '/api/payment/list' },
    trpc: 'query',
    access: 'login',
    feature: 'payment',
    input: paymentListSchema,
    action: ({ ctx, input }) => listPayments({ ctx, input }),
  }),
  detail: endpoint({
    rest: { method: 'GET', path: '/api/payment/detail/{id}' },
    trpc: 'query',
    access: 'login',
    feature: 'payment',
    input: paymentIdSchema,
    notFound: MSG.paymentNotFound,
    action: ({ ctx, input }) => getPayment({ ctx, input }),
  }),
  /** Sales figures (commerce.md §3 Payment stats): a merchant's own shop, a superuser's whole tenant. */
  analytics: endpoint({
    rest: { method: 'GET', path: '/api/payment/analytics/summary' },
    trpc: 'query',
    access: 'sales',
    feature: 'analytics',
    input: analyticsSummarySchema,
    action: ({ ctx, input }) => paymentAnalyticsSummary({ ctx, input }),
  }),
};

/** Delivery and pickup orders (commerce.md §7 Orders and deliveries). */
export const deliveryEndpoints = {
  merchantOrders: endpoint({
    rest: { method: 'GET', path: '/api/delivery/merchant/orders' },
    trpc: 'query',
    access: 'merchant',
    feature: 'payment',
    input: merchantOrdersSchema,
    action: ({ ctx, input }) => listMerchantOrders({ ctx, input }),
  }),
  updateStatus: endpoint({
    rest: { method: 'PUT', path: '/api/delivery/status' },
    trpc: 'mutation',
    access: 'merchant',
    feature: 'payment',
    input: orderStatusUpdateSchema,
    action: ({ ctx, input }) => updateOrderStatus({ ctx, input }),
    // Calls out (the card gateway, giving money back) between its own transactions: never inside one, and a failure it records stays.
    ownTransactions: true,
    audit: { target: (input) => `order:${input.order_id}`, subject: ({ ctx, input }) => orderSubject(ctx, input.order_id) },
  }),
  userOrders: endpoint({
    rest: { method: 'GET', path: '/api/delivery/user/orders' },
    trpc: 'query',
    access: 'login',
    feature: 'payment',
    input: userOrdersSchema,
    action: ({ ctx, input }) => listUserOrders({ ctx, input }),
  }),
  confirm: endpoint({
    rest: { method: 'POST', path: '/api/delivery/confirm' },
    trpc: 'mutation',
    access: 'login',
    feature: 'payment',
    input: orderConfirmSchema,
    action: ({ ctx, input }) => confirmOrder({ ctx, input }),
  }),
  order: endpoint({
    rest: { method: 'GET', path: '/api/delivery/orders/{id}' },
    trpc: 'query',
    access: 'login',
    feature: 'payment',
    input: orderIdSchema,
    notFound: MSG.orderNotFound,
    action: ({ ctx, input }) => getOrder({ ctx, input }),
  }),
};

/**
 * The gateway's return to this site (not in the spec's path list): GET (query) or POST (form, as
 * KICC posts it). It settles the payment, then sends the browser to /payment/callback with what
 * that page reads: resCd, pgCno when approved, and type (product or subscription); customerId for a
 * subscription; productId and qty when a product payment did not go through.
 */
export function paymentReturnRoutes(): AnyRawRoute[] {
  const handle = async (c: Context<AppEnv>, ctx: ServiceCtx) => {
    const form = c.req.method === 'POST' ? ((await c.req.parseBody().catch(() => ({}))) as Record<string, unknown>) : {};
    const raw = { ...c.req.query(), ...form };
    const parsed = paymentReturnSchema.safeParse(Object.fromEntries(Object.entries(raw).filter(([, v]) => typeof v === 'string')));
    const outcome = parsed.success ? await completePaymentReturn({ ctx, input: parsed.data }) : { resCd: 'L400', type: 'product' as const };
    const q = new URLSearchParams({ resCd: outcome.resCd || 'L400' });
    if (outcome.resCd === PAYMENT_SUCCESS_CODE && 'pgCno' in outcome && outcome.pgCno) q.set('pgCno', outcome.pgCno);
    q.set('type', outcome.type);
    // A plan's card registration: the page tells the subscription apart by customerId and stores the reload flag.
    if (outcome.customerId !== undefined) q.set('customerId', String(outcome.customerId));
    // A payment that did not go through: the page's 다시 결제 opens its product with the same quantity.
    const retry = outcome.resCd !== PAYMENT_SUCCESS_CODE && parsed.success ? await paymentRetryTarget({ ctx, shopOrderNo: parsed.data.shopOrderNo }) : null;
    if (retry) {
      q.set('productId', String(retry.productId));
      q.set('qty', String(retry.qty));
    }
    return c.redirect(`/payment/callback?${q}`, 303);
  };
  return (['GET', 'POST'] as const).map((method) => rawRoute({ method, path: PAYMENT_RETURN_PATH, access: 'public', feature: 'payment', handle }));
}
