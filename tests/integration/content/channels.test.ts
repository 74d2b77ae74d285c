import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { merchantProfiles, users, type Tenant } from '../../../db/schema';
import type { Creator, SiteStats, UserProfile } from '../../../shared/schemas/content';
import { createTestApp, type TestApp } from '../../fixtures/app';
import { makePost, mp4Part } from '../../fixtures/content';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = async <T>(tenant: Tenant, path: string, token?: string) => {
  const res = await t.request(tenant, 'GET', path, { token });
  return { status: res.status, body: (await res.json()) as T };
};

describe('channels', () => {
  it('a profile by account or by shop: names, shop and counts, never e-mail or phone; a deleted account is a 404', async () => {
    const tenant = await t.createTenant();
    const author = await t.createUser(tenant, 'merchant');
    await makePost(t, tenant, author.token, '사진');
    await makePost(t, tenant, author.token, '영상', [mp4Part()]);
    const [shop] = await t.db.select().from(merchantProfiles).where(eq(merchantProfiles.userId, author.user.id));
    const byUser = await get<UserProfile>(tenant, `/api/users/${author.user.id}`);
    expect(byUser.status).toBe(200);
    expect(byUser.body).toMatchObject({ id: author.user.id, username: author.user.username, user_type: 'merchant', post_count: 2, video_count: 1, merchant: { id: shop.id, business_name: shop.businessName } });
    expect(JSON.stringify(byUser.body)).not.toContain(author.user.email);
    expect((await get<UserProfile>(tenant, `/api/users/merchants/${shop.id}`)).body).toEqual(byUser.body);
    const customer = await t.createUser(tenant, 'customer');
    expect((await get<UserProfile>(tenant, `/api/users/${customer.user.id}`)).body).toMatchObject({ user_type: 'customer', merchant: null, post_count: 0 });
    await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, author.user.id));
    expect(await get(tenant, `/api/users/${author.user.id}`)).toMatchObject({ status: 404, body: { detail: '채널을 찾을 수 없습니다.' } });
    expect((await get(await t.createTenant(), `/api/users/${customer.user.id}`)).status).toBe(404);
  });

  it('searches accounts by name or shop name for signed-in users', async () => {
    const tenant = await t.createTenant();
    const shopOwner = await t.createUser(tenant, 'merchant');
    await t.db.update(merchantProfiles).set({ businessName: '햇살 과수원' }).where(eq(merchantProfiles.userId, shopOwner.user.id));
    const reader = await t.createUser(tenant, 'customer', { displayName: '과수원 이웃' });
    const found = async (query: string, type = 'all') =>
      (await get<{ users: { id: number }[] }>(tenant, `/api/users/search?query=${encodeURIComponent(query)}&search_type=${type}`, reader.token)).body.users.map((u) => u.id).sort();
    expect(await found('과수원')).toEqual([shopOwner.user.id, reader.user.id].sort());
    expect(await found('과수원', 'business_name')).toEqual([shopOwner.user.id]);
    expect(await found('과수원', 'username')).toEqual([reader.user.id]);
    expect((await get(tenant, '/api/users/search?query=a')).status).toBe(401);
  });

  it('creators: merchants who post, most recent first, with counts; stats count the site', async () => {
    const tenant = await t.createTenant();
    const first = await t.createUser(tenant, 'merchant');
    const second = await t.createUser(tenant, 'merchant');
    await makePost(t, tenant, first.token, '하나');
    t.clock.advance(1000);
    await makePost(t, tenant, second.token, '둘', [mp4Part()]);
    const { body } = await get<{ creators: Creator[] }>(tenant, '/api/main/creators');
    expect(body.creators.map((c) => [c.user_id, c.post_count, c.video_count])).toEqual([
      [second.user.id, 1, 1],
      [first.user.id, 1, 0],
    ]);
    const stats = await get<SiteStats>(tenant, '/api/main/stats');
    expect(stats.body).toEqual({ products: 0, merchants: 2, posts: 2, videos: 1 });
  });
});
