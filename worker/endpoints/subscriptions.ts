import { adminSubscriptionListSchema, adminSubscriptionStatusSchema } from '../../shared/schemas/subscriptions';
import { adminSubscriptionChargeSchema } from '../../shared/schemas/subscriptions/billing';
import { adminChargeSubscription } from '../services/subscriptions/admin-charge-subscription';
import { getMySubscription } from '../services/subscriptions/get-my-subscription';
import { listPlans } from '../services/subscriptions/list-plans';
import { listSubscriptionsAdmin } from '../services/subscriptions/list-subscriptions-admin';
import { setSubscriptionStatus } from '../services/subscriptions/set-subscription-status';
import { endpoint } from './define';

/**
 * Merchant plans and subscriptions (commerce.md §7 Subscriptions). No feature gate: the product
 * limit reads the subscription on every site, so a merchant must always be able to see why.
 */
export const subscriptionEndpoints = {
  /**
   * The site's active plans. Merchant access, not login: only a merchant can subscribe (the plan
   * choice of the subscription card), and a site's plan prices and fee rates are its terms with its
   * sellers, not something to hand every customer; superusers edit plans in the tenant console.
   */
  plans: endpoint({
    rest: { method: 'GET', path: '/api/subscriptions/plans' },
    trpc: 'query',
    access: 'merchant',
    action: ({ ctx }) => listPlans({ ctx }),
  }),
  /** The merchant's own subscription card: status (none without one), plan, limit and count, billing dates. */
  me: endpoint({
    rest: { method: 'GET', path: '/api/subscriptions/me' },
    trpc: 'query',
    access: 'merchant',
    action: ({ ctx }) => getMySubscription({ ctx }),
  }),
};

/**
 * The site's superuser's subscription screen (commerce.md §2 Admin, §7 Admin): tRPC
 * subscriptions.admin.list, .setStatus and .charge. The plan session itself is POST
 * /api/payment/session (worker/endpoints/orders.ts; docs/subscriptions.md).
 */
export const subscriptionAdminEndpoints = {
  list: endpoint({
    rest: { method: 'GET', path: '/api/admin/subscriptions/' },
    trpc: 'query',
    access: 'superuser',
    input: adminSubscriptionListSchema,
    action: ({ ctx, input }) => listSubscriptionsAdmin({ ctx, input }),
  }),
  setStatus: endpoint({
    rest: { method: 'POST', path: '/api/admin/subscriptions/status' },
    trpc: 'mutation',
    access: 'superuser',
    input: adminSubscriptionStatusSchema,
    action: ({ ctx, input }) => setSubscriptionStatus({ ctx, input }),
  }),
  /** commerce.md §5 Admin force charge: the subscription's key, now, with an integer amount in won. */
  charge: endpoint({
    rest: { method: 'POST', path: '/api/admin/subscriptions/charge' },
    trpc: 'mutation',
    access: 'superuser',
    input: adminSubscriptionChargeSchema,
    action: ({ ctx, input }) => adminChargeSubscription({ ctx, input }),
    // Calls out (the card gateway) between its own transactions: never inside one, and a failure it records stays.
    ownTransactions: true,
  }),
};
