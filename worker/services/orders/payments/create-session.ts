import { and, eq } from 'drizzle-orm';
import { payments, products } from '../../../../db/schema';
import { AppError } from '../../../../shared/errors';
import { MSG } from '../../../../shared/messages';
import { PAYMENT_AMOUNT_MAX } from '../../../../shared/order-status';
import type { PaymentSessionAnswer, PaymentSessionInput, ProductSessionInput } from '../../../../shared/schemas/orders';
import { startPlanSession } from '../../subscriptions/start-plan-session';
import type { UserCtx } from '../../../env';
import { randomDigits } from '../../../lib/crypto';
import { paymentBuyer } from '../../../scope/people';
import { liveProduct } from '../../catalogue/rules';
import { gatewayAccountOf, sellerTenant, shippingFee, shopShippingOf } from './internal';
import { withTransaction } from '../../../scope/transaction';

/** The gateway brings the browser back here (worker/endpoints/orders.ts, paymentReturnRoutes). */
export const PAYMENT_RETURN_PATH = '/api/payment/return';

/** Where the gateway returns the browser: this site's own origin (PUBLIC_BASE_URL, else the request's; forwarded headers only behind TRUST_PROXY). */
export function returnUrl(ctx: UserCtx, configured: string): string {
  const origin = new URL(ctx.request.origin);
  // On localhost the site's own local address always (never a public base of the config), as the spec asks.
  const local = origin.hostname === 'localhost' || origin.hostname === '127.0.0.1';
  const base = !local && ctx.shown.tenantId === ctx.own.tenantId && /^https?:\/\//.test(configured) ? configured.replace(/\/+$/, '') : origin.origin;
  return `${base}${PAYMENT_RETURN_PATH}`;
}

/**
 * POST /api/payment/session: a pending payment of one product at the server's price, registered at
 * the selling tenant's gateway; the browser goes to authPageUrl. Mode trial or billing registers a
 * merchant's card for a plan instead (worker/services/subscriptions/start-plan-session.ts).
 */
export async function createPaymentSession({ ctx, input }: { ctx: UserCtx; input: PaymentSessionInput }): Promise<PaymentSessionAnswer> {
  return input.mode === 'trial' || input.mode === 'billing' ? startPlanSession({ ctx, input }) : productSession(ctx, input as ProductSessionInput);
}

async function productSession(ctx: UserCtx, input: ProductSessionInput): Promise<PaymentSessionAnswer> {
  const seller = await sellerTenant(ctx);
  const account = gatewayAccountOf(seller);

  const [product] = await ctx.db
    .select({
      id: products.id,
      title: products.title,
      price: products.price,
      merchantId: products.merchantId,
      displayRemaining: products.displayRemaining,
      deliveryAvailable: products.deliveryAvailable,
    })
    .from(products)
    .where(and(liveProduct(ctx), eq(products.id, input.productId)))
    .limit(1);
  if (!product) throw new AppError('NOT_FOUND', MSG.productLoadFailed);
  if (product.displayRemaining === 0) throw new AppError('CONFLICT', MSG.soldOut);
  // -1 means the count is hidden or unlimited: not counted.
  if (product.displayRemaining > 0 && input.qty > product.displayRemaining) throw new AppError('VALIDATION', MSG.paymentQtyOverStock, { field: 'qty' });
  if (input.order_type === 'delivery' && !product.deliveryAvailable) throw new AppError('VALIDATION', MSG.paymentPickupOnly, { field: 'order_type' });
  if (input.order_type === 'delivery' && !input.buyerAddr) throw new AppError('VALIDATION', MSG.paymentAddressRequired, { field: 'buyerAddr' });

  const subtotal = product.price * input.qty;
  const fee = shippingFee(await shopShippingOf(ctx.db, ctx.shown, seller, product.merchantId), subtotal, input.order_type);
  const amount = subtotal + fee;
  if (amount > PAYMENT_AMOUNT_MAX) throw new AppError('VALIDATION', MSG.paymentAmountTooLarge, { field: 'qty' });

  // Random and unguessable; the unique index refuses the (practically impossible) repeat.
  // randomDigits draws from 32 bits: two draws of 8 digits.
  const shopOrderNo = `P${Date.now().toString(36).toUpperCase()}${randomDigits(8)}${randomDigits(8)}`;
  const goodsName = input.qty > 1 ? `${product.title} x${input.qty}` : product.title;
  // Its own transaction, committed before the gateway is asked (an audited caller's row commits with it).
  await withTransaction(ctx, (tx) =>
    tx.db.insert(payments).values(
    tx.shown.row({
      ...tx.own.personRow(paymentBuyer, ctx.user.id),
      productId: product.id,
      merchantId: product.merchantId,
      shopOrderNo,
      goodsName: goodsName.slice(0, 100),
      productTitle: product.title,
      unitPrice: product.price,
      qty: input.qty,
      shippingFee: fee,
      amount,
      orderType: input.order_type,
      deviceType: input.deviceType,
      buyerName: input.buyerName,
      buyerEmail: input.buyerEmail,
      buyerTel: input.buyerTel,
      buyerAddr: input.buyerAddr,
      buyerPostcode: input.buyerPostcode,
      deliveryRequest: input.delivery_request || null,
    }),
  ).returning({ id: payments.id, shopOrderNo: payments.shopOrderNo }),
  );
  const { authPageUrl } = await ctx.deps.payments.register(account, {
    shopOrderNo,
    shopTransactionId: `${shopOrderNo}-R`,
    amount,
    goodsName: goodsName.slice(0, 100),
    customerName: input.buyerName,
    customerEmail: input.buyerEmail,
    customerContactNo: input.buyerTel,
    deviceType: input.deviceType,
    returnUrl: returnUrl(ctx, seller.paymentConfig?.base_public_url ?? ''),
  });
  return { authPageUrl, shopOrderNo, amount, shipping_fee: fee };
}
