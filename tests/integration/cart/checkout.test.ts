import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems, orders, orderStatusHistory, payments, pointEarnings, products, salesDays, type Tenant } from '../../../db/schema';
import { MSG } from '../../../shared/messages';
import type { AnalyticsSummary, DeliveryList, DeliveryOrder, PaymentList } from '../../../shared/schemas/orders';
import { cancelledAmount } from '../../../worker/adapters/easypay-simulator-store';
import { createTestApp, type TestApp } from '../../fixtures/app';
import { arrive, openSession, payThroughSimulator, shopProduct, withGateway } from '../../fixtures/payments';
import { addProduct, cartClient, payCheckout, productRow, setShopShipping } from './helpers';

/**
 * The cart's checkout through the gateway simulator (docs/cart.md): one card payment across two shops
 * with their own shipping rules becomes two shop orders and the shops' line payments; a price change
 * between the cart and the checkout is caught before anything is charged; one shop's order is refunded
 * alone (a partial cancel of the cart payment); a line sold out before the approval cancels it.
 */
let t: TestApp;
let tenant: Tenant;
let cart: ReturnType<typeof cartClient>;
let shopA: { token: string; userId: number; merchantId: number };
let shopB: { token: string; userId: number; merchantId: number };
let a1: number, a2: number, b1: number;
let buyer: { token: string; userId: number };

beforeAll(async () => {
  t = await createTestApp();
  // The tenant's own rule stays the default (3,000 won, free from 50,000): both shops override it.
  tenant = await withGateway(t, await t.createTenant());
  cart = cartClient(t, tenant);
  const A = await shopProduct(t, tenant, { price: 10000, displayRemaining: 10, title: '사과 1kg' });
  shopA = A.merchant;
  a1 = A.product.id;
  a2 = (await addProduct(t, tenant, shopA, { price: 15000, displayRemaining: 5, title: '배 1kg' })).id;
  const B = await shopProduct(t, tenant, { price: 20000, displayRemaining: -1, title: '한우 세트' });
  shopB = B.merchant;
  b1 = B.product.id;
  // Shop A: 2,500 won, free from 30,000; shop B: 4,000 won, free from 100,000.
  await setShopShipping(t, shopA.merchantId, 2500, 30000);
  await setShopShipping(t, shopB.merchantId, 4000, 100000);
  const b = await t.createUser(tenant, 'customer');
  buyer = { token: b.token, userId: b.user.id };
}, 120_000);
afterAll(async () => t?.close());

const earningsOf = (userId: number) => t.db.select().from(pointEarnings).where(eq(pointEarnings.userId, userId));
const linesOf = (paymentId: number) => t.db.select().from(payments).where(eq(payments.parentPaymentId, paymentId)).orderBy(payments.id);
const ordersOf = (paymentId: number) => t.db.select().from(orders).where(eq(orders.paymentId, paymentId)).orderBy(orders.id);
async function salesOf(merchantId: number) {
  const rows = await t.db.select().from(salesDays).where(and(eq(salesDays.tenantId, tenant.id), eq(salesDays.merchantId, merchantId)));
  return rows.reduce((s, r) => ({ count: s.count + r.paymentCount, quantity: s.quantity + r.quantity, amount: s.amount + Number(r.amount) }), { count: 0, quantity: 0, amount: 0 });
}
async function revenueOf(token: string) {
  const res = await t.request(tenant, 'GET', '/api/payment/analytics/summary?period=week', { token });
  expect(res.status).toBe(200);
  return ((await res.json()) as AnalyticsSummary).summary.total_revenue;
}
const put = async (token: string, json: Record<string, unknown>) => {
  const res = await t.request(tenant, 'PUT', '/api/delivery/status', { token, json });
  return { status: res.status, body: (await res.json()) as DeliveryOrder & { detail?: string } };
};

let paidCart: { paymentId: number; orderA: number; orderB: number };

describe('a cart across two shops, paid once', () => {
  it('each shop its own shipping rule (A reaches its free threshold), one payment, two orders, stock and sales per shop', async () => {
    expect((await cart.add(buyer.token, a1, 2)).status).toBe(200);
    expect((await cart.add(buyer.token, a2, 1)).status).toBe(200);
    const got = await cart.add(buyer.token, b1, 1);
    expect(got.status).toBe(200);
    const byShop = new Map(got.body.shops.map((g) => [g.merchant_id, g]));
    // A: 35,000 ≥ its 30,000 threshold: free (the tenant's 50,000 would have charged 3,000).
    expect(byShop.get(shopA.merchantId)).toMatchObject({ subtotal: 35000, shipping_fee: 0, free_shipping_threshold: 30000, to_free_shipping: 0, total: 35000 });
    // B: its own 4,000 won (the tenant's would be 3,000), 80,000 to go to its free threshold.
    expect(byShop.get(shopB.merchantId)).toMatchObject({ subtotal: 20000, shipping_fee: 4000, free_shipping_threshold: 100000, to_free_shipping: 80000, total: 24000 });
    expect(got.body).toMatchObject({ item_count: 3, subtotal: 55000, shipping_fee: 4000, total: 59000 });
    expect((await cart.count(buyer.token)).body.count).toBe(3);
    const salesBefore = { a: await salesOf(shopA.merchantId), b: await salesOf(shopB.merchantId) };

    const out = await cart.checkout(buyer.token, 59000, { delivery_request: '문 앞에 놓아주세요' });
    expect(out.status, JSON.stringify(out.body)).toBe(200);
    expect(out.body).toMatchObject({ amount: 59000, shipping_fee: 4000, shop_count: 2 });
    // Checkout charges nothing and keeps the cart; the settle empties it.
    expect((await cart.count(buyer.token)).body.count).toBe(3);
    expect(await payCheckout(t, tenant, out.body)).toBe('0000');

    const [pay] = await t.db.select().from(payments).where(eq(payments.shopOrderNo, out.body.shopOrderNo));
    expect(pay).toMatchObject({ purpose: 'cart_order', status: 'paid', amount: 59000, unitPrice: 55000, qty: 1, shippingFee: 4000, productId: null, merchantId: null });
    // The cart's order (newest line first, shop by shop): B's 한우 first, then A's 배 and 사과.
    expect(pay.goodsName).toBe('한우 세트 외 2건');
    const lines = await linesOf(pay.id);
    expect(lines.map((l) => [l.productId, l.merchantId, l.qty, l.shippingFee, l.amount, l.status, l.purpose, l.pgCno])).toEqual([
      [b1, shopB.merchantId, 1, 4000, 24000, 'paid', 'product_order', null],
      [a2, shopA.merchantId, 1, 0, 15000, 'paid', 'product_order', null],
      [a1, shopA.merchantId, 2, 0, 20000, 'paid', 'product_order', null],
    ]);
    const [ob, oa] = await ordersOf(pay.id);
    expect(oa).toMatchObject({ merchantId: shopA.merchantId, productId: null, productTitle: '배 1kg 외 1건', quantity: 3, unitPrice: 15000, totalPrice: 35000, shippingFee: 0, parcel: true, deliveryMemo: '문 앞에 놓아주세요', status: 'PENDING' });
    expect(ob).toMatchObject({ merchantId: shopB.merchantId, productId: b1, productTitle: '한우 세트', quantity: 1, totalPrice: 24000, shippingFee: 4000, parcel: true });
    expect(oa.orderNumber).not.toBe(ob.orderNumber);
    const steps = await t.db.select().from(orderStatusHistory).where(inArray(orderStatusHistory.orderId, [oa.id, ob.id]));
    expect(steps.map((s) => s.status)).toEqual(['PENDING', 'PENDING']);
    // Counted stock taken; the uncounted stays -1.
    expect((await productRow(t, a1)).displayRemaining).toBe(8);
    expect((await productRow(t, a2)).displayRemaining).toBe(4);
    expect((await productRow(t, b1)).displayRemaining).toBe(-1);
    // Each shop's sales are its lines (its fee included), the cart payment counts in neither.
    const salesAfter = { a: await salesOf(shopA.merchantId), b: await salesOf(shopB.merchantId) };
    expect(salesAfter.a).toEqual({ count: salesBefore.a.count + 2, quantity: salesBefore.a.quantity + 3, amount: salesBefore.a.amount + 35000 });
    expect(salesAfter.b).toEqual({ count: salesBefore.b.count + 1, quantity: salesBefore.b.quantity + 1, amount: salesBefore.b.amount + 24000 });
    expect((await cart.count(buyer.token)).body.count).toBe(0);
    // The order points once, on the card payment (not a line, not a shop order each).
    const earned = await earningsOf(buyer.userId);
    expect(earned.length).toBeGreaterThan(0);
    expect(new Set(earned.map((e) => e.sourceId))).toEqual(new Set([pay.id]));
    expect(new Set(earned.map((e) => e.cause)).size).toBe(earned.length);
    paidCart = { paymentId: pay.id, orderA: oa.id, orderB: ob.id };
  });

  it('the buyer sees one payment and two orders with their lines; each shop only its own; a review may follow', async () => {
    const list = await t.request(tenant, 'GET', '/api/payment/list', { token: buyer.token });
    const mine = ((await list.json()) as PaymentList).payments;
    expect(mine.map((p) => p.id)).toEqual([paidCart.paymentId]);
    const lineIds = (await linesOf(paidCart.paymentId)).map((l) => l.id);
    expect((await t.request(tenant, 'GET', `/api/payment/detail/${lineIds[0]}`, { token: buyer.token })).status).toBe(404);

    const res = await t.request(tenant, 'GET', '/api/delivery/user/orders', { token: buyer.token });
    const { deliveries } = (await res.json()) as DeliveryList;
    const a = deliveries.find((d) => d.id === paidCart.orderA)!;
    expect(a.items.map((i) => [i.product_id, i.quantity, i.total_price])).toEqual([
      [a2, 1, 15000],
      [a1, 2, 20000],
    ]);
    expect(a).toMatchObject({ total_price: 35000, shipping_fee: 0, refunded_amount: 0, kind: 'parcel', delivery_memo: '문 앞에 놓아주세요' });
    const shopList = (await (await t.request(tenant, 'GET', '/api/delivery/merchant/orders?order_type=delivery', { token: shopB.token })).json()) as DeliveryList;
    expect(shopList.deliveries.map((d) => d.id)).toEqual([paidCart.orderB]);
    // has_purchased counts a cart's line of the product.
    const status = await t.request(tenant, 'GET', `/api/products/${a2}/purchase-status`, { token: buyer.token });
    expect(((await status.json()) as { has_purchased: boolean }).has_purchased).toBe(true);
  });
});

describe('one shipping rule', () => {
  it("바로 구매 and the product page read the shop's own rule too (else the tenant's)", async () => {
    const session = await openSession(t, tenant, buyer.token, b1);
    expect(session.status).toBe(200);
    expect(((await session.json()) as { shipping_fee: number; amount: number })).toMatchObject({ shipping_fee: 4000, amount: 24000 });
    const detail = await t.request(tenant, 'GET', `/api/products/${b1}`, { token: buyer.token });
    expect(((await detail.json()) as { shipping: unknown }).shipping).toEqual({ shipping_fee: 4000, free_shipping_threshold: 100000 });
    // A shop without a rule of its own: the tenant's (3,000 won, free from 50,000).
    await setShopShipping(t, shopB.merchantId, null, null);
    const plain = await openSession(t, tenant, buyer.token, b1);
    expect(((await plain.json()) as { shipping_fee: number }).shipping_fee).toBe(3000);
    await setShopShipping(t, shopB.merchantId, 4000, 100000);
  });

  it('바로 구매 keeps its 배송 요청사항 as the order’s delivery memo, and a shopping product’s order is a parcel (택배)', async () => {
    const shopper = await t.createUser(tenant, 'customer');
    const { session, returnUrl } = await payThroughSimulator(t, tenant, shopper.token, b1, 'approve', { session: { delivery_request: '경비실에 맡겨주세요' } });
    expect((await arrive(t, tenant, returnUrl)).searchParams.get('resCd')).toBe('0000');
    const [pay] = await t.db.select().from(payments).where(eq(payments.shopOrderNo, session.shopOrderNo));
    expect(pay).toMatchObject({ deliveryRequest: '경비실에 맡겨주세요', shippingFee: 4000, amount: 24000 });
    expect((await ordersOf(pay.id))[0]).toMatchObject({ deliveryMemo: '경비실에 맡겨주세요', parcel: true, shippingFee: 4000, totalPrice: 24000 });
  });
});

describe("one shop's order refunded alone", () => {
  it("shop A REFUNDED: a partial cancel of the cart payment, A's lines out of its sales, stock back; shop B untouched; then B cancelled: refunded whole", async () => {
    const pay = (await t.db.select().from(payments).where(eq(payments.id, paidCart.paymentId)))[0];
    const before = { a: await salesOf(shopA.merchantId), b: await salesOf(shopB.merchantId), revA: await revenueOf(shopA.token), revB: await revenueOf(shopB.token) };
    // A's parcel leaves by 발송처리 (a parcel order reaches 배송 중 only that way), so its refund is a REFUNDED.
    const shipped = await t.request(tenant, 'POST', '/api/shop/orders/ship', { token: shopA.token, json: { order_id: paidCart.orderA, courier: 'cj', tracking_number: '123412341234' } });
    expect(shipped.status).toBe(200);
    // Another shop cannot touch A's order.
    expect((await put(shopB.token, { order_id: paidCart.orderA, status: 'REFUNDED' })).status).toBe(404);
    // A part of a cart order's amount is refused, with the reason; nothing changes.
    const part = await put(shopA.token, { order_id: paidCart.orderA, status: 'REFUNDED', refund_amount: 1000 });
    expect(part.status).toBe(400);
    expect(part.body.detail).toBe(MSG.cartPartialRefund);
    expect(await cancelledAmount(t.db, pay.pgCno!)).toBe(0);

    const done = await put(shopA.token, { order_id: paidCart.orderA, status: 'REFUNDED', memo: '품질 불량' });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body).toMatchObject({ status: 'REFUNDED', refunded_amount: 35000 });
    expect(await cancelledAmount(t.db, pay.pgCno!)).toBe(35000);
    const after = (await t.db.select().from(payments).where(eq(payments.id, pay.id)))[0];
    expect(after).toMatchObject({ status: 'partially_refunded', refundedAmount: 35000 });
    const lines = await linesOf(pay.id);
    expect(lines.map((l) => [l.merchantId, l.status, l.refundedAmount])).toEqual([
      [shopB.merchantId, 'paid', 0],
      [shopA.merchantId, 'refunded', 15000],
      [shopA.merchantId, 'refunded', 20000],
    ]);
    const [ob, oa] = await ordersOf(pay.id);
    expect([oa.status, ob.status]).toEqual(['REFUNDED', 'PENDING']);
    expect((await productRow(t, a1)).displayRemaining).toBe(10);
    expect((await productRow(t, a2)).displayRemaining).toBe(5);
    expect(await salesOf(shopA.merchantId)).toEqual({ count: before.a.count - 2, quantity: before.a.quantity - 3, amount: before.a.amount - 35000 });
    expect(await salesOf(shopB.merchantId)).toEqual(before.b);
    expect(await revenueOf(shopA.token)).toBe(before.revA - 35000);
    expect(await revenueOf(shopB.token)).toBe(before.revB);
    expect((await earningsOf(buyer.userId)).every((e) => e.clawedBackAt === null)).toBe(true);

    // B cancels before shipping: the rest of the payment, which is now refunded whole.
    const cancel = await put(shopB.token, { order_id: paidCart.orderB, status: 'CANCELLED' });
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    expect(await cancelledAmount(t.db, pay.pgCno!)).toBe(59000);
    expect((await t.db.select().from(payments).where(eq(payments.id, pay.id)))[0]).toMatchObject({ status: 'refunded', refundedAmount: 59000 });
    expect(await salesOf(shopB.merchantId)).toEqual({ count: before.b.count - 1, quantity: before.b.quantity - 1, amount: before.b.amount - 24000 });
    // Nothing of the payment is left: its points are clawed back (not after A's part alone).
    expect((await earningsOf(buyer.userId)).every((e) => e.clawedBackAt !== null)).toBe(true);
  });
});

describe('checkout checks', () => {
  it('a price change between the cart and the checkout: 409, nothing charged; the new total then passes', async () => {
    const shopper = await t.createUser(tenant, 'customer');
    const p = await addProduct(t, tenant, shopA, { price: 12000, title: '귤 상자' });
    await cart.add(shopper.token, p.id, 3);
    const shown = (await cart.get(shopper.token)).body;
    expect(shown.total).toBe(36000); // free from 30,000 at shop A
    await t.db.update(products).set({ price: 9000 }).where(eq(products.id, p.id));
    const changed = (await cart.get(shopper.token)).body.shops[0].lines[0];
    expect(changed).toMatchObject({ unit_price: 9000, unit_price_seen: 12000, price_changed: true });

    const countPayments = async () => (await t.db.select().from(payments).where(eq(payments.buyerId, shopper.user.id))).length;
    const refused = await cart.checkout(shopper.token, shown.total);
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toBe(MSG.cartPriceChanged);
    expect(await countPayments()).toBe(0);
    // The refusal kept the new price as seen: the cart shows the new amount (27,000 + 2,500: under A's threshold now).
    const fresh = (await cart.get(shopper.token)).body;
    expect(fresh.shops[0].lines[0]).toMatchObject({ unit_price: 9000, unit_price_seen: 9000, price_changed: false });
    expect(fresh.total).toBe(29500);

    const ok = await cart.checkout(shopper.token, fresh.total);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.amount).toBe(29500);
    expect(await payCheckout(t, tenant, ok.body)).toBe('0000');
    const [pay] = await t.db.select().from(payments).where(eq(payments.shopOrderNo, ok.body.shopOrderNo));
    expect(pay).toMatchObject({ status: 'paid', amount: 29500 });
    expect((await ordersOf(pay.id)).map((o) => [o.totalPrice, o.shippingFee])).toEqual([[29500, 2500]]);
  });

  it('a line sold out, short or no longer on sale is refused at checkout with its reason; only the chosen lines are paid', async () => {
    const shopper = await t.createUser(tenant, 'customer');
    const few = await addProduct(t, tenant, shopB, { price: 5000, displayRemaining: 5, title: '한정 꿀' });
    const other = await addProduct(t, tenant, shopB, { price: 7000, title: '잼' });
    await cart.add(shopper.token, few.id, 4);
    await cart.add(shopper.token, other.id, 1);
    await t.db.update(products).set({ displayRemaining: 2 }).where(eq(products.id, few.id));
    const total = (await cart.get(shopper.token)).body.total;
    const short = await cart.checkout(shopper.token, total);
    expect(short.status).toBe(409);
    expect(short.body.detail).toBe(MSG.cartStockShort('한정 꿀'));
    await t.db.update(products).set({ displayRemaining: 0 }).where(eq(products.id, few.id));
    expect((await cart.checkout(shopper.token, total)).body.detail).toBe(MSG.cartSoldOut('한정 꿀'));
    await t.db.update(products).set({ displayRemaining: 5, isAvailable: false }).where(eq(products.id, few.id));
    expect((await cart.checkout(shopper.token, total)).body.detail).toBe(MSG.cartUnavailable('한정 꿀'));
    // Only the other line, chosen: its own total (7,000 + B's 4,000).
    const only = await cart.checkout(shopper.token, 11000, { product_ids: [other.id] });
    expect(only.status, JSON.stringify(only.body)).toBe(200);
    expect(only.body.amount).toBe(11000);
    expect(await payCheckout(t, tenant, only.body)).toBe('0000');
    // The unpaid line stays in the cart.
    expect((await t.db.select().from(cartItems).where(eq(cartItems.buyerId, shopper.user.id))).map((r) => r.productId)).toEqual([few.id]);
  });

  it('stock gone between checkout and approval: the settle is refused whole and the approval cancelled; nothing taken, the cart kept', async () => {
    const shopper = await t.createUser(tenant, 'customer');
    const p = await addProduct(t, tenant, shopA, { price: 8000, displayRemaining: 3, title: '마지막 딸기' });
    const q = await addProduct(t, tenant, shopB, { price: 6000, displayRemaining: 4, title: '포도' });
    await cart.add(shopper.token, p.id, 2);
    await cart.add(shopper.token, q.id, 1);
    const total = (await cart.get(shopper.token)).body.total;
    const out = await cart.checkout(shopper.token, total);
    expect(out.status).toBe(200);
    // Someone else bought p meanwhile.
    await t.db.update(products).set({ displayRemaining: 1 }).where(eq(products.id, p.id));
    expect(await payCheckout(t, tenant, out.body)).toBe('L409');
    const [pay] = await t.db.select().from(payments).where(eq(payments.shopOrderNo, out.body.shopOrderNo));
    expect(pay.status).toBe('cancelled');
    expect(await cancelledAmount(t.db, pay.pgCno!)).toBe(total);
    expect(await ordersOf(pay.id)).toEqual([]);
    expect(await linesOf(pay.id)).toEqual([]);
    // q's stock was taken in the refused transaction: rolled back with it.
    expect((await productRow(t, q.id)).displayRemaining).toBe(4);
    expect((await productRow(t, p.id)).displayRemaining).toBe(1);
    expect((await cart.count(shopper.token)).body.count).toBe(2);
  });
});
