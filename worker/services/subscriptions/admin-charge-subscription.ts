import type { AdminSubscriptionChargeAnswer, AdminSubscriptionChargeInput } from '../../../shared/schemas/subscriptions/billing';
import type { UserCtx } from '../../env';
import { chargeSubscription } from './charge-subscription';
import { billingView, subscriptionInScope } from './internal';

/**
 * POST /api/admin/subscriptions/charge (superuser): charges the subscription's billing key now with the
 * amount given, as a plan_charge payment (reason admin): a suspended subscription is restored by it,
 * a running one only charged (purposes/plan-charge.ts). Another site's subscription is a 404. Answers
 * the attempt's status (paid, failed, or pending when the gateway did not answer) and the subscription.
 */
export async function adminChargeSubscription({ ctx, input }: { ctx: UserCtx; input: AdminSubscriptionChargeInput }): Promise<AdminSubscriptionChargeAnswer> {
  await subscriptionInScope(ctx, ctx.own, input.subscription_id);
  const result = await chargeSubscription(ctx, input.subscription_id, { reason: 'admin', amount: input.amount });
  const p = result.payment!;
  const sub = result.subscription ?? (await subscriptionInScope(ctx, ctx.own, input.subscription_id));
  return {
    status: p.status,
    payment: { id: p.id, status: p.status, amount: p.amount, res_cd: p.resCd, res_msg: p.resMsg, pg_cno: p.pgCno, shop_order_no: p.shopOrderNo },
    subscription: billingView(sub),
  };
}
