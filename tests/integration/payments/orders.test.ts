import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, payments, type Tenant } from '../../../db/schema';
import { DELIVERY_STATUS_LABELS, ORDER_STATUSES, PICKUP_STATUS_LABELS } from '../../../shared/order-status';
import type { DeliveryList, DeliveryOrder } from '../../../shared/schemas/orders';
import { createTestApp, type TestApp } from '../../fixtures/app';
import { arrive, payThroughSimulator, shopProduct, withGateway } from '../../fixtures/payments';

/** /api/delivery/* (commerce.md §4 order statuses, §5 order status update, §7 Orders and deliveries). */
let t: TestApp;
let tenant: Tenant;
let other: Tenant;
let shop: { token: string; userId: number; merchantId: number };
let productId: number;
let rival: { token: string };
let buyer: { token: string; userId: number };
let buyer2: { token: string; userId: number };
/** Orders paid through the simulator: two delivery, one pickup. */
const real: { delivery: number[]; pickup: number[] } = { delivery: [], pickup: [] };
let otherOrder: number;

async function paidOrder(token: string, orderType: 'delivery' | 'pickup') {
  const { session, returnUrl } = await payThroughSimulator(t, tenant, token, productId, 'approve', { session: { order_type: orderType } });
  expect((await arrive(t, tenant, returnUrl)).searchParams.get('resCd')).toBe('0000');
  const [p] = await t.db.select().from(payments).where(eq(payments.shopOrderNo, session.shopOrderNo));
  const [o] = await t.db.select().from(orders).where(eq(orders.paymentId, p.id));
  return o.id;
}

/** Orders written straight to the tables (where the flow is not the point): `n` of one type. */
async function insertOrders(n: number, orderType: 'delivery' | 'pickup', status: (typeof ORDER_STATUSES)[number] = 'PENDING') {
  for (let i = 0; i < n; i++) {
    const at = new Date(Date.UTC(2026, 0, 1, 0, i));
    const shopOrderNo = `OT${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;
    const [p] = await t.db
      .insert(payments)
      .values({
        tenantId: tenant.id,
        buyerTenantId: tenant.id,
        buyerId: buyer2.userId,
        productId,
        merchantId: shop.merchantId,
        shopOrderNo,
        goodsName: '목록 사과',
        productTitle: '목록 사과',
        unitPrice: 1000,
        qty: 1,
        amount: 1000,
        orderType,
        deviceType: 'pc',
        buyerName: '목록',
        buyerEmail: 'list@example.com',
        buyerTel: '01000000000',
        status: 'paid',
        createdAt: at,
      })
      .returning();
    await t.db.insert(orders).values({
      tenantId: tenant.id,
      paymentId: p.id,
      buyerTenantId: tenant.id,
      buyerId: buyer2.userId,
      productId,
      merchantId: shop.merchantId,
      productTitle: '목록 사과',
      quantity: 1,
      unitPrice: 1000,
      totalPrice: 1000,
      orderType,
      status,
      recipientName: '목록',
      deliveryPhone: '01000000000',
      createdAt: at,
    });
  }
}

beforeAll(async () => {
  t = await createTestApp();
  tenant = await withGateway(t, await t.createTenant());
  other = await withGateway(t, await t.createTenant());
  // A delivery-tab product: its delivery orders are 배달 (not parcel), as these tests' labels say.
  const made = await shopProduct(t, tenant, { price: 12000, title: '주문 사과', isDelivery: true });
  productId = made.product.id;
  shop = made.merchant;
  rival = { token: (await shopProduct(t, tenant)).merchant.token };
  for (const who of ['buyer', 'buyer2'] as const) {
    const { user, token } = await t.createUser(tenant, 'customer');
    if (who === 'buyer') buyer = { token, userId: user.id };
    else buyer2 = { token, userId: user.id };
  }
  real.delivery.push(await paidOrder(buyer.token, 'delivery'), await paidOrder(buyer.token, 'delivery'));
  real.pickup.push(await paidOrder(buyer.token, 'pickup'));
  // Another tenant's paid order.
  const o = await shopProduct(t, other);
  const ob = await t.createUser(other, 'customer');
  const { session, returnUrl } = await payThroughSimulator(t, other, ob.token, o.product.id);
  await arrive(t, other, returnUrl);
  const [op] = await t.db.select().from(payments).where(eq(payments.shopOrderNo, session.shopOrderNo));
  otherOrder = (await t.db.select().from(orders).where(eq(orders.paymentId, op.id)))[0].id;
}, 120_000);
afterAll(async () => t?.close());

const get = async (token: string | undefined, path: string) => {
  const res = await t.request(tenant, 'GET', path, { token });
  return { status: res.status, body: (await res.json()) as DeliveryList & DeliveryOrder & { detail?: string } };
};
const put = async (token: string | undefined, json: unknown, on = tenant) => {
  const res = await t.request(on, 'PUT', '/api/delivery/status', { token, json });
  return { status: res.status, body: (await res.json()) as DeliveryOrder & { message?: string; detail?: string } };
};

describe('the merchant’s orders', () => {
  it('a paid order through the simulator is the shop’s PENDING order with the buyer’s details', async () => {
    const { status, body } = await get(shop.token, `/api/delivery/orders/${real.delivery[0]}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ order_type: 'delivery', status: 'PENDING', status_label: '주문 접수', recipient_name: '김구매', total_price: 15000, memo: null });
    expect(body.items).toEqual([{ product_id: productId, product_title: '주문 사과', quantity: 1, unit_price: 12000, total_price: 12000 }]);
  });

  it('lists 20 a page, newest first, with skip, limit, order_type and status', async () => {
    await insertOrders(23, 'delivery');
    await insertOrders(2, 'pickup', 'READY');
    const first = await get(shop.token, '/api/delivery/merchant/orders?order_type=delivery');
    expect(first.status).toBe(200);
    expect(first.body.deliveries).toHaveLength(20);
    expect(first.body).toMatchObject({ page: 1, total: 25, pages: 2 });
    // The simulator's orders are the newest (inserted ones are dated 2026-01-01).
    expect(first.body.deliveries.slice(0, 2).map((d) => d.id)).toEqual([real.delivery[1], real.delivery[0]]);
    const dates = first.body.deliveries.map((d) => new Date(d.created_at).getTime());
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    const second = await get(shop.token, '/api/delivery/merchant/orders?order_type=delivery&skip=20');
    expect(second.body).toMatchObject({ page: 2, total: 25, pages: 2 });
    expect(second.body.deliveries).toHaveLength(5);
    expect(new Set([...first.body.deliveries, ...second.body.deliveries].map((d) => d.id)).size).toBe(25);
    const small = await get(shop.token, '/api/delivery/merchant/orders?order_type=delivery&skip=10&limit=5');
    expect(small.body).toMatchObject({ page: 3, total: 25, pages: 5 });
    expect(small.body.deliveries.map((d) => d.id)).toEqual(first.body.deliveries.slice(10, 15).map((d) => d.id));

    const pickup = await get(shop.token, '/api/delivery/merchant/orders?order_type=pickup');
    expect(pickup.body.total).toBe(3);
    expect(pickup.body.deliveries.every((d) => d.order_type === 'pickup')).toBe(true);
    const ready = await get(shop.token, '/api/delivery/merchant/orders?order_type=pickup&status=READY');
    expect(ready.body.total).toBe(2);
    expect(ready.body.deliveries.map((d) => d.status_label)).toEqual(['픽업 대기', '픽업 대기']);
    const all = await get(shop.token, '/api/delivery/merchant/orders?limit=100');
    expect(all.body.total).toBe(28);
  });

  it('bad paging or filters are 4xx', async () => {
    for (const q of ['limit=0', 'limit=101', 'skip=-1', 'order_type=drone', 'status=LOST']) {
      const { status } = await get(shop.token, `/api/delivery/merchant/orders?${q}`);
      expect(status, q).toBeGreaterThanOrEqual(400);
      expect(status, q).toBeLessThan(500);
    }
  });

  it('another merchant sees none of them; a customer is refused', async () => {
    const r = await get(rival.token, '/api/delivery/merchant/orders?limit=100');
    expect(r.body.total).toBe(0);
    expect((await get(buyer.token, '/api/delivery/merchant/orders')).status).toBe(403);
    expect((await get(undefined, '/api/delivery/merchant/orders')).status).toBe(401);
  });
});

describe('status updates', () => {
  it('forward along the path, the memo trimmed (empty → null), the spec’s success text, each step in the history', async () => {
    const id = real.delivery[0];
    const path = ['CONFIRMED', 'PREPARING', 'READY', 'DELIVERING'] as const;
    for (const status of path) {
      const res = await put(shop.token, { order_id: id, status, memo: `  ${status} 메모  ` });
      expect(res.status, status).toBe(200);
      expect(res.body).toMatchObject({ id, status, status_label: DELIVERY_STATUS_LABELS[status], memo: `${status} 메모`, message: '배달 상태가 업데이트되었습니다.' });
      const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
      expect(row.status).toBe(status);
      expect(res.body.delivered_at).toBeNull();
    }
    const empty = await put(shop.token, { order_id: id, status: 'DELIVERED', memo: '   ' });
    expect(empty.body.memo).toBeNull();
    expect(empty.body.delivered_at).toBeTruthy();
    expect(empty.body.status_history.map((h) => h.status)).toEqual(['PENDING', ...path, 'DELIVERED']);
    expect(empty.body.status_history.map((h) => h.status_label)).toEqual(['주문 접수', '주문 확인', '준비 중', '준비 완료', '배달 중', '배달 완료']);
    expect(empty.body.refunded_amount).toBe(0);
    // Backwards is refused with the state machine's reason; nothing changes.
    const back = await put(shop.token, { order_id: id, status: 'DELIVERING' });
    expect(back.status).toBe(409);
    expect(back.body.detail).toBe('배달 완료 주문을 배달 중(으)로 되돌릴 수 없습니다.');
    const again = await put(shop.token, { order_id: id, status: 'DELIVERED' });
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe('이미 배달 완료 상태인 주문입니다.');
    const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
    expect(row.status).toBe('DELIVERED');
  });

  it('a pickup order reads the pickup labels for READY, DELIVERING and DELIVERED (steps may be skipped)', async () => {
    const id = real.pickup[0];
    for (const status of ['READY', 'DELIVERING', 'DELIVERED'] as const) {
      const res = await put(shop.token, { order_id: id, status, memo: '' });
      expect(res.status).toBe(200);
      expect(res.body.status_label).toBe(PICKUP_STATUS_LABELS[status]);
    }
    const back = await put(shop.token, { order_id: id, status: 'PREPARING' });
    expect(back.status).toBe(409);
    expect(back.body.detail).toBe('픽업 완료 주문을 준비 중(으)로 되돌릴 수 없습니다.');
    const cancel = await put(shop.token, { order_id: id, status: 'CANCELLED' });
    expect(cancel.status).toBe(409);
    expect(cancel.body.detail).toBe('픽업 완료 주문은 취소할 수 없습니다. 픽업이 시작된 주문은 환불로 처리해 주세요.');
  });

  it('another merchant’s order and another tenant’s id are 404; a customer cannot update', async () => {
    const before = (await t.db.select().from(orders).where(eq(orders.id, real.delivery[1])))[0];
    const rivalTry = await put(rival.token, { order_id: real.delivery[1], status: 'CANCELLED', memo: '남의 주문' });
    expect(rivalTry.status).toBe(404);
    expect(rivalTry.body.detail).toBe('주문을 찾을 수 없습니다.');
    expect((await put(shop.token, { order_id: otherOrder, status: 'CANCELLED' })).status).toBe(404);
    expect((await put(buyer.token, { order_id: real.delivery[1], status: 'DELIVERED' })).status).toBe(403);
    expect((await put(undefined, { order_id: real.delivery[1], status: 'DELIVERED' })).status).toBe(401);
    const after = (await t.db.select().from(orders).where(eq(orders.id, real.delivery[1])))[0];
    expect(after).toEqual(before);
    const [o] = await t.db.select().from(orders).where(eq(orders.id, otherOrder));
    expect(o.status).toBe('PENDING');
  });

  it('a missing status or an unknown one is a 4xx', async () => {
    for (const body of [{ order_id: real.delivery[1] }, { order_id: real.delivery[1], status: 'LOST' }, { status: 'READY' }, { order_id: real.delivery[1], status: 'READY', memo: 'x'.repeat(501) }]) {
      const { status } = await put(shop.token, body);
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(500);
    }
  });
});

describe('the buyer’s side', () => {
  it('the user list shows only the buyer’s own orders, by type', async () => {
    const mine = await get(buyer.token, '/api/delivery/user/orders');
    expect(mine.body.total).toBe(3);
    expect(mine.body.deliveries.map((d) => d.id).sort()).toEqual([...real.delivery, ...real.pickup].sort());
    const pickup = await get(buyer.token, '/api/delivery/user/orders?order_type=pickup');
    expect(pickup.body.deliveries.map((d) => d.id)).toEqual(real.pickup);
    const theirs = await get(buyer2.token, '/api/delivery/user/orders?limit=100');
    expect(theirs.body.total).toBe(25);
    expect(theirs.body.deliveries.some((d) => real.delivery.includes(d.id))).toBe(false);
    // The shop sees none of its sales in its own buyer list.
    expect((await get(shop.token, '/api/delivery/user/orders')).body.total).toBe(0);
  });

  it('an order by id: the buyer and the shop only', async () => {
    const id = real.delivery[1];
    expect((await get(buyer.token, `/api/delivery/orders/${id}`)).status).toBe(200);
    expect((await get(shop.token, `/api/delivery/orders/${id}`)).status).toBe(200);
    expect((await get(buyer2.token, `/api/delivery/orders/${id}`)).status).toBe(404);
    expect((await get(rival.token, `/api/delivery/orders/${id}`)).status).toBe(404);
    expect((await get(buyer.token, `/api/delivery/orders/${otherOrder}`)).status).toBe(404);
    expect((await get(undefined, `/api/delivery/orders/${id}`)).status).toBe(401);
  });

  it('confirm: 409 before DELIVERED; then confirmed_at once (repeats answer the same); others 404', async () => {
    const id = real.delivery[1];
    await put(shop.token, { order_id: id, status: 'DELIVERING' });
    const early = await t.request(tenant, 'POST', '/api/delivery/confirm', { token: buyer.token, json: { order_id: id } });
    expect(early.status).toBe(409);
    await put(shop.token, { order_id: id, status: 'DELIVERED', memo: '문 앞' });
    expect((await t.request(tenant, 'POST', '/api/delivery/confirm', { token: buyer2.token, json: { order_id: id } })).status).toBe(404);
    expect((await t.request(tenant, 'POST', '/api/delivery/confirm', { token: shop.token, json: { order_id: id } })).status).toBe(404);
    expect((await t.request(tenant, 'POST', '/api/delivery/confirm', { token: buyer.token, json: { order_id: otherOrder } })).status).toBe(404);
    t.clock.advance(60_000);
    const first = await t.request(tenant, 'POST', '/api/delivery/confirm', { token: buyer.token, json: { order_id: id } });
    expect(first.status).toBe(200);
    const a = (await first.json()) as DeliveryOrder;
    expect(a).toMatchObject({ id, status: 'DELIVERED', status_label: '배달 완료' });
    expect(a.confirmed_at).toBeTruthy();
    t.clock.advance(60_000);
    const again = (await (await t.request(tenant, 'POST', '/api/delivery/confirm', { token: buyer.token, json: { order_id: id } })).json()) as DeliveryOrder;
    expect(again.confirmed_at).toBe(a.confirmed_at);
    const trpc = await (await t.caller(tenant, buyer.token)).orders.deliveries.confirm({ order_id: id });
    expect(new Date(trpc.confirmed_at!).toISOString()).toBe(a.confirmed_at);
  });
});
