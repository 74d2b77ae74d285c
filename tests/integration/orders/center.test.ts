import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../../db/schema';
import type { OrderCenterList, OrderCenterSummary } from '../../../shared/schemas/orders/center';
import { createTestApp, type TestApp } from '../../fixtures/app';
import { call, ordersWorld, tableOrders } from './fixtures';

/**
 * The shop's order center (docs/orders.md Order center): filters (status, kind, open claim, Korean
 * days, order number, buyer name or phone), the summary strip's counts, and the CSV export (columns,
 * BOM, attachment, formula injection); another shop or tenant sees none of it.
 */
let t: TestApp;
let w: Awaited<ReturnType<typeof ordersWorld>>;
let made: Awaited<ReturnType<typeof tableOrders>>;

beforeAll(async () => {
  t = await createTestApp();
  w = await ordersWorld(t);
  // 12 orders: kinds, statuses, claims, days and buyers spread so each filter picks a known few.
  made = await tableOrders(t, w.tenant, w.shop, w.buyer.userId, w.product.id, 12, (i) => ({
    orderType: i === 11 ? 'pickup' : 'delivery',
    parcel: i < 8,
    status: (['PENDING', 'PENDING', 'CONFIRMED', 'PREPARING', 'READY', 'DELIVERING', 'DELIVERED', 'DELIVERED', 'PENDING', 'DELIVERED', 'CANCELLED', 'READY'] as const)[i],
    openClaim: i === 3 ? 'cancel' : i === 6 ? 'return' : i === 7 ? 'exchange' : null,
    // Korean days: 11-01 00:30 KST is 10-31 15:30 UTC.
    createdAt: new Date(Date.parse('2026-10-31T15:30:00Z') + i * 86_400_000),
    recipientName: i === 4 ? '=HYPERLINK("http://evil")' : i % 2 ? '박택배' : '김구매',
    deliveryPhone: i === 5 ? '010-9876-4321' : '010-1234-5678',
    deliveryMemo: i === 4 ? '문 앞, "조심히"\n부탁해요' : null,
  }));
}, 120_000);
afterAll(async () => t?.close());

const list = async (query: Record<string, string>, token = w.shop.token) => {
  const res = await call<OrderCenterList>(t, w.tenant, 'GET', `/api/shop/orders?${new URLSearchParams(query)}`, token);
  expect(res.status, res.body.detail).toBe(200);
  return res.body;
};
const idx = (l: OrderCenterList) => l.orders.map((o) => made.findIndex((m) => m.id === o.id));

describe('filters', () => {
  it('everything newest first, paged with a total', async () => {
    const all = await list({ limit: '5' });
    expect(all.total).toBe(12);
    expect(all.pages).toBe(3);
    expect(idx(all)).toEqual([11, 10, 9, 8, 7]);
    expect(idx(await list({ limit: '5', page: '3' }))).toEqual([1, 0]);
    expect(all.orders[0].buyer_email_masked).toMatch(/\*\*/);
  });

  it('status, kind, open claim', async () => {
    expect(idx(await list({ status: 'PENDING' }))).toEqual([8, 1, 0]);
    expect(idx(await list({ kind: 'parcel' }))).toEqual([7, 6, 5, 4, 3, 2, 1, 0]);
    expect(idx(await list({ kind: 'delivery' }))).toEqual([10, 9, 8]);
    expect(idx(await list({ kind: 'pickup' }))).toEqual([11]);
    expect(idx(await list({ kind: 'parcel', status: 'DELIVERED' }))).toEqual([7, 6]);
    expect(idx(await list({ claim: 'return' }))).toEqual([6]);
    expect(idx(await list({ claim: 'cancel' }))).toEqual([3]);
  });

  it('Korean days, inclusive', async () => {
    expect(idx(await list({ from: '2026-11-01', to: '2026-11-01' }))).toEqual([0]);
    expect(idx(await list({ from: '2026-11-03', to: '2026-11-05' }))).toEqual([4, 3, 2]);
    expect(idx(await list({ to: '2026-10-31' }))).toEqual([]);
    expect((await call(t, w.tenant, 'GET', '/api/shop/orders?from=2026-13', w.shop.token)).status).toBe(422);
  });

  it('search: the exact order number, a name from its start, a phone by its last four digits or whole', async () => {
    expect(idx(await list({ q: made[9].orderNumber }))).toEqual([9]);
    expect(idx(await list({ q: made[9].orderNumber.slice(0, -1) }))).toEqual([]);
    expect(idx(await list({ q: '박택' }))).toEqual([11, 9, 7, 5, 3, 1]);
    expect(idx(await list({ q: '4321' }))).toEqual([5]);
    expect(idx(await list({ q: '010-9876-4321' }))).toEqual([5]);
    expect(idx(await list({ q: '01098764321' }))).toEqual([5]);
    expect(idx(await list({ q: '%' }))).toEqual([]);
  });

  it('another shop and another tenant see nothing', async () => {
    const rival = await t.createUser(w.tenant, 'merchant');
    expect((await list({}, rival.token)).total).toBe(0);
    const elsewhere = await t.createTenant();
    const foreign = await t.createUser(elsewhere, 'merchant');
    const res = await call<OrderCenterList>(t, elsewhere, 'GET', '/api/shop/orders', foreign.token);
    expect(res.body.total).toBe(0);
    expect((await call(t, w.tenant, 'GET', '/api/shop/orders', w.buyer.token)).status).toBe(403);
  });
});

describe('summary', () => {
  it('counts what each link opens', async () => {
    const res = await call<OrderCenterSummary>(t, w.tenant, 'GET', '/api/shop/orders/summary', w.shop.token);
    expect(res.body).toEqual({ new_orders: 3, awaiting_shipment: 3, cancel_requests: 1, return_requests: 2 });
    // Each count is the total of the list its view opens (the strip's links).
    for (const [view, n] of Object.entries(res.body)) {
      const listed = await call<OrderCenterList>(t, w.tenant, 'GET', `/api/shop/orders?view=${view}`, w.shop.token);
      expect([view, listed.body.total]).toEqual([view, n]);
    }
    // A new pending order and a shipped one move the counts.
    await t.db.update(orders).set({ status: 'DELIVERING' }).where(eq(orders.id, made[4].id));
    const after = await call<OrderCenterSummary>(t, w.tenant, 'GET', '/api/shop/orders/summary', w.shop.token);
    expect(after.body.awaiting_shipment).toBe(2);
    await t.db.update(orders).set({ status: 'READY' }).where(eq(orders.id, made[4].id));
  });
});

describe('CSV export', () => {
  it('Korean columns, BOM, attachment, the filters, formula cells defused', async () => {
    const res = await t.request(w.tenant, 'GET', '/api/shop/orders/export?kind=parcel', { token: w.shop.token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=UTF-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"/);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('주문번호,주문일시,상태,유형,상품,수량,결제금액,배송비,수령인,연락처,주소,배송 요청사항,택배사,운송장번호,클레임');
    // 8 parcel orders, a header, and the last line break; order 4's memo has a quoted line break inside.
    expect(text.match(/^B/gm)).toHaveLength(8);
    expect(lines[1].startsWith(`${made[7].orderNumber},2026-11-08 00:30,배송 완료,택배,택배 사과,1,10000,0,박택배,010-1234-5678,`)).toBe(true);
    expect(lines[1].endsWith(',,,교환 요청')).toBe(true);
    expect(text).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(text).toContain('"문 앞, ""조심히""\n부탁해요"');
    expect(text).not.toMatch(/,=/);
    // Another shop: only the header.
    const rival = await t.createUser(w.tenant, 'merchant');
    const theirs = await (await t.request(w.tenant, 'GET', '/api/shop/orders/export', { token: rival.token })).text();
    expect(theirs.trim().split('\r\n')).toHaveLength(1);
    expect((await t.request(w.tenant, 'GET', '/api/shop/orders/export?status=NOPE', { token: w.shop.token })).status).toBe(400);
  });
});
