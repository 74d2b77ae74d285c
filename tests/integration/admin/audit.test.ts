import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, type Tenant } from '../../../db/schema';
import { MSG } from '../../../shared/messages';
import type { AuditKinds, AuditList } from '../../../shared/schemas/admin';
import { createTestApp, type TestApp } from '../../fixtures/app';
import { adminOf, auditRowsOf } from '../../fixtures/admin';

/**
 * The audit log of the tenant console: a row for each change (its kind, the edited site, the tenant
 * row before and after), none for a refused one, and the log screen's filters (site, actor, kind or
 * its prefix, Korean days), newest first.
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

describe('the audit rows of the console’s changes', () => {
  it('logs each change on the edited site with its kind, target, actor and the row before and after', async () => {
    const site = await t.createTenant();
    const changes: [string, string, string, unknown][] = [
      ['admin.tenants.updateFeatures', 'PUT', `/api/admin/tenants/${site.id}/features`, { features: { wallet: false } }],
      ['admin.tenants.updateSettings', 'PUT', `/api/admin/tenants/${site.id}/settings`, { display_name: '감사 마켓' }],
      ['admin.tenants.savePaymentConfig', 'POST', `/api/admin/tenants/${site.id}/payment-config`, { mall_id: 'AUD1', msg_auth_secret: 'hush-hush-1' }],
      ['admin.tenants.saveActivityScores', 'PUT', `/api/admin/tenants/${site.id}/activity-scores`, { activity_scores: { post_text: 4 }, activity_daily_caps: {} }],
      ['admin.tenants.saveEarnRules', 'PUT', `/api/admin/tenants/${site.id}/earn-rules`, { earn_rules: { non_activity: { weekend: { enabled: false, rate: 0 } } } }],
      ['admin.tenants.deactivate', 'PUT', `/api/admin/tenants/${site.id}/deactivate`, undefined],
      ['admin.tenants.activate', 'PUT', `/api/admin/tenants/${site.id}/activate`, undefined],
    ];
    for (const [, method, path, body] of changes) expect((await admin.call(method, path, body)).status, path).toBe(200);
    const rows = (await auditRowsOf(t, site)).reverse();
    expect(rows.map((r) => r.kind)).toEqual(changes.map(([kind]) => kind));
    for (const [i, row] of rows.entries()) {
      expect(row).toMatchObject({
        target: `tenant:${site.id}`,
        actorTenantId: home.id,
        actorId: admin.user.id,
        actorRole: 'superuser',
        actorEmail: admin.user.email,
        via: `${changes[i][1]} ${changes[i][2].replace(String(site.id), '{id}')}`,
      });
    }
    expect(rows[0]).toMatchObject({ before: { features: { wallet: true } }, after: { features: { wallet: false } } });
    expect(rows[1]).toMatchObject({ before: { displayName: site.displayName }, after: { displayName: '감사 마켓' } });
    expect(rows[5]).toMatchObject({ before: { isActive: true }, after: { isActive: false } });
    expect(JSON.stringify(rows)).not.toContain('hush-hush-1');
  });

  it('writes no row for a refused change', async () => {
    const site = await t.createTenant();
    const refused = await Promise.all([
      admin.call('PUT', `/api/admin/tenants/${site.id}/settings`, { theme_color: 'blue' }),
      admin.call('PUT', `/api/admin/tenants/${site.id}/settings`, { domain: home.domain }),
      admin.call('PUT', '/api/admin/tenants/set/proxy-tenant', { origin_tenant_id: site.id, proxy_tenant_id: site.id }),
      admin.call('DELETE', `/api/admin/tenants/${site.id}/plans/2147483000`),
      admin.call('PUT', `/api/admin/tenants/${site.id}/activity-scores`, { activity_scores: { post_text: -3 }, activity_daily_caps: {} }),
    ]);
    expect(refused.map((r) => r.status)).toEqual([422, 409, 422, 404, 422]);
    expect(await auditRowsOf(t, site)).toEqual([]);
    // A customer's refused call neither.
    const { token } = await t.createUser(home, 'customer');
    expect((await t.request(home, 'PUT', `/api/admin/tenants/${site.id}/activate`, { token })).status).toBe(403);
    expect(await auditRowsOf(t, site)).toEqual([]);
  });
});

describe('the log screen', () => {
  it('filters by site, actor, kind or its prefix and Korean days, newest first, with the total and the kinds', async () => {
    const [x, y] = [await t.createTenant(), await t.createTenant()];
    const other = await adminOf(t, home);
    await admin.call('PUT', `/api/admin/tenants/${x.id}/features`, { features: { reviews: false } });
    await admin.call('PUT', `/api/admin/tenants/${x.id}/settings`, { display_name: '엑스' });
    await other.call('PUT', `/api/admin/tenants/${y.id}/features`, { features: { reviews: false } });
    const list = async (query: string) => (await admin.call<AuditList>('GET', `/api/admin/audit?${query}`)).body;

    const ofX = await list(`tenant_id=${x.id}`);
    expect(ofX.total).toBe(2);
    expect(ofX.items.map((i) => i.kind)).toEqual(['admin.tenants.updateSettings', 'admin.tenants.updateFeatures']);
    expect(ofX.items[0]).toMatchObject({ tenant: { id: x.id, name: x.name }, actor: { tenant_id: home.id, id: admin.user.id, role: 'superuser', email: admin.user.email }, target: `tenant:${x.id}` });

    expect((await list(`actor=${encodeURIComponent(other.user.email)}`)).items.map((i) => i.tenant.id)).toEqual([y.id]);
    const part = other.user.email.split('@')[0].slice(0, 8);
    expect((await list(`actor=${encodeURIComponent(part)}&tenant_id=${y.id}`)).total).toBe(1);
    expect((await list(`actor=${encodeURIComponent(other.user.email.toUpperCase())}`)).total).toBe(1);

    expect((await list(`tenant_id=${x.id}&kind=admin.tenants.updateFeatures`)).total).toBe(1);
    expect((await list(`tenant_id=${x.id}&kind=admin.tenants`)).total).toBe(2);
    expect((await list(`tenant_id=${x.id}&kind=admin.tenant`)).total).toBe(0);
    expect((await list(`tenant_id=${x.id}&kind=admin.payments`)).total).toBe(0);

    // Korean days: a row written at 23:30 UTC is the next day in Seoul.
    const [late] = await t.db
      .insert(auditLog)
      .values({ tenantId: x.id, actorTenantId: home.id, actorId: admin.user.id, actorRole: 'superuser', actorEmail: admin.user.email, kind: 'admin.tenants.activate', via: 'trpc', requestId: 'r', ip: '127.0.0.1', createdAt: new Date('2031-03-04T23:30:00Z') })
      .returning();
    expect((await list(`tenant_id=${x.id}&from=2031-03-05&to=2031-03-05`)).items.map((i) => i.id)).toEqual([late.id]);
    expect((await list(`tenant_id=${x.id}&from=2031-03-04&to=2031-03-04`)).total).toBe(0);
    expect((await list(`tenant_id=${x.id}&to=2031-03-04`)).total).toBe(2);
    expect((await list(`tenant_id=${x.id}&from=2031-03-05`)).total).toBe(1);
    expect((await list(`tenant_id=${x.id}&from=&to=`)).total).toBe(3);

    const paged = await list(`tenant_id=${x.id}&skip=1&limit=1`);
    expect(paged).toMatchObject({ total: 3, skip: 1, limit: 1 });
    expect(paged.items).toHaveLength(1);

    const kinds = (await admin.call<AuditKinds>('GET', '/api/admin/audit/kinds')).body.kinds;
    expect(kinds).toEqual(expect.arrayContaining(['admin.tenants.updateFeatures', 'admin.tenants.updateSettings', 'admin.tenants.activate']));
    expect(kinds).toEqual([...new Set(kinds)].sort());
  });

  it('refuses a malformed or impossible day in Korean', async () => {
    for (const q of ['from=2026-1-1', 'to=yesterday', 'from=2026-02-31', 'to=2026-13-01']) {
      expect(await admin.call('GET', `/api/admin/audit?${q}`), q).toMatchObject({ status: 422, body: { detail: MSG.auditDateInvalid } });
    }
    expect((await admin.call('GET', '/api/admin/audit?limit=101')).status).toBe(422);
  });
});

