import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema';
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

  it('is registered as a public dev-only route', () => {
    expect(t.registry.routes).toContainEqual(expect.objectContaining({ method: 'GET', path: '/api/dev/outbox', access: 'public', devOnly: true }));
  });

  it('neither the outbox nor the Kakao simulator exist without dev routes', async () => {
    const tenant = await t.createTenant();
    const prod = createApp({ ...t.deps, config: { ...t.deps.config, environment: 'production', devRoutes: false } });
    const outbox = await prod.app.request(`http://${tenant.domain}/api/dev/outbox`, { headers: { host: tenant.domain } });
    expect(outbox.status).toBe(404);
    const sim = await prod.app.request('http://x.test/dev/kakao/oauth/authorize?client_id=test-client&redirect_uri=http%3A%2F%2Fa.test&response_type=code');
    expect(sim.status).toBe(404);
    expect(prod.registry.routes.some((r) => r.path.startsWith('/api/dev'))).toBe(false);
  });
});
