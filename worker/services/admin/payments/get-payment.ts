import { eq } from 'drizzle-orm';
import { merchantProfiles, orders, payments, plans } from '../../../../db/schema';
import { AppError } from '../../../../shared/errors';
import { MSG } from '../../../../shared/messages';
import type { AdminPaymentDetail } from '../../../../shared/schemas/admin';
import type { PlatformCtx } from '../../../env';
import { allTenantIds } from '../tenants/internal';
import { adminPaymentItem, buyersOf, selectPayments } from './internal';

/**
 * GET /api/admin/payments/{id}: the detail modal: the list's fields, what the gateway answered, the
 * refunds, and what it paid for (the shop and order of a product order, the plan of a plan's payment).
 * An id of no payment on any site: 404 MSG.adminPaymentNotFound.
 */
export async function getPayment({ ctx, input }: { ctx: PlatformCtx; input: { id: number } }): Promise<AdminPaymentDetail> {
  const [row] = await selectPayments(ctx)
    .where(ctx.platform.sites(await allTenantIds(ctx)).where(payments, eq(payments.id, input.id)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', MSG.adminPaymentNotFound);
  const p = row.payment;
  const site = ctx.platform.site(row.site.id);
  const [buyer, [merchant], [order], [plan]] = await Promise.all([
    buyersOf(ctx, [row]),
    p.merchantId === null
      ? []
      : ctx.db
          .select({ id: merchantProfiles.id, shop_name: merchantProfiles.businessName })
          .from(merchantProfiles)
          .where(site.where(merchantProfiles, eq(merchantProfiles.id, p.merchantId)))
          .limit(1),
    ctx.db.select({ id: orders.id, status: orders.status }).from(orders).where(site.where(orders, eq(orders.paymentId, p.id))).limit(1),
    p.planId === null
      ? []
      : ctx.db.select({ id: plans.id, name: plans.name }).from(plans).where(site.where(plans, eq(plans.id, p.planId))).limit(1),
  ]);
  return {
    ...adminPaymentItem(p, row.site, buyer(row)),
    buyer_email: p.buyerEmail,
    buyer_tel: p.buyerTel,
    unit_price: p.unitPrice,
    shipping_fee: p.shippingFee,
    pay_method: p.payMethod,
    res_cd: p.resCd,
    res_msg: p.resMsg,
    refunded_amount: p.refundedAmount,
    paid_at: p.paidAt,
    cancelled_at: p.cancelledAt,
    refunded_at: p.refundedAt,
    merchant: merchant ?? null,
    order: order ?? null,
    plan: plan ?? null,
  };
}
