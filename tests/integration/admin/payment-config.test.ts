import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenants, type Tenant } from '../../../db/schema';
import { MSG } from '../../../shared/messages';
import type { AdminPaymentConfig } from '../../../shared/schemas/admin';
import { createTestApp, type TestApp } from '../../fixtures/app';
import { adminOf, auditRowsOf } from '../../fixtures/admin';
import { openSession, shopProduct } from '../../fixtures/payments';

/**
 * A site's card gateway account as the console edits it: what it saves is what checkout uses
 * (gatewayAccountOf), and the secret is write-only: no admin or public answer, nor the audit log, holds it.
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

const SECRET = 'console-secret-7f3a9c';

describe('the payment config', () => {
  it('is what checkout uses; the secret is kept when left empty and never answered', async () => {
    const site = await t.createTenant();
    const { product } = await shopProduct(t, site);
    const { token: buyer } = await t.createUser(site, 'customer');
    expect((await openSession(t, site, buyer, product.id)).status).toBe(409);

    const empty = await admin.call<AdminPaymentConfig>('GET', `/api/admin/tenants/${site.id}/payment-config`);
    expect(empty.body).toEqual({ environment: 'test', mall_id: '', base_public_url: '', active: false, msg_auth_secret_set: false });

    const saved = await admin.call<AdminPaymentConfig>('POST', `/api/admin/tenants/${site.id}/payment-config`, {
      mall_id: 'T0CONSOLE',
      msg_auth_secret: SECRET,
      base_public_url: 'https://pay.example.com',
      active: true,
    });
    expect(saved).toMatchObject({ status: 200, body: { environment: 'test', mall_id: 'T0CONSOLE', active: true, msg_auth_secret_set: true } });
    expect(saved.body).not.toHaveProperty('msg_auth_secret');
    const session = await openSession(t, site, buyer, product.id);
    expect(session.status, await session.clone().text()).toBe(200);

    // An empty secret keeps the stored one (the field shows 저장됨 and stays empty).
    const kept = await admin.call<AdminPaymentConfig>('POST', `/api/admin/tenants/${site.id}/payment-config`, { environment: 'prod', mall_id: 'T0CONSOLE', msg_auth_secret: '', active: true });
    expect(kept.body).toMatchObject({ environment: 'prod', msg_auth_secret_set: true });
    const [row] = await t.db.select().from(tenants).where(eq(tenants.id, site.id));
    expect(row.paymentConfig).toMatchObject({ environment: 'prod', mall_id: 'T0CONSOLE', msg_auth_secret: SECRET, active: true, base_public_url: '' });

    // Switched off: checkout refuses again.
    await admin.call('POST', `/api/admin/tenants/${site.id}/payment-config`, { mall_id: 'T0CONSOLE', active: false });
    expect((await openSession(t, site, buyer, product.id)).status).toBe(409);

    // No answer holds the secret: the console's reads, the site's public answer, the audit log.
    const answers = await Promise.all([
      admin.call('GET', `/api/admin/tenants/${site.id}/payment-config`),
      admin.call('GET', '/api/admin/tenants/list'),
      admin.call('GET', '/api/admin/audit?limit=100'),
      admin.call('GET', `/api/admin/audit?tenant_id=${site.id}`),
      t.request(site, 'GET', '/api/tenant/current').then(async (r) => ({ body: await r.json() })),
      t.request(site, 'GET', '/').then(async (r) => ({ body: await r.text() })),
    ]);
    for (const a of answers) expect(JSON.stringify(a.body)).not.toContain(SECRET);
    const rows = await auditRowsOf(t, site, 'admin.tenants.savePaymentConfig');
    expect(rows).toHaveLength(3);
    expect(JSON.stringify(rows)).not.toContain(SECRET);
  });

  it('refuses a bad environment or address in Korean, and an unknown site', async () => {
    const site = await t.createTenant();
    expect((await admin.call('POST', `/api/admin/tenants/${site.id}/payment-config`, { environment: 'live' })).status).toBe(422);
    expect(await admin.call('POST', `/api/admin/tenants/${site.id}/payment-config`, { base_public_url: 'ftp://x' })).toMatchObject({ status: 422, body: { detail: MSG.tenantUrlInvalid } });
    expect(await admin.call('GET', '/api/admin/tenants/2147483000/payment-config')).toMatchObject({ status: 404, body: { detail: MSG.tenantNotFoundAdmin } });
    expect(await auditRowsOf(t, site)).toEqual([]);
  });
});
