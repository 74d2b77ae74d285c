import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, userConsents } from '../../db/schema';
import { createApp } from '../../worker/app';
import { createTestApp, type TestApp } from '../fixtures/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/dev/outbox', () => {
  it("lists the tenant's mail newest first, filtered by recipient", async () => {
    const tenant = await t.createTenant();
    const other = await t.createTenant();
    const to = `Reader${Date.now()}@example.com`.toLowerCase();
    await t.db.insert(mailOutbox).values([
      { tenantId: tenant.id, to, subject: '첫번째', text: 'one' },
      { tenantId: tenant.id, to, subject: '두번째', text: 'two' },
      { tenantId: tenant.id, to: 'someone-else@example.com', subject: '다른 사람', text: 'x' },
      { tenantId: other.id, to, subject: '다른 테넌트', text: 'y' },
    ]);
    const res = await t.request(tenant, 'GET', `/api/dev/outbox?to=${encodeURIComponent(to.toUpperCase())}`);
    expect(res.status).toBe(200);
    const { messages } = await res.json();
    expect(messages.map((m: { subject: string }) => m.subject)).toEqual(['두번째', '첫번째']);
    expect(messages[0]).toMatchObject({ to, text: 'two' });

    const all = await (await t.request(tenant, 'GET', '/api/dev/outbox')).json();
    expect(all.messages).toHaveLength(3);
  });

  it('GET /api/dev/consents lists the consents recorded for an e-mail of the tenant', async () => {
    const tenant = await t.createTenant();
    const other = await t.createTenant();
    const { user } = await t.createUser(tenant);
    const { user: foreign } = await t.createUser(other, 'customer', { email: user.email });
    const givenAt = new Date('2026-01-02T03:04:05Z');
    await t.db.insert(userConsents).values([
      { tenantId: tenant.id, userId: user.id, key: 'tos', termsVersion: 'v1', source: 'signup', givenAt },
      { tenantId: tenant.id, userId: user.id, key: 'age14', termsVersion: 'v1', source: 'signup', givenAt },
      { tenantId: other.id, userId: foreign.id, key: 'marketing', termsVersion: 'v1', source: 'signup', givenAt },
    ]);
    const res = await t.request(tenant, 'GET', `/api/dev/consents?email=${encodeURIComponent(user.email.toUpperCase())}`);
    expect(res.status).toBe(200);
    expect((await res.json()).consents).toEqual([
      { key: 'age14', source: 'signup', terms_version: 'v1', given_at: givenAt.toISOString() },
      { key: 'tos', source: 'signup', terms_version: 'v1', given_at: givenAt.toISOString() },
    ]);
    expect(t.registry.routes).toContainEqual(expect.objectContaining({ method: 'GET', path: '/api/dev/consents', access: 'public', devOnly: true }));
  });

  it('is registered as a public dev-only route', () => {
    expect(t.registry.routes).toContainEqual(expect.objectContaining({ method: 'GET', path: '/api/dev/outbox', access: 'public', devOnly: true }));
  });

  it('neither the outbox nor the Kakao simulator exist without dev routes', async () => {
    const tenant = await t.createTenant();
    const prod = createApp({ ...t.deps, config: { ...t.deps.config, environment: 'production', devRoutes: false } });
    const outbox = await prod.app.request(`http://${tenant.domain}/api/dev/outbox`, { headers: { host: tenant.domain } });
    expect(outbox.status).toBe(404);
    const consents = await prod.app.request(`http://${tenant.domain}/api/dev/consents?email=a%40b.co`, { headers: { host: tenant.domain } });
    expect(consents.status).toBe(404);
    const sim = await prod.app.request('http://x.test/dev/kakao/oauth/authorize?client_id=test-client&redirect_uri=http%3A%2F%2Fa.test&response_type=code');
    expect(sim.status).toBe(404);
    expect(prod.registry.routes.some((r) => r.path.startsWith('/api/dev'))).toBe(false);
  });
});
