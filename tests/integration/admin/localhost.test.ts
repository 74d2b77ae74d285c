import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenants, type Tenant } from '../../../db/schema';
import { MSG } from '../../../shared/messages';
import type { LocalhostProcInfo, SetLocalhostAnswer } from '../../../shared/schemas/admin';
import type { PublicTenant } from '../../../shared/schemas/tenant';
import { createTestApp, type TestApp } from '../../fixtures/app';
import { adminOf, auditRowsOf } from '../../fixtures/admin';

/**
 * The localhost site (commerce.md §2 Admin "set as localhost", §4: it cannot be deactivated): set by
 * domain (PUT /api/admin/tenants/set/localhost) or by name (POST …/debug/localhost-proc/{name}), one
 * at a time, always exactly one. On PostgreSQL the suites share the database: the site that held it
 * before this file gets it back at the end.
 */
let t: TestApp;
let home: Tenant;
let admin: Awaited<ReturnType<typeof adminOf>>;
let before: number | undefined;

beforeAll(async () => {
  t = await createTestApp();
  home = await t.createTenant();
  admin = await adminOf(t, home);
  [{ id: before } = { id: undefined }] = await t.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.isLocalhost, true));
}, 60_000);
afterAll(async () => {
  await t.db.update(tenants).set({ isLocalhost: false }).where(eq(tenants.isLocalhost, true));
  if (before !== undefined) await t.db.update(tenants).set({ isLocalhost: true }).where(eq(tenants.id, before));
  await t?.close();
});

const localhostIds = async () => (await t.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.isLocalhost, true))).map((r) => r.id);
const loopbackSite = async () => {
  const res = await t.request('localhost', 'GET', '/api/tenant/current');
  return res.status === 200 ? ((await res.json()) as PublicTenant).id : res.status;
};

describe('the localhost site', () => {
  it('moves by domain and by name: exactly one, loopback requests follow it, and the answer names it', async () => {
    const [a, b] = [await t.createTenant({ displayName: '가 마켓' }), await t.createTenant({ displayName: '나 마켓' })];
    const byDomain = await admin.call<SetLocalhostAnswer>('PUT', '/api/admin/tenants/set/localhost', { domain: a.domain.toUpperCase() });
    expect(byDomain).toMatchObject({ status: 200, body: { tenant_info: { id: a.id, name: a.name, display_name: '가 마켓', domain: a.domain } } });
    expect(await localhostIds()).toEqual([a.id]);
    expect(await loopbackSite()).toBe(a.id);

    const byName = await admin.call<SetLocalhostAnswer>('POST', `/api/admin/tenants/debug/localhost-proc/${b.name}`);
    expect(byName).toMatchObject({ status: 200, body: { tenant_info: { id: b.id, display_name: '나 마켓' } } });
    expect(await localhostIds()).toEqual([b.id]);
    expect(await loopbackSite()).toBe(b.id);

    const info = await admin.call<LocalhostProcInfo>('GET', '/api/admin/tenants/debug/localhost-proc');
    expect(info.body).toMatchObject({ localhost: { id: b.id }, shows: { id: b.id } });
    expect(info.body.loopback_hosts).toEqual(expect.arrayContaining(['localhost', '127.0.0.1']));
    expect(info.body.candidates.map((c) => c.id)).toEqual(expect.arrayContaining([a.id, b.id]));

    // Logged on the administrator's site, the localhost site before and after.
    const [row] = await auditRowsOf(t, home, 'admin.tenants.setLocalhostProc');
    expect(row).toMatchObject({ target: 'localhost', before: [{ id: a.id }], after: [{ id: b.id }] });
  });

  it('refuses to deactivate the localhost site, and to make an inactive or unknown site localhost, changing nothing', async () => {
    const site = await t.createTenant();
    expect((await admin.call('PUT', '/api/admin/tenants/set/localhost', { domain: site.domain })).status).toBe(200);
    const refused = await admin.call('PUT', `/api/admin/tenants/${site.id}/deactivate`);
    expect(refused).toMatchObject({ status: 409, body: { detail: MSG.tenantLocalhostCannotDeactivate } });
    expect((await t.db.select().from(tenants).where(eq(tenants.id, site.id)))[0].isActive).toBe(true);
    expect(await auditRowsOf(t, site, 'admin.tenants.deactivate')).toEqual([]);

    const closed = await t.createTenant();
    expect((await admin.call('PUT', `/api/admin/tenants/${closed.id}/deactivate`)).status).toBe(200);
    expect(await admin.call('PUT', '/api/admin/tenants/set/localhost', { domain: closed.domain })).toMatchObject({ status: 409, body: { detail: MSG.tenantLocalhostInactive } });
    expect(await admin.call('POST', `/api/admin/tenants/debug/localhost-proc/${closed.name}`)).toMatchObject({ status: 409, body: { detail: MSG.tenantLocalhostInactive } });
    expect(await admin.call('PUT', '/api/admin/tenants/set/localhost', { domain: 'nobody.example.com' })).toMatchObject({ status: 404, body: { detail: MSG.tenantNotFoundAdmin } });
    expect((await admin.call('PUT', '/api/admin/tenants/set/localhost', { domain: '' })).status).toBe(422);
    expect(await localhostIds()).toEqual([site.id]);
  });

  it('leaves exactly one localhost site after a burst of swaps to different sites', async () => {
    const sites = await Promise.all(Array.from({ length: 4 }, () => t.createTenant()));
    const answers = await Promise.all(
      sites.map((s, i) =>
        i % 2 === 0
          ? admin.call('PUT', '/api/admin/tenants/set/localhost', { domain: s.domain })
          : admin.call('POST', `/api/admin/tenants/debug/localhost-proc/${s.name}`),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    const ids = await localhostIds();
    expect(ids).toHaveLength(1);
    expect(sites.map((s) => s.id)).toContain(ids[0]);
    expect(await loopbackSite()).toBe(ids[0]);
  });
});
