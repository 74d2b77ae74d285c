import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, orderStatusHistory, payments, products, salesDays, type Tenant } from '../../../db/schema';
import type { AnalyticsSummary, DeliveryOrder } from '../../../shared/schemas/orders';
import { EASYPAY_PATHS, msgAuthValue } from '../../../worker/adapters/easypay';
import { cancelledAmount } from '../../../worker/adapters/easypay-simulator-store';
import { createTestApp, type TestApp } from '../../fixtures/app';
import { arrive, openSession, payThroughSimulator, shopProduct, withGateway } from '../../fixtures/payments';

/**
 * Refunds and cancels of paid orders through the gateway simulator (issue 21): the payment, the stock,
 * the sales figures and sales_days follow in one transaction; a gateway refusal changes nothing; the
 * state machine refuses moves with its reason; a forged return cannot end another's pending payment.
 */
let t: TestApp;
let tenant: Tenant;
let shop: { token: string; userId: number; merchantId: number };
let buyer: { token: string; userId: number };
let productId: number;
const PRICE = 10000;
const STOCK = 50;

beforeAll(async () => {
  t = await createTestApp();
  tenant = await withGateway(t, await t.createTenant());
  const made = await shopProduct(t, tenant, { price: PRICE, displayRemaining: STOCK, title: '환불 사과' });
  shop = made.merchant;
  productId = made.product.id;
  const b = await t.createUser(tenant, 'customer');
  buyer = { token: b.token, userId: b.user.id };
}, 120_000);
afterAll(async () => t?.close());

/** A pickup order (no shipping fee: the amount is price × qty) paid through the simulator. */
async function paidOrder(qty = 1) {
  const { session, returnUrl } = await payThroughSimulator(t, tenant, buyer.token, productId, 'approve', { session: { order_type: 'pickup', qty } });
  expect((await arrive(t, tenant, returnUrl)).searchParams.get('resCd')).toBe('0000');
  const [payment] = await t.db.select().from(payments).where(eq(payments.shopOrderNo, session.shopOrderNo));
  const [order] = await t.db.select().from(orders).where(eq(orders.paymentId, payment.id));
  expect(payment.amount).toBe(PRICE * qty);
  return { payment, order };
}

const put = async (json: Record<string, unknown>, token = shop.token) => {
  const res = await t.request(tenant, 'PUT', '/api/delivery/status', { token, json });
  return { status: res.status, body: (await res.json()) as DeliveryOrder & { detail?: string; message?: string } };
};
const paymentRow = async (id: number) => (await t.db.select().from(payments).where(eq(payments.id, id)))[0];
const orderRow = async (id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0];
const stock = async () => (await t.db.select().from(products).where(eq(products.id, productId)))[0];
/** The product's sales_days totals (all days). */
async function salesDaysOfProduct() {
  const rows = await t.db.select().from(salesDays).where(and(eq(salesDays.tenantId, tenant.id), eq(salesDays.productId, productId)));
  return rows.reduce((s, r) => ({ count: s.count + r.paymentCount, quantity: s.quantity + r.quantity, amount: s.amount + Number(r.amount) }), { count: 0, quantity: 0, amount: 0 });
}
async function analytics() {
  const res = await t.request(tenant, 'GET', '/api/payment/analytics/summary?period=week', { token: shop.token });
  expect(res.status).toBe(200);
  return (await res.json()) as AnalyticsSummary;
}
/** Every figure that counts sales, as one object to compare before and after. */
async function figures() {
  const a = await analytics();
  return {
    revenue: a.summary.total_revenue,
    paid: a.summary.paid_payments,
    product: a.product_stats.find((p) => p.product_id === productId)?.total_amount ?? 0,
    customer: a.top_customers.reduce((s, c) => s + c.total_spent, 0),
    days: await salesDaysOfProduct(),
  };
}
const historyOf = async (orderId: number) =>
  (await t.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, orderId)).orderBy(orderStatusHistory.id)).map((h) => h.status);

describe('refund through the gateway', () => {
  it('REFUNDED after delivery: payment refunded at the simulator, stock back, no longer in any sales figure', async () => {
    const { payment, order } = await paidOrder(2);
    const stockPaid = await stock();
    const before = await figures();
    expect((await put({ order_id: order.id, status: 'DELIVERING' })).status).toBe(200);
    expect((await put({ order_id: order.id, status: 'DELIVERED' })).body.delivered_at).toBeTruthy();

    const res = await put({ order_id: order.id, status: 'REFUNDED', memo: '상품 불량' });
    expect(res.status, res.body.detail).toBe(200);
    expect(res.body).toMatchObject({ status: 'REFUNDED', status_label: '환불됨', refunded_amount: 2 * PRICE, memo: '상품 불량', delivered_at: null });
    expect(res.body.status_history.map((h) => h.status)).toEqual(['PENDING', 'DELIVERING', 'DELIVERED', 'REFUNDED']);

    const p = await paymentRow(payment.id);
    expect(p).toMatchObject({ status: 'refunded', refundedAmount: 2 * PRICE });
    expect(await cancelledAmount(t.db, p.pgCno!)).toBe(2 * PRICE);
    expect(await stock()).toMatchObject({ displayRemaining: stockPaid.displayRemaining + 2, ordersCount: stockPaid.ordersCount - 1 });
    const after = await figures();
    expect(after).toEqual({
      revenue: before.revenue - 2 * PRICE,
      paid: before.paid - 1,
      product: before.product - 2 * PRICE,
      customer: before.customer - 2 * PRICE,
      days: { count: before.days.count - 1, quantity: before.days.quantity - 2, amount: before.days.amount - 2 * PRICE },
    });
    // The buyer sees it too.
    const mine = await t.request(tenant, 'GET', `/api/delivery/orders/${order.id}`, { token: buyer.token });
    expect(await mine.json()).toMatchObject({ status: 'REFUNDED', refunded_amount: 2 * PRICE });
    // Final: nothing moves out of it, and no second refund.
    const again = await put({ order_id: order.id, status: 'REFUNDED' });
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe('이미 환불됨 상태인 주문입니다.');
    expect((await put({ order_id: order.id, status: 'DELIVERED' })).body.detail).toBe('환불됨 주문은 상태를 바꿀 수 없습니다.');
  });

  it('a partial refund: partly refunded, the rest still sold, stock kept', async () => {
    const { payment, order } = await paidOrder(3);
    const stockPaid = await stock();
    const before = await figures();
    await put({ order_id: order.id, status: 'DELIVERED' });
    const tooMuch = await put({ order_id: order.id, status: 'REFUNDED', refund_amount: 3 * PRICE + 1 });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.detail).toBe('환불 금액은 1원 이상, 환불 가능한 금액 이하로 입력해주세요.');
    const res = await put({ order_id: order.id, status: 'REFUNDED', refund_amount: 4000 });
    expect(res.status, res.body.detail).toBe(200);
    expect(res.body).toMatchObject({ status: 'REFUNDED', refunded_amount: 4000 });
    const p = await paymentRow(payment.id);
    expect(p).toMatchObject({ status: 'partially_refunded', refundedAmount: 4000 });
    expect(await cancelledAmount(t.db, p.pgCno!)).toBe(4000);
    expect(await stock()).toMatchObject({ displayRemaining: stockPaid.displayRemaining, ordersCount: stockPaid.ordersCount });
    expect(await figures()).toEqual({
      revenue: before.revenue - 4000,
      paid: before.paid,
      product: before.product - 4000,
      customer: before.customer - 4000,
      days: { ...before.days, amount: before.days.amount - 4000 },
    });
  });

  it('CANCELLED before it leaves: the whole payment back, stock back; refund_amount is only for REFUNDED', async () => {
    const { payment, order } = await paidOrder(1);
    const stockPaid = await stock();
    const partial = await put({ order_id: order.id, status: 'CANCELLED', refund_amount: 100 });
    expect(partial.status).toBe(400);
    expect(partial.body.detail).toBe('환불 금액은 환불됨으로 바꿀 때만 정할 수 있습니다.');
    const res = await put({ order_id: order.id, status: 'CANCELLED' });
    expect(res.status, res.body.detail).toBe(200);
    expect(res.body).toMatchObject({ status: 'CANCELLED', refunded_amount: PRICE });
    expect(await paymentRow(payment.id)).toMatchObject({ status: 'refunded', refundedAmount: PRICE });
    expect((await stock()).displayRemaining).toBe(stockPaid.displayRemaining + 1);
    expect(await historyOf(order.id)).toEqual(['PENDING', 'CANCELLED']);
  });

  it('the gateway refuses: 502 with a Korean message, and nothing changes', async () => {
    const { payment, order } = await paidOrder(1);
    await put({ order_id: order.id, status: 'DELIVERED' });
    // Cancelled at the gateway behind the shop's back: the gateway now refuses a refund of it.
    const account = tenant.paymentConfig!;
    const txId = `${payment.shopOrderNo}-X`;
    const direct = await t.app.request(`http://${tenant.domain}/dev/easypay${EASYPAY_PATHS.cancel}`, {
      method: 'POST',
      headers: { host: tenant.domain, 'content-type': 'application/json' },
      body: JSON.stringify({
        mallId: account.mall_id,
        pgCno: payment.pgCno,
        reviseTypeCode: '40',
        shopTransactionId: txId,
        msgAuthValue: await msgAuthValue(account.msg_auth_secret!, `${payment.pgCno}|${txId}`),
      }),
    });
    expect(((await direct.json()) as { resCd: string }).resCd).toBe('0000');
    const [stockBefore, figuresBefore, orderBefore, historyBefore] = [await stock(), await figures(), await orderRow(order.id), await historyOf(order.id)];

    const res = await put({ order_id: order.id, status: 'REFUNDED' });
    expect(res.status).toBe(502);
    expect(res.body.detail).toBe('결제사가 환불을 거절했습니다. 주문 상태는 바뀌지 않았습니다.');
    expect(await orderRow(order.id)).toEqual(orderBefore);
    expect(await paymentRow(payment.id)).toMatchObject({ status: 'paid', refundedAmount: 0 });
    expect(await stock()).toEqual(stockBefore);
    expect(await figures()).toEqual(figuresBefore);
    expect(await historyOf(order.id)).toEqual(historyBefore);
    expect(t.log.lines('warn').some((w) => w.includes('refused the refund'))).toBe(true);
  });

  it('two refunds at once: the money goes back once, one answer succeeds', async () => {
    const { payment, order } = await paidOrder(1);
    const stockPaid = await stock();
    await put({ order_id: order.id, status: 'DELIVERED' });
    const answers = await Promise.all([put({ order_id: order.id, status: 'REFUNDED' }), put({ order_id: order.id, status: 'REFUNDED' })]);
    expect(answers.map((a) => a.status).filter((s) => s === 200)).toHaveLength(1);
    for (const a of answers.filter((x) => x.status !== 200)) expect([409, 502]).toContain(a.status);
    const p = await paymentRow(payment.id);
    expect(p).toMatchObject({ status: 'refunded', refundedAmount: PRICE });
    expect(await cancelledAmount(t.db, p.pgCno!)).toBe(PRICE);
    expect((await stock()).displayRemaining).toBe(stockPaid.displayRemaining + 1);
    expect((await historyOf(order.id)).filter((s) => s === 'REFUNDED')).toHaveLength(1);
  });
});

describe('the state machine on the server', () => {
  it('a backward move is a 409 with its reason in the order type’s labels (REST and tRPC); a refund before it left is refused', async () => {
    const { order } = await paidOrder(1);
    expect((await put({ order_id: order.id, status: 'READY' })).status).toBe(200);
    const back = await put({ order_id: order.id, status: 'CONFIRMED' });
    expect(back.status).toBe(409);
    expect(back.body.detail).toBe('픽업 대기 주문을 주문 확인(으)로 되돌릴 수 없습니다.');
    const refund = await put({ order_id: order.id, status: 'REFUNDED' });
    expect(refund.status).toBe(409);
    expect(refund.body.detail).toBe('픽업 대기 주문은 환불이 아니라 취소로 처리해 주세요.');
    const caller = await t.caller(tenant, shop.token);
    await expect(caller.orders.deliveries.updateStatus({ order_id: order.id, status: 'PENDING' })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: '픽업 대기 주문을 주문 접수(으)로 되돌릴 수 없습니다.',
    });
    expect((await orderRow(order.id)).status).toBe('READY');
  });

  it('parallel forward moves: each is judged where the other left the order, one history row each', async () => {
    const { order } = await paidOrder(1);
    const answers = await Promise.all([put({ order_id: order.id, status: 'CONFIRMED' }), put({ order_id: order.id, status: 'CONFIRMED' })]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await historyOf(order.id)).toEqual(['PENDING', 'CONFIRMED']);
  });
});

describe('the browser’s return is not proof', () => {
  it('a forged decline for another’s pending payment leaves it pending; the gateway’s own decline ends it', async () => {
    const opened = await openSession(t, tenant, buyer.token, productId, { order_type: 'pickup' });
    const { shopOrderNo } = (await opened.json()) as { shopOrderNo: string };
    for (const resCd of ['C052', 'W002']) {
      const forged = await t.app.request(`http://${tenant.domain}/api/payment/return?resCd=${resCd}&resMsg=forged&shopOrderNo=${shopOrderNo}`, {
        headers: { host: tenant.domain },
      });
      expect(forged.status).toBe(303);
      const [p] = await t.db.select().from(payments).where(eq(payments.shopOrderNo, shopOrderNo));
      expect(p.status, resCd).toBe('pending');
    }
    // A payment the buyer really declined on the pay page: the gateway confirms it, so it ends.
    const { session, returnUrl } = await payThroughSimulator(t, tenant, buyer.token, productId, 'decline', { session: { order_type: 'pickup' } });
    expect((await arrive(t, tenant, returnUrl)).searchParams.get('resCd')).toBe('C052');
    const [declined] = await t.db.select().from(payments).where(eq(payments.shopOrderNo, session.shopOrderNo));
    expect(declined.status).toBe('failed');
  });
});
