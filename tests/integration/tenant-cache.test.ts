import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenants, type Tenant } from '../../db/schema';
import type { Db } from '../../db/client';
import type { ServiceCtx } from '../../worker/env';
import { endpoint } from '../../worker/endpoints/define';
import { runEndpoint } from '../../worker/endpoints/run-endpoint';
import { admit } from '../../worker/middleware/access';
import { forgetTenants, resolveTenantCached, TENANT_CACHE_TTL_MS } from '../../worker/scope/tenant-cache';
import { createTestApp, type TestApp } from '../fixtures/app';

/**
 * The tenant look-up cache (worker/scope/tenant-cache.ts): a request's Host is resolved once per
 * TENANT_CACHE_TTL_MS per process; a change through an endpoint declared `changesTenant` drops it
 * once committed; unknown and inactive hosts are never kept.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The test handle, counting the statements that read `tenants` through it. */
function countingDb(): { db: Db; reads: () => number } {
  let reads = 0;
  const db = new Proxy(t.db, {
    get(target, prop, receiver) {
      if (prop === 'select') reads++;
      const v = Reflect.get(target, prop, receiver);
      return typeof v === 'function' ? v.bind(target) : v;
    },
  });
  return { db, reads: () => reads };
}

const displayName = async (tenant: Tenant) => ((await (await t.request(tenant, 'GET', '/api/tenant/current')).json()) as { display_name: string }).display_name;
const rename = (tenant: Tenant, name: string) => t.db.update(tenants).set({ displayName: name }).where(eq(tenants.id, tenant.id));

describe('the look-up, with its own clock', () => {
  it('is read once and reused within the TTL, read again after it, and again after forgetTenants()', async () => {
    const tenant = await t.createTenant();
    const { db, reads } = countingDb();
    const start = 1_000_000;
    const first = await resolveTenantCached(db, tenant.domain, start);
    expect(first.tenant.id).toBe(tenant.id);
    expect(reads()).toBe(1);
    // The port and the case are not part of the key.
    const again = await resolveTenantCached(db, `${tenant.domain.toUpperCase()}:8787`, start + TENANT_CACHE_TTL_MS - 1);
    expect(again.tenant.id).toBe(tenant.id);
    expect(reads()).toBe(1);
    await resolveTenantCached(db, tenant.domain, start + TENANT_CACHE_TTL_MS);
    expect(reads()).toBe(2);
    forgetTenants();
    await resolveTenantCached(db, tenant.domain, start + TENANT_CACHE_TTL_MS + 1);
    expect(reads()).toBe(3);
  });

  it('a proxy site’s target is kept with it (one look-up serves both)', async () => {
    const target = await t.createTenant();
    const origin = await t.createTenant({ proxyTenant: target.name });
    const { db, reads } = countingDb();
    const now = 2_000_000;
    expect((await resolveTenantCached(db, origin.domain, now)).shownTenantId).toBe(target.id);
    expect(reads()).toBe(2);
    expect((await resolveTenantCached(db, origin.domain, now + 1)).shownTenantId).toBe(target.id);
    expect(reads()).toBe(2);
  });

  it('never keeps an unknown or an inactive host: each refusal is read afresh', async () => {
    const { db, reads } = countingDb();
    const now = 3_000_000;
    for (let i = 1; i <= 2; i++) {
      await expect(resolveTenantCached(db, 'nobody-here.invalid', now)).rejects.toMatchObject({ code: 'TENANT_NOT_FOUND' });
      expect(reads()).toBe(i);
    }
    const closed = await t.createTenant();
    await t.db.update(tenants).set({ isActive: false }).where(eq(tenants.id, closed.id));
    for (let i = 3; i <= 4; i++) {
      await expect(resolveTenantCached(db, closed.domain, now)).rejects.toMatchObject({ code: 'TENANT_INACTIVE' });
      expect(reads()).toBe(i);
    }
    // Opened again: served at once (nothing of the refusal was kept).
    await t.db.update(tenants).set({ isActive: true }).where(eq(tenants.id, closed.id));
    expect((await resolveTenantCached(db, closed.domain, now)).tenant.id).toBe(closed.id);
  });
});

describe('over requests', () => {
  it('a row changed behind the app’s back shows once the cache is dropped (t.tenantsChanged())', async () => {
    const tenant = await t.createTenant({ displayName: '처음 이름' });
    expect(await displayName(tenant)).toBe('처음 이름');
    await rename(tenant, '바뀐 이름');
    // Within the TTL this process still answers what it looked up: the cache is in use.
    expect(await displayName(tenant)).toBe('처음 이름');
    t.tenantsChanged();
    expect(await displayName(tenant)).toBe('바뀐 이름');
  });

  /** An endpoint that renames the caller's site, as the tenant console's writes do, with or without `changesTenant`. */
  const renaming = (changesTenant: boolean) =>
    endpoint({
      trpc: 'mutation',
      access: 'superuser',
      ...(changesTenant ? { changesTenant: true as const } : {}),
      action: async ({ ctx }) => {
        await ctx.db.update(tenants).set({ displayName: `${ctx.tenant.displayName}+` }).where(eq(tenants.id, ctx.tenant.id));
        return { ok: true };
      },
    });

  it('an endpoint declared changesTenant drops it once committed: the next request shows the change; one not declared does not', async () => {
    const tenant = await t.createTenant({ displayName: '콘솔' });
    const { token } = await t.createUser(tenant, 'superuser');
    expect(await displayName(tenant)).toBe('콘솔');
    const run = async (changesTenant: boolean) => {
      const ctx = (await admit({ access: 'superuser' }, await t.svcFor(tenant, token))) as ServiceCtx;
      return runEndpoint(renaming(changesTenant), 'test.rename', 'trpc', ctx, undefined);
    };
    await run(false);
    expect(await displayName(tenant)).toBe('콘솔');
    await run(true);
    // Both renames show (the second read the cached row, so it wrote 콘솔+ again): the cache was dropped after it.
    expect(await displayName(tenant)).toBe('콘솔+');
  });
});

describe('through the tenant console', () => {
  it('a settings change by the system administrator (of another site) shows on the site’s next request at once', async () => {
    const site = await t.createTenant({ displayName: '바꾸기 전' });
    const console_ = await t.createTenant();
    const { token } = await t.createUser(console_, 'superuser');
    expect(await displayName(site)).toBe('바꾸기 전');
    const res = await t.request(console_, 'PUT', `/api/admin/tenants/${site.id}/settings`, { token, json: { display_name: '바꾼 뒤', theme_color: '#2F9E44', settings: {} } });
    expect(res.status, await res.clone().text()).toBe(200);
    const current = (await (await t.request(site, 'GET', '/api/tenant/current')).json()) as { display_name: string; settings: { theme: { primary: string } } };
    expect(current.display_name).toBe('바꾼 뒤');
    expect(current.settings.theme.primary).toBe('#2F9E44');
  });

  it('a feature switched off shows at once: the site’s gated routes answer 403 on the next request', async () => {
    const site = await t.createTenant();
    const console_ = await t.createTenant();
    const { token } = await t.createUser(console_, 'superuser');
    const contentOn = async () => ((await (await t.request(site, 'GET', '/api/tenant/current')).json()) as { features: { content: boolean } }).features.content;
    expect(await contentOn()).toBe(true);
    const res = await t.request(console_, 'PUT', `/api/admin/tenants/${site.id}/features`, { token, json: { features: { content: false } } });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await contentOn()).toBe(false);
  });
});
