import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, products, subscriptions, type Tenant } from '../../db/schema';
import type { ProductDetail, ProductMediaItem } from '../../shared/schemas/catalogue';
import { MASKED } from '../../worker/lib/redact';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../fixtures/app';
import { createProductRest, imageBytes, productInput, uploadForm } from '../fixtures/catalogue';

/**
 * The audit log (db/schema/audit-log.ts), written by the endpoint layer (worker/endpoints/run-endpoint.ts)
 * for every write of an audited role (shared/access-policy.ts: merchants and the system administrator),
 * in the change's own transaction: a change that rolls back leaves no row, and a row is a change that happened.
 */

let t: TestApp;
let shop: Tenant;

beforeAll(async () => {
  t = await createTestApp();
  shop = await t.createTenant();
});
afterAll(() => t.close());

const rowsBy = (actorId: number) => t.db.select().from(auditLog).where(eq(auditLog.actorId, actorId)).orderBy(auditLog.id);
const update = (token: string, p: ProductDetail, overrides: Record<string, unknown>) =>
  t.request(shop, 'PUT', `/api/products/${p.id}`, { token, json: productInput({ ...overrides }) });

describe('a merchant’s write', () => {
  it('a product update writes one row: who, where, what, before and after, no secrets', async () => {
    const { user, token } = await t.createUser(shop, 'merchant');
    const p = await createProductRest(t, shop, token, { title: '감사 전 사과' });
    const [created] = await rowsBy(user.id);
    expect(created).toMatchObject({ kind: 'catalogue.products.create', tenantId: shop.id, actorRole: 'merchant' });

    const res = await update(token, p, { title: '감사 후 사과', price: 12000 });
    expect(res.status, await res.clone().text()).toBe(200);
    const rows = await rowsBy(user.id);
    expect(rows).toHaveLength(2);
    const row = rows[1];
    expect(row).toMatchObject({
      tenantId: shop.id,
      actorTenantId: shop.id,
      actorId: user.id,
      actorRole: 'merchant',
      actorEmail: user.email,
      kind: 'catalogue.products.update',
      via: 'PUT /api/products/{id}',
      target: `product:${p.id}`,
    });
    expect(row.before).toMatchObject({ title: '감사 전 사과', price: 10000 });
    expect(row.after).toMatchObject({ title: '감사 후 사과', price: 12000 });
    expect(row.input).toMatchObject({ id: p.id, title: '감사 후 사과' });
    expect(row.requestId).not.toBe('');
    const text = JSON.stringify(row);
    expect(text).not.toContain(token);
    expect(text).not.toContain(TEST_PASSWORD);
  });

  it('a write that fails after its first statement leaves neither the change nor a row', async () => {
    const { user, token } = await t.createUser(shop, 'merchant');
    const p = await createProductRest(t, shop, token, { title: '그대로인 사과' });
    const before = await rowsBy(user.id);
    // The title is written first; the image list then names no image of the product: 422, all rolled back.
    const res = await t.request(shop, 'PUT', `/api/products/${p.id}`, { token, json: { ...productInput({ title: '바뀌면 안 되는 사과' }), images: [{ media_id: 2_000_000_000 }] } });
    expect(res.status, await res.clone().text()).toBe(422);
    const [row] = await t.db.select({ title: products.title }).from(products).where(eq(products.id, p.id));
    expect(row.title).toBe('그대로인 사과');
    expect(await rowsBy(user.id)).toEqual(before);
  });

  it('a refusal before any write (the product of another merchant) leaves no row', async () => {
    const owner = await t.createUser(shop, 'merchant');
    const other = await t.createUser(shop, 'merchant');
    const p = await createProductRest(t, shop, owner.token);
    const res = await update(other.token, p, { title: '남의 사과' });
    expect(res.status).toBe(403);
    expect(await rowsBy(other.user.id)).toEqual([]);
  });

  it('an endpoint that manages its own transactions (an image upload: storage, then its transaction) writes its row', async () => {
    const { user, token } = await t.createUser(shop, 'merchant');
    const p = await createProductRest(t, shop, token);
    const res = await uploadForm(t, shop, token, p.id, imageBytes('png', 500), { name: 'audit.png', type: 'image/png' });
    expect(res.status, await res.clone().text()).toBe(201);
    const item = (await res.json()) as ProductMediaItem;
    const rows = (await rowsBy(user.id)).filter((r) => r.kind === 'catalogue.products.mediaUpload');
    expect(rows).toHaveLength(1);
    // The file as its name, size and type: never its bytes.
    expect(rows[0].input).toMatchObject({ id: p.id, file: { file: 'audit.png', size: 500 } });
    expect(JSON.stringify(rows[0].after)).toContain(String(item.id));
    // And a failed one (not an image) leaves none.
    const bad = await uploadForm(t, shop, token, p.id, imageBytes('text', 500), { name: 'not.png', type: 'image/png' });
    expect(bad.status).toBeGreaterThanOrEqual(400);
    expect((await rowsBy(user.id)).filter((r) => r.kind === 'catalogue.products.mediaUpload')).toHaveLength(1);
  });

  it('a password in the input is masked', async () => {
    const { user, token } = await t.createUser(shop, 'merchant');
    const res = await t.request(shop, 'POST', '/api/auth/change-password', { token, json: { current_password: TEST_PASSWORD, new_password: 'audit-new-pass-9876' } });
    expect(res.status, await res.clone().text()).toBe(200);
    const [row] = await rowsBy(user.id);
    expect(row.kind).toBe('auth.changePassword');
    expect(row.input).toEqual({ current_password: MASKED, new_password: MASKED });
    const text = JSON.stringify(row);
    expect(text).not.toContain(TEST_PASSWORD);
    expect(text).not.toContain('audit-new-pass-9876');
  });

  it('a burst of 20 writes at once: 20 rows, one a write', async () => {
    const { user, token } = await t.createUser(shop, 'merchant');
    const p = await createProductRest(t, shop, token);
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => update(token, p, { title: `동시 사과 ${i}` })));
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    const rows = (await rowsBy(user.id)).filter((r) => r.kind === 'catalogue.products.update');
    expect(rows).toHaveLength(20);
    expect(new Set(rows.map((r) => (r.after as { title: string }).title)).size).toBe(20);
    // Each row's before is the after of the one committed just before it: the writes serialised on the row lock.
    for (let i = 1; i < rows.length; i++) expect((rows[i].before as { title: string }).title).toBe((rows[i - 1].after as { title: string }).title);
  });
});

describe('who is audited', () => {
  it('a customer’s write writes none', async () => {
    const { user, token } = await t.createUser(shop, 'customer');
    const res = await t.request(shop, 'POST', '/api/wallet/create', { token, json: { evm_address: `0x${'ab'.repeat(20)}` } });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await rowsBy(user.id)).toEqual([]);
  });

  it('reads write none, a merchant’s included', async () => {
    const { user, token } = await t.createUser(shop, 'merchant');
    const p = await createProductRest(t, shop, token);
    const before = await rowsBy(user.id);
    expect((await t.request(shop, 'GET', `/api/products/${p.id}`, { token })).status).toBe(200);
    expect(await rowsBy(user.id)).toEqual(before);
  });

  it('the system administrator’s write on the site’s own administration writes its row', async () => {
    const merchant = await t.createUser(shop, 'merchant');
    const admin = await t.createUser(shop, 'superuser');
    const [sub] = await t.db.select({ id: subscriptions.id }).from(subscriptions).where(and(eq(subscriptions.tenantId, shop.id), eq(subscriptions.userId, merchant.user.id)));
    const res = await t.request(shop, 'POST', '/api/admin/subscriptions/status', { token: admin.token, json: { subscription_id: sub.id, status: 'active' } });
    expect(res.status, await res.clone().text()).toBe(200);
    const rows = await rowsBy(admin.user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actorRole: 'superuser', tenantId: shop.id, via: 'POST /api/admin/subscriptions/status', input: { subscription_id: sub.id, status: 'active' } });
  });

  it('the tenant console’s write names the site it changed, and the administrator’s own site', async () => {
    const site = await t.createTenant({ displayName: '감사 대상' });
    const admin = await t.createUser(shop, 'superuser');
    const res = await t.request(shop, 'PUT', `/api/admin/tenants/${site.id}/settings`, { token: admin.token, json: { display_name: '감사 후', settings: {} } });
    expect(res.status, await res.clone().text()).toBe(200);
    const rows = await rowsBy(admin.user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ tenantId: site.id, actorTenantId: shop.id, actorRole: 'superuser', kind: 'admin.tenants.updateSettings', target: `tenant:${site.id}` });
    expect(JSON.stringify(rows[0].before)).toContain('감사 대상');
    expect(JSON.stringify(rows[0].after)).toContain('감사 후');
  });

  it('a secret saved through the console is masked in the row', async () => {
    const site = await t.createTenant();
    const admin = await t.createUser(shop, 'superuser');
    const secret = 'audit-msg-secret-7531';
    const res = await t.request(shop, 'POST', `/api/admin/tenants/${site.id}/payment-config`, {
      token: admin.token,
      json: { environment: 'test', mall_id: 'AUDIT01', msg_auth_secret: secret, base_public_url: '', active: true },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const [row] = await rowsBy(admin.user.id);
    expect(row.input).toMatchObject({ mall_id: 'AUDIT01', msg_auth_secret: MASKED });
    expect(JSON.stringify(row)).not.toContain(secret);
  });
});
