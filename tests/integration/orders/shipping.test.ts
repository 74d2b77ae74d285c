import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, orders, orderStatusHistory } from '../../../db/schema';
import { MSG } from '../../../shared/messages';
import type { BulkResult, CenterOrder } from '../../../shared/schemas/orders/center';
import type { DeliveryOrder } from '../../../shared/schemas/orders';
import { createTestApp, type TestApp } from '../../fixtures/app';
import { call, orderRow, ordersWorld, paidOrder, tableOrders } from './fixtures';

/**
 * Parcel shipping (docs/orders.md Parcel shipping): 발송처리 of one order and of many in one
 * transaction (all or none), the tracking link, the buyer's notification in the same transaction,
 * the bulk status move, and the plain status change pointing parcel orders to 발송처리.
 */
let t: TestApp;
let w: Awaited<ReturnType<typeof ordersWorld>>;

beforeAll(async () => {
  t = await createTestApp();
  w = await ordersWorld(t);
}, 120_000);
afterAll(async () => t?.close());

const ship = (json: unknown, token = w.shop.token) => call<CenterOrder>(t, w.tenant, 'POST', '/api/shop/orders/ship', token, json);
const bulk = (json: unknown, token = w.shop.token) => call<BulkResult>(t, w.tenant, 'POST', '/api/shop/orders/ship/bulk', token, json);
const bulkStatus = (json: unknown, token = w.shop.token) => call<BulkResult>(t, w.tenant, 'POST', '/api/shop/orders/status/bulk', token, json);
const many = (n: number, each?: Parameters<typeof tableOrders>[6]) => tableOrders(t, w.tenant, w.shop, w.buyer.userId, w.product.id, n, each);
const shippedMails = async (ids: number[]) =>
  t.db.select().from(notifications).where(and(eq(notifications.topic, 'order_shipped'), eq(notifications.channel, 'mail'), eq(notifications.userId, w.buyer.userId))).then((rows) => rows.filter((r) => ids.includes((r.payload as { orderId: number }).orderId)));

describe('발송처리', () => {
  it('one paid parcel order: courier, number, 배송 중, the tracking link for the buyer, notified in the same transaction', async () => {
    const { order } = await paidOrder(t, w.tenant, w.buyer.token, w.product.id);
    const res = await ship({ order_id: order.id, courier: 'cj', tracking_number: '6543-2109-8765' });
    expect(res.status, res.body.detail).toBe(200);
    expect(res.body).toMatchObject({
      status: 'DELIVERING',
      status_label: '배송 중',
      kind: 'parcel',
      courier: 'cj',
      courier_name: 'CJ대한통운',
      tracking_number: '654321098765',
      tracking_url: 'https://trace.cjlogistics.com/next/tracking.html?wblNo=654321098765',
    });
    expect(res.body.shipped_at).toBeTruthy();
    const mine = (await call<DeliveryOrder>(t, w.tenant, 'GET', `/api/delivery/orders/${order.id}`, w.buyer.token)).body;
    expect(mine).toMatchObject({ status_label: '배송 중', tracking_url: res.body.tracking_url });
    expect(mine.status_history.map((h) => h.status_label)).toEqual(['주문 접수', '배송 중']);
    const [mail] = await shippedMails([order.id]);
    expect(mail.payload).toMatchObject({ courier: 'CJ대한통운', trackingNumber: '654321098765', trackingUrl: res.body.tracking_url });
    // Once: a shipped order is not shipped again.
    const again = await ship({ order_id: order.id, courier: 'cj', tracking_number: '111122223333' });
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe(MSG.shipNotReady);
  });

  it('refuses a non-parcel order, a bad number, an unknown courier, another shop', async () => {
    const { order: local } = await paidOrder(t, w.tenant, w.buyer.token, w.localProduct.id);
    expect((await ship({ order_id: local.id, courier: 'cj', tracking_number: '123456789012' })).body.detail).toBe(MSG.shipNotParcel);
    const [o] = await many(1);
    const bad = await ship({ order_id: o.id, courier: 'cj', tracking_number: '12-34' });
    expect(bad.status).toBe(422);
    expect(bad.body.detail).toBe(MSG.trackingNumberInvalid);
    expect((await ship({ order_id: o.id, courier: 'dhl', tracking_number: '123456789012' })).status).toBe(422);
    const rival = await t.createUser(w.tenant, 'merchant');
    expect((await ship({ order_id: o.id, courier: 'cj', tracking_number: '123456789012' }, rival.token)).status).toBe(404);
    expect(await orderRow(t, o.id)).toMatchObject({ status: 'READY', courier: null });
  });

  it('the plain status change sends a parcel order to 발송처리, and reads it in 택배 words', async () => {
    const [o] = await many(1, () => ({ status: 'CONFIRMED' }));
    const moved = await call<DeliveryOrder>(t, w.tenant, 'PUT', '/api/delivery/status', w.shop.token, { order_id: o.id, status: 'READY' });
    expect(moved.body.status_label).toBe('발송 대기');
    const refused = await call(t, w.tenant, 'PUT', '/api/delivery/status', w.shop.token, { order_id: o.id, status: 'DELIVERING' });
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toBe(MSG.shipUseShipping);
  });
});

describe('bulk', () => {
  it('50 orders shipped in one transaction: every one DELIVERING with its number, history and notification', async () => {
    const list = await many(50);
    const res = await bulk({ shipments: list.map((o, i) => ({ order_id: o.id, courier: i % 2 ? 'hanjin' : 'epost', tracking_number: String(500000000000 + i) })) });
    expect(res.status, res.body.detail).toBe(200);
    expect(res.body).toEqual({ updated: 50, message: MSG.bulkDone(50) });
    const ids = list.map((o) => o.id);
    const rows = await t.db.select().from(orders).where(inArray(orders.id, ids));
    expect(rows.every((o) => o.status === 'DELIVERING' && o.shippedAt && o.trackingNumber)).toBe(true);
    expect(rows.find((o) => o.id === list[1].id)).toMatchObject({ courier: 'hanjin', trackingNumber: '500000000001' });
    // One shipped_at: one transaction's clock.
    expect(new Set(rows.map((o) => o.shippedAt!.getTime())).size).toBe(1);
    expect(await t.db.select().from(orderStatusHistory).where(and(inArray(orderStatusHistory.orderId, ids), eq(orderStatusHistory.status, 'DELIVERING')))).toHaveLength(50);
    expect(await shippedMails(ids)).toHaveLength(50);
  });

  it('one bad order among 50: none shipped, the 409 names it', async () => {
    const list = await many(50, (i) => (i === 37 ? { status: 'DELIVERED' as const } : {}));
    const res = await bulk({ shipments: list.map((o, i) => ({ order_id: o.id, courier: 'cj', tracking_number: String(600000000000 + i) })) });
    expect(res.status).toBe(409);
    expect(res.body.detail).toBe(MSG.bulkOrderRefused(list[37].orderNumber, MSG.shipNotReady));
    const rows = await t.db.select().from(orders).where(inArray(orders.id, list.map((o) => o.id)));
    expect(rows.filter((o) => o.status === 'DELIVERING' || o.trackingNumber)).toHaveLength(0);
    expect(await shippedMails(list.map((o) => o.id))).toHaveLength(0);
    // Another shop's order in the list: none shipped either.
    const rival = await t.createUser(w.tenant, 'merchant');
    const [theirs] = await tableOrders(t, w.tenant, { merchantId: (await rivalShop(rival.user.id)) }, w.buyer.userId, w.product.id, 1);
    const mixed = await bulk({ shipments: [list[0], theirs].map((o, i) => ({ order_id: o.id, courier: 'cj', tracking_number: String(700000000000 + i) })) });
    expect(mixed.status).toBe(404);
    expect((await orderRow(t, list[0].id)).status).toBe('READY');
    expect((await bulk({ shipments: Array.from({ length: 101 }, (_, i) => ({ order_id: i + 1, courier: 'cj', tracking_number: '123456789012' })) })).body.detail).toBe(MSG.bulkTooMany);
  });

  it('bulk status: one forward move for many, all or none', async () => {
    const list = await many(5, () => ({ status: 'PENDING' as const }));
    const ok = await bulkStatus({ order_ids: list.map((o) => o.id), status: 'PREPARING' });
    expect(ok.status, ok.body.detail).toBe(200);
    expect(ok.body.updated).toBe(5);
    const rows = await t.db.select().from(orders).where(inArray(orders.id, list.map((o) => o.id)));
    expect(rows.every((o) => o.status === 'PREPARING')).toBe(true);
    // Backwards for one of them: nothing moves.
    await call(t, w.tenant, 'PUT', '/api/delivery/status', w.shop.token, { order_id: list[2].id, status: 'READY' });
    const back = await bulkStatus({ order_ids: list.map((o) => o.id), status: 'PREPARING' });
    expect(back.status).toBe(409);
    expect(back.body.detail).toContain(list[0].orderNumber);
    expect((await orderRow(t, list[3].id)).status).toBe('PREPARING');
    // A parcel order reaches 배송 중 only by 발송처리.
    const toShip = await bulkStatus({ order_ids: [list[0].id], status: 'DELIVERING' });
    expect(toShip.body.detail).toBe(MSG.bulkOrderRefused(list[0].orderNumber, MSG.shipUseShipping));
    // Cancel is no bulk move.
    expect((await bulkStatus({ order_ids: [list[0].id], status: 'CANCELLED' })).status).toBe(422);
  });
});

async function rivalShop(userId: number): Promise<number> {
  const { merchantProfiles } = await import('../../../db/schema');
  const [row] = await t.db.select({ id: merchantProfiles.id }).from(merchantProfiles).where(eq(merchantProfiles.userId, userId));
  return row.id;
}
