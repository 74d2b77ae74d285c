import { payments } from '../../../db/schema';
import { AppError } from '../../../shared/errors';
import { MSG } from '../../../shared/messages';
import type { PaymentSessionAnswer, PlanSessionInput } from '../../../shared/schemas/orders';
import type { UserCtx } from '../../env';
import { paymentBuyer } from '../../scope/people';
import { gatewayAccountOf } from '../orders/payments/internal';
import { returnUrl } from '../orders/payments/create-session';
import { payerOf, planInScope, planOrderNo, subscriptionOfUser } from './internal';
import { withTransaction } from '../../scope/transaction';

/**
 * POST /api/payment/session in mode trial or billing (commerce.md §7 Subscription payment session): a
 * merchant registers a card for a plan of their own site. A pending plan_start payment of 0 won is
 * registered at the site's gateway as a billing-key issuance; the browser goes to authPageUrl, and its
 * verified return settles it (purposes/plan-start.ts: the subscription and its key; billing mode then
 * charges the first period). The recurring consent is checked first (a 400 for anyone without it).
 */
export async function startPlanSession({ ctx, input }: { ctx: UserCtx; input: PlanSessionInput }): Promise<PaymentSessionAnswer> {
  if (input.agreeRecurring !== true) throw new AppError('BAD_REQUEST', MSG.billingRecurringConsentRequired, { field: 'agreeRecurring' });
  if (ctx.user.userType !== 'merchant') throw new AppError('FORBIDDEN', MSG.billingMerchantOnly);
  if (input.qty !== 1) throw new AppError('VALIDATION', MSG.billingQtyOne, { field: 'qty' });

  const plan = await planInScope(ctx, ctx.own, input.planId);
  if (!plan.active) throw new AppError('NOT_FOUND', MSG.billingPlanNotFound);
  const current = await subscriptionOfUser(ctx, ctx.own, ctx.user.id);
  if (current && current.planId === plan.id && (current.status === 'active' || current.status === 'trialing')) {
    throw new AppError('CONFLICT', MSG.billingSamePlan, { field: 'planId' });
  }
  if (input.mode === 'trial') {
    if (plan.trialDays <= 0) throw new AppError('CONFLICT', MSG.billingTrialUnavailable, { field: 'mode' });
    // One trial a merchant: any subscription row (even canceled) means they had one or paid.
    if (current) throw new AppError('CONFLICT', MSG.billingTrialUsed, { field: 'mode' });
  }

  // The site's own gateway account: plans are the site's, not its proxy target's.
  const account = gatewayAccountOf(ctx.tenant);
  const payer = await payerOf(ctx, ctx.own, ctx.user.id);
  const buyer = { name: input.buyerName || payer.name, email: input.buyerEmail || payer.email, tel: input.buyerTel || payer.tel };
  const shopOrderNo = planOrderNo('S');
  const goodsName = `${plan.name} ${input.mode === 'trial' ? '무료 체험' : '정기 결제'} 카드 등록`.slice(0, 100);
  // Its own transaction, committed before the gateway is asked (an audited caller's row commits with it).
  await withTransaction(ctx, (tx) =>
    tx.db.insert(payments).values(
    tx.own.row({
      ...tx.own.personRow(paymentBuyer, ctx.user.id),
      shopOrderNo,
      goodsName,
      productTitle: plan.name,
      unitPrice: 0,
      qty: 1,
      amount: 0,
      deviceType: input.deviceType,
      buyerName: buyer.name,
      buyerEmail: buyer.email,
      buyerTel: buyer.tel,
      purpose: 'plan_start' as const,
      planAction: input.mode,
      planId: plan.id,
      subscriptionId: current?.id ?? null,
    }),
  ).returning({ id: payments.id, shopOrderNo: payments.shopOrderNo }),
  );
  const { authPageUrl } = await ctx.deps.payments.register(account, {
    shopOrderNo,
    shopTransactionId: `${shopOrderNo}-R`,
    amount: 0,
    goodsName,
    customerName: buyer.name,
    customerEmail: buyer.email,
    customerContactNo: buyer.tel,
    deviceType: input.deviceType,
    returnUrl: returnUrl(ctx, ctx.tenant.paymentConfig?.base_public_url ?? ''),
    billingKey: true,
  });
  return { authPageUrl, shopOrderNo, amount: 0, shipping_fee: 0 };
}
