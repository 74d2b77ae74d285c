import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { containsText, productTextMatch } from '../../../worker/services/catalogue/internal-text-search';
import { and, eq, sql } from 'drizzle-orm';
import { searchKeywords, users, type Tenant } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../fixtures/app';
import { addProducts, makeMerchant, titles } from '../../fixtures/discovery';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = async (tenant: Tenant, path: string) => {
  const res = await t.request(tenant, 'GET', path);
  return { status: res.status, body: await res.json() };
};
const q = (s: string) => encodeURIComponent(s);

async function searchWorld(features: Record<string, boolean> = {}) {
  const tenant = await t.createTenant({ features });
  const orchard = await makeMerchant(t, tenant, { businessName: '청송 사과농원', description: '꿀사과 전문' });
  const kitchen = await makeMerchant(t, tenant, { businessName: '동네 반찬', description: '매일 만드는 반찬' });
  await addProducts(t, orchard.profile, [
    { title: '유기농 꿀사과 선물세트', description: '아삭한 부사', orders: 30 },
    { title: '청송 사과 5kg', orders: 20 },
    { title: '사과즙 30포', orders: 10 },
    { title: '지운 사과', deleted: true },
    { title: '판매중지 사과', available: false },
  ]);
  await addProducts(t, kitchen.profile, [{ title: '사과 샐러드 도시락', delivery: true, orders: 5 }, { title: '멸치볶음', delivery: true }]);
  return { tenant, orchard, kitchen };
}

describe('GET /api/search', () => {
  it('answers products and merchants matching q with totals, and logs the keyword', async () => {
    const { tenant, orchard } = await searchWorld();
    const { status, body } = await get(tenant, `/api/search?q=${q('사과')}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ q: '사과', type: 'all', page: 1, size: 20, total_products: 4, total_merchants: 1 });
    expect(titles(body.products)).toEqual(['유기농 꿀사과 선물세트', '청송 사과 5kg', '사과즙 30포', '사과 샐러드 도시락']);
    expect(body.merchants.map((m: { id: number }) => m.id)).toEqual([orchard.profile.id]);
    const [row] = await t.db
      .select()
      .from(searchKeywords)
      .where(and(eq(searchKeywords.tenantId, tenant.id), eq(searchKeywords.keyword, '사과')));
    expect(row.count).toBe(1);
  });

  it('finds partial Korean words: a word’s tail and a two-syllable middle fragment', async () => {
    const { tenant } = await searchWorld();
    expect(titles((await get(tenant, `/api/search?type=products&q=${q('꿀사과')}`)).body.products)).toEqual(['유기농 꿀사과 선물세트']);
    expect(titles((await get(tenant, `/api/search?type=products&q=${q('물세')}`)).body.products)).toEqual(['유기농 꿀사과 선물세트']);
    expect(titles((await get(tenant, `/api/search?type=products&q=${q('볶음')}`)).body.products)).toEqual(['멸치볶음']);
  });

  it('type narrows the answer; paging has totals', async () => {
    const { tenant } = await searchWorld();
    const products = (await get(tenant, `/api/search?type=products&q=${q('사과')}&size=2&page=2`)).body;
    expect(products).toMatchObject({ type: 'products', merchants: [], total_merchants: 0, total_products: 4, page: 2, size: 2 });
    expect(titles(products.products)).toEqual(['사과즙 30포', '사과 샐러드 도시락']);
    const merchants = (await get(tenant, `/api/search?type=merchants&q=${q('반찬')}`)).body;
    expect(merchants).toMatchObject({ type: 'merchants', products: [], total_products: 0, total_merchants: 1 });
    expect(merchants.merchants[0].business_name).toBe('동네 반찬');
  });

  it('with both parts, each part is what it is alone (products and merchants read in one statement), paged', async () => {
    const { tenant } = await searchWorld();
    const more = [
      await makeMerchant(t, tenant, { businessName: '사과 가게 하나', lat: 37.566535, lng: 126.9779692, region: 'seoul', category: 'fruit', isFeatured: true }),
      await makeMerchant(t, tenant, { businessName: '사과 가게 둘', lat: -33.8688197, lng: 151.2092955 }),
    ];
    await t.db.update(users).set({ profileImage: '/media/u/apple.png' }).where(eq(users.id, more[0].user.id));
    for (const page of ['size=20', 'size=1&page=2', 'size=2&page=2']) {
      const both = (await get(tenant, `/api/search?q=${q('사과')}&${page}`)).body;
      const products = (await get(tenant, `/api/search?type=products&q=${q('사과')}&${page}`)).body;
      const merchants = (await get(tenant, `/api/search?type=merchants&q=${q('사과')}&${page}`)).body;
      const alone = (await get(tenant, `/api/merchants/search?q=${q('사과')}&${page}`)).body;
      expect(both.products, page).toEqual(products.products);
      expect(both.total_products, page).toBe(products.total_products);
      expect(both.merchants, page).toEqual(merchants.merchants);
      expect(both.merchants, page).toEqual(alone.merchants);
      expect(both.total_merchants, page).toBe(alone.total);
    }
    const all = (await get(tenant, `/api/search?q=${q('사과')}`)).body;
    expect(all.merchants).toHaveLength(3);
    expect(all.merchants.find((m: { id: number }) => m.id === more[0].profile.id)).toEqual({
      id: more[0].profile.id,
      owner_id: more[0].user.id,
      username: more[0].user.username,
      business_name: '사과 가게 하나',
      business_description: more[0].profile.businessDescription,
      address: more[0].profile.address,
      region: 'seoul',
      category: 'fruit',
      lat: 37.566535,
      lng: 126.9779692,
      is_featured: true,
      profile_image: '/media/u/apple.png',
      product_count: 0,
    });
  });

  it('searches only the tabs the tenant shows', async () => {
    const { tenant } = await searchWorld({ delivery: false });
    const body = (await get(tenant, `/api/search?type=products&q=${q('사과')}`)).body;
    expect(body.total_products).toBe(3);
    expect(body.products.every((p: { is_delivery: boolean }) => !p.is_delivery)).toBe(true);
  });

  it('refuses a missing, blank, too long q or bad type with 422 and the field; 403 with both tabs off', async () => {
    const { tenant } = await searchWorld();
    for (const [path, field] of [
      ['/api/search', 'q'],
      ['/api/search?q=', 'q'],
      ['/api/search?q=%20', 'q'],
      [`/api/search?q=${'가'.repeat(51)}`, 'q'],
      ['/api/search?q=a&type=posts', 'type'],
      ['/api/search?q=a&size=0', 'size'],
    ]) {
      const { status, body } = await get(tenant, path);
      expect(status, path).toBe(422);
      expect(body.field, path).toBe(field);
    }
    expect((await get(tenant, '/api/search')).body.detail).toBe('검색어를 입력해주세요.');
    const dark = await t.createTenant({ features: { shopping: false, delivery: false } });
    for (const p of ['/api/search?q=a', '/api/search/keywords/popular', '/api/search/keywords/suggest?q=a']) {
      expect((await get(dark, p)).status, p).toBe(403);
    }
  });

  it('never finds another tenant’s rows; a proxy tenant searches and logs on its target', async () => {
    const { tenant } = await searchWorld();
    const other = await t.createTenant();
    const body = (await get(other, `/api/search?q=${q('사과')}`)).body;
    expect(body).toMatchObject({ products: [], merchants: [], total_products: 0, total_merchants: 0 });
    const proxy = await t.createTenant({ proxyTenant: tenant.name });
    expect((await get(proxy, `/api/search?q=${q('사과')}`)).body.total_products).toBe(4);
    const popular = (await get(tenant, '/api/search/keywords/popular')).body;
    expect(popular.keywords).toEqual([{ keyword: '사과', count: 1 }]);
    expect((await get(other, '/api/search/keywords/popular')).body.keywords).toEqual([{ keyword: '사과', count: 1 }]);
  });

  it('the tRPC twin answers the same', async () => {
    const { tenant } = await searchWorld();
    const rest = (await get(tenant, `/api/search?q=${q('꿀사과')}`)).body;
    const trpc = await (await t.caller(tenant)).catalogue.search.unified({ q: '꿀사과' });
    expect(JSON.parse(JSON.stringify(trpc))).toEqual(rest);
  });
});

describe('GET /api/search/keywords/popular', () => {
  it('counts normalised keywords and answers the top 10 by count', async () => {
    const tenant = await t.createTenant();
    const searches: [string, number][] = [
      ['사과', 5],
      ['  Apple   Pie ', 1],
      ['apple pie', 2],
      ['배', 3],
    ];
    for (const [word, times] of searches) {
      for (let i = 0; i < times; i++) expect((await get(tenant, `/api/search?q=${q(word)}`)).status).toBe(200);
    }
    for (let i = 0; i < 10; i++) await get(tenant, `/api/search?q=${q(`기타${i}`)}`);
    const { body } = await get(tenant, '/api/search/keywords/popular');
    expect(body.keywords).toHaveLength(10);
    expect(body.keywords.slice(0, 3)).toEqual([
      { keyword: '사과', count: 5 },
      { keyword: 'apple pie', count: 3 },
      { keyword: '배', count: 3 },
    ]);
    expect(body.keywords.slice(3).every((k: { count: number }) => k.count === 1)).toBe(true);
    expect(await (await t.caller(tenant)).catalogue.search.popular()).toEqual(body);
  });

  it('a burst of parallel searches is tallied: the first written at once, the rest a second later in one upsert, none lost', async () => {
    const tenant = await t.createTenant();
    const counted = async () =>
      (await t.db.select({ keyword: searchKeywords.keyword, count: searchKeywords.count }).from(searchKeywords).where(eq(searchKeywords.tenantId, tenant.id)))
        .map((r) => `${r.keyword}:${r.count}`)
        .sort();
    const words = Array.from({ length: 40 }, (_, i) => (i % 4 === 0 ? '포도' : '자두'));
    const answers = await Promise.all(words.map((w) => get(tenant, `/api/search?type=products&q=${q(w)}`)));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    // The test clock stands still: only the first search's write has happened.
    const first = await counted();
    expect(first.length).toBe(1);
    expect(['자두:1', '포도:1']).toContain(first[0]);
    t.clock.advance(1000);
    await get(tenant, `/api/search?type=products&q=${q('자두')}`);
    expect(await counted()).toEqual(['자두:31', '포도:10']);
    await get(tenant, `/api/search?type=products&q=${q('포도')}`);
    const { body } = await get(tenant, '/api/search/keywords/popular');
    expect(body.keywords).toEqual([
      { keyword: '자두', count: 31 },
      { keyword: '포도', count: 11 },
    ]);
  });

  it('main/shopping searches count too; inner spaces collapse; over 50 characters is refused', async () => {
    const tenant = await t.createTenant();
    await get(tenant, `/api/main/shopping?search=${q('딸기')}`);
    await get(tenant, `/api/search?q=${q('딸기')}`);
    const long = `${'가'.repeat(40)} ${'나'.repeat(20)}`; // 61 characters: the schema refuses it
    expect((await get(tenant, `/api/search?q=${q(long)}`)).status).toBe(422);
    const spaced = `${'가'.repeat(25)}   ${'나'.repeat(22)}`; // 50 characters, 48 once collapsed
    expect((await get(tenant, `/api/search?q=${q(spaced)}`)).status).toBe(200);
    const { body } = await get(tenant, '/api/search/keywords/popular');
    expect(body.keywords[0]).toEqual({ keyword: '딸기', count: 2 });
    expect(body.keywords.map((k: { keyword: string }) => k.keyword)).toContain(`${'가'.repeat(25)} ${'나'.repeat(22)}`);
    expect((await get(await t.createTenant(), '/api/search/keywords/popular')).body).toEqual({ keywords: [] });
  });
});

describe('GET /api/search/keywords/suggest', () => {
  it('answers searched keywords containing q by count, then product titles, without duplicates', async () => {
    const { tenant } = await searchWorld();
    for (const [word, times] of [
      ['꿀사과', 3],
      ['사과즙 30포', 2],
      ['배', 5],
    ] as const) {
      for (let i = 0; i < times; i++) await get(tenant, `/api/search?q=${q(word)}`);
    }
    const { body } = await get(tenant, `/api/search/keywords/suggest?q=${q('사과')}`);
    expect(body.suggestions).toEqual(['꿀사과', '사과즙 30포', '유기농 꿀사과 선물세트', '청송 사과 5kg', '사과 샐러드 도시락']);
    expect(await (await t.caller(tenant)).catalogue.search.suggest({ q: '사과' })).toEqual(body);
    // One tab only: the shopping search does not suggest the delivery lunch box it could not find.
    const shopping = await get(tenant, `/api/search/keywords/suggest?q=${q('사과')}&tab=shopping`);
    expect(shopping.body.suggestions).toEqual(['꿀사과', '사과즙 30포', '유기농 꿀사과 선물세트', '청송 사과 5kg']);
    expect((await get(tenant, `/api/search/keywords/suggest?q=${q('사과')}&tab=fashion`)).status).toBe(422);
  });

  it('answers at most 10, [] for an empty q, and nothing of another tenant', async () => {
    const { tenant, orchard } = await searchWorld();
    await addProducts(
      t,
      orchard.profile,
      Array.from({ length: 12 }, (_, i) => ({ title: `사과 묶음 ${i}` })),
    );
    expect((await get(tenant, `/api/search/keywords/suggest?q=${q('사과')}`)).body.suggestions).toHaveLength(10);
    expect((await get(tenant, '/api/search/keywords/suggest')).body).toEqual({ suggestions: [] });
    expect((await get(tenant, '/api/search/keywords/suggest?q=%20%20')).body).toEqual({ suggestions: [] });
    expect((await get(tenant, `/api/search/keywords/suggest?q=${q('%')}`)).body).toEqual({ suggestions: [] });
    const other = await t.createTenant();
    expect((await get(other, `/api/search/keywords/suggest?q=${q('사과')}`)).body).toEqual({ suggestions: [] });
    const tooLong = await get(tenant, `/api/search/keywords/suggest?q=${'가'.repeat(51)}`);
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.field).toBe('q');
  });
});

describe('bigram indexes', () => {
  it('two-syllable partial matches on products.search_text and search_keywords.keyword use their GIN bigram index', async () => {
    const plans = await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const explain = async (query: ReturnType<typeof sql>) => {
        const res = await tx.execute(query);
        return (res as unknown as { rows: Record<string, string>[] }).rows.map((r) => Object.values(r)[0]).join('\n');
      };
      return [
        await explain(sql`explain select id from products where ${productTextMatch('사과')}`),
        await explain(sql`explain select id from search_keywords where ${containsText(searchKeywords.keyword, '사과')}`),
      ];
    });
    expect(plans[0]).toContain('products_search_bigram_idx');
    expect(plans[1]).toContain('search_keywords_bigram_idx');
  });
});
