import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, salesDays, subscriptions, type Tenant } from '../../../db/schema';
import { MSG } from '../../../shared/messages';
import { BILLING_RETRY_HOURS } from '../../../shared/subscription';
import { approvedKeyCharges } from '../../../worker/adapters/easypay-simulator';
import { chargeDueSubscriptions } from '../../../worker/services/subscriptions/charge-due-subscriptions';
import { changePlanPrice } from '../../../worker/services/subscriptions/change-plan-price';
import { addInterval } from '../../../worker/services/subscriptions/internal';
import { createTestApp, type TestApp } from '../../fixtures/app';
import { arrive, payThroughSimulator, shopProduct, withGateway } from '../../fixtures/payments';
import { cardWill, chargesOf, createPlan, notificationsOf, planSession, registerCard, subscribe, subscriptionOf } from '../../fixtures/subscriptions';

/** Recurring billing of merchant plans through the gateway simulator (docs/subscriptions.md). */
let t: TestApp;
let tenant: Tenant;
const DAY = 86_400_000;
const HOUR = 3_600_000;

beforeAll(async () => {
  t = await createTestApp();
  tenant = await withGateway(t, await t.createTenant());
}, 60_000);
afterAll(async () => t?.close());

const merchant = async (on: Tenant = tenant) => {
  const { user, token } = await t.createUser(on, 'merchant', {}, { plan: false });
  return { userId: user.id, token };
};
const runScheduler = async (on: Tenant = tenant) => chargeDueSubscriptions(await t.svcFor(on));
const mallOf = (on: Tenant) => on.paymentConfig!.mall_id!;

describe('the plan session (mode trial or billing)', () => {
  it('refuses without the recurring consent (400), a customer (403), another site’s or an inactive plan (404), qty other than 1', async () => {
    const plan = await createPlan(t, tenant);
    const m = await merchant();
    const noConsent = await planSession(t, tenant, m.token, { mode: 'billing', planId: plan.id, agreeRecurring: undefined });
    expect(noConsent.status).toBe(400);
    expect(((await noConsent.json()) as { detail: string }).detail).toBe(MSG.billingRecurringConsentRequired);
    const { token: customer } = await t.createUser(tenant, 'customer');
    expect((await planSession(t, tenant, customer, { mode: 'billing', planId: plan.id })).status).toBe(403);
    const other = await withGateway(t, await t.createTenant());
    const foreign = await createPlan(t, other);
    expect((await planSession(t, tenant, m.token, { mode: 'billing', planId: foreign.id })).status).toBe(404);
    const inactive = await createPlan(t, tenant, { active: false });
    expect((await planSession(t, tenant, m.token, { mode: 'billing', planId: inactive.id })).status).toBe(404);
    expect((await planSession(t, tenant, m.token, { mode: 'billing', planId: plan.id, qty: 2 })).status).toBe(422);
    // Nothing was written for any of them.
    expect(await t.db.select().from(payments).where(and(eq(payments.tenantId, tenant.id), eq(payments.buyerId, m.userId)))).toHaveLength(0);
    // The tRPC twin answers the same.
    const caller = await t.caller(tenant, customer);
    await expect(caller.orders.payments.session({ mode: 'billing', planId: plan.id, qty: 1, deviceType: 'pc', agreeRecurring: true })).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });

  it('a 0-won registration for a billing key, buyer fields from the account; trial refused without a trial or a second time', async () => {
    const plan = await createPlan(t, tenant, { trialDays: 0 });
    const m = await merchant();
    const noTrial = await planSession(t, tenant, m.token, { mode: 'trial', planId: plan.id });
    expect(noTrial.status).toBe(409);
    expect(((await noTrial.json()) as { detail: string }).detail).toBe(MSG.billingTrialUnavailable);
    const { session, html } = await registerCard(t, tenant, m.token, plan.id, 'billing');
    expect(session.amount).toBe(0);
    expect(html).toContain('정기 결제 카드 등록');
    const [p] = await t.db.select().from(payments).where(eq(payments.shopOrderNo, session.shopOrderNo));
    expect(p).toMatchObject({ purpose: 'plan_start', planAction: 'billing', amount: 0, planId: plan.id, tenantId: tenant.id, orderType: null, productId: null });
    expect(p.buyerEmail).toContain('@example.com');

    const trialPlan = await createPlan(t, tenant, { trialDays: 7 });
    const m2 = await merchant();
    await subscribe(t, tenant, m2.token, trialPlan.id, 'trial');
    const again = await planSession(t, tenant, m2.token, { mode: 'trial', planId: (await createPlan(t, tenant, { trialDays: 7 })).id });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { detail: string }).detail).toBe(MSG.billingTrialUsed);
    // Starting the current plan again is refused.
    expect((await planSession(t, tenant, m2.token, { mode: 'billing', planId: trialPlan.id })).status).toBe(409);
  });
});

describe('trial and billing starts', () => {
  it('a trial starts without a charge and bills when it ends', async () => {
    const plan = await createPlan(t, tenant, { amount: 9900, trialDays: 14 });
    const m = await merchant();
    const started = t.clock.now();
    const { callback } = await subscribe(t, tenant, m.token, plan.id, 'trial');
    expect(callback.pathname).toBe('/payment/callback');
    expect(callback.searchParams.get('resCd')).toBe('0000');
    expect(callback.searchParams.get('type')).toBe('subscription');
    expect(callback.searchParams.get('customerId')).toBe(String(m.userId));
    const sub = await subscriptionOf(t, tenant, m.userId);
    const trialEnd = new Date(started.getTime() + 14 * DAY);
    expect(sub).toMatchObject({ status: 'trialing', planId: plan.id, amount: 9900, trialEndsAt: trialEnd, nextBillingAt: trialEnd });
    expect(sub.billingKey).toMatch(/^BK/);
    expect(sub.cardLabel).toMatch(/0001$/);
    expect(await chargesOf(t, sub.id)).toHaveLength(0);

    // Before the end: nothing due.
    t.clock.advance(13 * DAY);
    await runScheduler();
    expect(await chargesOf(t, sub.id)).toHaveLength(0);
    t.clock.advance(DAY + 60_000);
    await runScheduler();
    const charges = await chargesOf(t, sub.id);
    expect(charges).toHaveLength(1);
    expect(charges[0]).toMatchObject({ status: 'paid', amount: 9900, planAction: 'renewal' });
    const after = await subscriptionOf(t, tenant, m.userId);
    const periodEnd = addInterval(trialEnd, 'month', 1);
    expect(after).toMatchObject({ status: 'active', currentPeriodStart: trialEnd, currentPeriodEnd: periodEnd, nextBillingAt: periodEnd, failedAttempts: 0 });
  });

  it('billing mode charges the first period right after the card is registered', async () => {
    const plan = await createPlan(t, tenant, { amount: 20000 });
    const m = await merchant();
    const now = t.clock.now();
    const { callback } = await subscribe(t, tenant, m.token, plan.id, 'billing');
    expect(callback.searchParams.get('resCd')).toBe('0000');
    expect(callback.searchParams.get('customerId')).toBe(String(m.userId));
    const sub = await subscriptionOf(t, tenant, m.userId);
    expect(sub).toMatchObject({ status: 'active', planId: plan.id, amount: 20000, currentPeriodStart: now, failedAttempts: 0 });
    expect(sub.nextBillingAt).toEqual(sub.currentPeriodEnd);
    const charges = await chargesOf(t, sub.id);
    expect(charges).toHaveLength(1);
    expect(charges[0]).toMatchObject({ status: 'paid', amount: 20000, planAction: 'start', merchantId: null, orderType: null, deviceType: null });
    // Nothing more is due now.
    await runScheduler();
    expect(await chargesOf(t, sub.id)).toHaveLength(1);
  });

  it('a declined first charge leaves the subscription past_due and the page failed', async () => {
    const plan = await createPlan(t, tenant, { amount: 15000 });
    const m = await merchant();
    const { callback } = await subscribe(t, tenant, m.token, plan.id, 'billing', { sim: 'card-decline' });
    expect(callback.searchParams.get('resCd')).toBe('C052');
    expect(callback.searchParams.get('type')).toBe('subscription');
    const sub = await subscriptionOf(t, tenant, m.userId);
    expect(sub).toMatchObject({ status: 'past_due', nextBillingAt: null, failedAttempts: 1 });
    expect((await chargesOf(t, sub.id)).map((c) => c.status)).toEqual(['failed']);
  });
  it('on a proxy site a merchant subscribes to the site’s own plan, paid at its own gateway', async () => {
    const seller = await withGateway(t, await t.createTenant());
    const proxy = await withGateway(t, await t.createTenant({ proxyTenant: seller.name }));
    const plan = await createPlan(t, proxy, { amount: 6000 });
    const m = await merchant(proxy);
    const { session, callback } = await subscribe(t, proxy, m.token, plan.id, 'billing');
    expect(callback.searchParams.get('resCd')).toBe('0000');
    const [start] = await t.db.select().from(payments).where(eq(payments.shopOrderNo, session.shopOrderNo));
    expect(start).toMatchObject({ tenantId: proxy.id, status: 'paid' });
    const sub = await subscriptionOf(t, proxy, m.userId);
    expect(sub).toMatchObject({ status: 'active', planId: plan.id });
    expect((await chargesOf(t, sub.id)).map((c) => `${c.tenantId}:${c.status}`)).toEqual([`${proxy.id}:paid`]);
    // The seller's plans are not the proxy site's.
    const sellers = await createPlan(t, seller);
    expect((await planSession(t, proxy, m.token, { mode: 'billing', planId: sellers.id })).status).toBe(404);
  });
});

describe('recurring charges', () => {
  it('two failures then a success: retried after 24 and 48 hours, the period advances once', async () => {
    const plan = await createPlan(t, tenant, { amount: 12000 });
    const m = await merchant();
    await subscribe(t, tenant, m.token, plan.id, 'billing');
    const first = await subscriptionOf(t, tenant, m.userId);
    await cardWill(t, tenant, first.billingKey!, 'decline');
    t.clock.set(new Date(first.nextBillingAt!.getTime() + 60_000));
    await runScheduler();
    let sub = await subscriptionOf(t, tenant, m.userId);
    expect(sub).toMatchObject({ status: 'active', failedAttempts: 1, nextBillingAt: new Date(t.clock.now().getTime() + BILLING_RETRY_HOURS[0] * HOUR) });
    expect(sub.lastFailureReason).toContain('C052');
    expect((await notificationsOf(t, tenant, m.userId)).filter((n) => n.topic === 'billing_failed').length).toBeGreaterThan(0);

    t.clock.advance(BILLING_RETRY_HOURS[0] * HOUR);
    await runScheduler();
    sub = await subscriptionOf(t, tenant, m.userId);
    expect(sub).toMatchObject({ failedAttempts: 2, nextBillingAt: new Date(t.clock.now().getTime() + BILLING_RETRY_HOURS[1] * HOUR) });

    await cardWill(t, tenant, first.billingKey!, 'approve');
    t.clock.advance(BILLING_RETRY_HOURS[1] * HOUR);
    await runScheduler();
    sub = await subscriptionOf(t, tenant, m.userId);
    expect(sub).toMatchObject({ status: 'active', failedAttempts: 0, currentPeriodStart: first.currentPeriodEnd });
    expect(sub).toMatchObject({ currentPeriodEnd: addInterval(first.currentPeriodEnd!, 'month', 1), nextBillingAt: addInterval(first.currentPeriodEnd!, 'month', 1) });
    expect((await chargesOf(t, sub.id)).map((c) => `${c.planAction}:${c.status}`)).toEqual(['start:paid', 'renewal:failed', 'renewal:failed', 'renewal:paid']);
  });

  it('three retries failing: past_due, nothing due, and the billing_past_due notification', async () => {
    const plan = await createPlan(t, tenant, { amount: 8000 });
    const m = await merchant();
    await subscribe(t, tenant, m.token, plan.id, 'billing');
    const first = await subscriptionOf(t, tenant, m.userId);
    await cardWill(t, tenant, first.billingKey!, 'decline');
    t.clock.set(new Date(first.nextBillingAt!.getTime() + 60_000));
    await runScheduler();
    for (const hours of BILLING_RETRY_HOURS) {
      t.clock.advance(hours * HOUR);
      await runScheduler();
    }
    const sub = await subscriptionOf(t, tenant, m.userId);
    expect(sub).toMatchObject({ status: 'past_due', failedAttempts: 4, nextBillingAt: null });
    expect((await chargesOf(t, sub.id)).filter((c) => c.status === 'failed')).toHaveLength(4);
    const topics = (await notificationsOf(t, tenant, m.userId)).map((n) => `${n.topic}:${n.channel}`);
    expect(topics.filter((x) => x === 'billing_failed:mail')).toHaveLength(3);
    expect(topics).toContain('billing_past_due:mail');
    // A suspended subscription is not charged again by the scheduler.
    t.clock.advance(30 * DAY);
    await runScheduler();
    expect(await chargesOf(t, sub.id)).toHaveLength(5);
  });

  it('two overlapping scheduler runs charge a due subscription once', async () => {
    // A site of its own: the runs see only this subscription due.
    const site = await withGateway(t, await t.createTenant());
    const plan = await createPlan(t, site, { amount: 11000 });
    const m = await merchant(site);
    await subscribe(t, site, m.token, plan.id, 'billing');
    const first = await subscriptionOf(t, site, m.userId);
    t.clock.set(new Date(first.nextBillingAt!.getTime() + 60_000));
    const before = await approvedKeyCharges(t.db, mallOf(site));
    const [a, b] = await Promise.all([runScheduler(site), runScheduler(site)]);
    expect(a.paid + b.paid).toBe(1);
    const charges = await chargesOf(t, first.id);
    expect(charges.map((c) => `${c.planAction}:${c.status}`)).toEqual(['start:paid', 'renewal:paid']);
    expect(await approvedKeyCharges(t.db, mallOf(site))).toBe(before + 1);
  });

  it('a gateway timeout leaves the attempt pending; the next run asks again with the same key and is charged once', async () => {
    const site = await withGateway(t, await t.createTenant());
    const plan = await createPlan(t, site, { amount: 13000 });
    const m = await merchant(site);
    await subscribe(t, site, m.token, plan.id, 'billing');
    const first = await subscriptionOf(t, site, m.userId);
    await cardWill(t, site, first.billingKey!, 'timeout');
    t.clock.set(new Date(first.nextBillingAt!.getTime() + 60_000));
    const before = await approvedKeyCharges(t.db, mallOf(site));
    expect((await runScheduler(site)).pending).toBe(1);
    let charges = await chargesOf(t, first.id);
    expect(charges.map((c) => c.status)).toEqual(['paid', 'pending']);
    // Not due again until the lease runs out.
    await runScheduler(site);
    expect(await chargesOf(t, first.id)).toHaveLength(2);
    t.clock.advance(31 * 60_000);
    expect((await runScheduler(site)).paid).toBe(1);
    charges = await chargesOf(t, first.id);
    expect(charges.map((c) => c.status)).toEqual(['paid', 'paid']);
    expect(await approvedKeyCharges(t.db, mallOf(site))).toBe(before + 1);
    expect((await subscriptionOf(t, site, m.userId)).currentPeriodStart).toEqual(first.currentPeriodEnd);
  });
});

describe('forged and replayed returns', () => {
  it('a replayed return starts one subscription and charges one first period', async () => {
    const plan = await createPlan(t, tenant, { amount: 7000 });
    const m = await merchant();
    const { returnUrl } = await registerCard(t, tenant, m.token, plan.id, 'billing');
    const callbacks = await Promise.all(Array.from({ length: 5 }, () => arrive(t, tenant, returnUrl)));
    expect(callbacks.every((c) => c.searchParams.get('resCd') === '0000')).toBe(true);
    const rows = await t.db.select().from(subscriptions).where(and(eq(subscriptions.tenantId, tenant.id), eq(subscriptions.userId, m.userId)));
    expect(rows).toHaveLength(1);
    expect((await chargesOf(t, rows[0].id)).map((c) => c.status)).toEqual(['paid']);
  });

  it('a bad signature, another order’s authorization or another site changes nothing', async () => {
    const plan = await createPlan(t, tenant, { amount: 7000, trialDays: 7 });
    // Bad HMAC: refused, no subscription.
    const m1 = await merchant();
    const { returnUrl: badSig } = await registerCard(t, tenant, m1.token, plan.id, 'trial', { sim: 'bad-signature' });
    expect((await arrive(t, tenant, badSig)).searchParams.get('resCd')).toBe('L401');
    expect(await subscriptionOf(t, tenant, m1.userId)).toBeUndefined();

    // Another merchant's authorization sent with this order number: the gateway refuses it.
    const m2 = await merchant();
    const m3 = await merchant();
    const mine = await registerCard(t, tenant, m2.token, plan.id, 'trial');
    const theirs = await registerCard(t, tenant, m3.token, plan.id, 'trial');
    const forged = new URL(mine.returnUrl);
    forged.searchParams.set('authorizationId', theirs.returnUrl.searchParams.get('authorizationId')!);
    expect((await arrive(t, tenant, forged)).searchParams.get('resCd')).not.toBe('0000');
    expect(await subscriptionOf(t, tenant, m2.userId)).toBeUndefined();
    expect(await subscriptionOf(t, tenant, m3.userId)).toBeUndefined();

    // The same return on another site: unknown there.
    const other = await withGateway(t, await t.createTenant());
    expect((await arrive(t, other, theirs.returnUrl)).searchParams.get('resCd')).toBe('L404');
    expect(await subscriptionOf(t, tenant, m3.userId)).toBeUndefined();
    // Its own site still settles it.
    expect((await arrive(t, tenant, theirs.returnUrl)).searchParams.get('resCd')).toBe('0000');
    expect(await subscriptionOf(t, tenant, m3.userId)).toMatchObject({ status: 'trialing' });
  });
});

describe('plan changes and price changes', () => {
  it('a dearer plan is charged its difference now, a cheaper one waits for the period’s end: never twice a period', async () => {
    const basic = await createPlan(t, tenant, { amount: 10000 });
    const pro = await createPlan(t, tenant, { amount: 30000 });
    const lite = await createPlan(t, tenant, { amount: 5000 });
    const m = await merchant();
    await subscribe(t, tenant, m.token, basic.id, 'billing');
    const first = await subscriptionOf(t, tenant, m.userId);

    t.clock.advance(2 * HOUR);
    const up = await subscribe(t, tenant, m.token, pro.id, 'billing');
    expect(up.callback.searchParams.get('resCd')).toBe('0000');
    let sub = await subscriptionOf(t, tenant, m.userId);
    expect(sub).toMatchObject({ status: 'active', planId: pro.id, amount: 30000, currentPeriodStart: first.currentPeriodStart, currentPeriodEnd: first.currentPeriodEnd });
    let charges = await chargesOf(t, sub.id);
    expect(charges.map((c) => `${c.planAction}:${c.amount}:${c.status}`)).toEqual(['start:10000:paid', 'upgrade:20000:paid']);
    // Nothing is due before the period's end.
    await runScheduler();
    expect(await chargesOf(t, sub.id)).toHaveLength(2);

    const down = await subscribe(t, tenant, m.token, lite.id, 'billing');
    expect(down.callback.searchParams.get('resCd')).toBe('0000');
    sub = await subscriptionOf(t, tenant, m.userId);
    expect(sub).toMatchObject({ planId: pro.id, pendingPlanId: lite.id, amount: 30000 });
    expect(await chargesOf(t, sub.id)).toHaveLength(2);

    t.clock.set(new Date(first.currentPeriodEnd!.getTime() + 60_000));
    await runScheduler();
    await runScheduler();
    sub = await subscriptionOf(t, tenant, m.userId);
    expect(sub).toMatchObject({ status: 'active', planId: lite.id, pendingPlanId: null, amount: 5000, currentPeriodStart: first.currentPeriodEnd });
    charges = await chargesOf(t, sub.id);
    expect(charges.map((c) => `${c.planAction}:${c.amount}:${c.status}`)).toEqual(['start:10000:paid', 'upgrade:20000:paid', 'renewal:5000:paid']);
  });

  it('an upgrade the gateway never answered is asked again by the next run: applied once, charged once', async () => {
    const site = await withGateway(t, await t.createTenant());
    const basic = await createPlan(t, site, { amount: 10000 });
    const pro = await createPlan(t, site, { amount: 25000 });
    const m = await merchant(site);
    await subscribe(t, site, m.token, basic.id, 'billing');
    const first = await subscriptionOf(t, site, m.userId);
    const before = await approvedKeyCharges(t.db, mallOf(site));
    // The new card's charges are taken but their answers lost.
    const up = await subscribe(t, site, m.token, pro.id, 'billing', { sim: 'card-timeout' });
    expect(up.callback.searchParams.get('resCd')).toBe('L502');
    let sub = await subscriptionOf(t, site, m.userId);
    expect(sub).toMatchObject({ planId: basic.id, amount: 10000 });
    expect((await chargesOf(t, sub.id)).map((c) => `${c.planAction}:${c.status}`)).toEqual(['start:paid', 'upgrade:pending']);

    await runScheduler(site);
    expect((await chargesOf(t, sub.id)).map((c) => c.status)).toEqual(['paid', 'pending']);
    t.clock.advance(31 * 60_000);
    expect((await runScheduler(site)).resent).toBe(1);
    sub = await subscriptionOf(t, site, m.userId);
    expect(sub).toMatchObject({ planId: pro.id, amount: 25000, currentPeriodEnd: first.currentPeriodEnd });
    expect((await chargesOf(t, sub.id)).map((c) => `${c.planAction}:${c.amount}:${c.status}`)).toEqual(['start:10000:paid', 'upgrade:15000:paid']);
    expect(await approvedKeyCharges(t.db, mallOf(site))).toBe(before + 1);
    await runScheduler(site);
    expect(await chargesOf(t, sub.id)).toHaveLength(2);
  });

  it('a new price reaches subscribers only after the 7-day notice, with its notification', async () => {
    const plan = await createPlan(t, tenant, { amount: 10000 });
    const m = await merchant();
    await subscribe(t, tenant, m.token, plan.id, 'billing');
    const first = await subscriptionOf(t, tenant, m.userId);
    // Three days before the period's end the price rises.
    t.clock.set(new Date(first.currentPeriodEnd!.getTime() - 3 * DAY));
    const told = t.clock.now();
    const { told: count } = await changePlanPrice(await t.svcFor(tenant), plan.id, 15000);
    expect(count).toBe(1);
    let sub = await subscriptionOf(t, tenant, m.userId);
    expect(sub).toMatchObject({ amount: 10000, pendingAmount: 15000, pendingAmountFrom: new Date(told.getTime() + 7 * DAY) });
    const notes = (await notificationsOf(t, tenant, m.userId)).filter((n) => n.topic === 'plan_price_change');
    expect(notes.length).toBeGreaterThan(0);
    expect(notes[0].payload).toMatchObject({ newAmount: 15000, oldAmount: 10000 });

    // The renewal inside the notice charges the old price.
    t.clock.set(new Date(first.currentPeriodEnd!.getTime() + 60_000));
    await runScheduler();
    sub = await subscriptionOf(t, tenant, m.userId);
    expect(sub).toMatchObject({ amount: 10000, pendingAmount: 15000 });
    // The next one, after the notice, the new price, once.
    t.clock.set(new Date(sub.currentPeriodEnd!.getTime() + 60_000));
    await runScheduler();
    sub = await subscriptionOf(t, tenant, m.userId);
    expect(sub).toMatchObject({ amount: 15000, pendingAmount: null, pendingAmountFrom: null });
    expect((await chargesOf(t, sub.id)).map((c) => c.amount)).toEqual([10000, 10000, 15000]);
  });
});

describe('analytics stay product sales', () => {
  it('plan charges change neither the tenant’s nor a shop’s analytics, nor sales_days', async () => {
    // Payments are stamped by the database's clock: the analytics' period reads today.
    t.clock.set(new Date());
    const shop = await withGateway(t, await t.createTenant());
    const { product, merchant: seller } = await shopProduct(t, shop, { price: 10000 });
    const { token: buyer } = await t.createUser(shop, 'customer');
    const { returnUrl } = await payThroughSimulator(t, shop, buyer, product.id);
    expect((await arrive(t, shop, returnUrl)).searchParams.get('resCd')).toBe('0000');
    const { token: admin } = await t.createUser(shop, 'superuser');
    const read = async (token: string) => {
      const res = await t.request(shop, 'GET', '/api/payment/analytics/summary?period=month', { token });
      expect(res.status).toBe(200);
      return res.json();
    };
    const days = async () => t.db.select().from(salesDays).where(eq(salesDays.tenantId, shop.id));
    const before = { tenant: await read(admin), shop: await read(seller.token), days: await days() };

    // The seller subscribes (a registration, a first charge), renews, and an admin charges it.
    const plan = await createPlan(t, shop, { amount: 25000 });
    await subscribe(t, shop, seller.token, plan.id, 'billing');
    const sub = await subscriptionOf(t, shop, seller.userId);
    const res = await t.request(shop, 'POST', '/api/admin/subscriptions/charge', { token: admin, json: { subscription_id: sub.id, amount: 3000 } });
    expect(res.status).toBe(200);
    expect((await chargesOf(t, sub.id)).filter((c) => c.status === 'paid')).toHaveLength(2);

    expect(await read(admin)).toEqual(before.tenant);
    expect(await read(seller.token)).toEqual(before.shop);
    expect(await days()).toEqual(before.days);
  });
});
