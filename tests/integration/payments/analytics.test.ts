import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchantProfiles, payments, products, type Tenant } from '../../../db/schema';
import type { AnalyticsSummary } from '../../../shared/schemas/orders';
import { createTestApp, type TestApp } from '../../fixtures/app';

/**
 * GET /api/payment/analytics/summary (tRPC orders.payments.analytics) on known payments: every figure
 * exact, a merchant's own shop only, a superuser the tenant's, another tenant's never, the three
 * periods on Korean days, and refusals.
 */
let t: TestApp;
let home: Tenant;
let other: Tenant;
const tokens: Record<string, string> = {};
let shop1: { merchantId: number; p1: number; p2: number; p1Title: string; p2Title: string };
let shop2: { merchantId: number; p3: number; p3Title: string };
const buyers: Record<string, { id: number; username: string; email: string }> = {};
/** How the analytics show an address (the test users' local parts are longer than two letters). */
const masked = (email: string) => email.replace(/^(..)[^@]*@/, '$1***@');

/** 2026-03-15 12:00 in Korea (a Sunday). */
const NOW = new Date('2026-03-15T03:00:00Z');
/** A Korean wall-clock time as an instant. */
const kst = (s: string) => new Date(`${s}+09:00`);

async function merchantWith(tenant: Tenant, items: { title: string; price: number; isDelivery: boolean; category: string }[]) {
  const { user, token } = await t.createUser(tenant, 'merchant');
  const [shop] = await t.db.select().from(merchantProfiles).where(eq(merchantProfiles.userId, user.id));
  const rows = await t.db
    .insert(products)
    .values(
      items.map((i) => ({
        tenantId: tenant.id,
        merchantId: shop.id,
        ownerId: user.id,
        title: i.title,
        description: '분석 시험 상품',
        price: i.price,
        isDelivery: i.isDelivery,
        category: i.isDelivery ? null : i.category,
        deliveryCategory: i.isDelivery ? i.category : null,
      })),
    )
    .returning();
  return { token, merchantId: shop.id, products: rows };
}

let seq = 0;
async function pay(
  tenant: Tenant,
  p: { merchantId: number; productId: number; title: string; buyer: { id: number; username: string; email: string } },
  v: { unit: number; qty?: number; ship?: number; status: 'paid' | 'pending' | 'failed' | 'cancelled'; at: Date; method?: string | null; resMsg?: string },
) {
  const qty = v.qty ?? 1;
  const ship = v.ship ?? 0;
  await t.db.insert(payments).values({
    tenantId: tenant.id,
    buyerTenantId: tenant.id,
    buyerId: p.buyer.id,
    productId: p.productId,
    merchantId: p.merchantId,
    shopOrderNo: `AN${Date.now().toString(36)}${seq++}${Math.random().toString(36).slice(2, 8)}`,
    goodsName: p.title,
    productTitle: p.title,
    unitPrice: v.unit,
    qty,
    shippingFee: ship,
    amount: v.unit * qty + ship,
    orderType: 'delivery',
    deviceType: 'mobile',
    buyerName: p.buyer.username,
    buyerEmail: p.buyer.email,
    buyerTel: '01012345678',
    status: v.status,
    payMethod: v.method === undefined ? 'CARD' : v.method,
    resMsg: v.resMsg ?? null,
    paidAt: v.status === 'paid' ? v.at : null,
    createdAt: v.at,
    updatedAt: v.at,
  });
}

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOW);
  home = await t.createTenant();
  other = await t.createTenant();
  const m1 = await merchantWith(home, [
    { title: '분석 사과', price: 10000, isDelivery: false, category: 'fruit' },
    { title: '분석 김치', price: 5000, isDelivery: true, category: 'banchan' },
  ]);
  const m2 = await merchantWith(home, [{ title: '분석 한우', price: 77000, isDelivery: false, category: 'meat' }]);
  const m3 = await merchantWith(other, [{ title: '남의 사이트 배', price: 20000, isDelivery: false, category: 'fruit' }]);
  tokens.m1 = m1.token;
  tokens.m2 = m2.token;
  tokens.otherMerchant = m3.token;
  shop1 = { merchantId: m1.merchantId, p1: m1.products[0].id, p2: m1.products[1].id, p1Title: m1.products[0].title, p2Title: m1.products[1].title };
  shop2 = { merchantId: m2.merchantId, p3: m2.products[0].id, p3Title: m2.products[0].title };
  for (const name of ['c1', 'c2', 'c3']) {
    const { user, token } = await t.createUser(home, 'customer');
    buyers[name] = { id: user.id, username: user.username, email: user.email };
    tokens[name] = token;
  }
  tokens.admin = (await t.createUser(home, 'superuser')).token;
  tokens.otherAdmin = (await t.createUser(other, 'superuser')).token;
  const otherBuyer = await t.createUser(other, 'customer');

  const p1 = (buyer: string) => ({ merchantId: shop1.merchantId, productId: shop1.p1, title: shop1.p1Title, buyer: buyers[buyer] });
  const p2 = (buyer: string) => ({ merchantId: shop1.merchantId, productId: shop1.p2, title: shop1.p2Title, buyer: buyers[buyer] });
  // Shop 1, inside the last 30 days (2026-02-14 … 2026-03-15, Korean days).
  await pay(home, p1('c1'), { unit: 10000, status: 'paid', at: kst('2026-03-15T00:10:00') }); // today, just after midnight
  await pay(home, p2('c1'), { unit: 5000, qty: 2, ship: 3000, status: 'paid', at: kst('2026-03-14T23:50:00'), method: 'KAKAOPAY' }); // yesterday, the same UTC day
  await pay(home, p1('c2'), { unit: 10000, qty: 3, status: 'paid', at: kst('2026-03-10T10:00:00') });
  await pay(home, p1('c3'), { unit: 10000, status: 'failed', at: kst('2026-03-12T10:00:00'), method: null, resMsg: '한도 초과' });
  await pay(home, p2('c2'), { unit: 5000, ship: 3000, status: 'cancelled', at: kst('2026-03-13T10:00:00'), method: null, resMsg: '사용자 취소' });
  await pay(home, p2('c3'), { unit: 5000, status: 'paid', at: kst('2026-02-20T15:00:00'), method: null });
  await pay(home, p1('c1'), { unit: 10000, status: 'pending', at: kst('2026-03-15T11:00:00'), method: null });
  // Shop 1, before the period: never counted.
  await pay(home, p1('c1'), { unit: 10000, status: 'paid', at: kst('2026-02-13T23:59:00') });
  // Shop 2, today.
  await pay(home, { merchantId: shop2.merchantId, productId: shop2.p3, title: shop2.p3Title, buyer: buyers.c1 }, { unit: 77000, status: 'paid', at: kst('2026-03-15T09:00:00') });
  // Another tenant's sale, today: in no figure of `home`.
  await pay(
    other,
    { merchantId: m3.merchantId, productId: m3.products[0].id, title: m3.products[0].title, buyer: { id: otherBuyer.user.id, username: otherBuyer.user.username, email: otherBuyer.user.email } },
    { unit: 20000, status: 'paid', at: kst('2026-03-15T08:00:00') },
  );
}, 60_000);
afterAll(async () => t?.close());

async function summary(token: string | undefined, query = '', tenant = home) {
  const res = await t.request(tenant, 'GET', `/api/payment/analytics/summary${query}`, { token });
  return { status: res.status, body: (await res.json()) as AnalyticsSummary & { detail?: string } };
}

describe('a merchant’s own sales', () => {
  it('last month (the default): every figure exact', async () => {
    const { status, body } = await summary(tokens.m1);
    expect(status).toBe(200);
    expect(body.scope).toEqual({ kind: 'merchant', merchant_id: shop1.merchantId });
    expect(body.period).toBe('month');
    expect(body.period_days).toBe(30);
    expect(body.analysis_period).toEqual({ start_date: '2026-02-14', end_date: '2026-03-15' });
    expect(body.summary).toEqual({
      total_payments: 7,
      total_revenue: 58000,
      paid_payments: 4,
      success_rate: 57.1,
      avg_order_value: 14500,
      unique_customers: 3,
      unique_products_sold: 2,
    });
    expect(body.payment_status_stats).toEqual([
      { status: 'paid', count: 4, total_amount: 58000, avg_amount: 14500, min_amount: 5000, max_amount: 30000 },
      { status: 'cancelled', count: 1, total_amount: 8000, avg_amount: 8000, min_amount: 8000, max_amount: 8000 },
      { status: 'failed', count: 1, total_amount: 10000, avg_amount: 10000, min_amount: 10000, max_amount: 10000 },
      { status: 'pending', count: 1, total_amount: 10000, avg_amount: 10000, min_amount: 10000, max_amount: 10000 },
    ]);
    expect(body.daily_stats).toHaveLength(30);
    expect(body.daily_stats[0]).toEqual({ date: '2026-02-14', count: 0, total_amount: 0 });
    expect(body.daily_stats.at(-1)).toEqual({ date: '2026-03-15', count: 1, total_amount: 10000 });
    expect(body.daily_stats.filter((d) => d.count > 0)).toEqual([
      { date: '2026-02-20', count: 1, total_amount: 5000 },
      { date: '2026-03-10', count: 1, total_amount: 30000 },
      { date: '2026-03-14', count: 1, total_amount: 13000 },
      { date: '2026-03-15', count: 1, total_amount: 10000 },
    ]);
    expect(body.product_stats).toEqual([
      { product_id: shop1.p1, product_name: '분석 사과', count: 2, total_quantity: 4, total_amount: 40000 },
      { product_id: shop1.p2, product_name: '분석 김치', count: 2, total_quantity: 3, total_amount: 18000 },
    ]);
    expect(body.top_customers).toEqual([
      { name: buyers.c2.username, email: masked(buyers.c2.email), purchase_count: 1, unique_products_bought: 1, customer_lifetime_days: 0, total_spent: 30000 },
      { name: buyers.c1.username, email: masked(buyers.c1.email), purchase_count: 2, unique_products_bought: 2, customer_lifetime_days: 0, total_spent: 23000 },
      { name: buyers.c3.username, email: masked(buyers.c3.email), purchase_count: 1, unique_products_bought: 1, customer_lifetime_days: 0, total_spent: 5000 },
    ]);
    // The addresses are masked by the server: the answer never holds one whole.
    for (const c of ['c1', 'c2', 'c3']) expect(JSON.stringify(body)).not.toContain(buyers[c].email);
    expect(body.payment_method_stats).toEqual([
      { method: 'CARD', count: 2, percentage: 50, total_amount: 40000 },
      { method: 'KAKAOPAY', count: 1, percentage: 25, total_amount: 13000 },
      { method: '기타', count: 1, percentage: 25, total_amount: 5000 },
    ]);
    expect(body.hourly_stats).toHaveLength(24);
    expect(body.hourly_stats.filter((h) => h.count > 0)).toEqual([
      { hour: 0, count: 1 },
      { hour: 10, count: 1 },
      { hour: 15, count: 1 },
      { hour: 23, count: 1 },
    ]);
    expect(body.weekday_stats.map((w) => [w.weekday_name, w.count])).toEqual([
      ['일요일', 1],
      ['월요일', 0],
      ['화요일', 1],
      ['수요일', 0],
      ['목요일', 0],
      ['금요일', 1],
      ['토요일', 1],
    ]);
    expect(body.category_stats).toEqual([
      { category: 'fruit', payment_count: 2, unique_products: 1, total_revenue: 40000 },
      { category: 'banchan', payment_count: 2, unique_products: 1, total_revenue: 18000 },
    ]);
    expect(body.failure_analysis).toEqual([
      { status: 'cancelled', reason: '사용자 취소', count: 1 },
      { status: 'failed', reason: '한도 초과', count: 1 },
    ]);
  });

  it('last week and today count Korean days (a payment at 23:50 the day before is not today’s)', async () => {
    const week = (await summary(tokens.m1, '?period=week')).body;
    expect(week.period_days).toBe(7);
    expect(week.analysis_period).toEqual({ start_date: '2026-03-09', end_date: '2026-03-15' });
    expect(week.summary).toMatchObject({ total_payments: 6, paid_payments: 3, total_revenue: 53000, success_rate: 50, unique_customers: 2 });
    expect(week.daily_stats.map((d) => d.date)).toEqual(['2026-03-09', '2026-03-10', '2026-03-11', '2026-03-12', '2026-03-13', '2026-03-14', '2026-03-15']);
    expect(week.product_stats.map((p) => [p.product_name, p.total_amount])).toEqual([
      ['분석 사과', 40000],
      ['분석 김치', 13000],
    ]);

    const today = (await summary(tokens.m1, '?period=today')).body;
    expect(today.analysis_period).toEqual({ start_date: '2026-03-15', end_date: '2026-03-15' });
    expect(today.summary).toEqual({ total_payments: 2, total_revenue: 10000, paid_payments: 1, success_rate: 50, avg_order_value: 10000, unique_customers: 1, unique_products_sold: 1 });
    expect(today.daily_stats).toEqual([{ date: '2026-03-15', count: 1, total_amount: 10000 }]);
    expect(today.top_customers.map((c) => c.total_spent)).toEqual([10000]);
  });

  it('another merchant of the site sees only their own shop', async () => {
    const { body } = await summary(tokens.m2, '?period=month');
    expect(body.scope).toEqual({ kind: 'merchant', merchant_id: shop2.merchantId });
    expect(body.summary).toMatchObject({ total_payments: 1, total_revenue: 77000, unique_customers: 1 });
    expect(body.product_stats.map((p) => p.product_name)).toEqual(['분석 한우']);
    expect(JSON.stringify(body)).not.toContain('분석 사과');
  });

  it('the tRPC twin answers the same figures', async () => {
    const rest = (await summary(tokens.m1, '?period=week')).body;
    const trpc = await (await t.caller(home, tokens.m1)).orders.payments.analytics({ period: 'week' });
    expect(JSON.parse(JSON.stringify(trpc))).toEqual(rest);
  });
});

describe('a superuser sees the tenant’s sales', () => {
  it('every shop of the site, never another tenant’s', async () => {
    const { status, body } = await summary(tokens.admin);
    expect(status).toBe(200);
    expect(body.scope).toEqual({ kind: 'tenant' });
    expect(body.summary).toEqual({
      total_payments: 8,
      total_revenue: 135000,
      paid_payments: 5,
      success_rate: 62.5,
      avg_order_value: 27000,
      unique_customers: 3,
      unique_products_sold: 3,
    });
    expect(body.product_stats.map((p) => [p.product_name, p.count, p.total_amount])).toEqual([
      ['분석 한우', 1, 77000],
      ['분석 사과', 2, 40000],
      ['분석 김치', 2, 18000],
    ]);
    expect(body.top_customers[0]).toMatchObject({ name: buyers.c1.username, purchase_count: 3, unique_products_bought: 3, total_spent: 100000 });
    expect(body.daily_stats.at(-1)).toEqual({ date: '2026-03-15', count: 2, total_amount: 87000 });
    expect(JSON.stringify(body)).not.toContain('남의 사이트 배');
  });

  it('the other tenant’s superuser sees only theirs', async () => {
    const { body } = await summary(tokens.otherAdmin, '', other);
    expect(body.summary).toMatchObject({ total_payments: 1, total_revenue: 20000 });
    expect(body.product_stats.map((p) => p.product_name)).toEqual(['남의 사이트 배']);
  });

  it('the top 5 stop at five, largest total first', async () => {
    const tenant = await t.createTenant();
    const m = await merchantWith(
      tenant,
      Array.from({ length: 7 }, (_, i) => ({ title: `상위 ${i + 1}`, price: 1000 * (i + 1), isDelivery: false, category: 'fruit' })),
    );
    const people = await Promise.all(Array.from({ length: 7 }, () => t.createUser(tenant, 'customer')));
    for (const [i, prod] of m.products.entries()) {
      const u = people[i].user;
      await pay(tenant, { merchantId: m.merchantId, productId: prod.id, title: prod.title, buyer: { id: u.id, username: u.username, email: u.email } }, { unit: prod.price, status: 'paid', at: kst('2026-03-11T12:00:00') });
    }
    const { body } = await summary(m.token, '?period=week', tenant);
    expect(body.product_stats.map((p) => p.product_name)).toEqual(['상위 7', '상위 6', '상위 5', '상위 4', '상위 3']);
    expect(body.top_customers.map((c) => c.total_spent)).toEqual([7000, 6000, 5000, 4000, 3000]);
    expect(body.summary.unique_customers).toBe(7);
    expect(body.category_stats).toEqual([{ category: 'fruit', payment_count: 7, unique_products: 7, total_revenue: 28000 }]);
  });
});

describe('refusals', () => {
  it('customers 403, guests 401, a token of another site 401', async () => {
    const customer = await summary(tokens.c1);
    expect(customer.status).toBe(403);
    expect(customer.body.detail).toBe('판매자와 관리자만 이용할 수 있습니다.');
    expect((await summary(undefined)).status).toBe(401);
    expect((await summary(tokens.otherMerchant)).status).toBe(401);
    await expect((await t.caller(home, tokens.c1)).orders.payments.analytics({ period: 'month' })).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });

  it('an unknown period or a bad value is a 4xx, never a 500', async () => {
    for (const q of ['?period=year', '?period=%00', `?period=${'x'.repeat(5000)}`]) {
      const { status } = await summary(tokens.m1, q);
      expect(status, q).toBeGreaterThanOrEqual(400);
      expect(status, q).toBeLessThan(500);
    }
    const year = await summary(tokens.m1, '?period=year');
    expect(year.status).toBe(422);
    expect(JSON.stringify(year.body)).toContain('period');
  });

  it('a site with analytics off refuses it (403)', async () => {
    const dark = await t.createTenant({ features: { analytics: false } });
    const m = await merchantWith(dark, [{ title: '꺼진 분석', price: 1000, isDelivery: false, category: 'fruit' }]);
    expect((await summary(m.token, '', dark)).status).toBe(403);
  });
});
