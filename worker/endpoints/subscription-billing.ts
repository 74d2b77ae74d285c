import { adminSubscriptionChargeSchema } from '../../shared/schemas/subscriptions/billing';
import { adminChargeSubscription } from '../services/subscriptions/admin-charge-subscription';
import { endpoint } from './define';

/**
 * The money of subscriptions (docs/subscriptions.md). The plan session is POST /api/payment/session
 * (worker/endpoints/orders.ts); plans, the merchant's subscription and the admin list and status are
 * in worker/endpoints/subscriptions.ts.
 */
export const subscriptionBillingEndpoints = {
  /** commerce.md §5 Admin force charge: the subscription's key, now, with an integer amount in won. */
  adminCharge: endpoint({
    rest: { method: 'POST', path: '/api/admin/subscriptions/charge' },
    trpc: 'mutation',
    access: 'superuser',
    input: adminSubscriptionChargeSchema,
    action: ({ ctx, input }) => adminChargeSubscription({ ctx, input }),
  }),
};
