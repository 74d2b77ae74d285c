import { eq, sql } from 'drizzle-orm';
import { merchantProfiles, orders, orderStatusHistory, products } from '../../../../db/schema';
import { orderStatusLabel } from '../../../../shared/order-status';
import { orderBuyer, paymentBuyer } from '../../../scope/people';
import { personOf } from '../../../scope/tenant-scope';
import { notify } from '../../notifications/notify';
import { clawbackSource, earnOrder, siteSettings } from '../../wallet/earning/internal';
import { ORDER_RULES } from '../../../../shared/wallet';
import type { PurposeHandler } from '../purposes';
import { SettleRefusal } from '../purposes';

/** Our code for a product sold out between the session and the approval (the pay result page shows it). */
export const STOCK_SHORT_CODE = 'L409';

/**
 * A product order (commerce.md §2, §4): settling takes the counted stock and makes the one order with
 * its first status; reversing gives the stock back (a whole cancel or refund: the goods are back
 * or never left; a partial refund keeps them sold) and moves the order to CANCELLED or REFUNDED.
 * The shop hears of the paid order and the buyer of the cancel or refund, through the outbox, in the
 * same transaction (sent after it commits). The buyer's order points (docs/wallet.md Order rules) are
 * earned in the settle and clawed back by a reverse that leaves nothing of the order.
 */
export const productOrder: PurposeHandler = {
  async settle(tx, scope, paid) {
    // payments_purpose_check keeps a product order's delivery choice; the type cannot know it.
    if (!paid.orderType) throw new Error(`payment ${paid.id}: a product order without its order type`);
    const orderType = paid.orderType;
    let isDelivery = true;
    if (paid.productId !== null) {
      // Counted stock (≥ 0) must cover the quantity, in the same statement that takes it.
      const [taken] = await tx.db
        .update(products)
        .set({
          displayRemaining: sql`case when ${products.displayRemaining} = -1 then -1 else ${products.displayRemaining} - ${paid.qty} end`,
          ordersCount: sql`${products.ordersCount} + 1`,
        })
        .where(scope.where(products, eq(products.id, paid.productId), sql`(${products.displayRemaining} = -1 or ${products.displayRemaining} >= ${paid.qty})`))
        .returning({ id: products.id, isDelivery: products.isDelivery });
      if (!taken) throw new SettleRefusal(STOCK_SHORT_CODE, 'sold out before approval');
      isDelivery = taken.isDelivery;
    }
    // The order's buyer is the payment's: an account of the site they bought on (maybe a proxy site).
    const buyer = personOf(paymentBuyer, paid);
    const [order] = await tx.db
      .insert(orders)
      .values(
        scope.row({
          paymentId: paid.id,
          ...buyer.accounts.personRow(orderBuyer, buyer.id),
          productId: paid.productId,
          merchantId: paid.merchantId,
          productTitle: paid.productTitle,
          quantity: paid.qty,
          unitPrice: paid.unitPrice,
          totalPrice: paid.amount,
          orderType,
          recipientName: paid.buyerName,
          deliveryAddress: [paid.buyerPostcode && `(${paid.buyerPostcode})`, paid.buyerAddr].filter(Boolean).join(' '),
          deliveryPhone: paid.buyerTel,
          deliveryMemo: paid.deliveryRequest,
          shippingFee: paid.shippingFee,
          // A shopping product sent to an address goes by courier (택배).
          parcel: !isDelivery && orderType === 'delivery',
        }),
      )
      .returning({ id: orders.id, createdAt: orders.createdAt });
    await tx.db.insert(orderStatusHistory).values(scope.row({ orderId: order.id, status: 'PENDING' as const, at: order.createdAt, actorId: null }));
    // The order's points (docs/wallet.md Order rules) to the buyer's wallet on the site they bought on
    // (a proxy site of this tenant, maybe), by that site's rules, in the settle's transaction.
    await earnOrder({
      db: tx.db,
      own: buyer.accounts,
      shown: scope,
      settings: await siteSettings(tx.db, buyer.accounts),
      userId: buyer.id,
      amount: paid.amount,
      now: tx.deps.clock.now(),
      paymentId: paid.id,
      orderId: order.id,
    });
    if (paid.merchantId !== null) {
      const [shop] = await tx.db
        .select({ userId: merchantProfiles.userId })
        .from(merchantProfiles)
        .where(scope.where(merchantProfiles, eq(merchantProfiles.id, paid.merchantId)))
        .limit(1);
      if (shop) {
        await notify(tx, scope, {
          userId: shop.userId,
          topic: 'order_paid',
          payload: { orderId: order.id, orderNo: paid.shopOrderNo, product: paid.productTitle, qty: paid.qty, amount: paid.amount },
          dedupeKey: `order_paid:${order.id}`,
        });
      }
    }
  },

  async reverse(tx, scope, payment, req) {
    const now = tx.deps.clock.now();
    const status = req.kind === 'cancel' ? ('CANCELLED' as const) : ('REFUNDED' as const);
    const [order] = await tx.db
      .update(orders)
      .set({ status, memo: req.memo, updatedAt: now, deliveredAt: null })
      .where(scope.where(orders, eq(orders.paymentId, payment.id)))
      .returning({ id: orders.id, orderType: orders.orderType, ...orderBuyer.columns, productTitle: orders.productTitle });
    if (order) {
      await tx.db.insert(orderStatusHistory).values(scope.row({ orderId: order.id, status, at: now, actorId: req.actorId }));
      // The buyer is an account of the site they bought on (a proxy site of the shop's tenant, maybe).
      const buyer = personOf(orderBuyer, order);
      await notify(tx, buyer.accounts, {
        userId: buyer.id,
        topic: 'order_status',
        payload: { orderId: order.id, orderNo: payment.shopOrderNo, product: order.productTitle, status, statusLabel: orderStatusLabel(status, order.orderType) },
        dedupeKey: `order_status:${order.id}:${status}:${payment.refundedAmount}`,
      });
    }
    if (req.whole) {
      // Nothing of the order is left: its points go back (docs/wallet.md Clawbacks), as far as the buyer's balance holds them.
      await clawbackSource(tx.db, personOf(paymentBuyer, payment).accounts, ORDER_RULES, payment.id, now);
    }
    if (req.whole && payment.productId !== null) {
      // Counted stock comes back (-1, not counted, stays -1); the product no longer counts the order.
      await tx.db
        .update(products)
        .set({
          displayRemaining: sql`case when ${products.displayRemaining} = -1 then -1 else ${products.displayRemaining} + ${payment.qty} end`,
          ordersCount: sql`greatest(${products.ordersCount} - 1, 0)`,
        })
        .where(scope.where(products, eq(products.id, payment.productId)));
    }
  },
};
