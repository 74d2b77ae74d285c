import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, orders, payments, users, type Tenant } from '../../../db/schema';
import { NOTIFICATION_MAX_ATTEMPTS, NOTIFICATION_RETRY_MINUTES } from '../../../shared/notifications';
import { runScheduledJobs } from '../../../worker/jobs/run-scheduled-jobs';
import { sendNotificationsJob } from '../../../worker/jobs/send-notifications';
import { withTransaction } from '../../../worker/scope/transaction';
import { notify } from '../../../worker/services/notifications/notify';
import { createTestApp, type TestApp } from '../../fixtures/app';
import { arrive, payThroughSimulator, shopProduct, withGateway } from '../../fixtures/payments';

/**
 * The notification outbox and its sender (worker/services/notifications/, the send-notifications job):
 * rows written in the change's transaction, sent after it commits by channel, retried, given up.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MINUTE = 60_000;
/**
 * The declared sender under a name of this run's own, for this file's tenants: on a PostgreSQL that
 * other suites (and earlier runs) share, their periods and notifications are not this file's.
 */
const sender = { ...sendNotificationsJob, name: `send-notifications-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}` };
const mine: number[] = [];

/** The next minute's scheduler tick, as far as the sender goes. */
async function tick() {
  t.clock.advance(MINUTE);
  return runScheduledJobs(t.deps, { now: t.clock.now(), jobs: [sender], tenantIds: mine });
}

/** A tenant of this file, whose notifications its ticks send. */
async function tenantOfMine(opts?: Parameters<TestApp['createTenant']>[0]) {
  const tenant = await t.createTenant(opts);
  mine.push(tenant.id);
  return tenant;
}

async function outbox(tenant: Tenant, to: string) {
  const res = await t.request(tenant, 'GET', `/api/dev/outbox?to=${encodeURIComponent(to)}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { messages: { to: string; subject: string; text: string }[] }).messages;
}

const rowsOf = (userId: number) => t.db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(notifications.id);

describe('the sender', () => {
  it('sends by mail and Alimtalk after commit, with the site’s name and the Korean template', async () => {
    const tenant = await tenantOfMine({ displayName: '햇살 마켓' });
    const { user } = await t.createUser(tenant, 'merchant', { phone: '010-2345-6789' });
    const ctx = await t.svcFor(tenant);
    const written = await withTransaction(ctx, (tx) =>
      notify(tx, tx.own, {
        userId: user.id,
        topic: 'billing_failed',
        payload: { plan: '베이직', amount: 9900, reason: '한도 초과', nextRetryAt: '2026-11-28T00:00:00.000Z' },
      }),
    );
    expect(written).toBe(2);
    // Nothing leaves before the sender runs.
    expect(await outbox(tenant, user.email)).toEqual([]);

    const reports = await tick();
    expect(reports.find((r) => r.tenantId === tenant.id)).toMatchObject({ outcome: 'done', result: { sent: 2, retried: 0, failed: 0 } });
    const [mail] = await outbox(tenant, user.email);
    const serviceName = tenant.settings.service_info!.service_name!;
    expect(mail.subject).toBe(`[${serviceName}] 요금제 결제에 실패했습니다 (베이직)`);
    expect(mail.text).toContain('결제 금액: 9,900원');
    expect(mail.text).toContain('실패 사유: 한도 초과');
    expect(mail.text).toContain('다음 결제 시도: 2026년 11월 28일 09:00');
    const [talk] = await outbox(tenant, 'alimtalk:01023456789');
    expect(talk.subject).toBe('[알림톡] BILLING_FAILED_V1');
    expect(talk.text).toContain('요금제: 베이직');
    expect((await rowsOf(user.id)).map((n) => [n.channel, n.status, n.attempts])).toEqual([
      ['mail', 'sent', 1],
      ['alimtalk', 'sent', 1],
    ]);
    // Sent once: the next ticks find nothing due.
    await tick();
    expect(await outbox(tenant, user.email)).toHaveLength(1);
  });

  it('retries a failed send with the backoff, then gives up after the last attempt', async () => {
    const tenant = await tenantOfMine();
    // The simulator refuses numbers ending in 0000.
    const { user } = await t.createUser(tenant, 'merchant', { phone: '010-1234-0000' });
    await notify(await t.svcFor(tenant), (await t.svcFor(tenant)).own, {
      userId: user.id,
      topic: 'billing_past_due',
      payload: { plan: '프로', amount: 29000 },
    });
    const talk = async () => (await rowsOf(user.id)).find((n) => n.channel === 'alimtalk')!;

    await tick();
    expect((await rowsOf(user.id)).find((n) => n.channel === 'mail')!.status).toBe('sent');
    for (let attempt = 1; attempt < NOTIFICATION_MAX_ATTEMPTS; attempt++) {
      if (attempt > 1) {
        // One minute before it is due: not tried.
        t.clock.advance((NOTIFICATION_RETRY_MINUTES[attempt - 2] - 2) * MINUTE);
        await tick();
        expect((await talk()).attempts).toBe(attempt - 1);
        await tick();
      }
      const row = await talk();
      expect(row).toMatchObject({ status: 'pending', attempts: attempt, lastError: expect.stringContaining('cannot receive') });
      expect(row.nextAttemptAt.getTime() - t.clock.now().getTime()).toBe(NOTIFICATION_RETRY_MINUTES[attempt - 1] * MINUTE);
    }
    t.clock.advance((NOTIFICATION_RETRY_MINUTES[NOTIFICATION_MAX_ATTEMPTS - 2] - 1) * MINUTE);
    const last = await tick();
    expect(last.find((r) => r.tenantId === tenant.id)?.result).toMatchObject({ failed: 1 });
    expect(await talk()).toMatchObject({ status: 'failed', attempts: NOTIFICATION_MAX_ATTEMPTS, lastError: expect.stringContaining('3018') });
    expect(t.log.lines('warn').some((l) => l.includes('given up'))).toBe(true);
    t.clock.advance(24 * 60 * MINUTE);
    await tick();
    expect((await talk()).attempts).toBe(NOTIFICATION_MAX_ATTEMPTS);
    expect(await outbox(tenant, 'alimtalk:01012340000')).toEqual([]);
  });

  it('never sends a notification whose transaction rolled back', async () => {
    const tenant = await tenantOfMine();
    const { user } = await t.createUser(tenant, 'merchant', { phone: '010-3456-7890' });
    const ctx = await t.svcFor(tenant);
    await expect(
      withTransaction(ctx, async (tx) => {
        await notify(tx, tx.own, { userId: user.id, topic: 'billing_past_due', payload: { plan: '프로', amount: 29000 } });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await rowsOf(user.id)).toEqual([]);
    await tick();
    expect(await outbox(tenant, user.email)).toEqual([]);
  });

  it('claims each notification once when two senders run at once', async () => {
    const tenant = await tenantOfMine();
    const { user } = await t.createUser(tenant, 'merchant', { phone: '010-4567-8901' });
    const ctx = await t.svcFor(tenant);
    for (let i = 0; i < 3; i++) {
      await notify(ctx, ctx.own, { userId: user.id, topic: 'plan_price_change', payload: { plan: `플랜${i}`, oldAmount: 9900, newAmount: 12900, effectiveAt: '2026-12-05T00:00:00Z' } });
    }
    const { sendPendingNotifications } = await import('../../../worker/services/notifications/send-pending');
    t.clock.advance(MINUTE);
    const [a, b] = await Promise.all([sendPendingNotifications(ctx), sendPendingNotifications(ctx)]);
    expect(a.sent + b.sent).toBe(6);
    expect(await outbox(tenant, user.email)).toHaveLength(3);
    expect((await rowsOf(user.id)).every((n) => n.status === 'sent' && n.attempts === 1)).toBe(true);
  });
});

describe('preferences', () => {
  it('lists the optional topics that concern the user and turns them off and on', async () => {
    const tenant = await tenantOfMine();
    const customer = await t.createUser(tenant, 'customer');
    const merchant = await t.createUser(tenant, 'merchant');
    expect((await t.request(tenant, 'GET', '/api/notifications/preferences')).status).toBe(401);

    const mine = await t.request(tenant, 'GET', '/api/notifications/preferences', { token: customer.token });
    expect(mine.status).toBe(200);
    expect(((await mine.json()) as { preferences: { topic: string; enabled: boolean }[] }).preferences).toEqual([
      expect.objectContaining({ topic: 'order_status', label: '주문 상태 알림', enabled: true }),
      expect.objectContaining({ topic: 'order_shipped', label: '발송 알림', enabled: true }),
    ]);
    const shop = await (await t.caller(tenant, merchant.token)).auth.notifications.get();
    expect(shop.preferences.map((p) => p.topic)).toEqual(['order_paid', 'order_status', 'order_shipped']);

    const off = await t.request(tenant, 'PUT', '/api/notifications/preferences', { token: customer.token, json: { order_status: false } });
    expect(off.status).toBe(200);
    expect(((await off.json()) as { preferences: { enabled: boolean }[] }).preferences[0].enabled).toBe(false);
    // Money topics cannot be turned off, and an empty change is refused.
    expect((await t.request(tenant, 'PUT', '/api/notifications/preferences', { token: merchant.token, json: { billing_failed: false } })).status).toBe(422);
    expect((await t.request(tenant, 'PUT', '/api/notifications/preferences', { token: merchant.token, json: {} })).status).toBe(422);

    const ctx = await t.svcFor(tenant);
    const payload = { orderId: 1, orderNo: 'P1', product: '사과', status: 'CONFIRMED', statusLabel: '주문 확인' };
    expect(await notify(ctx, ctx.own, { userId: customer.user.id, topic: 'order_status', payload })).toBe(0);
    expect(await rowsOf(customer.user.id)).toEqual([]);
    // The merchant's own choice is theirs: the customer's does not reach it (mail, and Alimtalk to the phone).
    expect(await notify(ctx, ctx.own, { userId: merchant.user.id, topic: 'order_status', payload })).toBe(2);

    const on = await (await t.caller(tenant, customer.token)).auth.notifications.set({ order_status: true });
    expect(on.preferences[0].enabled).toBe(true);
    expect(await notify(ctx, ctx.own, { userId: customer.user.id, topic: 'order_status', payload })).toBe(2);
  });
});

describe('order notifications', () => {
  it('tells the shop of a new paid order and the buyer of each status move, cancel included', async () => {
    const tenant = await withGateway(t, await tenantOfMine());
    const { product, merchant } = await shopProduct(t, tenant, { price: 12000, title: '햇사과 2kg' });
    const [shopUser] = await t.db.select().from(users).where(eq(users.id, merchant.userId));
    const buyer = await t.createUser(tenant, 'customer', { phone: '010-5678-1234' });

    const { session, returnUrl } = await payThroughSimulator(t, tenant, buyer.token, product.id, 'approve', { session: { qty: 2 } });
    expect((await arrive(t, tenant, returnUrl)).searchParams.get('resCd')).toBe('0000');
    const [payment] = await t.db.select().from(payments).where(eq(payments.shopOrderNo, session.shopOrderNo));
    const [order] = await t.db.select().from(orders).where(eq(orders.paymentId, payment.id));
    const [paid] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, merchant.userId), eq(notifications.topic, 'order_paid'), eq(notifications.channel, 'mail')));
    expect(paid).toMatchObject({ status: 'pending', recipient: shopUser.email, payload: { orderId: order.id, orderNo: session.shopOrderNo, qty: 2 } });

    await tick();
    const [shopMail] = await outbox(tenant, shopUser.email);
    expect(shopMail.subject).toContain(`새 주문이 결제되었습니다 (${session.shopOrderNo})`);
    expect(shopMail.text).toContain('상품: 햇사과 2kg');
    expect(shopMail.text).toContain('수량: 2개');
    expect(shopMail.text).toContain(`결제 금액: ${payment.amount.toLocaleString('ko-KR')}원`);

    const move = (status: string) =>
      t.request(tenant, 'PUT', '/api/delivery/status', { token: merchant.token, json: { order_id: order.id, status } });
    expect((await move('CONFIRMED')).status).toBe(200);
    await tick();
    const confirmed = await outbox(tenant, buyer.user.email);
    expect(confirmed).toHaveLength(1);
    expect(confirmed[0].subject).toContain("주문 상태가 '주문 확인'(으)로 바뀌었습니다");
    expect(confirmed[0].text).toContain(`주문번호: ${session.shopOrderNo}`);
    const [talk] = await outbox(tenant, 'alimtalk:01056781234');
    expect(talk.text).toContain('주문 상태: 주문 확인');

    // A cancel goes through the gateway and the purpose's reverse: the buyer hears of it too.
    expect((await move('CANCELLED')).status).toBe(200);
    await tick();
    const after = await outbox(tenant, buyer.user.email);
    expect(after).toHaveLength(2);
    expect(after[0].subject).toContain("'취소됨'");
  });

  it('on a proxy site: the shop of the selling tenant hears of the order, the buyer (an account of the proxy site) of its status', async () => {
    const seller = await withGateway(t, await tenantOfMine());
    const proxy = await tenantOfMine({ proxyTenant: seller.name, displayName: '이웃 마켓' });
    const { product, merchant } = await shopProduct(t, seller);
    const buyer = await t.createUser(proxy, 'customer', { phone: '010-7890-1234' });
    const { session, returnUrl } = await payThroughSimulator(t, proxy, buyer.token, product.id);
    expect((await arrive(t, proxy, returnUrl)).searchParams.get('resCd')).toBe('0000');
    const [payment] = await t.db.select().from(payments).where(eq(payments.shopOrderNo, session.shopOrderNo));
    expect(payment).toMatchObject({ tenantId: seller.id, buyerTenantId: proxy.id });
    const [order] = await t.db.select().from(orders).where(eq(orders.paymentId, payment.id));
    const res = await t.request(seller, 'PUT', '/api/delivery/status', { token: merchant.token, json: { order_id: order.id, status: 'PREPARING' } });
    expect(res.status).toBe(200);

    const rows = await rowsOf(buyer.user.id);
    expect(rows.map((n) => [n.tenantId, n.topic, n.channel])).toEqual([
      [proxy.id, 'order_status', 'mail'],
      [proxy.id, 'order_status', 'alimtalk'],
    ]);
    expect((await t.db.select().from(notifications).where(eq(notifications.userId, merchant.userId))).map((n) => n.tenantId)).toContain(seller.id);
    await tick();
    // The buyer's mail comes from the site they bought on, in its name.
    const [mail] = await outbox(proxy, buyer.user.email);
    expect(mail.subject).toBe(`[${proxy.settings.service_info!.service_name}] 주문 상태가 '상품 준비 중'(으)로 바뀌었습니다`); // a shopping product: a parcel order's words
  });

  it('sends nothing about an order to a buyer who turned order status off', async () => {
    const tenant = await withGateway(t, await tenantOfMine());
    const { product, merchant } = await shopProduct(t, tenant);
    const buyer = await t.createUser(tenant, 'customer', { phone: '010-6789-1234' });
    await t.request(tenant, 'PUT', '/api/notifications/preferences', { token: buyer.token, json: { order_status: false } });
    const { session, returnUrl } = await payThroughSimulator(t, tenant, buyer.token, product.id);
    await arrive(t, tenant, returnUrl);
    const [payment] = await t.db.select().from(payments).where(eq(payments.shopOrderNo, session.shopOrderNo));
    const [order] = await t.db.select().from(orders).where(eq(orders.paymentId, payment.id));
    const res = await t.request(tenant, 'PUT', '/api/delivery/status', { token: merchant.token, json: { order_id: order.id, status: 'PREPARING' } });
    expect(res.status).toBe(200);
    expect(await rowsOf(buyer.user.id)).toEqual([]);
  });
});
