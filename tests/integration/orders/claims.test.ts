import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, orderClaims, products, type Tenant } from '../../../db/schema';
import { MSG } from '../../../shared/messages';
import type { ClaimAnswer } from '../../../shared/schemas/orders/center';
import type { DeliveryOrder } from '../../../shared/schemas/orders';
import { cancelledAmount } from '../../../worker/adapters/easypay-simulator-store';
import { createTestApp, type TestApp } from '../../fixtures/app';
import { call, claimPhoto, orderRow, ordersWorld, paidOrder, paymentRow } from './fixtures';

/**
 * Claims (docs/orders.md Claims): the buyer's instant cancel, cancel requests, returns with photos
 * and exchanges; the shop's accept (refund through the gateway simulator) or refuse; withdraw; one
 * open claim an order under a race; nobody else sees or acts; notifications in the same transaction.
 */
let t: TestApp;
let w: Awaited<ReturnType<typeof ordersWorld>>;
const PRICE = 10000;

beforeAll(async () => {
  t = await createTestApp();
  w = await ordersWorld(t, { price: PRICE, stock: 100 });
}, 120_000);
afterAll(async () => t?.close());

const order = (qty = 1) => paidOrder(t, w.tenant, w.buyer.token, w.product.id, { qty });
const request = (orderId: number, json: Record<string, unknown>, token = w.buyer.token, tenant: Tenant = w.tenant) =>
  call<ClaimAnswer>(t, tenant, 'POST', `/api/orders/${orderId}/claims`, token, { reason_code: 'changed_mind', ...json });
const decide = (claimId: number, json: Record<string, unknown>, token = w.shop.token, tenant: Tenant = w.tenant) =>
  call<ClaimAnswer>(t, tenant, 'POST', `/api/shop/claims/${claimId}/decide`, token, json);
const move = (orderId: number, status: string) => call(t, w.tenant, 'PUT', '/api/delivery/status', w.shop.token, { order_id: orderId, status });
const stock = async () => (await t.db.select().from(products).where(eq(products.id, w.product.id)))[0].displayRemaining;
const topicsOf = async (userId: number) =>
  (await t.db.select({ topic: notifications.topic }).from(notifications).where(and(eq(notifications.userId, userId), eq(notifications.channel, 'mail')))).map((n) => n.topic);
const buyerView = async (orderId: number) => (await call<DeliveryOrder>(t, w.tenant, 'GET', `/api/delivery/orders/${orderId}`, w.buyer.token)).body;

describe('cancel', () => {
  it('before the shop started: instant, refunded at the gateway, stock back, both sides told', async () => {
    const { order: o, payment } = await order(2);
    const stockPaid = await stock();
    const shopBefore = (await topicsOf(w.shop.userId)).filter((x) => x === 'claim_requested').length;
    const res = await request(o.id, { kind: 'cancel', reason: '실수로 주문' });
    expect(res.status, res.body.detail).toBe(201);
    expect(res.body.message).toBe(MSG.claimCancelled);
    expect(res.body.claim).toMatchObject({ kind: 'cancel', status: 'accepted', label: '취소 승인', refund_amount: payment.amount, reason_label: '단순 변심' });
    expect(await orderRow(t, o.id)).toMatchObject({ status: 'CANCELLED', openClaim: null });
    const p = await paymentRow(t, payment.id);
    expect(p).toMatchObject({ status: 'refunded', refundedAmount: payment.amount });
    expect(await cancelledAmount(t.db, p.pgCno!)).toBe(payment.amount);
    expect(await stock()).toBe(stockPaid + 2);
    expect((await topicsOf(w.shop.userId)).filter((x) => x === 'claim_requested').length).toBe(shopBefore + 1);
    expect(await topicsOf(w.buyer.userId)).toContain('claim_answered');
    expect((await buyerView(o.id)).claim).toMatchObject({ id: res.body.claim.id, status: 'accepted' });
    // Nothing more to cancel.
    const again = await request(o.id, { kind: 'cancel' });
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe(MSG.claimNotAllowed);
  });

  it('while preparing: a request; accepted → cancelled and refunded', async () => {
    const { order: o, payment } = await order();
    expect((await move(o.id, 'PREPARING')).status).toBe(200);
    const res = await request(o.id, { kind: 'cancel' });
    expect(res.status, res.body.detail).toBe(201);
    expect(res.body.claim).toMatchObject({ status: 'requested', label: '취소 요청', refund_amount: null });
    expect(await orderRow(t, o.id)).toMatchObject({ status: 'PREPARING', openClaim: 'cancel' });
    expect((await paymentRow(t, payment.id)).status).toBe('paid');
    const ok = await decide(res.body.claim.id, { decision: 'accept' });
    expect(ok.status, ok.body.detail).toBe(200);
    expect(ok.body.claim).toMatchObject({ status: 'accepted', refund_amount: payment.amount });
    expect(ok.body.claim.decided_at).toBeTruthy();
    expect(await orderRow(t, o.id)).toMatchObject({ status: 'CANCELLED', openClaim: null });
    expect((await paymentRow(t, payment.id)).status).toBe('refunded');
    // Decided once.
    expect((await decide(res.body.claim.id, { decision: 'accept' })).status).toBe(409);
  });

  it('while preparing: refused with a reason → nothing changes but the claim', async () => {
    const { order: o, payment } = await order();
    await move(o.id, 'READY');
    const res = await request(o.id, { kind: 'cancel' });
    const noReason = await decide(res.body.claim.id, { decision: 'refuse' });
    expect(noReason.status).toBe(422);
    expect(noReason.body.detail).toBe(MSG.claimRefuseReasonRequired);
    const blank = await decide(res.body.claim.id, { decision: 'refuse', refuse_reason: '   ' });
    expect(blank.status).toBe(422);
    const no = await decide(res.body.claim.id, { decision: 'refuse', refuse_reason: '이미 포장을 마쳤습니다' });
    expect(no.status, no.body.detail).toBe(200);
    expect(no.body.claim).toMatchObject({ status: 'refused', label: '취소 거절', refuse_reason: '이미 포장을 마쳤습니다' });
    expect(await orderRow(t, o.id)).toMatchObject({ status: 'READY', openClaim: null });
    expect((await paymentRow(t, payment.id)).status).toBe('paid');
  });

  it('not after shipping: a return is the way', async () => {
    const { order: o } = await order();
    const shipped = await call(t, w.tenant, 'POST', '/api/shop/orders/ship', w.shop.token, { order_id: o.id, courier: 'epost', tracking_number: '1234567890123' });
    expect(shipped.status, shipped.body.detail).toBe(200);
    expect((await request(o.id, { kind: 'cancel' })).body.detail).toBe(MSG.claimNotAllowed);
    expect((await request(o.id, { kind: 'return', photo_keys: [await claimPhoto(t, w.tenant, w.buyer.token, o.id)] })).status).toBe(409);
  });
});

describe('return and exchange', () => {
  it('a return needs a photo; with one, accepted → refunded through the gateway', async () => {
    const { order: o, payment } = await order(3);
    await move(o.id, 'DELIVERED');
    const none = await request(o.id, { kind: 'return', reason_code: 'damaged' });
    expect(none.status).toBe(422);
    expect(none.body.detail).toBe(MSG.claimPhotosRequired);
    // A key that is no upload of this buyer's.
    const forged = await request(o.id, { kind: 'return', reason_code: 'damaged', photo_keys: [`public/t${w.tenant.id}/claims/forged.png`] });
    expect(forged.status).toBe(400);
    const key = await claimPhoto(t, w.tenant, w.buyer.token, o.id);
    const res = await request(o.id, { kind: 'return', reason_code: 'damaged', reason: '상자가 찌그러짐', photo_keys: [key] });
    expect(res.status, res.body.detail).toBe(201);
    expect(res.body.claim).toMatchObject({ kind: 'return', status: 'requested', photo_urls: [`/media/${key}`] });
    expect(await orderRow(t, o.id)).toMatchObject({ openClaim: 'return' });
    // The photo is served, and cannot serve a second claim.
    expect((await t.request(w.tenant, 'GET', `/media/${key}`)).status).toBe(200);
    const ok = await decide(res.body.claim.id, { decision: 'accept' });
    expect(ok.status, ok.body.detail).toBe(200);
    expect(ok.body.claim).toMatchObject({ status: 'accepted', label: '반품 승인', refund_amount: payment.amount });
    expect(await orderRow(t, o.id)).toMatchObject({ status: 'REFUNDED', openClaim: null });
    const p = await paymentRow(t, payment.id);
    expect(p).toMatchObject({ status: 'refunded', refundedAmount: payment.amount });
    expect(await cancelledAmount(t.db, p.pgCno!)).toBe(payment.amount);
  });

  it('a gateway refusal leaves the return requested', async () => {
    const { order: o, payment } = await order();
    await move(o.id, 'DELIVERED');
    const res = await request(o.id, { kind: 'return', reason_code: 'defective', photo_keys: [await claimPhoto(t, w.tenant, w.buyer.token, o.id)] });
    // The simulator refuses cancels of an approval it no longer knows.
    const real = t.deps.payments.cancel;
    t.deps.payments.cancel = async () => ({ resCd: '9999', resMsg: 'refused' });
    try {
      const failed = await decide(res.body.claim.id, { decision: 'accept' });
      expect(failed.status).toBe(502);
    } finally {
      t.deps.payments.cancel = real;
    }
    const [c] = await t.db.select().from(orderClaims).where(eq(orderClaims.id, res.body.claim.id));
    expect(c).toMatchObject({ status: 'requested', decidedAt: null });
    expect(await orderRow(t, o.id)).toMatchObject({ status: 'DELIVERED', openClaim: 'return' });
    expect((await paymentRow(t, payment.id)).status).toBe('paid');
    // The buyer's answer was written in the transaction that rolled back: none.
    const answered = async () =>
      (await t.db.select().from(notifications).where(and(eq(notifications.topic, 'claim_answered'), eq(notifications.userId, w.buyer.userId)))).filter(
        (n) => (n.payload as { orderId: number }).orderId === o.id,
      );
    expect(await answered()).toHaveLength(0);
    expect((await decide(res.body.claim.id, { decision: 'accept' })).status).toBe(200);
    expect((await answered()).length).toBeGreaterThan(0);
  });

  it('an exchange accepted: no money moves, the order stays delivered', async () => {
    const { order: o, payment } = await order();
    await move(o.id, 'DELIVERED');
    const res = await request(o.id, { kind: 'exchange', reason_code: 'wrong_item', photo_keys: [await claimPhoto(t, w.tenant, w.buyer.token, o.id)] });
    expect(res.status, res.body.detail).toBe(201);
    const ok = await decide(res.body.claim.id, { decision: 'accept' });
    expect(ok.body.claim).toMatchObject({ status: 'accepted', label: '교환 승인', refund_amount: null });
    expect(await orderRow(t, o.id)).toMatchObject({ status: 'DELIVERED', openClaim: null });
    expect((await paymentRow(t, payment.id)).status).toBe('paid');
  });

  it('withdraw: the buyer takes back an open claim; a decided one stays', async () => {
    const { order: o } = await order();
    await move(o.id, 'DELIVERED');
    const res = await request(o.id, { kind: 'exchange', photo_keys: [await claimPhoto(t, w.tenant, w.buyer.token, o.id)] });
    const other = await t.createUser(w.tenant, 'customer');
    expect((await call(t, w.tenant, 'POST', `/api/orders/claims/${res.body.claim.id}/withdraw`, other.token)).status).toBe(404);
    const back = await call<ClaimAnswer>(t, w.tenant, 'POST', `/api/orders/claims/${res.body.claim.id}/withdraw`, w.buyer.token);
    expect(back.status, back.body.detail).toBe(200);
    expect(back.body.claim).toMatchObject({ status: 'withdrawn', label: '교환 철회' });
    expect(await orderRow(t, o.id)).toMatchObject({ openClaim: null });
    expect((await call(t, w.tenant, 'POST', `/api/orders/claims/${res.body.claim.id}/withdraw`, w.buyer.token)).status).toBe(409);
    expect((await decide(res.body.claim.id, { decision: 'accept' })).status).toBe(409);
  });
});

describe('one open claim, and nobody else', () => {
  it('two requests at once: one claim, the other a 409', async () => {
    const { order: o } = await order();
    await move(o.id, 'PREPARING');
    const both = await Promise.all([request(o.id, { kind: 'cancel' }), request(o.id, { kind: 'cancel' })]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(both.find((r) => r.status === 409)!.body.detail).toBe(MSG.claimAlreadyOpen);
    expect(await t.db.select().from(orderClaims).where(eq(orderClaims.orderId, o.id))).toHaveLength(1);
  });

  it('another buyer, another shop, another tenant: not found', async () => {
    const { order: o } = await order();
    await move(o.id, 'PREPARING');
    const stranger = await t.createUser(w.tenant, 'customer');
    expect((await request(o.id, { kind: 'cancel' }, stranger.token)).status).toBe(404);
    const res = await request(o.id, { kind: 'cancel' });
    const otherShop = await t.createUser(w.tenant, 'merchant');
    expect((await decide(res.body.claim.id, { decision: 'accept' }, otherShop.token)).status).toBe(404);
    const list = await call<{ orders: unknown[] }>(t, w.tenant, 'GET', '/api/shop/orders', otherShop.token);
    expect(list.body.orders).toHaveLength(0);
    const elsewhere = await t.createTenant();
    const foreignShop = await t.createUser(elsewhere, 'merchant');
    const foreignBuyer = await t.createUser(elsewhere, 'customer');
    expect((await decide(res.body.claim.id, { decision: 'accept' }, foreignShop.token, elsewhere)).status).toBe(404);
    expect((await request(o.id, { kind: 'cancel' }, foreignBuyer.token, elsewhere)).status).toBe(404);
    // Still open, untouched.
    expect(await orderRow(t, o.id)).toMatchObject({ status: 'PREPARING', openClaim: 'cancel' });
  });

  it('a claim photo ticket only for the buyer of the order', async () => {
    const { order: o } = await order();
    const stranger = await t.createUser(w.tenant, 'customer');
    await expect(claimPhoto(t, w.tenant, stranger.token, o.id)).rejects.toThrow(MSG.orderNotFound);
  });
});
