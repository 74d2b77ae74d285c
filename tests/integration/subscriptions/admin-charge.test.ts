import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptions, type Tenant } from '../../../db/schema';
import type { AdminSubscriptionChargeAnswer } from '../../../shared/schemas/subscriptions/billing';
import { createTestApp, type TestApp } from '../../fixtures/app';
import { withGateway } from '../../fixtures/payments';
import { cardWill, chargesOf, createPlan, subscribe, subscriptionOf } from '../../fixtures/subscriptions';

/** POST /api/admin/subscriptions/charge and its tRPC twin (commerce.md §5 Admin force charge). */
let t: TestApp;
let tenant: Tenant;
let admin: string;
let sub: { id: number; userId: number; billingKey: string };

beforeAll(async () => {
  t = await createTestApp();
  tenant = await withGateway(t, await t.createTenant());
  admin = (await t.createUser(tenant, 'superuser')).token;
  const { user, token } = await t.createUser(tenant, 'merchant', {}, { plan: false });
  const plan = await createPlan(t, tenant, { amount: 10000 });
  await subscribe(t, tenant, token, plan.id, 'billing');
  const row = await subscriptionOf(t, tenant, user.id);
  sub = { id: row.id, userId: user.id, billingKey: row.billingKey! };
}, 60_000);
afterAll(async () => t?.close());

const charge = (on: Tenant, token: string | undefined, body: Record<string, unknown>) =>
  t.request(on, 'POST', '/api/admin/subscriptions/charge', { token, json: body });

describe('the admin force charge', () => {
  it('charges the key now with the amount: a plan_charge payment (admin) beside the period', async () => {
    const before = await subscriptionOf(t, tenant, sub.userId);
    const res = await charge(tenant, admin, { subscription_id: sub.id, amount: 4500 });
    expect(res.status).toBe(200);
    const body = (await res.json()) as AdminSubscriptionChargeAnswer;
    expect(body).toMatchObject({ status: 'paid', payment: { status: 'paid', amount: 4500 }, subscription: { id: sub.id, status: 'active' } });
    expect(JSON.stringify(body)).not.toContain(sub.billingKey);
    const after = await subscriptionOf(t, tenant, sub.userId);
    expect(after.currentPeriodEnd).toEqual(before.currentPeriodEnd);
    expect((await chargesOf(t, sub.id)).map((c) => `${c.planAction}:${c.amount}:${c.status}`)).toEqual(['start:10000:paid', 'admin:4500:paid']);
  });

  it('a decline answers failed and leaves the subscription; a suspended one is restored by a paid charge', async () => {
    await cardWill(t, tenant, sub.billingKey, 'decline');
    const declined = (await (await charge(tenant, admin, { subscription_id: sub.id, amount: 1000 })).json()) as AdminSubscriptionChargeAnswer;
    expect(declined).toMatchObject({ status: 'failed', payment: { res_cd: 'C052' }, subscription: { status: 'active', failed_attempts: 0 } });

    await t.db.update(subscriptions).set({ status: 'past_due', nextBillingAt: null }).where(eq(subscriptions.id, sub.id));
    await cardWill(t, tenant, sub.billingKey, 'approve');
    const caller = await t.caller(tenant, admin);
    const restored = await caller.subscriptions.admin.charge({ subscription_id: sub.id, amount: 10000 });
    expect(restored).toMatchObject({ status: 'paid', subscription: { status: 'active', failed_attempts: 0 } });
    expect(restored.subscription.next_billing_at).toEqual(restored.subscription.current_period_end);
    expect(restored.subscription.current_period_start).toEqual(t.clock.now());
  });

  it('refused to a guest (401), a customer and a merchant (403), an amount that is not a positive integer (422)', async () => {
    const { token: customer } = await t.createUser(tenant, 'customer');
    const { token: merchant } = await t.createUser(tenant, 'merchant', {}, { plan: false });
    const n = (await chargesOf(t, sub.id)).length;
    expect((await charge(tenant, undefined, { subscription_id: sub.id, amount: 1000 })).status).toBe(401);
    expect((await charge(tenant, customer, { subscription_id: sub.id, amount: 1000 })).status).toBe(403);
    expect((await charge(tenant, merchant, { subscription_id: sub.id, amount: 1000 })).status).toBe(403);
    for (const amount of [0, -5, 10.5, 'abc']) expect((await charge(tenant, admin, { subscription_id: sub.id, amount })).status).toBe(422);
    await expect((await t.caller(tenant, merchant)).subscriptions.admin.charge({ subscription_id: sub.id, amount: 1000 })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(await chargesOf(t, sub.id)).toHaveLength(n);
  });

  it('another site’s superuser: 404 on their own site for this subscription, 401 with their token here', async () => {
    const other = await withGateway(t, await t.createTenant());
    const { token: otherAdmin } = await t.createUser(other, 'superuser');
    const n = (await chargesOf(t, sub.id)).length;
    expect((await charge(other, otherAdmin, { subscription_id: sub.id, amount: 1000 })).status).toBe(404);
    expect((await charge(tenant, otherAdmin, { subscription_id: sub.id, amount: 1000 })).status).toBe(401);
    expect(await chargesOf(t, sub.id)).toHaveLength(n);
  });
});
