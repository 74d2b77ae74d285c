import { eq } from 'drizzle-orm';
import { cartItems, payments, type CartPlanLine } from '../../../db/schema';
import { AppError } from '../../../shared/errors';
import { MSG } from '../../../shared/messages';
import { PAYMENT_AMOUNT_MAX } from '../../../shared/order-status';
import type { CartCheckoutAnswer, CartCheckoutInput } from '../../../shared/schemas/cart';
import type { UserCtx } from '../../env';
import { randomDigits } from '../../lib/crypto';
import { paymentBuyer } from '../../scope/people';
import { withTransaction } from '../../scope/transaction';
import { returnUrl } from '../orders/payments/create-session';
import { gatewayAccountOf, sellerTenant } from '../orders/payments/internal';
import { lockShopper, myCart, readCart } from './internal';

/** The name the gateway and the buyer's payment list show: "첫 상품 외 N건". */
export const cartGoodsName = (titles: string[]): string => (titles.length > 1 ? `${titles[0]} 외 ${titles.length - 1}건` : titles[0]).slice(0, 100);

/**
 * POST /api/cart/checkout: ONE pending cart_order payment for the chosen lines (all when none named),
 * registered at the selling tenant's gateway as a 바로 구매 session is (same return URL, same account).
 * Under the shopper's lock and the lines' and products' row locks it re-reads today's prices, stock and
 * shipping: a line that cannot be bought is refused (409 with its reason); a total other than the
 * screen's `expected_total` is refused with MSG.cartPriceChanged, and that refusal commits the new
 * prices as seen (the cart then shows the new amount, and the next try with it passes). Nothing is
 * charged then. The payment keeps its planned lines (payments.cart_lines): its settle
 * (purposes/cart-order.ts) makes the line payments and shop orders, and only then leaves the cart.
 */
export async function checkoutCart({ ctx, input }: { ctx: UserCtx; input: CartCheckoutInput }): Promise<CartCheckoutAnswer> {
  const seller = await sellerTenant(ctx);
  const account = gatewayAccountOf(seller);
  if (!input.buyerAddr) throw new AppError('VALIDATION', MSG.paymentAddressRequired, { field: 'buyerAddr' });

  const planned = await withTransaction(ctx, async (tx) => {
    await lockShopper(tx);
    const { cart, lines } = await readCart(tx, { productIds: input.product_ids, lock: true });
    if (lines.length === 0) throw new AppError(input.product_ids ? 'NOT_FOUND' : 'BAD_REQUEST', input.product_ids ? MSG.cartNotFound : MSG.cartEmpty);
    if (input.product_ids && lines.length !== new Set(input.product_ids).size) throw new AppError('NOT_FOUND', MSG.cartNotFound);
    const bad = lines.find((l) => l.problem !== null);
    if (bad) throw new AppError('CONFLICT', bad.problem!, { field: 'product_ids' });
    if (cart.total !== input.expected_total) {
      // The screen showed another amount: it now reads the current prices as seen (committed with this answer).
      const now = tx.deps.clock.now();
      for (const l of lines.filter((x) => x.price_changed)) {
        await tx.db.update(cartItems).set({ unitPriceSeen: l.unit_price, updatedAt: now }).where(myCart(tx, eq(cartItems.productId, l.product_id)));
      }
      return { refused: true as const };
    }
    if (cart.total > PAYMENT_AMOUNT_MAX) throw new AppError('VALIDATION', MSG.paymentAmountTooLarge, { field: 'product_ids' });

    // Shop by shop, in the cart's order; each shop's fee rides on its first line.
    const plan: CartPlanLine[] = cart.shops.flatMap((g) =>
      g.lines.map((l, i) => ({
        productId: l.product_id,
        merchantId: g.merchant_id,
        title: l.title,
        unitPrice: l.unit_price,
        qty: l.quantity,
        shippingFee: i === 0 ? g.shipping_fee : 0,
        isDelivery: lines.find((x) => x.product_id === l.product_id)!.is_delivery,
      })),
    );
    const shopOrderNo = `C${Date.now().toString(36).toUpperCase()}${randomDigits(8)}${randomDigits(8)}`;
    const goodsName = cartGoodsName(plan.map((l) => l.title));
    await tx.db.insert(payments).values(
      tx.shown.row({
        ...tx.own.personRow(paymentBuyer, tx.user.id),
        purpose: 'cart_order' as const,
        productId: null,
        merchantId: null,
        shopOrderNo,
        goodsName,
        productTitle: goodsName,
        unitPrice: cart.subtotal,
        qty: 1,
        shippingFee: cart.shipping_fee,
        amount: cart.total,
        orderType: 'delivery' as const,
        deviceType: input.deviceType,
        buyerName: input.buyerName,
        buyerEmail: input.buyerEmail,
        buyerTel: input.buyerTel,
        buyerAddr: input.buyerAddr,
        buyerPostcode: input.buyerPostcode,
        deliveryRequest: input.delivery_request || null,
        cartLines: plan,
      }),
    );
    return { refused: false as const, shopOrderNo, goodsName, amount: cart.total, shippingFee: cart.shipping_fee, shopCount: cart.shops.length };
  });
  if (planned.refused) throw new AppError('CONFLICT', MSG.cartPriceChanged, { field: 'expected_total' });

  // The gateway is asked once the pending payment has committed (never inside a transaction).
  const { authPageUrl } = await ctx.deps.payments.register(account, {
    shopOrderNo: planned.shopOrderNo,
    shopTransactionId: `${planned.shopOrderNo}-R`,
    amount: planned.amount,
    goodsName: planned.goodsName,
    customerName: input.buyerName,
    customerEmail: input.buyerEmail,
    customerContactNo: input.buyerTel,
    deviceType: input.deviceType,
    returnUrl: returnUrl(ctx, seller.paymentConfig?.base_public_url ?? ''),
  });
  return { authPageUrl, shopOrderNo: planned.shopOrderNo, amount: planned.amount, shipping_fee: planned.shippingFee, shop_count: planned.shopCount };
}
