import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, payments, products, type Tenant } from '../../../db/schema';
import { PAYMENT_PENDING_MINUTES } from '../../../shared/payment-results';
import type { DeliveryList, PaymentList } from '../../../shared/schemas/orders';
import { cleanupExpired } from '../../../worker/services/maintenance/cleanup-expired';
import { expirePendingPayments } from '../../../worker/services/maintenance/expire-pending-payments';
import { createTestApp, type TestApp } from '../../fixtures/app';
import { arrive, openSession, payThroughSimulator, shopProduct, withGateway } from '../../fixtures/payments';

/** A pending payment the buyer never finished expires after PAYMENT_PENDING_MINUTES; one order number everywhere. */
let t: TestApp;
let tenant: Tenant;
let productId: number;
let buyer: { token: string; userId: number };

const MINUTE = 60_000;

/** A pending payment opened through the API, its created_at moved `minutesAgo` into the past. */
async function pendingPayment(minutesAgo: number) {
  const res = await openSession(t, tenant, buyer.token, productId);
  expect(res.status).toBe(200);
  const { shopOrderNo } = (await res.json()) as { shopOrderNo: string };
  const [p] = await t.db
    .update(payments)
    .set({ createdAt: new Date(Date.now() - minutesAgo * MINUTE) })
    .where(eq(payments.shopOrderNo, shopOrderNo))
    .returning();
  return p;
}
const statusOf = async (id: number) => (await t.db.select({ s: payments.status }).from(payments).where(eq(payments.id, id)))[0].s;

beforeAll(async () => {
  t = await createTestApp();
  tenant = await withGateway(t, await t.createTenant());
  productId = (await shopProduct(t, tenant, { price: 9000, displayRemaining: 5 })).product.id;
  const { user, token } = await t.createUser(tenant, 'customer');
  buyer = { token, userId: user.id };
}, 60_000);
afterAll(async () => t?.close());

describe('pending payment expiry', () => {
  it('expires a pending payment after the window and not before, and the buyer’s list says so', async () => {
    const old = await pendingPayment(PAYMENT_PENDING_MINUTES + 1);
    const fresh = await pendingPayment(PAYMENT_PENDING_MINUTES - 1);
    const removed = await cleanupExpired({ db: t.appDb, now: new Date() });
    expect(removed.expiredPayments).toBeGreaterThanOrEqual(1);
    expect(await statusOf(old.id)).toBe('expired');
    expect(await statusOf(fresh.id)).toBe('pending');

    const list = (await (await t.request(tenant, 'GET', '/api/payment/list', { token: buyer.token })).json()) as PaymentList;
    expect(list.payments.find((p) => p.id === old.id)).toMatchObject({ status: 'expired', qty: 1, product_id: productId });
    // Stock is untouched: only a paid payment takes it.
    expect((await t.db.select({ n: products.displayRemaining }).from(products).where(eq(products.id, productId)))[0].n).toBe(5);
  });

  it('leaves a payment the gateway approved alone, however old', async () => {
    const { session, returnUrl } = await payThroughSimulator(t, tenant, buyer.token, productId);
    expect((await arrive(t, tenant, returnUrl)).searchParams.get('resCd')).toBe('0000');
    const [paid] = await t.db
      .update(payments)
      .set({ createdAt: new Date(Date.now() - 3 * PAYMENT_PENDING_MINUTES * MINUTE) })
      .where(eq(payments.shopOrderNo, session.shopOrderNo))
      .returning();
    await expirePendingPayments({ db: t.appDb, now: new Date() });
    expect(await statusOf(paid.id)).toBe('paid');
  });

  it('a buyer who comes back after the clean-up still gets what the gateway charged for', async () => {
    // The buyer authorised at minute 29 and came back at minute 31, after the clean-up expired it: the
    // approval settles the expired payment (else the card is charged for nothing).
    const { session, returnUrl } = await payThroughSimulator(t, tenant, buyer.token, productId);
    await t.db
      .update(payments)
      .set({ createdAt: new Date(Date.now() - (PAYMENT_PENDING_MINUTES + 1) * MINUTE) })
      .where(eq(payments.shopOrderNo, session.shopOrderNo));
    expect(await expirePendingPayments({ db: t.appDb, now: new Date() })).toBeGreaterThanOrEqual(1);
    const [before] = await t.db.select().from(payments).where(eq(payments.shopOrderNo, session.shopOrderNo));
    expect(before.status).toBe('expired');
    expect((await arrive(t, tenant, returnUrl)).searchParams.get('resCd')).toBe('0000');
    const [p] = await t.db.select().from(payments).where(eq(payments.shopOrderNo, session.shopOrderNo));
    expect(p.status).toBe('paid');
    expect(await t.db.select().from(orders).where(eq(orders.paymentId, p.id))).toHaveLength(1);
  });

  it('a return racing the clean-up always ends paid with one order', async () => {
    const { session, returnUrl } = await payThroughSimulator(t, tenant, buyer.token, productId);
    await t.db
      .update(payments)
      .set({ createdAt: new Date(Date.now() - (PAYMENT_PENDING_MINUTES + 1) * MINUTE) })
      .where(eq(payments.shopOrderNo, session.shopOrderNo));
    const [settled] = await Promise.all([arrive(t, tenant, returnUrl), expirePendingPayments({ db: t.appDb, now: new Date() })]);
    const [p] = await t.db.select().from(payments).where(eq(payments.shopOrderNo, session.shopOrderNo));
    expect(settled.searchParams.get('resCd')).toBe('0000');
    expect(p.status).toBe('paid');
    expect(await t.db.select().from(orders).where(eq(orders.paymentId, p.id))).toHaveLength(1);
  });

  it('parallel clean-ups expire each payment once', async () => {
    const made = await Promise.all([1, 2, 3, 4].map(() => pendingPayment(PAYMENT_PENDING_MINUTES + 5)));
    const now = new Date();
    const counts = await Promise.all([1, 2, 3].map(() => expirePendingPayments({ db: t.appDb, now })));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(made.length);
    const rows = await t.db.select({ s: payments.status }).from(payments).where(inArray(payments.id, made.map((p) => p.id)));
    expect(rows.map((r) => r.s)).toEqual(made.map(() => 'expired'));
  });
});

describe('one order number', () => {
  it('the order and the payment read the same number, on the buyer’s and the shop’s lists', async () => {
    const made = await shopProduct(t, tenant, { price: 4000 });
    const { session, returnUrl } = await payThroughSimulator(t, tenant, buyer.token, made.product.id);
    expect((await arrive(t, tenant, returnUrl)).searchParams.get('resCd')).toBe('0000');

    const pays = (await (await t.request(tenant, 'GET', '/api/payment/list', { token: buyer.token })).json()) as PaymentList;
    const payment = pays.payments.find((p) => p.shop_order_no === session.shopOrderNo)!;
    expect(payment).toBeDefined();
    const mine = (await (await t.request(tenant, 'GET', '/api/delivery/user/orders?limit=100', { token: buyer.token })).json()) as DeliveryList;
    const order = mine.deliveries.find((o) => o.payment_id === payment.id)!;
    expect(order.order_number).toBe(session.shopOrderNo);
    const shop = (await (await t.request(tenant, 'GET', '/api/delivery/merchant/orders', { token: made.merchant.token })).json()) as DeliveryList;
    expect(shop.deliveries.map((o) => o.order_number)).toEqual([session.shopOrderNo]);
  });

  it('is unique within a tenant', async () => {
    const [o] = await t.db.select().from(orders).where(eq(orders.tenantId, tenant.id)).limit(1);
    const [p] = await t.db.select().from(payments).where(eq(payments.id, o.paymentId));
    const [other] = await t.db
      .insert(payments)
      .values({ ...p, id: undefined, shopOrderNo: `${p.shopOrderNo}X`, pgCno: null, createdAt: new Date() })
      .returning();
    await expect(t.db.insert(orders).values({ ...o, id: undefined, paymentId: other.id, orderNumber: o.orderNumber })).rejects.toThrow();
  });
});
