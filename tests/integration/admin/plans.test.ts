import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plans, subscriptions, type Tenant } from '../../../db/schema';
import { NEW_PLAN_DEFAULTS } from '../../../shared/admin-constants';
import { MSG } from '../../../shared/messages';
import type { AdminPlan } from '../../../shared/schemas/admin';
import { createTestApp, type TestApp } from '../../fixtures/app';
import { adminOf, auditRowsOf } from '../../fixtures/admin';
import { planOf, putOnPlan } from '../../fixtures/subscriptions';

/**
 * A site's plans in the tenant console (commerce.md §5 Tenant plan editor): the editor's rules, codes
 * unique on the site, the subscriber count, and no delete while a subscription holds the plan.
 */
let t: TestApp;
let home: Tenant;
let admin: Awaited<ReturnType<typeof adminOf>>;

beforeAll(async () => {
  t = await createTestApp();
  home = await t.createTenant();
  admin = await adminOf(t, home);
}, 60_000);
afterAll(async () => t?.close());

const plan = (overrides: Record<string, unknown> = {}) => ({ ...NEW_PLAN_DEFAULTS, settings: { ...NEW_PLAN_DEFAULTS.settings }, ...overrides });

describe('the plan editor', () => {
  it('creates, lists with subscribers, updates and deletes a site’s plans, each logged on that site', async () => {
    const site = await t.createTenant();
    const created = await admin.call<AdminPlan>('POST', `/api/admin/tenants/${site.id}/plans`, plan({ code: 'basic', name: '기본', amount: 9900 }));
    expect(created).toMatchObject({ status: 201, body: { code: 'basic', name: '기본', amount: 9900, interval: 'month', interval_count: 1, active: true, settings: { fee_rate: 0.1, prd_limit: 100 }, subscriber_count: 0 } });
    const { user } = await t.createUser(site, 'merchant', {}, { plan: false });
    const [row] = await t.db.select().from(plans).where(eq(plans.id, created.body.id));
    await putOnPlan(t.db, site.id, user.id, row);

    const listed = await admin.call<AdminPlan[]>('GET', `/api/admin/tenants/${site.id}/plans`);
    expect(listed.body).toEqual([expect.objectContaining({ id: created.body.id, subscriber_count: 1 })]);

    const updated = await admin.call<AdminPlan>('PUT', `/api/admin/tenants/${site.id}/plans/${created.body.id}`, plan({ code: 'basic', name: '기본 플러스', amount: 12000, active: false, settings: { fee_rate: 0.05, prd_limit: -1 } }));
    expect(updated).toMatchObject({ status: 200, body: { name: '기본 플러스', amount: 12000, active: false, settings: { fee_rate: 0.05, prd_limit: -1 }, subscriber_count: 1 } });
    // The subscriber is told, and keeps their price for the notice period (change-plan-price.ts).
    const [sub] = await t.db.select().from(subscriptions).where(and(eq(subscriptions.tenantId, site.id), eq(subscriptions.userId, user.id)));
    expect(sub.pendingAmount).toBe(12000);

    const [log] = await auditRowsOf(t, site, 'admin.tenants.updatePlan');
    expect(log).toMatchObject({ target: `plan:${created.body.id}`, before: { name: '기본', amount: 9900 }, after: { name: '기본 플러스', amount: 12000 } });

    const spare = await admin.call<AdminPlan>('POST', `/api/admin/tenants/${site.id}/plans`, plan({ code: 'spare' }));
    expect((await admin.call('DELETE', `/api/admin/tenants/${site.id}/plans/${spare.body.id}`)).body).toEqual({ ok: true });
    expect(await t.db.select().from(plans).where(eq(plans.id, spare.body.id))).toEqual([]);
    const [deleted] = await auditRowsOf(t, site, 'admin.tenants.deletePlan');
    expect(deleted).toMatchObject({ target: `plan:${spare.body.id}`, before: { code: 'spare' }, after: null });
  });

  it('refuses to delete a plan a subscription holds (409), leaving it and logging nothing', async () => {
    const site = await t.createTenant();
    const { user } = await t.createUser(site, 'merchant', {}, { plan: false });
    const held = await planOf(t.db, site.id, 'held');
    await putOnPlan(t.db, site.id, user.id, held, 'canceled');
    const res = await admin.call('DELETE', `/api/admin/tenants/${site.id}/plans/${held.id}`);
    expect(res).toMatchObject({ status: 409, body: { detail: MSG.planInUse } });
    expect(await t.db.select({ id: plans.id }).from(plans).where(eq(plans.id, held.id))).toEqual([{ id: held.id }]);
    expect(await auditRowsOf(t, site, 'admin.tenants.deletePlan')).toEqual([]);
  });

  it('keeps codes unique on a site (also in a burst), not across sites', async () => {
    const [a, b] = [await t.createTenant(), await t.createTenant()];
    const burst = await Promise.all(Array.from({ length: 4 }, () => admin.call<{ detail?: string }>('POST', `/api/admin/tenants/${a.id}/plans`, plan({ code: 'gold' }))));
    expect(burst.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
    expect(burst.filter((r) => r.status === 409).every((r) => r.body.detail === MSG.planCodeTaken)).toBe(true);
    expect((await admin.call('POST', `/api/admin/tenants/${b.id}/plans`, plan({ code: 'gold' }))).status).toBe(201);
    const silver = await admin.call<AdminPlan>('POST', `/api/admin/tenants/${a.id}/plans`, plan({ code: 'silver' }));
    expect(await admin.call('PUT', `/api/admin/tenants/${a.id}/plans/${silver.body.id}`, plan({ code: 'gold' }))).toMatchObject({ status: 409, body: { detail: MSG.planCodeTaken } });
    // Its own code again is no conflict.
    expect((await admin.call('PUT', `/api/admin/tenants/${a.id}/plans/${silver.body.id}`, plan({ code: 'silver', name: '실버' }))).status).toBe(200);
  });

  it('holds the editor’s rules: fee rate 0..1, product limit -1 or at least 0, interval_count at least 1, in Korean', async () => {
    const site = await t.createTenant();
    const post = (body: Record<string, unknown>) => admin.call<{ detail: string }>('POST', `/api/admin/tenants/${site.id}/plans`, body);
    expect(await post(plan({ code: 'f', settings: { fee_rate: 1.5, prd_limit: 10 } }))).toMatchObject({ status: 422, body: { detail: MSG.planFeeRateInvalid } });
    expect(await post(plan({ code: 'f', settings: { fee_rate: -0.1, prd_limit: 10 } }))).toMatchObject({ status: 422, body: { detail: MSG.planFeeRateInvalid } });
    expect((await post(plan({ code: 'l', settings: { fee_rate: 0.1, prd_limit: -2 } }))).status).toBe(422);
    expect((await post(plan({ code: 'i', interval_count: 0 }))).status).toBe(422);
    expect((await post(plan({ code: 'a', amount: -1 }))).status).toBe(422);
    expect(await post(plan({ code: ' ' }))).toMatchObject({ status: 422, body: { detail: MSG.planCodeRequired } });
    expect(await post(plan({ code: 'n', name: '' }))).toMatchObject({ status: 422, body: { detail: MSG.planNameRequired } });
    expect((await post(plan({ code: 'ok', settings: { fee_rate: 0, prd_limit: -1 } }))).status).toBe(201);
    expect((await post(plan({ code: 'ok0', settings: { fee_rate: 1, prd_limit: 0 } }))).status).toBe(201);
    expect(await admin.call('PUT', `/api/admin/tenants/${site.id}/plans/2147483000`, plan())).toMatchObject({ status: 404, body: { detail: MSG.planNotFound } });
    // Another site's plan through this site's path: not found.
    const other = await t.createTenant();
    const foreign = await planOf(t.db, other.id, 'foreign');
    expect(await admin.call('DELETE', `/api/admin/tenants/${site.id}/plans/${foreign.id}`)).toMatchObject({ status: 404, body: { detail: MSG.planNotFound } });
  });
});
