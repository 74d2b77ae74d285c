import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, payments, products, rateLimits, tenants, type Tenant } from '../../../db/schema';
import { MSG } from '../../../shared/messages';
import { orderTotal } from '../../../shared/order-total';
import type { ProductDetail } from '../../../shared/schemas/catalogue';
import type { PublicTenant } from '../../../shared/schemas/tenant';
import { simCancelKey } from '../../../worker/adapters/easypay-simulator';
import { createTestApp, type TestApp } from '../../fixtures/app';
import { arrive, openSession, payThroughSimulator, shopProduct, withGateway } from '../../fixtures/payments';

/** A card payment end to end through the gateway simulator (commerce.md §2 callback, §3, §4). */
let t: TestApp;
let tenant: Tenant;
let buyer: { token: string; userId: number };

beforeAll(async () => {
  t = await createTestApp();
  tenant = await withGateway(t, await t.createTenant());
  const { user, token } = await t.createUser(tenant, 'customer');
  buyer = { token, userId: user.id };
}, 60_000);
afterAll(async () => t?.close());

const paymentOf = async (shopOrderNo: string) => (await t.db.select().from(payments).where(eq(payments.shopOrderNo, shopOrderNo)))[0];
const ordersOf = async (paymentId: number) => t.db.select().from(orders).where(eq(orders.paymentId, paymentId));
const productRow = async (id: number) => (await t.db.select().from(products).where(eq(products.id, id)))[0];

describe('a paid purchase', () => {
  it('session → pay page 승인 → return → /payment/callback: the payment is paid, one order, stock down', async () => {
    const { product } = await shopProduct(t, tenant, { price: 12000, displayRemaining: 5 });
    const { session, html, returnUrl } = await payThroughSimulator(t, tenant, buyer.token, product.id, 'approve', { session: { qty: 2 } });
    expect(session.amount).toBe(24000 + 3000);
    for (const label of ['승인', '거절', '취소', '시간 초과', '27,000원']) expect(html).toContain(label);
    expect(returnUrl.pathname).toBe('/api/payment/return');
    expect(returnUrl.searchParams.get('resCd')).toBe('0000');
    expect(returnUrl.searchParams.get('authorizationId')).toBeTruthy();

    const callback = await arrive(t, tenant, returnUrl);
    expect(callback.pathname).toBe('/payment/callback');
    expect(callback.searchParams.get('resCd')).toBe('0000');
    expect(callback.searchParams.get('type')).toBe('product');
    const pgCno = callback.searchParams.get('pgCno');
    expect(pgCno).toBeTruthy();

    const p = await paymentOf(session.shopOrderNo);
    expect(p).toMatchObject({ status: 'paid', pgCno, amount: 27000, qty: 2, buyerId: buyer.userId });
    expect(p.paidAt).toBeTruthy();
    expect(p.transactionDate).toBeTruthy();
    const made = await ordersOf(p.id);
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ status: 'PENDING', quantity: 2, totalPrice: 27000, orderType: 'delivery' });
    expect(await productRow(product.id)).toMatchObject({ displayRemaining: 3, ordersCount: 1 });

    // The buyer's history and detail.
    const list = await t.request(tenant, 'GET', '/api/payment/list', { token: buyer.token });
    const body = (await list.json()) as { payments: { id: number; status: string; pg_cno: string; product_name: string }[]; total: number };
    expect(body.payments[0]).toMatchObject({ id: p.id, status: 'paid', pg_cno: pgCno, product_name: product.title });
    const detail = await t.request(tenant, 'GET', `/api/payment/detail/${p.id}`, { token: buyer.token });
    expect(detail.status).toBe(200);
  });

  it('20 concurrent replays of the return: one payment paid, one order, stock taken once', async () => {
    const { product } = await shopProduct(t, tenant, { displayRemaining: 10 });
    const { session, returnUrl } = await payThroughSimulator(t, tenant, buyer.token, product.id);
    const callbacks = await Promise.all(Array.from({ length: 20 }, () => arrive(t, tenant, returnUrl)));
    const pgCnos = new Set(callbacks.map((c) => c.searchParams.get('pgCno')));
    expect(callbacks.every((c) => c.searchParams.get('resCd') === '0000')).toBe(true);
    expect(pgCnos.size).toBe(1);
    const p = await paymentOf(session.shopOrderNo);
    expect(p.status).toBe('paid');
    expect(await ordersOf(p.id)).toHaveLength(1);
    expect(await productRow(product.id)).toMatchObject({ displayRemaining: 9, ordersCount: 1 });
    // And once more after the fact.
    expect((await arrive(t, tenant, returnUrl)).searchParams.get('resCd')).toBe('0000');
    expect(await ordersOf(p.id)).toHaveLength(1);
  });

  it('the amount is the server’s: a forged amount in the session body is ignored', async () => {
    const { product } = await shopProduct(t, tenant, { price: 7000 });
    const res = await openSession(t, tenant, buyer.token, product.id, { amount: 1, qty: 1 });
    expect(res.status).toBe(200);
    const s = (await res.json()) as { amount: number; shopOrderNo: string };
    expect(s.amount).toBe(10000);
    expect((await paymentOf(s.shopOrderNo)).amount).toBe(10000);
  });
});

describe('refusals after the gateway said yes', () => {
  for (const sim of ['tamper-amount', 'bad-signature'] as const) {
    it(`${sim}: refused, the approval cancelled at the gateway, no order, stock untouched`, async () => {
      const { product } = await shopProduct(t, tenant, { displayRemaining: 5 });
      const { session, returnUrl } = await payThroughSimulator(t, tenant, buyer.token, product.id, 'approve', { sim });
      const callback = await arrive(t, tenant, returnUrl);
      expect(callback.searchParams.get('resCd')).not.toBe('0000');
      expect(callback.searchParams.get('pgCno')).toBeNull();
      const p = await paymentOf(session.shopOrderNo);
      expect(p.status).toBe('cancelled');
      expect(p.pgCno).toBeTruthy();
      const [cancel] = await t.db.select().from(rateLimits).where(eq(rateLimits.key, simCancelKey(p.pgCno!)));
      expect(cancel, 'the simulator recorded the cancel').toBeTruthy();
      expect(await ordersOf(p.id)).toHaveLength(0);
      expect(await productRow(product.id)).toMatchObject({ displayRemaining: 5, ordersCount: 0 });
      // A replay changes nothing.
      expect((await arrive(t, tenant, returnUrl)).searchParams.get('resCd')).not.toBe('0000');
      expect((await paymentOf(session.shopOrderNo)).status).toBe('cancelled');
    });
  }

  it('stock gone between session and return: the approval is cancelled and no order made', async () => {
    const { product } = await shopProduct(t, tenant, { displayRemaining: 1 });
    const { session, returnUrl } = await payThroughSimulator(t, tenant, buyer.token, product.id);
    await t.db.update(products).set({ displayRemaining: 0 }).where(eq(products.id, product.id));
    expect((await arrive(t, tenant, returnUrl)).searchParams.get('resCd')).not.toBe('0000');
    const p = await paymentOf(session.shopOrderNo);
    expect(p.status).toBe('cancelled');
    expect(await ordersOf(p.id)).toHaveLength(0);
  });
});

describe('decline, cancel, timeout', () => {
  for (const [decision, status] of [
    ['decline', 'failed'],
    ['cancel', 'cancelled'],
    ['timeout', 'cancelled'],
  ] as const) {
    it(`${decision}: the payment ${status}, no order, failure callback`, async () => {
      const { product } = await shopProduct(t, tenant, { displayRemaining: 5 });
      const { session, returnUrl } = await payThroughSimulator(t, tenant, buyer.token, product.id, decision);
      expect(returnUrl.searchParams.get('resCd')).not.toBe('0000');
      const callback = await arrive(t, tenant, returnUrl);
      expect(callback.pathname).toBe('/payment/callback');
      expect(callback.searchParams.get('resCd')).toBe(returnUrl.searchParams.get('resCd'));
      const p = await paymentOf(session.shopOrderNo);
      expect(p.status).toBe(status);
      expect(await ordersOf(p.id)).toHaveLength(0);
      expect(await productRow(product.id)).toMatchObject({ displayRemaining: 5 });
    });
  }

  it('a forged return with 0000 and a made-up authorizationId: refused, nothing paid', async () => {
    const { product } = await shopProduct(t, tenant);
    const res = await openSession(t, tenant, buyer.token, product.id);
    const s = (await res.json()) as { shopOrderNo: string };
    const forged = new URL(`http://${tenant.domain}/api/payment/return?resCd=0000&shopOrderNo=${s.shopOrderNo}&authorizationId=forged.value`);
    expect((await arrive(t, tenant, forged)).searchParams.get('resCd')).not.toBe('0000');
    const p = await paymentOf(s.shopOrderNo);
    expect(p.status).toBe('failed');
    expect(await ordersOf(p.id)).toHaveLength(0);
  });
});

describe('session rules', () => {
  it('sold out (재고 없음) and more than remains are refused', async () => {
    const sold = await shopProduct(t, tenant, { displayRemaining: 0 });
    const res = await openSession(t, tenant, buyer.token, sold.product.id);
    expect(res.status).toBe(409);
    expect(((await res.json()) as { detail: string }).detail).toBe(MSG.soldOut);
    const few = await shopProduct(t, tenant, { displayRemaining: 2 });
    const over = await openSession(t, tenant, buyer.token, few.product.id, { qty: 3 });
    expect(over.status).toBe(422);
    expect((await openSession(t, tenant, buyer.token, few.product.id, { qty: 0 })).status).toBe(422);
    expect((await openSession(t, tenant, buyer.token, few.product.id, { qty: 1e12 })).status).toBe(422);
  });

  it('a pickup-only product refuses delivery and sells for pickup without shipping', async () => {
    const { product } = await shopProduct(t, tenant, { deliveryAvailable: false, price: 5000 });
    // The product detail tells the payment modal to offer pickup only.
    const detail = await t.request(tenant, 'GET', `/api/products/${product.id}`, { token: buyer.token });
    expect(((await detail.json()) as { delivery_available: boolean }).delivery_available).toBe(false);
    const res = await openSession(t, tenant, buyer.token, product.id, { order_type: 'delivery' });
    expect(res.status).toBe(422);
    expect(((await res.json()) as { detail: string }).detail).toBe(MSG.paymentPickupOnly);
    const pickup = await openSession(t, tenant, buyer.token, product.id, { order_type: 'pickup', buyerAddr: '' });
    expect(pickup.status).toBe(200);
    expect(((await pickup.json()) as { amount: number }).amount).toBe(5000);
  });

  it('shipping: the tenant’s fee under its free threshold, none from it', async () => {
    const shop = await withGateway(t, await t.createTenant(), { legal_info: { shipping_fee: 2500, free_shipping_threshold: 30000 } });
    const { token } = await t.createUser(shop, 'customer');
    const { product } = await shopProduct(t, shop, { price: 10000 });
    const under = (await (await openSession(t, shop, token, product.id, { qty: 2 })).json()) as { amount: number; shipping_fee: number };
    expect(under).toMatchObject({ amount: 22500, shipping_fee: 2500 });
    const at = (await (await openSession(t, shop, token, product.id, { qty: 3 })).json()) as { amount: number; shipping_fee: number };
    expect(at).toMatchObject({ amount: 30000, shipping_fee: 0 });
    // Defaults: 3000 below 50000.
    const { product: big } = await shopProduct(t, tenant, { price: 50000 });
    expect(((await (await openSession(t, tenant, buyer.token, big.id)).json()) as { shipping_fee: number }).shipping_fee).toBe(0);
  });

  it('a proxy site: the detail shows the selling tenant’s shipping, not the site’s own, and that is what the payment charges', async () => {
    const seller = await withGateway(t, await t.createTenant(), { legal_info: { shipping_fee: 4000, free_shipping_threshold: 30000 } });
    const proxy = await t.createTenant({ proxyTenant: seller.name });
    // The proxy site's own legal_info says otherwise: a screen reading it would show 1,000 won.
    await t.db.update(tenants).set({ settings: { ...proxy.settings, legal_info: { shipping_fee: 1000, free_shipping_threshold: 100000 } } }).where(eq(tenants.id, proxy.id));
    t.tenantsChanged();
    const own = (await (await t.request(proxy, 'GET', '/api/tenant/current')).json()) as PublicTenant;
    expect(own.settings.legal_info).toMatchObject({ shipping_fee: 1000 });
    const { product } = await shopProduct(t, seller, { price: 10000 });
    const { token } = await t.createUser(proxy, 'customer');

    const detail = (await (await t.request(proxy, 'GET', `/api/products/${product.id}`)).json()) as ProductDetail;
    expect(detail.shipping).toEqual({ shipping_fee: 4000, free_shipping_threshold: 30000 });
    // The same answer on the selling site itself.
    expect(((await (await t.request(seller, 'GET', `/api/products/${product.id}`)).json()) as ProductDetail).shipping).toEqual(detail.shipping);

    // What the modal shows (orderTotal over the detail's shipping) is what the session charges.
    for (const [qty, orderType] of [[1, 'delivery'], [2, 'delivery'], [3, 'delivery'], [1, 'pickup']] as const) {
      const shown = orderTotal(detail.price, qty, orderType, detail.shipping);
      const res = await openSession(t, proxy, token, product.id, { qty, order_type: orderType });
      expect(res.status, await res.clone().text()).toBe(200);
      const charged = (await res.json()) as { amount: number; shipping_fee: number };
      expect(charged, `${qty} × ${orderType}`).toEqual(expect.objectContaining({ amount: shown.total, shipping_fee: shown.shippingFee }));
    }
    expect(orderTotal(detail.price, 2, 'delivery', detail.shipping)).toMatchObject({ shippingFee: 4000, total: 24000 });

    // Paid through the simulator on the proxy site: the payment and its order carry that amount.
    const { session, returnUrl } = await payThroughSimulator(t, proxy, token, product.id, 'approve', { session: { qty: 2 } });
    expect((await arrive(t, proxy, returnUrl)).searchParams.get('resCd')).toBe('0000');
    const p = await paymentOf(session.shopOrderNo);
    expect(p).toMatchObject({ status: 'paid', tenantId: seller.id, buyerTenantId: proxy.id, amount: 24000, shippingFee: 4000 });
    expect((await ordersOf(p.id))[0]).toMatchObject({ totalPrice: 24000 });
  });

  it('subscription modes, another tenant’s product, NUL bytes and a tenant without a gateway are clear 4xx', async () => {
    const { product } = await shopProduct(t, tenant);
    expect((await openSession(t, tenant, buyer.token, product.id, { mode: 'billing', planId: 1 })).status).toBe(400);
    const other = await withGateway(t, await t.createTenant());
    const foreign = await shopProduct(t, other);
    expect((await openSession(t, tenant, buyer.token, foreign.product.id)).status).toBe(404);
    expect((await openSession(t, tenant, buyer.token, product.id, { buyerName: 'a\u0000b' })).status).toBe(422);
    expect((await openSession(t, tenant, buyer.token, product.id, { buyerAddr: '\u0000' })).status).toBe(422);
    expect((await openSession(t, tenant, buyer.token, product.id, { buyerEmail: 'nope' })).status).toBe(422);
    const bare = await t.createTenant();
    const { token } = await t.createUser(bare, 'customer');
    const p = await shopProduct(t, bare);
    const res = await openSession(t, bare, token, p.product.id);
    expect(res.status).toBe(409);
    expect(((await res.json()) as { detail: string }).detail).toBe(MSG.paymentNotConfigured);
    expect((await t.request(tenant, 'POST', '/api/payment/session', { json: { productId: product.id } })).status).toBe(401);
  });

  it('POST /api/payment/charge says charges go through the session', async () => {
    const res = await t.request(tenant, 'POST', '/api/payment/charge', { token: buyer.token, json: {} });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { detail: string }).detail).toBe(MSG.paymentChargeUseSession);
  });
});
