import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/client';
import { createPgliteDb } from '../../../db/client-pglite';
import { MIGRATIONS_DIR, migrateDb } from '../../../db/migrate';
import { merchantProfiles, orders, payments, products, salesDays, tenants, users, type Tenant } from '../../../db/schema';
import type { AnalyticsSummary } from '../../../shared/schemas/orders';
import { createTestApp, type TestApp } from '../../fixtures/app';
import { arrive, openSession, payThroughSimulator, shopProduct, withGateway } from '../../fixtures/payments';

/**
 * sales_days (migration 0014) against the payments it sums: after approvals, declines, cancels, a
 * refused paid write, a partial refund through the gateway, a moved category, day and shop, a product deleted for good and a buyer
 * deleted, the table equals a direct count of the paid payments, and the analytics' per-day and
 * per-product figures equal the ones counted from payments directly (as the service counted them
 * before the table). A burst of parallel approvals keeps the counters exact; the migration fills the
 * table from the payments written before it.
 */
let t: TestApp;

const DAY_MS = 86_400_000;
const KST_MS = 9 * 3_600_000;
const kstDay = (at: Date) => new Date(at.getTime() + KST_MS).toISOString().slice(0, 10);
const categoryOf = (p: { category: string | null; deliveryCategory: string | null } | undefined) => (p ? (p.category ?? p.deliveryCategory ?? '기타') : '기타');

interface Kept {
  merchantId: number;
  day: string;
  productId: number;
  category: string;
  paymentCount: number;
  quantity: number;
  amount: number;
}
const byKey = (a: Kept, b: Kept) => a.merchantId - b.merchantId || a.day.localeCompare(b.day) || a.productId - b.productId;

/** The tenant's sales_days rows. */
async function kept(db: Db, tenantId: number): Promise<Kept[]> {
  const rows = await db
    .select({
      merchantId: salesDays.merchantId,
      day: sql<string>`${salesDays.day}::text`,
      productId: salesDays.productId,
      category: salesDays.category,
      paymentCount: salesDays.paymentCount,
      quantity: salesDays.quantity,
      amount: sql<number>`${salesDays.amount}`.mapWith(Number),
    })
    .from(salesDays)
    .where(eq(salesDays.tenantId, tenantId));
  return rows.sort(byKey);
}

/** The same counted here from the tenant's payments and products (Korean days computed in JS). */
async function counted(db: Db, tenantId: number): Promise<Kept[]> {
  const paid = await db.select().from(payments).where(and(eq(payments.tenantId, tenantId), inArray(payments.status, ['paid', 'partially_refunded'])));
  const prods = new Map((await db.select().from(products).where(eq(products.tenantId, tenantId))).map((p) => [p.id, p]));
  const sums = new Map<string, Kept>();
  for (const y of paid) {
    const row: Kept = {
      merchantId: y.merchantId ?? 0,
      day: kstDay(y.createdAt),
      productId: y.productId ?? 0,
      category: categoryOf(y.productId === null ? undefined : prods.get(y.productId)),
      paymentCount: 0,
      quantity: 0,
      amount: 0,
    };
    const key = `${row.merchantId}|${row.day}|${row.productId}`;
    const s = sums.get(key) ?? row;
    sums.set(key, { ...s, paymentCount: s.paymentCount + 1, quantity: s.quantity + y.qty, amount: s.amount + y.amount - y.refundedAmount });
  }
  return [...sums.values()].sort(byKey);
}

type Figures = Pick<AnalyticsSummary, 'daily_stats' | 'product_stats' | 'category_stats' | 'weekday_stats'> & { unique_products_sold: number; paid: number; revenue: number };

/** The per-day and per-product figures of the last 30 Korean days, counted from payments as the service did before sales_days. */
async function reference(tenantId: number, merchantId: number | null): Promise<Figures> {
  const todayKst = Math.floor((t.clock.now().getTime() + KST_MS) / DAY_MS) * DAY_MS;
  const firstKst = todayKst - 29 * DAY_MS;
  const rows = await t.db
    .select()
    .from(payments)
    .where(and(eq(payments.tenantId, tenantId), inArray(payments.status, ['paid', 'partially_refunded']), gte(payments.createdAt, new Date(firstKst - KST_MS)), merchantId === null ? undefined : eq(payments.merchantId, merchantId)));
  const prods = new Map((await t.db.select().from(products).where(eq(products.tenantId, tenantId))).map((p) => [p.id, p]));
  const perProduct = new Map<number | null, { count: number; quantity: number; total: number }>();
  const perDay = new Map<string, { count: number; total: number }>();
  for (const y of rows) {
    const p = perProduct.get(y.productId) ?? { count: 0, quantity: 0, total: 0 };
    const sold = y.amount - y.refundedAmount;
    perProduct.set(y.productId, { count: p.count + 1, quantity: p.quantity + y.qty, total: p.total + sold });
    const d = perDay.get(kstDay(y.createdAt)) ?? { count: 0, total: 0 };
    perDay.set(kstDay(y.createdAt), { count: d.count + 1, total: d.total + sold });
  }
  const categories = new Map<string, { payment_count: number; unique_products: number; total_revenue: number }>();
  for (const [id, p] of perProduct) {
    const name = categoryOf(id === null ? undefined : prods.get(id));
    const c = categories.get(name) ?? { payment_count: 0, unique_products: 0, total_revenue: 0 };
    categories.set(name, { payment_count: c.payment_count + p.count, unique_products: c.unique_products + (id === null ? 0 : 1), total_revenue: c.total_revenue + p.total });
  }
  const weekday = [0, 0, 0, 0, 0, 0, 0];
  for (const [day, d] of perDay) weekday[new Date(`${day}T00:00:00Z`).getUTCDay()] += d.count;
  return {
    daily_stats: Array.from({ length: 30 }, (_, i) => {
      const date = new Date(firstKst + i * DAY_MS).toISOString().slice(0, 10);
      return { date, count: perDay.get(date)?.count ?? 0, total_amount: perDay.get(date)?.total ?? 0 };
    }),
    product_stats: [...perProduct.entries()]
      .sort(([ia, a], [ib, b]) => b.total - a.total || (ib ?? 0) - (ia ?? 0))
      .slice(0, 5)
      .map(([id, p]) => ({ product_id: id, product_name: (id === null ? undefined : prods.get(id)?.title) ?? '삭제된 상품', count: p.count, total_quantity: p.quantity, total_amount: p.total })),
    category_stats: [...categories.entries()].map(([category, c]) => ({ category, ...c })).sort((a, b) => b.total_revenue - a.total_revenue || a.category.localeCompare(b.category)),
    weekday_stats: weekday.map((count, i) => ({ weekday: i, weekday_name: ['일요일', '월요일', '화요일', '수요일', '목요일', '금요일', '토요일'][i], count })),
    unique_products_sold: [...perProduct.keys()].filter((id) => id !== null).length,
    paid: rows.length,
    revenue: rows.reduce((s, y) => s + y.amount - y.refundedAmount, 0),
  };
}

async function figures(tenant: Tenant, token: string): Promise<Figures> {
  const res = await t.request(tenant, 'GET', '/api/payment/analytics/summary?period=month', { token });
  expect(res.status).toBe(200);
  const body = (await res.json()) as AnalyticsSummary;
  return {
    daily_stats: body.daily_stats,
    product_stats: body.product_stats,
    category_stats: body.category_stats,
    weekday_stats: body.weekday_stats,
    unique_products_sold: body.summary.unique_products_sold,
    paid: body.summary.paid_payments,
    revenue: body.summary.total_revenue,
  };
}

/** sales_days equals the payments, and the analytics (the superuser's and each shop's) equal a direct count. */
async function expectExact(tenant: Tenant, adminToken: string, shops: { merchantId: number; token: string }[] = []) {
  expect(await kept(t.db, tenant.id)).toEqual(await counted(t.db, tenant.id));
  expect(await figures(tenant, adminToken)).toEqual(await reference(tenant.id, null));
  for (const s of shops) expect(await figures(tenant, s.token)).toEqual(await reference(tenant.id, s.merchantId));
}

/** Pays for `productId` through the simulator: the session, the pay page's decision and the return. */
async function buy(tenant: Tenant, token: string, productId: number, decision: 'approve' | 'decline' | 'cancel' = 'approve', qty = 1) {
  const { session, returnUrl } = await payThroughSimulator(t, tenant, token, productId, decision, { session: { qty } });
  const callback = await arrive(t, tenant, returnUrl);
  return { shopOrderNo: session.shopOrderNo, resCd: callback.searchParams.get('resCd') };
}
const paymentOf = async (shopOrderNo: string) => (await t.db.select().from(payments).where(eq(payments.shopOrderNo, shopOrderNo)))[0];

beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => t?.close());

describe('sales_days follows every payment write', () => {
  it('approvals, declines, cancels, a refused paid write, refunds, moves and deletions: always exact', async () => {
    const tenant = await withGateway(t, await t.createTenant());
    const admin = (await t.createUser(tenant, 'superuser')).token;
    const buyer = (await t.createUser(tenant, 'customer')).token;
    const leaving = await t.createUser(tenant, 'customer');
    const apple = await shopProduct(t, tenant, { price: 12000 });
    const kimchi = await shopProduct(t, tenant, { price: 5000, displayRemaining: 1 });
    const shops = [apple.merchant, kimchi.merchant];
    await t.db.update(products).set({ isDelivery: true, category: null, deliveryCategory: 'banchan' }).where(eq(products.id, kimchi.product.id));

    // Approvals (quantities 1–3), a decline and a buyer's cancel (never counted).
    const a1 = await buy(tenant, buyer, apple.product.id, 'approve', 2);
    const a2 = await buy(tenant, buyer, apple.product.id);
    const a3 = await buy(tenant, leaving.token, apple.product.id, 'approve', 3);
    expect([a1.resCd, a2.resCd, a3.resCd]).toEqual(['0000', '0000', '0000']);
    expect((await buy(tenant, buyer, apple.product.id, 'decline')).resCd).not.toBe('0000');
    expect((await buy(tenant, buyer, apple.product.id, 'cancel')).resCd).not.toBe('0000');
    // One kimchi left, two sessions: the second approval finds it sold and its paid write rolls back.
    const first = await payThroughSimulator(t, tenant, buyer, kimchi.product.id);
    const second = await payThroughSimulator(t, tenant, buyer, kimchi.product.id);
    expect((await arrive(t, tenant, first.returnUrl)).searchParams.get('resCd')).toBe('0000');
    expect((await arrive(t, tenant, second.returnUrl)).searchParams.get('resCd')).toBe('L409');
    expect((await paymentOf(second.session.shopOrderNo)).status).toBe('cancelled');
    expect(await kept(t.db, tenant.id)).toEqual([
      { merchantId: apple.merchant.merchantId, day: kstDay(t.clock.now()), productId: apple.product.id, category: '과일', paymentCount: 3, quantity: 6, amount: 6 * 12000 + 3000 * 3 },
      { merchantId: kimchi.merchant.merchantId, day: kstDay(t.clock.now()), productId: kimchi.product.id, category: 'banchan', paymentCount: 1, quantity: 1, amount: 5000 + 3000 },
    ]);
    await expectExact(tenant, admin, shops);

    // The shop refunds part of an order through the gateway: the payment counts what is left of it.
    const before = await figures(tenant, admin);
    const [order] = await t.db.select().from(orders).where(eq(orders.paymentId, (await paymentOf(a2.shopOrderNo)).id));
    const move = (json: Record<string, unknown>) => t.request(tenant, 'PUT', '/api/delivery/status', { token: apple.merchant.token, json: { order_id: order.id, ...json } });
    expect((await move({ status: 'DELIVERED' })).status).toBe(200);
    const refunded = await move({ status: 'REFUNDED', memo: '환불', refund_amount: 5000 });
    expect(refunded.status).toBe(200);
    expect(await paymentOf(a2.shopOrderNo)).toMatchObject({ status: 'partially_refunded', refundedAmount: 5000 });
    await expectExact(tenant, admin, shops);
    const partly = await figures(tenant, admin);
    expect([partly.paid, partly.revenue]).toEqual([before.paid, before.revenue - 5000]);

    // A counted payment cancelled at the gateway (partly refunded → cancelled): taken away.
    await t.db.update(payments).set({ status: 'cancelled', cancelledAt: new Date() }).where(eq(payments.shopOrderNo, a2.shopOrderNo));
    await expectExact(tenant, admin, shops);
    expect((await figures(tenant, admin)).paid).toBe(before.paid - 1);

    // The product's category changes; a payment moves to yesterday (a Korean day earlier).
    await t.db.update(products).set({ category: '채소' }).where(eq(products.id, apple.product.id));
    const moved = await paymentOf(a1.shopOrderNo);
    await t.db.update(payments).set({ createdAt: new Date(moved.createdAt.getTime() - DAY_MS) }).where(eq(payments.id, moved.id));
    await expectExact(tenant, admin, shops);
    expect((await figures(tenant, admin)).category_stats.map((c) => c.category)).toEqual(['채소', 'banchan']);

    // The kimchi deleted for good: its sales stay, as 삭제된 상품 under 기타.
    await t.db.delete(products).where(eq(products.id, kimchi.product.id));
    await expectExact(tenant, admin, shops);
    const gone = await figures(tenant, admin);
    expect(gone.product_stats.at(-1)).toMatchObject({ product_id: null, product_name: '삭제된 상품', count: 1 });
    expect(gone.unique_products_sold).toBe(1);

    // A buyer's account deleted: their payments go, and their sales with them; the kimchi's shop too.
    await t.db.delete(users).where(eq(users.id, leaving.user.id));
    await t.db.delete(merchantProfiles).where(eq(merchantProfiles.id, kimchi.merchant.merchantId));
    await expectExact(tenant, admin, [apple.merchant]);
    expect(await kept(t.db, tenant.id)).toEqual([
      { merchantId: 0, day: kstDay(t.clock.now()), productId: 0, category: '기타', paymentCount: 1, quantity: 1, amount: 8000 },
      { merchantId: apple.merchant.merchantId, day: kstDay(new Date(moved.createdAt.getTime() - DAY_MS)), productId: apple.product.id, category: '채소', paymentCount: 1, quantity: 2, amount: 27000 },
    ]);

    // Every paid payment leaving paid: no row is left behind at 0.
    await t.db.update(payments).set({ status: 'cancelled' }).where(and(eq(payments.tenantId, tenant.id), eq(payments.status, 'paid')));
    expect(await kept(t.db, tenant.id)).toEqual([]);
    await expectExact(tenant, admin, [apple.merchant]);
  });

  it('a burst of parallel approvals (and a category change among them) keeps the counters exact', async () => {
    const tenant = await withGateway(t, await t.createTenant());
    const admin = (await t.createUser(tenant, 'superuser')).token;
    const buyers = await Promise.all(Array.from({ length: 4 }, () => t.createUser(tenant, 'customer')));
    const plenty = await shopProduct(t, tenant, { price: 3000 });
    const few = await shopProduct(t, tenant, { price: 7000, displayRemaining: 5 });
    // 24 sessions of the unlimited product (quantities 1–3) and 10 of the one with 5 left, all returned at once.
    const opened: { returnUrl: URL; few: boolean }[] = [];
    for (let i = 0; i < 24; i++) opened.push({ ...(await payThroughSimulator(t, tenant, buyers[i % 4].token, plenty.product.id, 'approve', { session: { qty: 1 + (i % 3) } })), few: false });
    for (let i = 0; i < 10; i++) opened.push({ ...(await payThroughSimulator(t, tenant, buyers[i % 4].token, few.product.id)), few: true });
    const [callbacks] = await Promise.all([
      Promise.all(opened.map((o) => arrive(t, tenant, o.returnUrl))),
      t.db.update(products).set({ category: '간식' }).where(eq(products.id, plenty.product.id)),
    ]);
    const ok = callbacks.map((c, i) => ({ few: opened[i].few, paid: c.searchParams.get('resCd') === '0000' }));
    expect(ok.filter((o) => !o.few && o.paid)).toHaveLength(24);
    expect(ok.filter((o) => o.few && o.paid)).toHaveLength(5);

    const rows = await kept(t.db, tenant.id);
    expect(rows.map((r) => [r.productId, r.category, r.paymentCount, r.quantity, r.amount])).toEqual([
      [plenty.product.id, '간식', 24, 48, 48 * 3000 + 24 * 3000],
      [few.product.id, '과일', 5, 5, 5 * 7000 + 5 * 3000],
    ]);
    await expectExact(tenant, admin, [plenty.merchant, few.merchant]);
  });
});

describe('migration 0014', () => {
  it('fills sales_days from the payments written before it', async () => {
    // A database migrated up to 0013, payments written, then 0014.
    const dir = await mkdtemp(path.join(os.tmpdir(), 'sales-days-'));
    const handle = await createPgliteDb();
    try {
      await cp(MIGRATIONS_DIR, dir, { recursive: true });
      const journalFile = path.join(dir, 'meta/_journal.json');
      const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { tag: string }[] };
      expect(journal.entries.some((e) => e.tag === '0014_sales_days')).toBe(true);
      // 0014 and every migration after it run at the end.
      const later = journal.entries.filter((e) => e.tag >= '0014').length;
      journal.entries = journal.entries.filter((e) => e.tag < '0014');
      await writeFile(journalFile, JSON.stringify(journal));
      await migrateDb(handle, dir);
      const db = handle.db;
      expect(((await db.execute(sql`select to_regclass('sales_days') as t`)) as unknown as { rows: { t: string | null }[] }).rows[0].t).toBeNull();

      const [tenant] = await db.insert(tenants).values({ name: 'before0014', displayName: '이전', domain: 'before0014.test' }).returning();
      const [buyer, seller] = await db
        .insert(users)
        .values(['buyer', 'seller'].map((n) => ({ tenantId: tenant.id, email: `${n}@example.com`, username: n, passwordHash: 'x', userType: n === 'seller' ? 'merchant' : 'customer' }) as const))
        .returning();
      // Raw SQL: the table as 0013 left it (later migrations add columns the schema's insert would name).
      const inserted = (await db.execute(
        sql`insert into merchant_profiles (tenant_id, user_id, business_name, business_number, address, phone) values (${tenant.id}, ${seller.id}, '이전 농장', '1', '서울', '010') returning id`,
      )) as unknown as { rows: { id: number }[] };
      const shop = inserted.rows[0];
      const [pear, rice, gone] = await db
        .insert(products)
        .values(
          [
            { title: '배', isDelivery: false, category: 'fruit', deliveryCategory: null },
            { title: '비빔밥', isDelivery: true, category: null, deliveryCategory: 'dosirak' },
            { title: '없어질 상품', isDelivery: false, category: 'meat', deliveryCategory: null },
          ].map((p) => ({ ...p, tenantId: tenant.id, merchantId: shop.id, ownerId: seller.id, description: '이전 상품', price: 1000 })),
        )
        .returning();
      let n = 0;
      const pay = (productId: number, status: 'paid' | 'pending' | 'failed' | 'cancelled', at: string, qty = 1) => ({
        tenantId: tenant.id,
        buyerTenantId: tenant.id,
        buyerId: buyer.id,
        productId,
        merchantId: shop.id,
        shopOrderNo: `B0014-${n++}`,
        goodsName: 'x',
        productTitle: 'x',
        unitPrice: 1000,
        qty,
        amount: 1000 * qty,
        orderType: 'pickup' as const,
        deviceType: 'pc' as const,
        buyerName: 'b',
        buyerEmail: 'b@example.com',
        buyerTel: '010',
        status,
        createdAt: new Date(at),
      });
      // Written as the columns were then (the schema of today has columns added later).
      const rowsThen = [
        pay(pear.id, 'paid', '2026-03-14T14:59:00Z', 2), // 23:59 in Korea: 3/14
        pay(pear.id, 'paid', '2026-03-14T15:00:00Z'), // midnight in Korea: 3/15
        pay(pear.id, 'paid', '2026-03-14T16:00:00Z', 3),
        pay(pear.id, 'pending', '2026-03-14T16:00:00Z'),
        pay(rice.id, 'paid', '2026-03-14T16:00:00Z'),
        pay(rice.id, 'failed', '2026-03-14T16:00:00Z'),
        pay(gone.id, 'paid', '2026-03-13T01:00:00Z'),
        pay(gone.id, 'cancelled', '2026-03-13T01:00:00Z'),
      ];
      for (const r of rowsThen) {
        await db.execute(sql`insert into payments (tenant_id, buyer_tenant_id, buyer_id, product_id, merchant_id, shop_order_no, goods_name, product_title, unit_price, qty, amount, order_type, device_type, buyer_name, buyer_email, buyer_tel, status, created_at)
          values (${r.tenantId}, ${r.buyerTenantId}, ${r.buyerId}, ${r.productId}, ${r.merchantId}, ${r.shopOrderNo}, ${r.goodsName}, ${r.productTitle}, ${r.unitPrice}, ${r.qty}, ${r.amount}, ${r.orderType}, ${r.deviceType}, ${r.buyerName}, ${r.buyerEmail}, ${r.buyerTel}, ${r.status}, ${r.createdAt.toISOString()})`);
      }
      await db.delete(products).where(eq(products.id, gone.id));

      expect(await migrateDb(handle)).toBe(later);
      const rows = await kept(db, tenant.id);
      expect(rows).toEqual(await counted(db, tenant.id));
      expect(rows.map((r) => [r.day, r.productId, r.category, r.paymentCount, r.quantity, r.amount])).toEqual([
        ['2026-03-13', 0, '기타', 1, 1, 1000],
        ['2026-03-14', pear.id, 'fruit', 1, 2, 2000],
        ['2026-03-15', pear.id, 'fruit', 2, 4, 4000],
        ['2026-03-15', rice.id, 'dosirak', 1, 1, 1000],
      ]);
      // And from then on the triggers keep it.
      await db.update(payments).set({ status: 'paid' }).where(eq(payments.shopOrderNo, 'B0014-3'));
      expect(await kept(db, tenant.id)).toEqual(await counted(db, tenant.id));
    } finally {
      await handle.close();
      await rm(dir, { recursive: true, force: true });
    }
  }, 180_000);
});
