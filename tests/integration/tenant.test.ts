import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { tenants } from '../../db/schema';
import { createTestApp, type TestApp } from '../fixtures/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/tenant/current', () => {
  it('answers the tenant of the Host header, port stripped', async () => {
    const tenant = await t.createTenant({ displayName: '우리마을', features: { wallet: false } });
    const res = await t.request(`${tenant.domain}:8787`, 'GET', '/api/tenant/current');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.display_name).toBe('우리마을');
    expect(body.features.wallet).toBe(false);
    expect(body.features.content).toBe(true);
    expect(body.settings.theme.primary).toBe('#123456');
    expect(body).not.toHaveProperty('payment_config');
  });

  it('refuses an unknown host with a clear 404', async () => {
    const res = await t.request('nobody.invalid', 'GET', '/api/tenant/current');
    expect(res.status).toBe(404);
    expect((await res.json()).detail).toBe('등록되지 않은 서비스 주소입니다.');
  });

  it('refuses an inactive tenant with 503', async () => {
    const tenant = await t.createTenant();
    await t.db.update(tenants).set({ isActive: false }).where(eq(tenants.id, tenant.id));
    t.tenantsChanged();
    const res = await t.request(tenant, 'GET', '/api/tenant/current');
    expect(res.status).toBe(503);
    expect((await res.json()).detail).toBe('현재 이용할 수 없는 서비스입니다.');
  });

  it('shows the proxy target\'s rows and owns its own', async () => {
    const target = await t.createTenant();
    const origin = await t.createTenant({ proxyTenant: target.name });
    const svc = await t.svcFor(origin);
    expect(svc.own.tenantId).toBe(origin.id);
    expect(svc.shown.tenantId).toBe(target.id);
    const plain = await t.svcFor(target);
    expect([plain.own.tenantId, plain.shown.tenantId]).toEqual([target.id, target.id]);
  });

  it('the tRPC twin answers the same', async () => {
    const tenant = await t.createTenant({ displayName: '트알피씨' });
    const caller = await t.caller(tenant);
    const current = await caller.tenant.current();
    expect(current.display_name).toBe('트알피씨');
  });
});
