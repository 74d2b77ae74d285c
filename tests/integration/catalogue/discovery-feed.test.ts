import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { categories, searchKeywords, users, type Tenant } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../fixtures/app';
import { addProducts, makeMerchant, titles } from '../../fixtures/discovery';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function seedCategories(tenant: Tenant) {
  await t.db.insert(categories).values([
    { tenantId: tenant.id, kind: 'delivery', value: 'chicken', label: '치킨', emoji: '🍗', sortOrder: 2 },
    { tenantId: tenant.id, kind: 'delivery', value: 'korean', label: '한식', emoji: '🍚', sortOrder: 1 },
    { tenantId: tenant.id, kind: 'shopping', value: 'fruit', label: '과일', emoji: '🍎', sortOrder: 1 },
    { tenantId: tenant.id, kind: 'shopping', value: 'fashion', label: '패션', emoji: '👕', sortOrder: 0 },
  ]);
}

/** A tenant with two delivery shops, shopping products, and rows that must never show. */
async function deliveryWorld() {
  const tenant = await t.createTenant();
  await seedCategories(tenant);
  const a = await makeMerchant(t, tenant, { businessName: '양평 반찬가게', region: 'yangpyeong' });
  const b = await makeMerchant(t, tenant, { businessName: '두물머리 치킨' });
  await addProducts(t, a.profile, [
    { title: '불고기 도시락', delivery: true, deliveryCategory: 'korean', orders: 50, views: 5, thumbnailKey: 'p/bulgogi.jpg' },
    { title: '된장찌개', delivery: true, deliveryCategory: 'korean', orders: 10, views: 90, thumbnailKey: 'p/doenjang.jpg' },
    { title: '품절 김밥', delivery: true, deliveryCategory: 'korean', orders: 999, views: 999, available: false },
    { title: '지운 비빔밥', delivery: true, deliveryCategory: 'korean', orders: 999, views: 999, deleted: true },
    { title: '쇼핑 사과', delivery: false, category: 'fruit', orders: 999, views: 999 },
  ]);
  await addProducts(t, b.profile, [{ title: '후라이드 치킨', delivery: true, deliveryCategory: 'chicken', orders: 30, views: 40 }]);
  // A deleted merchant account: its products disappear from the feeds.
  const gone = await makeMerchant(t, tenant, { businessName: '탈퇴한 가게' });
  await addProducts(t, gone.profile, [{ title: '탈퇴 상점 족발', delivery: true, orders: 999, views: 999 }]);
  await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.user.id));
  // Another tenant's products never show.
  const other = await t.createTenant();
  const o = await makeMerchant(t, other, { businessName: '다른 동네 가게' });
  await addProducts(t, o.profile, [{ title: '다른 테넌트 국밥', delivery: true, orders: 999, views: 999 }]);
  return { tenant, a, b, other };
}

describe('GET /api/main/delivery', () => {
  it('answers hot items by orders, ranking by views, pickup shops and the delivery categories', async () => {
    const { tenant, a, b } = await deliveryWorld();
    const res = await t.request(tenant, 'GET', '/api/main/delivery');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(Object.keys(body).sort()).toEqual(['categories', 'pickup_shops', 'products', 'ranking']);
    expect(titles(body.products)).toEqual(['불고기 도시락', '후라이드 치킨', '된장찌개']);
    expect(titles(body.ranking)).toEqual(['된장찌개', '후라이드 치킨', '불고기 도시락']);
    const card = body.products[0];
    expect(card).toMatchObject({
      is_delivery: true,
      delivery_category: 'korean',
      image_url: '/media/p/bulgogi.jpg',
      thumbnail_url: '/media/p/bulgogi.jpg',
      merchant: { id: a.profile.id, owner_id: a.user.id, business_name: '양평 반찬가게' },
    });
    expect(body.pickup_shops).toEqual([
      {
        id: a.profile.id,
        owner_id: a.user.id,
        business_name: '양평 반찬가게',
        region: 'yangpyeong',
        address: a.profile.address,
        image_url: '/media/p/bulgogi.jpg',
        product_count: 2,
      },
      {
        id: b.profile.id,
        owner_id: b.user.id,
        business_name: '두물머리 치킨',
        region: null,
        address: b.profile.address,
        image_url: null,
        product_count: 1,
      },
    ]);
    expect(body.categories.map((c: { value: string }) => c.value)).toEqual(['korean', 'chicken']);
    expect(body.categories[0]).toMatchObject({ value: 'korean', label: '한식', emoji: '🍚' });
  });

  it('filters by delivery category (products, ranking and shops) and honours limit', async () => {
    const { tenant, b } = await deliveryWorld();
    const body = await (await t.request(tenant, 'GET', '/api/main/delivery?category=chicken')).json();
    expect(titles(body.products)).toEqual(['후라이드 치킨']);
    expect(titles(body.ranking)).toEqual(['후라이드 치킨']);
    expect(body.pickup_shops.map((s: { id: number }) => s.id)).toEqual([b.profile.id]);
    const limited = await (await t.request(tenant, 'GET', '/api/main/delivery?limit=1')).json();
    expect(titles(limited.products)).toEqual(['불고기 도시락']);
    expect(limited.ranking).toHaveLength(1);
    expect(limited.pickup_shops).toHaveLength(1);
  });

  it('a menu search narrows hot items, ranking and shops to partial-word matches and logs the keyword', async () => {
    const { tenant, a } = await deliveryWorld();
    const body = await (await t.request(tenant, 'GET', `/api/main/delivery?search=${encodeURIComponent('찌개')}`)).json();
    expect(titles(body.products)).toEqual(['된장찌개']);
    expect(titles(body.ranking)).toEqual(['된장찌개']);
    expect(body.pickup_shops.map((s: { id: number }) => s.id)).toEqual([a.profile.id]);
    // The shopping product "쇼핑 사과" never shows in the food tab's search.
    const apple = await (await t.request(tenant, 'GET', `/api/main/delivery?search=${encodeURIComponent('사과')}`)).json();
    expect(apple.products).toEqual([]);
    const [logged] = await t.db
      .select({ count: searchKeywords.count })
      .from(searchKeywords)
      .where(and(eq(searchKeywords.tenantId, tenant.id), eq(searchKeywords.keyword, '찌개')));
    expect(logged?.count).toBe(1);
  });

  it('a search within a category, one the site lacks, and another site asking the same word each get their own rows', async () => {
    const { tenant, other, a } = await deliveryWorld();
    const ask = async (site: Tenant, query: string) => (await t.request(site, 'GET', `/api/main/delivery?${query}`)).json();
    const inKorean = await ask(tenant, `search=${encodeURIComponent('도시')}&category=korean`);
    expect(titles(inKorean.products)).toEqual(['불고기 도시락']);
    expect(inKorean.pickup_shops.map((s: { id: number }) => s.id)).toEqual([a.profile.id]);
    expect(titles((await ask(tenant, `search=${encodeURIComponent('도시')}&category=chicken`)).products)).toEqual([]);
    // A category this site does not have is a bound value: it matches nothing, under any word.
    const unknown = await ask(tenant, `search=${encodeURIComponent('도시')}&category=nosuch`);
    expect(unknown).toMatchObject({ products: [], ranking: [], pickup_shops: [] });
    // The same statements, run for another site: its own rows only, a one-letter word (LIKE alone) too.
    expect(titles((await ask(other, `search=${encodeURIComponent('국밥')}`)).products)).toEqual(['다른 테넌트 국밥']);
    expect(titles((await ask(other, `search=${encodeURIComponent('도시')}`)).products)).toEqual([]);
    expect(titles((await ask(tenant, `search=${encodeURIComponent('국')}`)).products)).toEqual([]);
    expect(titles((await ask(other, `search=${encodeURIComponent('국')}`)).products)).toEqual(['다른 테넌트 국밥']);
  });

  it('answers the same lists whichever statement brings them (options and shops as JSON beside the cards)', async () => {
    const { tenant } = await deliveryWorld();
    const plain = await (await t.request(tenant, 'GET', '/api/main/delivery')).json();
    // With a category the options are read first, by their own statement.
    const chosen = await (await t.request(tenant, 'GET', '/api/main/delivery?category=korean')).json();
    expect(plain.categories).toEqual(chosen.categories);
    const groups = await (await t.request(tenant, 'GET', '/api/categories')).json();
    expect(groups.delivery).toEqual(plain.categories);
    // A search's shops: counted in the statement the first time, kept a minute after.
    const path = `/api/main/delivery?search=${encodeURIComponent('치킨')}`;
    const first = await (await t.request(tenant, 'GET', path)).json();
    const again = await (await t.request(tenant, 'GET', path)).json();
    expect(again).toEqual(first);
    expect(first.pickup_shops).toEqual([plain.pickup_shops[1]]);
    expect(first.categories).toEqual(plain.categories);
  });

  it('refuses a bad limit with 422 and the field', async () => {
    const { tenant } = await deliveryWorld();
    for (const q of ['limit=0', 'limit=abc', 'limit=51']) {
      const res = await t.request(tenant, 'GET', `/api/main/delivery?${q}`);
      expect(res.status, q).toBe(422);
      expect((await res.json()).field).toBe('limit');
    }
  });

  it('is 403 when the delivery feature is off', async () => {
    const tenant = await t.createTenant({ features: { delivery: false } });
    expect((await t.request(tenant, 'GET', '/api/main/delivery')).status).toBe(403);
    await expect((await t.caller(tenant)).catalogue.feed.delivery({})).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });

  it('the other tenant sees only its own rows; a proxy tenant reads its target', async () => {
    const { tenant, other } = await deliveryWorld();
    const mine = await (await t.request(other, 'GET', '/api/main/delivery')).json();
    expect(titles(mine.products)).toEqual(['다른 테넌트 국밥']);
    expect(mine.categories).toEqual([]);
    const proxy = await t.createTenant({ proxyTenant: tenant.name });
    const viaProxy = await (await t.request(proxy, 'GET', '/api/main/delivery')).json();
    expect(titles(viaProxy.products)).toEqual(['불고기 도시락', '후라이드 치킨', '된장찌개']);
    expect(viaProxy.categories).toHaveLength(2);
  });

  it('the tRPC twin answers the same', async () => {
    const { tenant } = await deliveryWorld();
    const rest = await (await t.request(tenant, 'GET', '/api/main/delivery?category=korean')).json();
    const trpc = await (await t.caller(tenant)).catalogue.feed.delivery({ category: 'korean' });
    expect(JSON.parse(JSON.stringify(trpc))).toEqual(rest);
  });
});

/** Shopping products of one tenant: fruit and fashion, one deleted, one off sale, one delivery. */
async function shoppingWorld() {
  const tenant = await t.createTenant();
  await seedCategories(tenant);
  const m = await makeMerchant(t, tenant, { businessName: '사과 과수원' });
  await addProducts(t, m.profile, [
    { title: '유기농 꿀사과 선물세트', description: '아삭한 부사', category: 'fruit', orders: 30, views: 1 },
    { title: '청송 사과 5kg', category: 'fruit', orders: 20, views: 50 },
    { title: '100% 국산 참기름', category: 'food', orders: 5, views: 5 },
    { title: '니트 스웨터', category: 'fashion', orders: 40, views: 10 },
    { title: '지운 사과즙', category: 'fruit', orders: 99, deleted: true },
    { title: '판매중지 사과잼', category: 'fruit', orders: 99, available: false },
    { title: '사과 도시락', delivery: true, orders: 99 },
  ]);
  return { tenant, m };
}

describe('GET /api/main/shopping', () => {
  it('without filters answers categories.all: best sellers of the shopping tab only', async () => {
    const { tenant } = await shoppingWorld();
    const body = await (await t.request(tenant, 'GET', '/api/main/shopping')).json();
    expect(Object.keys(body)).toEqual(['categories']);
    expect(Object.keys(body.categories)).toEqual(['all']);
    expect(titles(body.categories.all)).toEqual(['니트 스웨터', '유기농 꿀사과 선물세트', '청송 사과 5kg', '100% 국산 참기름']);
    expect(body.categories.all.every((p: { is_delivery: boolean }) => !p.is_delivery)).toBe(true);
  });

  it('with a category answers products (by orders) and ranking (by views)', async () => {
    const { tenant } = await shoppingWorld();
    const body = await (await t.request(tenant, 'GET', '/api/main/shopping?category=fruit')).json();
    expect(Object.keys(body).sort()).toEqual(['products', 'ranking']);
    expect(titles(body.products)).toEqual(['유기농 꿀사과 선물세트', '청송 사과 5kg']);
    expect(titles(body.ranking)).toEqual(['청송 사과 5kg', '유기농 꿀사과 선물세트']);
  });

  it('with a search answers search_results and total, finds partial Korean words and logs the keyword', async () => {
    const { tenant } = await shoppingWorld();
    const res = await t.request(tenant, 'GET', `/api/main/shopping?search=${encodeURIComponent('사과')}`);
    const body = await res.json();
    expect(Object.keys(body).sort()).toEqual(['search_results', 'total']);
    expect(titles(body.search_results)).toEqual(['유기농 꿀사과 선물세트', '청송 사과 5kg']);
    expect(body.total).toBe(2);
    // A two-syllable fragment from the middle of a word, and one from the description.
    for (const [q, expected] of [
      ['물세', ['유기농 꿀사과 선물세트']],
      ['아삭', ['유기농 꿀사과 선물세트']],
      ['꿀사', ['유기농 꿀사과 선물세트']],
    ] as const) {
      const r = await (await t.request(tenant, 'GET', `/api/main/shopping?search=${encodeURIComponent(q)}`)).json();
      expect(titles(r.search_results), q).toEqual(expected);
    }
    const [logged] = await t.db
      .select()
      .from(searchKeywords)
      .where(and(eq(searchKeywords.tenantId, tenant.id), eq(searchKeywords.keyword, '사과')));
    expect(logged.count).toBe(1);
  });

  it('takes % and _ literally, and search with a category narrows both', async () => {
    const { tenant } = await shoppingWorld();
    const pct = await (await t.request(tenant, 'GET', `/api/main/shopping?search=${encodeURIComponent('100%')}`)).json();
    expect(titles(pct.search_results)).toEqual(['100% 국산 참기름']);
    const onlyPct = await (await t.request(tenant, 'GET', `/api/main/shopping?search=${encodeURIComponent('%')}`)).json();
    expect(titles(onlyPct.search_results)).toEqual(['100% 국산 참기름']);
    const underscore = await (await t.request(tenant, 'GET', '/api/main/shopping?search=_')).json();
    expect(underscore).toEqual({ search_results: [], total: 0 });
    const both = await (
      await t.request(tenant, 'GET', `/api/main/shopping?search=${encodeURIComponent('사과')}&category=fashion`)
    ).json();
    expect(both).toEqual({ search_results: [], total: 0 });
  });

  it('total counts every match while search_results stops at limit', async () => {
    const { tenant } = await shoppingWorld();
    const body = await (await t.request(tenant, 'GET', `/api/main/shopping?search=${encodeURIComponent('사과')}&limit=1`)).json();
    expect(body.search_results).toHaveLength(1);
    expect(body.total).toBe(2);
  });

  it('is 403 when the shopping feature is off; 422 on a too long search', async () => {
    const off = await t.createTenant({ features: { shopping: false } });
    expect((await t.request(off, 'GET', '/api/main/shopping')).status).toBe(403);
    const { tenant } = await shoppingWorld();
    const res = await t.request(tenant, 'GET', `/api/main/shopping?search=${'가'.repeat(51)}`);
    expect(res.status).toBe(422);
    expect((await res.json()).field).toBe('search');
  });

  it('never shows another tenant’s products', async () => {
    await shoppingWorld();
    const other = await t.createTenant();
    const body = await (await t.request(other, 'GET', `/api/main/shopping?search=${encodeURIComponent('사과')}`)).json();
    expect(body).toEqual({ search_results: [], total: 0 });
    expect((await (await t.request(other, 'GET', '/api/main/shopping')).json()).categories.all).toEqual([]);
  });

  it('the tRPC twin answers the same keys', async () => {
    const { tenant } = await shoppingWorld();
    const caller = await t.caller(tenant);
    expect(Object.keys(await caller.catalogue.feed.shopping({}))).toEqual(['categories']);
    expect(Object.keys(await caller.catalogue.feed.shopping({ category: 'fruit' })).sort()).toEqual(['products', 'ranking']);
    const found = await caller.catalogue.feed.shopping({ search: '꿀사과' });
    expect(found).toMatchObject({ total: 1 });
  });
});

describe('GET /api/main/categories/{kind}', () => {
  it('answers each tab’s options in sort order with value, label and emoji', async () => {
    const tenant = await t.createTenant();
    await seedCategories(tenant);
    const delivery = await (await t.request(tenant, 'GET', '/api/main/categories/delivery')).json();
    expect(delivery.categories.map(({ id: _id, ...rest }: { id: number }) => rest)).toEqual([
      { value: 'korean', label: '한식', emoji: '🍚' },
      { value: 'chicken', label: '치킨', emoji: '🍗' },
    ]);
    const shopping = await (await t.request(tenant, 'GET', '/api/main/categories/shopping')).json();
    expect(shopping.categories.map((c: { value: string }) => c.value)).toEqual(['fashion', 'fruit']);
    const trpc = await (await t.caller(tenant)).catalogue.feed.categories({ kind: 'shopping' });
    expect(trpc).toEqual(shopping);
    const other = await t.createTenant();
    expect(await (await t.request(other, 'GET', '/api/main/categories/delivery')).json()).toEqual({ categories: [] });
  });

  it('an unknown kind is not served', async () => {
    const tenant = await t.createTenant();
    expect((await t.request(tenant, 'GET', '/api/main/categories/weapons')).status).toBe(404);
    await expect((await t.caller(tenant)).catalogue.feed.categories({ kind: 'weapons' as 'shopping' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });
});
