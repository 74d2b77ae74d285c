import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, tenants, type Tenant } from '../../../db/schema';
import { MSG } from '../../../shared/messages';
import type { AdminTenant } from '../../../shared/schemas/admin';
import type { PublicTenant } from '../../../shared/schemas/tenant';
import { createTestApp, type TestApp } from '../../fixtures/app';
import { adminOf, auditRowsOf } from '../../fixtures/admin';
import { shopProduct } from '../../fixtures/payments';

/**
 * The proxy (commerce.md §4): a site linked to another shows that site's catalogue (its products,
 * its main feeds) while keeping its own theme and company settings; the disconnect restores its own.
 * Never itself, never a chain.
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

const shows = async (site: Tenant, path: string) => {
  const res = await t.request(site, 'GET', path);
  expect(res.status, path).toBe(200);
  return JSON.stringify(await res.json());
};
const currentOf = async (site: Tenant) => (await (await t.request(site, 'GET', '/api/tenant/current')).json()) as PublicTenant;

describe('the proxy round trip', () => {
  it('P shows T’s products and feeds while linked, keeps its theme and company info, and its own again once disconnected', async () => {
    const [p, target] = [await t.createTenant({ displayName: '프록시 마켓' }), await t.createTenant({ displayName: '원본 마켓' })];
    await t.db
      .update(tenants)
      .set({ settings: { ...p.settings, theme: { primary: '#7048E8' }, company_info: { company_name: '프록시 상사' } } })
      .where(eq(tenants.id, p.id));
    const own = await shopProduct(t, p, { title: '프록시 자기 사과' });
    const theirs = await shopProduct(t, target, { title: '원본 제철 배' });
    const [delivery] = await t.db
      .insert(products)
      .values({ tenantId: target.id, merchantId: theirs.merchant.merchantId, ownerId: theirs.merchant.userId, title: '원본 배달 반찬', description: '배달', price: 8000, isDelivery: true, category: '반찬', displayRemaining: -1 })
      .returning();
    expect(delivery.id).toBeGreaterThan(0);

    // A look-up before the link (the tenant cache holds P as unlinked now).
    expect(await shows(p, '/api/products/')).toContain(own.product.title);

    const linked = await admin.call<AdminTenant>('PUT', '/api/admin/tenants/set/proxy-tenant', { origin_tenant_id: p.id, proxy_tenant_id: target.id });
    expect(linked).toMatchObject({ status: 200, body: { id: p.id, proxy_tenant: target.name } });
    const listed = await shows(p, '/api/products/');
    expect(listed).toContain(theirs.product.title);
    expect(listed).not.toContain(own.product.title);
    expect(await shows(p, '/api/main/shopping')).toContain(theirs.product.title);
    expect(await shows(p, '/api/main/delivery')).toContain('원본 배달 반찬');
    const current = await currentOf(p);
    expect(current).toMatchObject({ id: p.id, display_name: '프록시 마켓', settings: { theme: { primary: '#7048E8' }, company_info: { company_name: '프록시 상사' } } });

    const [row] = await auditRowsOf(t, p, 'admin.tenants.setProxy');
    expect(row).toMatchObject({ target: `tenant:${p.id}`, before: { proxyTenant: null }, after: { proxyTenant: target.name } });

    const cut = await admin.call<AdminTenant>('PUT', '/api/admin/tenants/set/proxy-tenant', { origin_tenant_id: p.id, proxy_tenant_id: null });
    expect(cut).toMatchObject({ status: 200, body: { proxy_tenant: null } });
    const back = await shows(p, '/api/products/');
    expect(back).toContain(own.product.title);
    expect(back).not.toContain(theirs.product.title);
    expect(await shows(p, '/api/main/shopping')).not.toContain(theirs.product.title);
  });

  it('refuses the site itself, chains either way and unknown sites, in Korean, changing nothing', async () => {
    const [a, b, c] = [await t.createTenant(), await t.createTenant(), await t.createTenant()];
    expect(await admin.call('PUT', '/api/admin/tenants/set/proxy-tenant', { origin_tenant_id: a.id, proxy_tenant_id: a.id })).toMatchObject({
      status: 422,
      body: { detail: MSG.tenantProxySelf },
    });
    expect((await admin.call('PUT', '/api/admin/tenants/set/proxy-tenant', { origin_tenant_id: a.id, proxy_tenant_id: b.id })).status).toBe(200);
    // b is a's target: b may not proxy another site (a would show a site that shows another).
    expect(await admin.call('PUT', '/api/admin/tenants/set/proxy-tenant', { origin_tenant_id: b.id, proxy_tenant_id: c.id })).toMatchObject({
      status: 409,
      body: { detail: MSG.tenantProxyChain },
    });
    // a proxies b: c may not proxy a.
    expect(await admin.call('PUT', '/api/admin/tenants/set/proxy-tenant', { origin_tenant_id: c.id, proxy_tenant_id: a.id })).toMatchObject({
      status: 409,
      body: { detail: MSG.tenantProxyChain },
    });
    expect(await admin.call('PUT', '/api/admin/tenants/set/proxy-tenant', { origin_tenant_id: c.id, proxy_tenant_id: 2147483000 })).toMatchObject({
      status: 404,
      body: { detail: MSG.tenantNotFoundAdmin },
    });
    expect((await admin.call('PUT', '/api/admin/tenants/set/proxy-tenant', { origin_tenant_id: c.id })).status).toBe(422);
    const rows = await t.db.select({ id: tenants.id, proxy: tenants.proxyTenant }).from(tenants).where(eq(tenants.id, b.id));
    expect(rows).toEqual([{ id: b.id, proxy: null }]);
    expect(await auditRowsOf(t, b, 'admin.tenants.setProxy')).toEqual([]);
    expect(await auditRowsOf(t, c, 'admin.tenants.setProxy')).toEqual([]);
    // Re-linking a to c (a changes target: a is nobody's target) is allowed.
    expect((await admin.call('PUT', '/api/admin/tenants/set/proxy-tenant', { origin_tenant_id: a.id, proxy_tenant_id: c.id })).status).toBe(200);
  });
});
