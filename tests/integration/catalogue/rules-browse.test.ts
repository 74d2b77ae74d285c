import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tenant } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../fixtures/app';
import { addProducts, makeMerchant, titles } from '../../fixtures/discovery';

/**
 * Every discovery and merchant list against the catalogue rules (worker/services/catalogue/rules.ts):
 * only live products of live accounts, only visible merchants, and a merchant's product count is its
 * live products. One merchant's account is deleted over the API; its shop and products vanish from
 * every list, on both transports.
 */
let t: TestApp;
let tenant: Tenant;
const WORD = '규칙';
const CITY_HALL = { lat: 37.5665, lng: 126.978 };
const shops = { a: 0, b: 0, gone: 0 };
/** What every list may show. */
const LIVE = { shopping: [`${WORD} 사과 A`, `${WORD} 사과 B`], delivery: [`${WORD} 도시락 A`, `${WORD} 도시락 B`] };
/** What no list may show: paused, deleted, the deleted account's, another tenant's. */
const NEVER = [
  `${WORD} 중지 A`,
  `${WORD} 지운 A`,
  `${WORD} 중지 배달 B`,
  `${WORD} 사과 탈퇴`,
  `${WORD} 도시락 탈퇴`,
  `${WORD} 사과 남의집`,
  `${WORD} 도시락 남의집`,
];
const LIVE_SHOPS = [`${WORD}상점 A`, `${WORD}상점 B`];

const q = encodeURIComponent;
const sorted = (list: string[]) => [...list].sort();
const names = (list: { business_name: string }[]) => sorted(list.map((m) => m.business_name));
const ids = (list: { id: number }[]) => list.map((m) => m.id).sort((x, y) => x - y);

async function get(path: string) {
  const res = await t.request(tenant, 'GET', path);
  expect(res.status, path).toBe(200);
  return res.json();
}

beforeAll(async () => {
  t = await createTestApp();
  tenant = await t.createTenant();
  const near = { ...CITY_HALL, category: 'fruit', region: 'jung-gu' };
  const a = await makeMerchant(t, tenant, { businessName: `${WORD}상점 A`, ...near });
  const b = await makeMerchant(t, tenant, { businessName: `${WORD}상점 B`, ...near });
  // Featured and busiest: it would lead every list while its account lives.
  const gone = await makeMerchant(t, tenant, { businessName: `${WORD}상점 탈퇴`, ...near, isFeatured: true });
  Object.assign(shops, { a: a.profile.id, b: b.profile.id, gone: gone.profile.id });
  await addProducts(t, a.profile, [
    { title: `${WORD} 사과 A`, orders: 5, views: 5 },
    { title: `${WORD} 도시락 A`, delivery: true, orders: 5, views: 5 },
    { title: `${WORD} 중지 A`, available: false, orders: 999, views: 999 },
    { title: `${WORD} 지운 A`, deleted: true, orders: 999, views: 999 },
  ]);
  await addProducts(t, b.profile, [
    { title: `${WORD} 사과 B`, orders: 3, views: 3 },
    { title: `${WORD} 도시락 B`, delivery: true, orders: 3, views: 3 },
    { title: `${WORD} 중지 배달 B`, delivery: true, available: false, orders: 999, views: 999 },
  ]);
  await addProducts(t, gone.profile, [
    { title: `${WORD} 사과 탈퇴`, orders: 999, views: 999 },
    { title: `${WORD} 도시락 탈퇴`, delivery: true, orders: 999, views: 999 },
  ]);
  const other = await t.createTenant();
  const stranger = await makeMerchant(t, other, { businessName: `${WORD}상점 남의집`, ...near, isFeatured: true });
  await addProducts(t, stranger.profile, [
    { title: `${WORD} 사과 남의집`, orders: 999 },
    { title: `${WORD} 도시락 남의집`, delivery: true, orders: 999 },
  ]);
  // The merchant deletes their own account.
  const deleted = await t.request(tenant, 'DELETE', '/api/auth/account', { token: gone.token });
  expect(deleted.status, await deleted.clone().text()).toBe(200);
});
afterAll(() => t.close());

/** A list of cards holds live products only, and exactly `expected`. */
function expectCards(cards: { title: string }[], expected: string[], where: string) {
  for (const title of NEVER) expect(titles(cards), `${where} shows ${title}`).not.toContain(title);
  expect(sorted(titles(cards)), where).toEqual(sorted(expected));
}

/** A merchant list holds the visible shops only, each counting its live products. */
function expectShops(list: { id: number; business_name: string; product_count: number }[], where: string) {
  expect(names(list), where).toEqual(LIVE_SHOPS);
  for (const m of list) expect(m.product_count, `${where}: ${m.business_name}`).toBe(2);
}

describe('discovery lists follow the rules', () => {
  it('GET /api/main/delivery (with and without category and search) and feed.delivery', async () => {
    const caller = await t.caller(tenant);
    const queries: Record<string, string>[] = [{}, { category: 'korean' }, { search: WORD }];
    for (const query of queries) {
      const path = `/api/main/delivery?${new URLSearchParams(query)}`;
      for (const [how, body] of [
        ['REST', await get(path)],
        ['tRPC', await caller.catalogue.feed.delivery(query)],
      ] as const) {
        const where = `${how} ${path}`;
        expectCards(body.products, LIVE.delivery, `${where} products`);
        expectCards(body.ranking, LIVE.delivery, `${where} ranking`);
        expect(ids(body.pickup_shops), where).toEqual([shops.a, shops.b]);
        // Pickup shops count their live delivery products: B's paused one is left out.
        for (const shop of body.pickup_shops) expect(shop.product_count, where).toBe(1);
      }
    }
  });

  it('GET /api/main/shopping in its three modes and feed.shopping', async () => {
    const caller = await t.caller(tenant);
    const all = await get('/api/main/shopping');
    expectCards(all.categories.all, LIVE.shopping, 'categories.all');
    expect(await caller.catalogue.feed.shopping({})).toEqual(all);

    const byCategory = await get('/api/main/shopping?category=fruit');
    expectCards(byCategory.products, LIVE.shopping, 'category products');
    expectCards(byCategory.ranking, LIVE.shopping, 'category ranking');
    expect(await caller.catalogue.feed.shopping({ category: 'fruit' })).toEqual(byCategory);

    for (const query of [`search=${q(WORD)}`, `search=${q(WORD)}&category=fruit`]) {
      const found = await get(`/api/main/shopping?${query}`);
      expectCards(found.search_results, LIVE.shopping, query);
      expect(found.total, query).toBe(2);
    }
    const viaTrpc = await caller.catalogue.feed.shopping({ search: WORD });
    expect(viaTrpc).toMatchObject({ total: 2 });
    if ('search_results' in viaTrpc) expectCards(viaTrpc.search_results, LIVE.shopping, 'tRPC search');
  });

  it('GET /api/search (all, products, merchants) and search.unified', async () => {
    const caller = await t.caller(tenant);
    for (const type of ['all', 'products', 'merchants'] as const) {
      const rest = await get(`/api/search?q=${q(WORD)}&type=${type}`);
      const trpc = JSON.parse(JSON.stringify(await caller.catalogue.search.unified({ q: WORD, type })));
      for (const [how, body] of [
        ['REST', rest],
        ['tRPC', trpc],
      ] as const) {
        const where = `${how} /api/search type=${type}`;
        const wantProducts = type === 'merchants' ? [] : [...LIVE.shopping, ...LIVE.delivery];
        expectCards(body.products, wantProducts, where);
        expect(body.total_products, where).toBe(wantProducts.length);
        if (type === 'products') expect(body.merchants, where).toEqual([]);
        else {
          expectShops(body.merchants, where);
          expect(body.total_merchants, where).toBe(2);
        }
      }
    }
  });

  it('GET /api/search/keywords/suggest lists titles of live products only, on both transports', async () => {
    const caller = await t.caller(tenant);
    for (const tab of [undefined, 'shopping', 'delivery'] as const) {
      const path = `/api/search/keywords/suggest?q=${q(WORD)}${tab ? `&tab=${tab}` : ''}`;
      const rest = (await get(path)) as { suggestions: string[] };
      expect(await caller.catalogue.search.suggest({ q: WORD, tab })).toEqual(rest);
      const expected = tab === 'shopping' ? LIVE.shopping : tab === 'delivery' ? LIVE.delivery : [...LIVE.shopping, ...LIVE.delivery];
      // Searched keywords may come first; of product titles, only the live ones.
      const productTitles = rest.suggestions.filter((s) => s.includes(' '));
      expect(sorted(productTitles), path).toEqual(sorted(expected));
      for (const title of NEVER) expect(rest.suggestions, path).not.toContain(title);
    }
  });
});

describe('merchant lists follow the rules', () => {
  it('GET /api/merchants, /search, /featured, /nearby and their tRPC twins show visible merchants with live product counts', async () => {
    const caller = await t.caller(tenant);
    const cases = [
      ['/api/merchants', () => caller.catalogue.merchants.list({})],
      [`/api/merchants?search=${q(WORD)}`, () => caller.catalogue.merchants.list({ search: WORD })],
      [`/api/merchants/search?q=${q(WORD)}`, () => caller.catalogue.merchants.search({ q: WORD })],
      ['/api/merchants/featured', () => caller.catalogue.merchants.featured()],
      [`/api/merchants/nearby?lat=${CITY_HALL.lat}&lng=${CITY_HALL.lng}`, () => caller.catalogue.merchants.nearby(CITY_HALL)],
    ] as const;
    for (const [path, viaTrpc] of cases) {
      const rest = await get(path);
      expectShops(rest.merchants, `REST ${path}`);
      if ('total' in rest) expect(rest.total, path).toBe(2);
      expect(await viaTrpc(), `tRPC twin of ${path}`).toEqual(rest);
    }
  });

  it('GET /api/merchants/{id}: the deleted account’s shop is a 404, a live one counts its live products', async () => {
    const gone = await t.request(tenant, 'GET', `/api/merchants/${shops.gone}`);
    expect(gone.status).toBe(404);
    const caller = await t.caller(tenant);
    await expect(caller.catalogue.merchants.get({ id: shops.gone })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const live = await get(`/api/merchants/${shops.a}`);
    expect(live).toMatchObject({ id: shops.a, product_count: 2 });
    expect(await caller.catalogue.merchants.get({ id: shops.a })).toEqual(live);
  });
});

describe('REST reads numbers written as text', () => {
  it('accepts numerals in strings for lat, lng, radius, limit, page and size (spaces trimmed)', async () => {
    const near = await get(`/api/merchants/nearby?lat=${q(` ${CITY_HALL.lat} `)}&lng=${CITY_HALL.lng}&radius=2.5&limit=1`);
    expect(near.merchants).toHaveLength(1);
    const paged = await get('/api/merchants?page=2&size=1');
    expect(paged).toMatchObject({ page: 2, size: 1, total: 2, has_more: false });
    expect(await get(`/api/search?q=${q(WORD)}&page=1&size=3`)).toMatchObject({ page: 1, size: 3 });
    expect((await get('/api/main/delivery?limit=1')).products).toHaveLength(1);
    expect(await get('/api/notices?page=1&size=5')).toMatchObject({ page: 1, size: 5 });
    // tRPC takes the same forms: both transports parse with one schema.
    const caller = await t.caller(tenant);
    expect((await caller.catalogue.merchants.nearby({ lat: String(CITY_HALL.lat), lng: String(CITY_HALL.lng), limit: '1' })).merchants).toHaveLength(1);
  });

  it('refuses junk with 422 and the field, and keeps the nearby messages', async () => {
    for (const [path, field] of [
      ['/api/merchants/nearby?lat=1e1&lng=126.9', 'lat'],
      ['/api/merchants/nearby?lat=37.5&lng=0x10', 'lng'],
      ['/api/merchants/nearby?lat=37.5&lng=126.9&radius=two', 'radius'],
      ['/api/merchants/nearby?lat=37.5&lng=126.9&limit=1.5', 'limit'],
      ['/api/merchants?page=1e2', 'page'],
      ['/api/merchants?size=true', 'size'],
      [`/api/search?q=${q(WORD)}&page=abc`, 'page'],
      ['/api/main/shopping?limit=NaN', 'limit'],
      ['/api/notices?size=Infinity', 'size'],
    ] as const) {
      const res = await t.request(tenant, 'GET', path);
      expect(res.status, path).toBe(422);
      expect((await res.json()).field, path).toBe(field);
    }
    const lat = await (await t.request(tenant, 'GET', '/api/merchants/nearby?lat=north&lng=126.9')).json();
    expect(lat.detail).toBe('위치(위도, 경도)를 확인해주세요.');
    const missing = await (await t.request(tenant, 'GET', '/api/merchants/nearby')).json();
    expect(missing).toMatchObject({ field: 'lat', detail: '위치(위도, 경도)를 확인해주세요.' });
    const radius = await (await t.request(tenant, 'GET', '/api/merchants/nearby?lat=37.5&lng=126.9&radius=50.5')).json();
    expect(radius.detail).toBe('검색 반경은 최대 50km까지 가능합니다.');
  });
});
