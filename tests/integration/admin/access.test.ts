import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tenant } from '../../../db/schema';
import { MSG } from '../../../shared/messages';
import { createTestApp, type TestApp } from '../../fixtures/app';
import { adminOf } from '../../fixtures/admin';

/**
 * Every path of the system administrator's console (access 'platform', docs/admin.md): refused to a
 * guest (401), a customer and a merchant (403 MSG.adminOnly), and another site's token on this host
 * (401: a session is its own site's); the superuser of one site reaches every other site's rows.
 */
let t: TestApp;
let home: Tenant;
let other: Tenant;
let tokens: { customer: string; merchant: string; foreignAdmin: string };

beforeAll(async () => {
  t = await createTestApp();
  home = await t.createTenant();
  other = await t.createTenant();
  tokens = {
    customer: (await t.createUser(home, 'customer')).token,
    merchant: (await t.createUser(home, 'merchant')).token,
    foreignAdmin: (await t.createUser(other, 'superuser')).token,
  };
}, 60_000);
afterAll(async () => t?.close());

const consolePaths = () =>
  t.registry.routes.filter((r) => r.path.startsWith('/api/admin/') && !r.path.startsWith('/api/admin/subscriptions/'));

/** A concrete path of the route (ids of the other site: a refusal must come before any look-up). */
const concrete = (path: string) => path.replace('{id}', String(other.id)).replace('{planId}', '1').replace('{name}', other.name);

describe('the admin console’s access', () => {
  it('declares every console path with the platform permission', () => {
    const routes = consolePaths();
    expect(routes.length).toBeGreaterThanOrEqual(24);
    expect(routes.filter((r) => r.access !== 'platform').map((r) => `${r.method} ${r.path}`)).toEqual([]);
    expect(routes.every((r) => r.name?.startsWith('admin.'))).toBe(true);
  });

  it('refuses every console path to a guest, a customer, a merchant and another site’s administrator, and changes nothing', async () => {
    const before = await (await adminOf(t, home)).call('GET', '/api/admin/tenants/list');
    for (const r of consolePaths()) {
      const path = concrete(r.path);
      const body = r.method === 'GET' || r.method === 'DELETE' ? undefined : {};
      const guest = await t.request(home, r.method, path, { json: body });
      expect(guest.status, `guest ${r.method} ${path}`).toBe(401);
      for (const who of ['customer', 'merchant'] as const) {
        const res = await t.request(home, r.method, path, { token: tokens[who], json: body });
        expect(res.status, `${who} ${r.method} ${path}`).toBe(403);
        expect(((await res.json()) as { detail: string }).detail).toBe(MSG.adminOnly);
      }
      const foreign = await t.request(home, r.method, path, { token: tokens.foreignAdmin, json: body });
      expect(foreign.status, `another site's administrator ${r.method} ${path}`).toBe(401);
    }
    const after = await (await adminOf(t, home)).call('GET', '/api/admin/tenants/list');
    expect(after.body).toEqual(before.body);
  });

  it('refuses the tRPC procedures alike', async () => {
    const customer = await t.caller(home, tokens.customer);
    await expect(customer.admin.tenants.list()).rejects.toMatchObject({ code: 'FORBIDDEN', message: MSG.adminOnly });
    const merchant = await t.caller(home, tokens.merchant);
    await expect(merchant.admin.payments.list({})).rejects.toMatchObject({ code: 'FORBIDDEN', message: MSG.adminOnly });
    const guest = await t.caller(home);
    await expect(guest.admin.audit.list({})).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    const foreign = await t.caller(home, tokens.foreignAdmin);
    await expect(foreign.admin.tenants.updateFeatures({ id: other.id, features: { wallet: false } })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('lets the administrator of one site read and edit another (the platform scope)', async () => {
    const admin = await adminOf(t, home);
    const res = await admin.call('PUT', `/api/admin/tenants/${other.id}/features`, { features: { wallet: false } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: other.id, features: { wallet: false, shopping: true } });
    const caller = await t.caller(home, admin.token);
    expect((await caller.admin.tenants.paymentConfig({ id: other.id })).environment).toBe('test');
  });
});
