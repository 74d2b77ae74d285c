import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../../db/client';
import { merchantProfiles, payments, tenants, type Payment, type Tenant } from '../../../../db/schema';
import type { TenantScope } from '../../../scope/tenant-scope';
import { AppError } from '../../../../shared/errors';
import { MSG } from '../../../../shared/messages';
import type { OrderType } from '../../../../shared/order-status';
import type { PaymentItem } from '../../../../shared/schemas/orders';
import type { GatewayAccount } from '../../../adapters/types';
import type { ServiceCtx, UserCtx } from '../../../env';
import { paymentBuyer } from '../../../scope/people';
import { shippingFeeFor, shippingPolicy, type ShippingPolicy } from '../../../../shared/shipping';

/**
 * The selling tenant: the one whose catalogue this site shows (its proxy target, else itself). Its
 * payments, gateway account and shipping rule apply to what its products sell for.
 */
export async function sellerTenant(ctx: ServiceCtx): Promise<Tenant> {
  if (ctx.shown.tenantId === ctx.own.tenantId) return ctx.tenant;
  const [row] = await ctx.db.select().from(tenants).where(eq(tenants.id, ctx.shown.tenantId)).limit(1);
  if (!row) throw new AppError('NOT_FOUND', MSG.notFound);
  return row;
}

/** The tenant's gateway account; a tenant without an active, complete one takes no card payments. */
export function gatewayAccountOf(tenant: Tenant): GatewayAccount {
  const c = tenant.paymentConfig ?? {};
  if (!c.active || !c.mall_id || !c.msg_auth_secret) throw new AppError('CONFLICT', MSG.paymentNotConfigured);
  return { environment: c.environment === 'prod' ? 'prod' : 'test', mallId: c.mall_id, msgAuthSecret: c.msg_auth_secret };
}

/**
 * The selling tenant's shipping rule (its legal_info, with the spec's defaults): what a session
 * charges, and what the product detail answers as `shipping`, so the screens show the same fee (on a
 * proxy site the target's, not the site's own settings).
 */
export function shippingPolicyOf(seller: Tenant): ShippingPolicy {
  return shippingPolicy(seller.settings?.legal_info);
}

/** A shop's own shipping columns (merchant_profiles; null: the selling tenant's rule for that figure). */
export interface ShopShippingColumns {
  shippingFee: number | null;
  freeShippingThreshold: number | null;
}

/**
 * THE shop's shipping rule (docs/cart.md): the shop's own fee and free-shipping threshold, each
 * falling back to the selling tenant's (legal_info, shippingPolicyOf). The cart, the 바로 구매 session
 * and the product detail's `shipping` all read it here, so every screen and charge agree.
 */
export function shopShippingPolicy(seller: Tenant, shop: ShopShippingColumns | null | undefined): ShippingPolicy {
  const site = shippingPolicyOf(seller);
  return {
    shipping_fee: shop?.shippingFee ?? site.shipping_fee,
    free_shipping_threshold: shop?.freeShippingThreshold ?? site.free_shipping_threshold,
  };
}

/** The shop's rule read from its row (`merchantId` of `seller`'s catalogue; none: the tenant's). */
export async function shopShippingOf(db: DbOrTx, scope: TenantScope, seller: Tenant, merchantId: number | null): Promise<ShippingPolicy> {
  if (merchantId === null) return shippingPolicyOf(seller);
  const [shop] = await db
    .select({ shippingFee: merchantProfiles.shippingFee, freeShippingThreshold: merchantProfiles.freeShippingThreshold })
    .from(merchantProfiles)
    .where(scope.where(merchantProfiles, eq(merchantProfiles.id, merchantId)))
    .limit(1);
  return shopShippingPolicy(seller, shop);
}

/**
 * Shipping: the rule's fee (the shop's, else the tenant's; default 3000) unless pickup or the subtotal reaches its free threshold
 * (default 50000). The rule is shared/shipping.ts's, which the product page and the demo seed use too.
 */
export function shippingFee(policy: ShippingPolicy, subtotal: number, orderType: OrderType): number {
  return shippingFeeFor(subtotal, orderType, policy);
}

/**
 * The signed-in buyer's own payments: the account of this site that paid, and only what went through
 * the gateway (a cart's line payments are its shops' sales, not payments the buyer made: docs/cart.md).
 */
export const boughtBy = (ctx: UserCtx): SQL => and(ctx.own.personIs(paymentBuyer, ctx.user.id), isNull(payments.parentPaymentId))!;

/** Our approval request's idempotency key: one a payment, so replays approve the same transaction. */
export const approvalTxId = (p: Pick<Payment, 'shopOrderNo'>) => `${p.shopOrderNo}-A`;
export const cancelTxId = (p: Pick<Payment, 'shopOrderNo'>) => `${p.shopOrderNo}-C`;
export const retrieveTxId = (p: Pick<Payment, 'shopOrderNo'>) => `${p.shopOrderNo}-Q`;

export function toPaymentItem(p: Payment): PaymentItem {
  return {
    id: p.id,
    created_at: p.createdAt,
    updated_at: p.updatedAt,
    product_id: p.productId,
    product_name: p.productTitle,
    product: { id: p.productId, title: p.productTitle },
    goods_name: p.goodsName,
    buyer_name: p.buyerName,
    amount: p.amount,
    unit_price: p.unitPrice,
    shipping_fee: p.shippingFee,
    qty: p.qty,
    order_type: p.orderType,
    status: p.status,
    shop_order_no: p.shopOrderNo,
    pg_cno: p.pgCno,
    pay_method: p.payMethod,
    transaction_date: p.transactionDate,
    paid_at: p.paidAt,
  };
}
