import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchantProfiles, plans, type Tenant } from '../../../db/schema';
import { MSG } from '../../../shared/messages';
import type { AdminSubscriptionList, PlanItem, SubscriptionItem } from '../../../shared/schemas/subscriptions';
import { createTestApp, type TestApp } from '../../fixtures/app';
import { createProductRest } from '../../fixtures/catalogue';
import { planOf, putOnPlan } from '../../fixtures/subscriptions';
import { sendTrpc } from '../../fixtures/walk';

/** GET /api/subscriptions/plans and /me, the admin list and status change, and who is refused. */
let t: TestApp;
let site: Tenant;
let other: Tenant;
let admin: string;
let otherAdmin: string;
let customer: string;
let merchant: { token: string; userId: number; email: string; username: string };
let otherSubscriptionId: number;

const json = async <T>(res: Response) => {
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as T;
};

beforeAll(async () => {
  t = await createTestApp();
  site = await t.createTenant({ displayName: '구독가게' });
  other = await t.createTenant({ displayName: '다른구독가게' });
  admin = (await t.createUser(site, 'superuser')).token;
  otherAdmin = (await t.createUser(other, 'superuser')).token;
  customer = (await t.createUser(site, 'customer')).token;
  const m = await t.createUser(site, 'merchant');
  merchant = { token: m.token, userId: m.user.id, email: m.user.email, username: m.user.username };
  const o = await t.createUser(other, 'merchant');
  otherSubscriptionId = (await putOnPlan(t.db, other.id, o.user.id, await planOf(t.db, other.id, 'test-unlimited'))).id;
});
afterAll(() => t.close());

describe('the merchant’s reads', () => {
  it('plans: the site’s active plans only, cheapest first, in the PlanItem shape; REST and tRPC agree', async () => {
    const weekly = await planOf(t.db, site.id, 'weekly', { name: '주간', amount: 4900, interval: 'week', prdLimit: 5, trialDays: 7 });
    await planOf(t.db, site.id, 'retired', { name: '옛 플랜', amount: 1000 });
    await t.db.update(plans).set({ active: false }).where(and(eq(plans.tenantId, site.id), eq(plans.code, 'retired')));
    await planOf(t.db, other.id, 'elsewhere', { name: '남의 플랜', amount: 100 });
    const { plans: list } = await json<{ plans: PlanItem[] }>(await t.request(site, 'GET', '/api/subscriptions/plans', { token: merchant.token }));
    expect(list.map((p) => p.name)).not.toContain('옛 플랜');
    expect(list.map((p) => p.name)).not.toContain('남의 플랜');
    expect(list.map((p) => p.amount)).toEqual([...list.map((p) => p.amount)].sort((a, b) => a - b));
    expect(list.find((p) => p.id === weekly.id)).toEqual({
      id: weekly.id,
      code: 'weekly',
      name: '주간',
      amount: 4900,
      interval: 'week',
      interval_count: 1,
      trial_days: 7,
      active: true,
      settings: { fee_rate: 0.1, prd_limit: 5 },
    });
    const viaTrpc = await sendTrpc(t, site, 'subscriptions.plans', 'query', undefined, merchant.token);
    expect(viaTrpc.status).toBe(200);
    expect(viaTrpc.text).toContain('"주간"');
  });

  it('me: the card’s fields, product_count of held products, no billing key', async () => {
    await createProductRest(t, site, merchant.token, { title: '카드 사과' });
    const res = await t.request(site, 'GET', '/api/subscriptions/me', { token: merchant.token });
    const text = await res.clone().text();
    expect(text).not.toMatch(/billing_?key/i);
    const item = await json<SubscriptionItem>(res);
    expect(item).toMatchObject({
      user: { id: merchant.userId, username: merchant.username, email: merchant.email },
      status: 'active',
      plan: { name: '테스트 무제한' },
      prd_limit: -1,
      product_count: 1,
      card_label: '테스트카드 ****1234',
      failed_attempts: 0,
      pending_plan: null,
    });
    expect(item.plan_id).toBe(item.plan!.id);
    expect(typeof item.next_billing_at).toBe('string');
    const viaTrpc = await sendTrpc(t, site, 'subscriptions.me', 'query', undefined, merchant.token);
    expect(viaTrpc.status).toBe(200);
  });

  it('customers, superusers and guests are refused both reads; another site’s merchant token too', async () => {
    const foreign = (await t.createUser(other, 'merchant')).token;
    for (const path of ['/api/subscriptions/plans', '/api/subscriptions/me']) {
      expect((await t.request(site, 'GET', path)).status).toBe(401);
      expect((await t.request(site, 'GET', path, { token: customer })).status).toBe(403);
      expect((await t.request(site, 'GET', path, { token: admin })).status).toBe(403);
      expect((await t.request(site, 'GET', path, { token: foreign })).status).toBe(401);
    }
  });
});

describe('the admin screen’s API', () => {
  /** Merchants of the site on named plans and statuses, for paging, filter and search. */
  let shops: { userId: number; username: string; business: string; status: string }[] = [];

  beforeAll(async () => {
    const gold = await planOf(t.db, site.id, 'gold', { name: '골드요금제' });
    const statuses = ['active', 'trialing', 'past_due', 'canceled'] as const;
    for (let i = 0; i < 22; i++) {
      const { user } = await t.createUser(site, 'merchant');
      const business = i === 7 ? '바다찾기수산' : `${user.username} 농장`;
      await t.db.update(merchantProfiles).set({ businessName: business }).where(and(eq(merchantProfiles.tenantId, site.id), eq(merchantProfiles.userId, user.id)));
      const status = statuses[i % 4];
      await putOnPlan(t.db, site.id, user.id, i === 3 ? gold : await planOf(t.db, site.id, 'test-unlimited'), status);
      shops.push({ userId: user.id, username: user.username, business, status });
    }
  });

  const list = (query: string, token = admin) => t.request(site, 'GET', `/api/admin/subscriptions/?${query}`, { token });

  it('pages 20 at a time, newest first, with the total; only the site’s own', async () => {
    const first = await json<AdminSubscriptionList>(await list('skip=0&limit=20'));
    expect(first.subscriptions).toHaveLength(20);
    expect(first.limit).toBe(20);
    expect(first.total).toBeGreaterThanOrEqual(23);
    const ids = first.subscriptions.map((s) => s.id!);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const second = await json<AdminSubscriptionList>(await list('skip=20&limit=20'));
    expect(second.subscriptions.length).toBe(first.total - 20);
    expect(second.subscriptions.some((s) => ids.includes(s.id!))).toBe(false);
    expect([...ids, ...second.subscriptions.map((s) => s.id)]).not.toContain(otherSubscriptionId);
    // Defaults: skip 0, 20 a page.
    expect((await json<AdminSubscriptionList>(await t.request(site, 'GET', '/api/admin/subscriptions/', { token: admin }))).subscriptions).toHaveLength(20);
  });

  it('filters by status and searches username, e-mail, shop name and plan name', async () => {
    const pastDue = await json<AdminSubscriptionList>(await list('status=past_due&limit=100'));
    expect(pastDue.subscriptions.length).toBeGreaterThan(0);
    expect(pastDue.subscriptions.every((s) => s.status === 'past_due')).toBe(true);
    expect(pastDue.total).toBe(shops.filter((s) => s.status === 'past_due').length);
    const byName = await json<AdminSubscriptionList>(await list(`q=${encodeURIComponent(shops[5].username)}`));
    expect(byName.subscriptions.map((s) => s.user?.id)).toEqual([shops[5].userId]);
    const byEmail = await json<AdminSubscriptionList>(await list(`q=${encodeURIComponent(shops[6].username.toUpperCase())}%40example`));
    expect(byEmail.subscriptions.map((s) => s.user?.id)).toEqual([shops[6].userId]);
    const byShop = await json<AdminSubscriptionList>(await list(`q=${encodeURIComponent('바다찾기')}`));
    expect(byShop.subscriptions.map((s) => s.user?.id)).toEqual([shops[7].userId]);
    const byPlan = await json<AdminSubscriptionList>(await list(`q=${encodeURIComponent('골드')}`));
    expect(byPlan.subscriptions.map((s) => s.user?.id)).toEqual([shops[3].userId]);
    expect(byPlan.subscriptions[0].plan?.name).toBe('골드요금제');
    // A LIKE wildcard is a character, not a wildcard.
    expect((await json<AdminSubscriptionList>(await list('q=%25'))).total).toBe(0);
    // Filter and search together; an empty status means all.
    expect((await json<AdminSubscriptionList>(await list(`status=active&q=${encodeURIComponent('골드')}`))).total).toBe(0);
    expect((await json<AdminSubscriptionList>(await list('status=&limit=1'))).subscriptions).toHaveLength(1);
    expect((await list('status=paused')).status).toBe(422);
    // tRPC twin.
    const viaTrpc = await sendTrpc(t, site, 'subscriptions.admin.list', 'query', { skip: 0, limit: 20, status: 'trialing', q: '' }, admin);
    expect(viaTrpc.status).toBe(200);
  });

  it('sets any of the four statuses; canceled stamps canceled_at and the limit follows the status', async () => {
    const [{ id }] = (await json<AdminSubscriptionList>(await list(`q=${encodeURIComponent(merchant.username)}`))).subscriptions;
    for (const status of ['past_due', 'canceled', 'trialing', 'active'] as const) {
      const item = await json<SubscriptionItem>(await t.request(site, 'POST', '/api/admin/subscriptions/status', { token: admin, json: { subscription_id: id, status } }));
      expect(item).toMatchObject({ id, status, user: { id: merchant.userId } });
      expect((await json<SubscriptionItem>(await t.request(site, 'GET', '/api/subscriptions/me', { token: merchant.token }))).status).toBe(status);
    }
    const viaTrpc = await sendTrpc(t, site, 'subscriptions.admin.setStatus', 'mutation', { subscription_id: id, status: 'past_due' }, admin);
    expect(viaTrpc.status).toBe(200);
    const refused = await t.request(site, 'POST', '/api/products/', { token: merchant.token, json: { is_delivery: false, title: '정지 중', price: 1000, category: '과일' } });
    expect(refused.status).toBe(403);
    await t.request(site, 'POST', '/api/admin/subscriptions/status', { token: admin, json: { subscription_id: id, status: 'active' } });
    expect((await t.request(site, 'POST', '/api/admin/subscriptions/status', { token: admin, json: { subscription_id: id, status: 'none' } })).status).toBe(422);
  });

  it('another site’s subscription id is a 404, and nothing changes there', async () => {
    const res = await t.request(site, 'POST', '/api/admin/subscriptions/status', { token: admin, json: { subscription_id: otherSubscriptionId, status: 'canceled' } });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ detail: MSG.subscriptionNotFound });
    const theirs = await json<AdminSubscriptionList>(await t.request(other, 'GET', '/api/admin/subscriptions/', { token: otherAdmin }));
    expect(theirs.subscriptions.find((s) => s.id === otherSubscriptionId)?.status).toBe('active');
  });

  it('customers, merchants, guests and another site’s superuser are refused', async () => {
    const calls = [
      () => ['GET', '/api/admin/subscriptions/', undefined] as const,
      () => ['POST', '/api/admin/subscriptions/status', { subscription_id: otherSubscriptionId, status: 'active' }] as const,
    ];
    for (const call of calls) {
      const [method, path, body] = call();
      expect((await t.request(site, method, path, { json: body })).status).toBe(401);
      expect((await t.request(site, method, path, { json: body, token: customer })).status).toBe(403);
      expect((await t.request(site, method, path, { json: body, token: merchant.token })).status).toBe(403);
      expect((await t.request(site, method, path, { json: body, token: otherAdmin })).status).toBe(401);
    }
    expect((await sendTrpc(t, site, 'subscriptions.admin.list', 'query', {}, merchant.token)).status).toBe(403);
    expect((await sendTrpc(t, site, 'subscriptions.admin.setStatus', 'mutation', { subscription_id: 1, status: 'active' }, customer)).status).toBe(403);
  });
});
