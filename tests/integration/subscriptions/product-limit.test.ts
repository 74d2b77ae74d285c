import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, subscriptions, type Tenant } from '../../../db/schema';
import { MSG } from '../../../shared/messages';
import type { SubscriptionItem } from '../../../shared/schemas/subscriptions';
import { createTestApp, type TestApp } from '../../fixtures/app';
import { createProductRest, productInput } from '../../fixtures/catalogue';
import { planOf, putOnPlan } from '../../fixtures/subscriptions';
import { sendTrpc } from '../../fixtures/walk';

/**
 * The product limit (commerce.md §5): a product is created (REST, tRPC) or restored only while the
 * subscription is active or trialing and the plan's limit is unlimited or above the shop's held
 * products; parallel creates cannot race past it. Runs on PGlite and, with DATABASE_URL, PostgreSQL.
 */
let t: TestApp;
let site: Tenant;

beforeAll(async () => {
  t = await createTestApp();
  site = await t.createTenant({ displayName: '플랜가게' });
});
afterAll(() => t.close());

/** A merchant of the site on a plan of `limit` products with `status` (fixtures give every merchant an unlimited plan first). */
async function merchantOn(limit: number, status: 'active' | 'trialing' | 'past_due' | 'canceled' = 'active') {
  const { user, token } = await t.createUser(site, 'merchant');
  const plan = await planOf(t.db, site.id, `limit-${limit}`, { prdLimit: limit, name: `한도 ${limit}` });
  await putOnPlan(t.db, site.id, user.id, plan, status);
  return { token, userId: user.id };
}

const post = (token: string, title = '한도 사과') => t.request(site, 'POST', '/api/products/', { token, json: productInput({ title }) });
const heldBy = async (userId: number) =>
  (await t.db.select({ n: count() }).from(products).where(and(eq(products.tenantId, site.id), eq(products.ownerId, userId), isNull(products.deletedAt))))[0].n;
const me = async (token: string) => (await (await t.request(site, 'GET', '/api/subscriptions/me', { token })).json()) as SubscriptionItem;

async function expectRefused(res: Response) {
  expect(res.status, await res.clone().text()).toBe(403);
  expect(await res.json()).toMatchObject({ code: 'PLAN_LIMIT', detail: MSG.planLimit });
}

describe('the product limit', () => {
  it('allows creates up to the limit, then refuses on REST and tRPC with PLAN_LIMIT; /me says the same', async () => {
    const m = await merchantOn(2);
    await createProductRest(t, site, m.token, { title: '첫째' });
    expect(await me(m.token)).toMatchObject({ status: 'active', prd_limit: 2, product_count: 1 });
    await createProductRest(t, site, m.token, { title: '둘째' });
    await expectRefused(await post(m.token, '셋째'));
    const viaTrpc = await sendTrpc(t, site, 'catalogue.products.create', 'mutation', productInput({ title: '셋째' }), m.token);
    expect(viaTrpc).toMatchObject({ status: 403, code: 'PLAN_LIMIT' });
    expect(viaTrpc.text).toContain(MSG.planLimit);
    expect(await heldBy(m.userId)).toBe(2);
    expect(await me(m.token)).toMatchObject({ prd_limit: 2, product_count: 2 });
  });

  it('counts paused products (pausing never makes room) and not deleted ones', async () => {
    const m = await merchantOn(1);
    const p = await createProductRest(t, site, m.token, { title: '쉬는 상품', is_available: false });
    await expectRefused(await post(m.token));
    expect((await t.request(site, 'DELETE', `/api/products/${p.id}`, { token: m.token })).status).toBe(200);
    await createProductRest(t, site, m.token, { title: '자리 난 뒤' });
  });

  it('unlimited plans (-1 and ≥ 999999) never refuse', async () => {
    for (const limit of [-1, 999_999]) {
      const m = await merchantOn(limit);
      for (let i = 0; i < 3; i++) await createProductRest(t, site, m.token, { title: `무제한 ${i}` });
      expect(await heldBy(m.userId)).toBe(3);
    }
  });

  it('a trialing subscription allows; none, past_due and canceled refuse whatever the limit', async () => {
    const trial = await merchantOn(5, 'trialing');
    await createProductRest(t, site, trial.token, { title: '체험 중' });
    for (const status of ['past_due', 'canceled'] as const) {
      const m = await merchantOn(-1, status);
      await expectRefused(await post(m.token));
      expect(await me(m.token)).toMatchObject({ status, prd_limit: -1, product_count: 0 });
    }
    const { user, token } = await t.createUser(site, 'merchant');
    await t.db.delete(subscriptions).where(and(eq(subscriptions.tenantId, site.id), eq(subscriptions.userId, user.id)));
    await expectRefused(await post(token));
    expect(await me(token)).toMatchObject({ id: null, status: 'none', plan: null, prd_limit: 0, product_count: 0 });
  });

  it('a restore counts: refused at the limit (the product stays deleted), allowed with room', async () => {
    const m = await merchantOn(1);
    const first = await createProductRest(t, site, m.token, { title: '지운 상품' });
    expect((await t.request(site, 'DELETE', `/api/products/${first.id}`, { token: m.token })).status).toBe(200);
    const second = await createProductRest(t, site, m.token, { title: '새 상품' });
    await expectRefused(await t.request(site, 'POST', `/api/products/${first.id}/restore`, { token: m.token }));
    const [row] = await t.db.select().from(products).where(and(eq(products.tenantId, site.id), eq(products.id, first.id)));
    expect(row.deletedAt).not.toBeNull();
    // tRPC refuses alike.
    expect(await sendTrpc(t, site, 'catalogue.products.restore', 'mutation', { id: first.id }, m.token)).toMatchObject({ status: 403, code: 'PLAN_LIMIT' });
    // Room again: the restore goes through; restoring a live product stays a no-op even at the limit.
    expect((await t.request(site, 'DELETE', `/api/products/${second.id}`, { token: m.token })).status).toBe(200);
    const restored = await t.request(site, 'POST', `/api/products/${first.id}/restore`, { token: m.token });
    expect(restored.status, await restored.clone().text()).toBe(200);
    expect((await t.request(site, 'POST', `/api/products/${first.id}/restore`, { token: m.token })).status).toBe(200);
    expect(await heldBy(m.userId)).toBe(1);
  });

  it('20 creates at once at limit − 1 give exactly one product', async () => {
    const m = await merchantOn(5);
    for (let i = 0; i < 4; i++) await createProductRest(t, site, m.token, { title: `미리 ${i}` });
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => post(m.token, `동시 ${i}`)));
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 403)).toHaveLength(19);
    expect(await heldBy(m.userId)).toBe(5);
  });
});
