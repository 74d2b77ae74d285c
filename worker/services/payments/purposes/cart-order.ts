import { eq, inArray, sql } from 'drizzle-orm';
import { cartItems, merchantProfiles, orders, orderStatusHistory, payments, products, type CartPlanLine } from '../../../../db/schema';
import { COUNTED_PAYMENT_STATUSES } from '../../../../shared/payment-purpose';
import { orderStatusLabel } from '../../../../shared/order-status';
import { ORDER_RULES } from '../../../../shared/wallet';
import { cartBuyer, orderBuyer, paymentBuyer } from '../../../scope/people';
import { personOf } from '../../../scope/tenant-scope';
import { notify } from '../../notifications/notify';
import { clawbackSource, earnOrder, siteSettings } from '../../wallet/earning/internal';
import type { PurposeHandler } from '../purposes';
import { SettleRefusal } from '../purposes';
import { STOCK_SHORT_CODE } from './product-order';

/** The planned lines by shop, in the checkout's order. */
function byShop(lines: CartPlanLine[]): CartPlanLine[][] {
  const shops = new Map<number, CartPlanLine[]>();
  for (const l of lines) shops.set(l.merchantId, [...(shops.get(l.merchantId) ?? []), l]);
  return [...shops.values()];
}

/** What a shop's order of a cart is called: its first product "외 N건". */
export const shopOrderTitle = (lines: Pick<CartPlanLine, 'title'>[]): string => (lines.length > 1 ? `${lines[0].title} 외 ${lines.length - 1}건` : lines[0].title);

/**
 * A cart's one card payment (docs/cart.md). Settling it, in the payment's transaction: every planned
 * line's counted stock is taken (any line short refuses the whole settle: the approval is cancelled),
 * then one LINE payment per product (a paid product_order with parent_payment_id, the shop's sale in
 * analytics and sales_days) and ONE order per shop with its PENDING step; the buyer's order points
 * once on the whole payment; each shop hears of its order; the bought lines leave the cart.
 * Reversing is one shop's order (`req.orderId`): its lines refunded, their stock back, the order
 * CANCELLED or REFUNDED, the buyer told; the points go back only once the whole payment is refunded.
 */
export const cartOrder: PurposeHandler = {
  async settle(tx, scope, paid) {
    const plan = paid.cartLines;
    if (!plan || plan.length === 0 || !paid.orderType) throw new Error(`payment ${paid.id}: a cart payment without its lines`);
    // Stock in product order (two carts settling at once lock the same rows in the same order).
    for (const l of [...plan].sort((a, b) => a.productId - b.productId)) {
      const [taken] = await tx.db
        .update(products)
        .set({
          displayRemaining: sql`case when ${products.displayRemaining} = -1 then -1 else ${products.displayRemaining} - ${l.qty} end`,
          ordersCount: sql`${products.ordersCount} + 1`,
        })
        .where(scope.where(products, eq(products.id, l.productId), sql`(${products.displayRemaining} = -1 or ${products.displayRemaining} >= ${l.qty})`))
        .returning({ id: products.id });
      if (!taken) throw new SettleRefusal(STOCK_SHORT_CODE, `product ${l.productId} sold out before approval`);
    }

    const buyer = personOf(paymentBuyer, paid);
    const now = tx.deps.clock.now();
    const shops = byShop(plan);
    let n = 0;
    let firstOrderId: number | null = null;
    for (const [k, lines] of shops.entries()) {
      const merchantId = lines[0].merchantId;
      await tx.db.insert(payments).values(
        lines.map((l) =>
          scope.row({
            ...buyer.accounts.personRow(paymentBuyer, buyer.id),
            purpose: 'product_order' as const,
            parentPaymentId: paid.id,
            productId: l.productId,
            merchantId,
            shopOrderNo: `${paid.shopOrderNo}-${++n}`,
            goodsName: l.title.slice(0, 100),
            productTitle: l.title,
            unitPrice: l.unitPrice,
            qty: l.qty,
            shippingFee: l.shippingFee,
            amount: l.unitPrice * l.qty + l.shippingFee,
            orderType: paid.orderType,
            deviceType: paid.deviceType,
            buyerName: paid.buyerName,
            buyerEmail: paid.buyerEmail,
            buyerTel: paid.buyerTel,
            buyerAddr: paid.buyerAddr,
            buyerPostcode: paid.buyerPostcode,
            deliveryRequest: paid.deliveryRequest,
            status: 'paid' as const,
            payMethod: paid.payMethod,
            resCd: paid.resCd,
            resMsg: paid.resMsg,
            transactionDate: paid.transactionDate,
            paidAt: paid.paidAt ?? now,
          }),
        ),
      );
      const subtotal = lines.reduce((s, l) => s + l.unitPrice * l.qty, 0);
      const fee = lines.reduce((s, l) => s + l.shippingFee, 0);
      const title = shopOrderTitle(lines);
      const [order] = await tx.db
        .insert(orders)
        .values(
          scope.row({
            paymentId: paid.id,
            // One number a shop's order (the payment's number is the cart's, shared by its orders).
            orderNumber: `${paid.shopOrderNo}-S${k + 1}`,
            ...buyer.accounts.personRow(orderBuyer, buyer.id),
            productId: lines.length === 1 ? lines[0].productId : null,
            merchantId,
            productTitle: title,
            quantity: lines.reduce((s, l) => s + l.qty, 0),
            unitPrice: lines[0].unitPrice,
            totalPrice: subtotal + fee,
            shippingFee: fee,
            orderType: paid.orderType,
            // Shopping products sent to an address go by courier (택배).
            parcel: paid.orderType === 'delivery' && lines.every((l) => !l.isDelivery),
            recipientName: paid.buyerName,
            deliveryAddress: [paid.buyerPostcode && `(${paid.buyerPostcode})`, paid.buyerAddr].filter(Boolean).join(' '),
            deliveryPhone: paid.buyerTel,
            deliveryMemo: paid.deliveryRequest,
          }),
        )
        .returning({ id: orders.id, createdAt: orders.createdAt, orderNumber: orders.orderNumber });
      firstOrderId ??= order.id;
      await tx.db.insert(orderStatusHistory).values(scope.row({ orderId: order.id, status: 'PENDING' as const, at: order.createdAt, actorId: null }));
      const [shop] = await tx.db
        .select({ userId: merchantProfiles.userId })
        .from(merchantProfiles)
        .where(scope.where(merchantProfiles, eq(merchantProfiles.id, merchantId)))
        .limit(1);
      if (shop) {
        await notify(tx, scope, {
          userId: shop.userId,
          topic: 'order_paid',
          payload: { orderId: order.id, orderNo: order.orderNumber, product: title, qty: lines.reduce((s, l) => s + l.qty, 0), amount: subtotal + fee },
          dedupeKey: `order_paid:${order.id}`,
        });
      }
    }
    // The order points once, on the whole card payment (docs/wallet.md Order rules).
    await earnOrder({
      db: tx.db,
      own: buyer.accounts,
      shown: scope,
      settings: await siteSettings(tx.db, buyer.accounts),
      userId: buyer.id,
      amount: paid.amount,
      now,
      paymentId: paid.id,
      orderId: firstOrderId ?? undefined,
    });
    // Bought: the lines leave the cart (the ones the shopper added since stay).
    await tx.db.delete(cartItems).where(
      scope.where(
        cartItems,
        buyer.accounts.personIs(cartBuyer, buyer.id),
        inArray(
          cartItems.productId,
          plan.map((l) => l.productId),
        ),
      ),
    );
  },

  async reverse(tx, scope, payment, req) {
    if (req.orderId == null) throw new Error(`cart payment ${payment.id}: a reverse names the shop order`);
    const now = tx.deps.clock.now();
    const status = req.kind === 'cancel' ? ('CANCELLED' as const) : ('REFUNDED' as const);
    const [order] = await tx.db
      .update(orders)
      .set({ status, memo: req.memo, updatedAt: now, deliveredAt: null })
      .where(scope.where(orders, eq(orders.id, req.orderId), eq(orders.paymentId, payment.id)))
      .returning({ id: orders.id, merchantId: orders.merchantId, orderNumber: orders.orderNumber, orderType: orders.orderType, parcel: orders.parcel, ...orderBuyer.columns, productTitle: orders.productTitle });
    if (!order || order.merchantId === null) throw new Error(`cart payment ${payment.id}: order ${req.orderId} is not its own`);
    // The shop's lines are refunded whole (status refunded: the sales triggers take them out of sales_days).
    const lines = await tx.db
      .update(payments)
      .set({ status: 'refunded', refundedAmount: sql`${payments.amount}`, refundedAt: now, updatedAt: now })
      .where(
        scope.where(
          payments,
          eq(payments.parentPaymentId, payment.id),
          eq(payments.merchantId, order.merchantId),
          inArray(payments.status, COUNTED_PAYMENT_STATUSES),
        ),
      )
      .returning({ productId: payments.productId, qty: payments.qty });
    // The goods are back or never left: counted stock comes back (-1 stays -1).
    for (const l of lines.filter((x) => x.productId !== null).sort((a, b) => a.productId! - b.productId!)) {
      await tx.db
        .update(products)
        .set({
          displayRemaining: sql`case when ${products.displayRemaining} = -1 then -1 else ${products.displayRemaining} + ${l.qty} end`,
          ordersCount: sql`greatest(${products.ordersCount} - 1, 0)`,
        })
        .where(scope.where(products, eq(products.id, l.productId!)));
    }
    await tx.db.insert(orderStatusHistory).values(scope.row({ orderId: order.id, status, at: now, actorId: req.actorId }));
    const buyer = personOf(orderBuyer, order);
    await notify(tx, buyer.accounts, {
      userId: buyer.id,
      topic: 'order_status',
      payload: { orderId: order.id, orderNo: order.orderNumber, product: order.productTitle, status, statusLabel: orderStatusLabel(status, order.orderType, order.parcel) },
      dedupeKey: `order_status:${order.id}:${status}`,
    });
    if (req.whole) {
      // Nothing of the cart payment is left: its points go back (docs/wallet.md Clawbacks).
      await clawbackSource(tx.db, personOf(paymentBuyer, payment).accounts, ORDER_RULES, payment.id, now);
    }
  },
};

