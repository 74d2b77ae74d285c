import { sql } from 'drizzle-orm';
import { productTextMatch } from '../../../worker/services/catalogue/internal-text-search';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tenant } from '../../../db/schema';
import { MSG } from '../../../shared/messages';
import type { DeletedProductList, ProductDetail, ProductList } from '../../../shared/schemas/catalogue';
import { createTestApp, type TestApp } from '../../fixtures/app';
import { createProductRest, productInput } from '../../fixtures/catalogue';

/** Products over REST and tRPC: lists, search, detail, writes, soft delete, roles and tenancy. */
let t: TestApp;
let shop: Tenant;
let otherShop: Tenant;
let proxy: Tenant;
let merchant: { token: string; merchantId: number; userId: number };
let rival: { token: string; merchantId: number };
let customer: string;
let foreignMerchant: string;

async function merchantOf(tenant: Tenant) {
  const { user, token } = await t.createUser(tenant, 'merchant');
  const me = await (await t.request(tenant, 'GET', '/api/auth/me', { token })).json();
  return { token, userId: user.id, merchantId: (me as { merchant: { id: number } }).merchant.id };
}

const json = async <T>(res: Response) => (await res.json()) as T;
const titles = (list: ProductList) => list.products.map((p) => p.title);

beforeAll(async () => {
  t = await createTestApp();
  shop = await t.createTenant({ displayName: '상품가게' });
  otherShop = await t.createTenant({ displayName: '다른가게' });
  proxy = await t.createTenant({ displayName: '대리가게', proxyTenant: shop.name });
  merchant = await merchantOf(shop);
  rival = await merchantOf(shop);
  customer = (await t.createUser(shop, 'customer')).token;
  foreignMerchant = (await merchantOf(otherShop)).token;
});
afterAll(() => t.close());

describe('create', () => {
  it('a merchant creates a product; the discount is computed and the answer is the detail shape', async () => {
    const p = await createProductRest(t, shop, merchant.token, { title: '부사 사과', price: 10000, original_price: 12500 });
    expect(p).toMatchObject({
      title: '부사 사과',
      price: 10000,
      original_price: 12500,
      discount_rate: 20,
      is_delivery: false,
      category: '과일',
      is_available: true,
      display_remaining: -1,
      media: [],
      reviews: [],
      deleted_at: null,
      is_owner: true,
      delivery_available: true,
      image_url: null,
      merchant: { id: merchant.merchantId, owner_id: merchant.userId },
    });
    expect(typeof p.id).toBe('number');
  });

  it.each([
    [{ title: '' }, 'title', MSG.productTitleRequired],
    [{ price: 0 }, 'price', MSG.productPricePositive],
    [{ price: -5 }, 'price', MSG.productPricePositive],
    [{ category: undefined }, 'category', MSG.productCategoryRequired],
    [{ is_delivery: true, category: undefined }, 'delivery_category', MSG.productDeliveryCategoryRequired],
    [{ display_remaining: 3 }, 'display_remaining', '재고 표시 값이 올바르지 않습니다.'],
    [{ images: Array.from({ length: 11 }, (_, i) => ({ media_id: i + 1 })) }, 'images', MSG.productImagesMax],
  ])('bad input %j → 422 naming the field with the Korean message', async (overrides, field, detail) => {
    const res = await t.request(shop, 'POST', '/api/products/', { token: merchant.token, json: productInput(overrides) });
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ field, detail, code: 'VALIDATION' });
  });

  it('a broken JSON body is a 400, a saved media id on a new product a 422', async () => {
    const broken = await t.app.request(`http://${shop.domain}/api/products/`, {
      method: 'POST',
      headers: { host: shop.domain, authorization: `Bearer ${merchant.token}`, 'content-type': 'application/json' },
      body: '{"title":',
    });
    expect(broken.status).toBe(400);
    const res = await t.request(shop, 'POST', '/api/products/', { token: merchant.token, json: productInput({ images: [{ media_id: 1 }] }) });
    expect(res.status).toBe(422);
  });

  it('guest 401, customer 403, a token of another tenant 401', async () => {
    expect((await t.request(shop, 'POST', '/api/products/', { json: productInput() })).status).toBe(401);
    const c = await t.request(shop, 'POST', '/api/products/', { token: customer, json: productInput() });
    expect(c.status).toBe(403);
    expect((await c.json()).detail).toBe(MSG.merchantOnly);
    expect((await t.request(shop, 'POST', '/api/products/', { token: foreignMerchant, json: productInput() })).status).toBe(401);
  });

  it('REST takes booleans as 1/0 and "true"/"false", numbers as numerals in strings (form and legacy callers)', async () => {
    const tenant = await t.createTenant();
    const m = await merchantOf(tenant);
    const post = (json: Record<string, unknown>) => t.request(tenant, 'POST', '/api/products/', { token: m.token, json: productInput(json) });
    const zero = await post({ title: '영 쇼핑', is_delivery: 0, price: '12000', original_price: '15000', is_available: 'true', display_remaining: '5' });
    expect(zero.status, await zero.clone().text()).toBe(201);
    expect(await zero.json()).toMatchObject({ is_delivery: false, price: 12000, original_price: 15000, discount_rate: 20, display_remaining: 5 });
    const one = await post({ title: '일 배달', is_delivery: '1', category: undefined, delivery_category: '반찬', is_available: 1 });
    expect(one.status, await one.clone().text()).toBe(201);
    expect(await one.json()).toMatchObject({ is_delivery: true, is_available: true });
    const no = await post({ title: '거짓 쇼핑', is_delivery: 'false', is_available: '0' });
    expect(no.status, await no.clone().text()).toBe(201);
    expect(await no.json()).toMatchObject({ is_delivery: false, is_available: false });
    for (const bad of [{ is_delivery: 'yes' }, { price: '12,000' }, { price: '1e4' }, { is_available: 2 }]) {
      expect((await post(bad)).status, JSON.stringify(bad)).toBe(422);
    }
    const shopping = (await json<ProductList>(await t.request(tenant, 'GET', '/api/products/?is_delivery=0'))).products.map((p) => p.title);
    expect(shopping).toEqual(['영 쇼핑']);
    const delivery = (await json<ProductList>(await t.request(tenant, 'GET', '/api/products/?is_delivery=1&page=1&size=5'))).products.map((p) => p.title);
    expect(delivery).toEqual(['일 배달']);
    expect((await t.request(tenant, 'GET', '/api/products/?is_delivery=yes')).status).toBe(422);
  });

  it('the path without the trailing slash is served too', async () => {
    const res = await t.request(shop, 'POST', '/api/products', { token: merchant.token, json: productInput({ title: '슬래시 없음' }) });
    expect(res.status).toBe(201);
    expect((await t.request(shop, 'GET', '/api/products?size=100')).status).toBe(200);
  });
});

describe('lists', () => {
  let tenant: Tenant;
  let m: Awaited<ReturnType<typeof merchantOf>>;
  let m2: Awaited<ReturnType<typeof merchantOf>>;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    tenant = await t.createTenant();
    m = await merchantOf(tenant);
    m2 = await merchantOf(tenant);
    const rows: [string, string, Record<string, unknown>][] = [
      ['a', m.token, { title: '가 사과', price: 3000, category: '과일' }],
      ['b', m.token, { title: '나 배', price: 9000, original_price: 10000, category: '과일' }],
      ['c', m.token, { title: '다 김치', price: 5000, is_delivery: true, category: undefined, delivery_category: '반찬' }],
      ['d', m2.token, { title: '라 고등어', price: 7000, original_price: 14000, category: '수산' }],
      ['e', m.token, { title: '마 판매중지', price: 4000, category: '과일', is_available: false }],
    ];
    for (const [key, token, o] of rows) {
      ids[key] = (await createProductRest(t, tenant, token, o)).id;
      t.clock.advance(1000);
    }
    await t.db.execute(sql`update products set views_count = 50, orders_count = 1 where id = ${ids.b}`);
    await t.db.execute(sql`update products set views_count = 10, orders_count = 30 where id = ${ids.c}`);
  });

  const list = async (qs: string, token?: string) => {
    const res = await t.request(tenant, 'GET', `/api/products/?${qs}`, { token });
    expect(res.status, await res.clone().text()).toBe(200);
    return json<ProductList>(res);
  };

  it('newest first by default, selling only, paginated', async () => {
    const all = await list('');
    expect(titles(all)).toEqual(['라 고등어', '다 김치', '나 배', '가 사과']);
    expect(all).toMatchObject({ total: 4, page: 1, size: 20, has_more: false });
    const page = await list('size=3&page=1');
    expect(page).toMatchObject({ total: 4, has_more: true });
    expect(titles(await list('size=3&page=2'))).toEqual(['가 사과']);
  });

  it('filters by merchant, category, delivery category, tab and price; sorts', async () => {
    expect(titles(await list(`merchant_id=${m2.merchantId}`))).toEqual(['라 고등어']);
    expect(titles(await list('category=과일&sort=price_low'))).toEqual(['가 사과', '나 배']);
    expect(titles(await list('delivery_category=반찬'))).toEqual(['다 김치']);
    expect(titles(await list('is_delivery=true'))).toEqual(['다 김치']);
    expect(titles(await list('is_delivery=0&sort=price_high'))).toEqual(['나 배', '라 고등어', '가 사과']);
    expect(titles(await list('min_price=5000&max_price=8000&sort=price_low'))).toEqual(['다 김치', '라 고등어']);
    expect(titles(await list('sort=views'))[0]).toBe('나 배');
    expect(titles(await list('sort=orders'))[0]).toBe('다 김치');
  });

  it('stopped products: only the owner listing their own merchant_id sees them', async () => {
    expect(titles(await list(`merchant_id=${m.merchantId}&availability=stopped`, m.token))).toEqual(['마 판매중지']);
    expect(await list(`merchant_id=${m.merchantId}&availability=all`, m.token)).toMatchObject({ total: 4 });
    // Anyone else (a guest, another merchant) gets the selling ones.
    expect(titles(await list(`merchant_id=${m.merchantId}&availability=stopped`))).not.toContain('마 판매중지');
    expect(titles(await list(`merchant_id=${m.merchantId}&availability=stopped`, m2.token))).not.toContain('마 판매중지');
    expect(titles(await list('availability=all', m.token))).not.toContain('마 판매중지');
  });

  it('bad query values are 422, never 500', async () => {
    for (const qs of ['page=0', 'size=101', 'sort=cheapest', 'min_price=-1', 'merchant_id=abc', 'availability=x']) {
      const res = await t.request(tenant, 'GET', `/api/products/?${qs}`);
      expect(res.status, qs).toBe(422);
    }
  });

  it('popular, latest, discount and category lists', async () => {
    const get = async (path: string) => {
      const res = await t.request(tenant, 'GET', path);
      expect(res.status, path).toBe(200);
      return json<ProductList>(res);
    };
    expect(titles(await get('/api/products/popular'))[0]).toBe('다 김치');
    expect(titles(await get('/api/products/latest'))).toEqual(['라 고등어', '다 김치', '나 배', '가 사과']);
    expect(titles(await get('/api/products/discount'))).toEqual(['라 고등어', '나 배']);
    expect(titles(await get('/api/products/popular?is_delivery=false'))[0]).toBe('나 배');
    expect(titles(await get('/api/products/category/과일'))).toEqual(['나 배', '가 사과']);
    expect(titles(await get(`/api/products/category/${encodeURIComponent('반찬')}`))).toEqual(['다 김치']);
    expect((await get('/api/products/category/없는분류')).total).toBe(0);
    expect((await t.request(tenant, 'GET', '/api/products/popular?size=0')).status).toBe(422);
  });

  it('a proxy tenant lists its target’s products; another tenant sees none of them', async () => {
    const p = await t.createTenant({ proxyTenant: tenant.name });
    const res = await json<ProductList>(await t.request(p, 'GET', '/api/products/'));
    expect(res.total).toBe(4);
    const other = await json<ProductList>(await t.request(otherShop, 'GET', '/api/products/?size=100'));
    expect(other.products.map((x) => x.id)).not.toContain(ids.a);
  });

  it('tRPC list and search answer the same shape', async () => {
    const caller = await t.caller(tenant);
    const viaTrpc = await caller.catalogue.products.list({ sort: 'price_low', category: '과일' });
    expect(titles(viaTrpc)).toEqual(['가 사과', '나 배']);
    expect(titles(await caller.catalogue.products.search({ q: '고등' }))).toEqual(['라 고등어']);
  });
});

describe('search', () => {
  let tenant: Tenant;
  beforeAll(async () => {
    tenant = await t.createTenant();
    const m = await merchantOf(tenant);
    for (const title of ['꿀사과 선물세트', '햇사과선물 5kg', '100% 착즙 주스', '고랭지 배추']) {
      await createProductRest(t, tenant, m.token, { title, description: title === '고랭지 배추' ? '아삭한 김장용' : '' });
    }
  });
  const search = async (q: string, extra = '') => {
    const res = await t.request(tenant, 'GET', `/api/products/search?q=${encodeURIComponent(q)}${extra}`);
    expect(res.status, await res.clone().text()).toBe(200);
    return titles(await json<ProductList>(res)).sort();
  };

  it('finds Korean partial words anywhere in the title or description', async () => {
    expect(await search('사과')).toEqual(['꿀사과 선물세트', '햇사과선물 5kg']);
    expect(await search('과선')).toEqual(['햇사과선물 5kg']);
    expect(await search('물세')).toEqual(['꿀사과 선물세트']);
    expect(await search('김장')).toEqual(['고랭지 배추']);
    expect(await search('꿀')).toEqual(['꿀사과 선물세트']);
    expect(await search('KG')).toEqual(['햇사과선물 5kg']);
    expect(await search('없는말')).toEqual([]);
  });

  it('% and _ are matched literally', async () => {
    expect(await search('%')).toEqual(['100% 착즙 주스']);
    expect(await search('_')).toEqual([]);
    expect(await search('0%')).toEqual(['100% 착즙 주스']);
  });

  it('filters by price; an empty query is a 422 with the Korean message', async () => {
    expect(await search('사과', '&max_price=5000')).toEqual([]);
    const res = await t.request(tenant, 'GET', '/api/products/search?q=%20');
    expect(res.status).toBe(422);
    expect((await res.json()).detail).toBe(MSG.searchQueryRequired);
    expect((await t.request(tenant, 'GET', '/api/products/search')).status).toBe(422);
  });

  it('the bigram index serves a two-syllable search (plan checked with sequential scans off)', async () => {
    const plan = await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const r = await tx.execute(sql`explain select id from products where ${productTextMatch('사과')}`);
      return (r as unknown as { rows: Record<string, string>[] }).rows.map((row) => Object.values(row)[0]).join('\n');
    });
    expect(plan).toContain('products_search_bigram_idx');
  });
});

describe('detail', () => {
  it('counts views (not the owner’s), orders media, answers 404 for unknown or non-numeric ids', async () => {
    const p = await createProductRest(t, shop, merchant.token, { title: '조회수 상품' });
    const first = await json<ProductDetail>(await t.request(shop, 'GET', `/api/products/${p.id}`));
    expect(first.views_count).toBe(1);
    expect(first.is_owner).toBe(false);
    await t.request(shop, 'GET', `/api/products/${p.id}`, { token: customer });
    const mine = await json<ProductDetail>(await t.request(shop, 'GET', `/api/products/${p.id}`, { token: merchant.token }));
    expect(mine.views_count).toBe(2);
    expect(mine.is_owner).toBe(true);
    for (const id of ['abc', '0', '-1', '1.5', '99999999999', '2147483647']) {
      const res = await t.request(shop, 'GET', `/api/products/${id}`);
      expect(res.status, id).toBe(404);
      expect((await res.json()).detail).toBe(MSG.productLoadFailed);
    }
  });

  it('a viewer counts once a day (signed in: the account; else address and browser); another viewer counts', async () => {
    const p = await createProductRest(t, shop, merchant.token, { title: '하루 한 번 조회' });
    const view = async (headers: Record<string, string>, token?: string) =>
      (await json<ProductDetail>(await t.request(shop, 'GET', `/api/products/${p.id}`, { headers, token }))).views_count;
    const guest = { 'cf-connecting-ip': '203.0.113.7', 'user-agent': 'browser-a' };
    expect(await view(guest)).toBe(1);
    expect(await view(guest)).toBe(1);
    // The same address with another browser, and another address, are other viewers.
    expect(await view({ ...guest, 'user-agent': 'browser-b' })).toBe(2);
    expect(await view({ ...guest, 'cf-connecting-ip': '203.0.113.8' })).toBe(3);
    // A signed-in viewer is the account, whatever the address.
    expect(await view(guest, customer)).toBe(4);
    expect(await view({ 'cf-connecting-ip': '203.0.113.9', 'user-agent': 'browser-c' }, customer)).toBe(4);
    // The next day (Asia/Seoul) the same viewers count again.
    const now = t.clock.now();
    t.clock.advance(24 * 60 * 60 * 1000);
    try {
      expect(await view(guest)).toBe(5);
      expect(await view(guest)).toBe(5);
      expect(await view({ ...guest, 'user-agent': 'browser-b' })).toBe(6);
    } finally {
      t.clock.set(now);
    }
    const rows = await t.db.execute(sql`select count(*)::int as n from product_view_days where product_id = ${p.id}`);
    expect((rows as unknown as { rows: { n: number }[] }).rows[0].n).toBe(6);
  });

  it('literal paths are never taken for an id', async () => {
    for (const path of ['search?q=사과', 'popular', 'latest', 'discount']) {
      const res = await t.request(shop, 'GET', `/api/products/${path}`);
      expect(res.status, path).toBe(200);
      expect(await res.json()).toHaveProperty('products');
    }
    expect((await t.request(shop, 'GET', '/api/products/deleted')).status).toBe(401);
  });

  it('a product of another tenant is a 404; a proxy tenant reads its target’s product', async () => {
    const p = await createProductRest(t, shop, merchant.token, { title: '대리 상품' });
    expect((await t.request(otherShop, 'GET', `/api/products/${p.id}`)).status).toBe(404);
    const res = await t.request(proxy, 'GET', `/api/products/${p.id}`);
    expect(res.status).toBe(200);
    expect((await res.json()).title).toBe('대리 상품');
    // Writes stay with the owning tenant: on the proxy's host it is not the merchant's product.
    const proxyMerchant = await merchantOf(proxy);
    const put = await t.request(proxy, 'PUT', `/api/products/${p.id}`, { token: proxyMerchant.token, json: productInput() });
    expect(put.status).toBe(404);
  });

  it('tRPC get counts a view, getForEdit does not and is the owner’s only', async () => {
    const p = await createProductRest(t, shop, merchant.token, { title: '티알피씨 상품' });
    const guest = await t.caller(shop);
    expect((await guest.catalogue.products.get({ id: p.id })).views_count).toBe(1);
    const owner = await t.caller(shop, merchant.token);
    expect((await owner.catalogue.products.getForEdit({ id: p.id })).views_count).toBe(1);
    const other = await t.caller(shop, rival.token);
    await expect(other.catalogue.products.getForEdit({ id: p.id })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(guest.catalogue.products.getForEdit({ id: p.id })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});

describe('update', () => {
  it('the owner replaces fields; the tab stays; the discount is recomputed', async () => {
    const p = await createProductRest(t, shop, merchant.token, { title: '수정 전', original_price: 20000 });
    const res = await t.request(shop, 'PUT', `/api/products/${p.id}`, {
      token: merchant.token,
      json: { ...productInput({ title: '수정 후', price: 15000, original_price: 20000, display_remaining: 5 }), is_delivery: true },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toMatchObject({ title: '수정 후', price: 15000, discount_rate: 25, is_delivery: false, display_remaining: 5 });
    const cleared = await json<ProductDetail>(
      await t.request(shop, 'PUT', `/api/products/${p.id}`, { token: merchant.token, json: productInput({ original_price: '' }) }),
    );
    expect(cleared).toMatchObject({ original_price: null, discount_rate: 0 });
  });

  it('delivery possible or pickup only: kept on create and update, shown on the detail and the cards', async () => {
    const p = await createProductRest(t, shop, merchant.token, { title: '픽업만 되는 상품', delivery_available: false });
    expect(p).toMatchObject({ delivery_available: false });
    const detail = await json<ProductDetail>(await t.request(shop, 'GET', `/api/products/${p.id}`));
    expect(detail.delivery_available).toBe(false);
    const again = await json<ProductDetail>(
      await t.request(shop, 'PUT', `/api/products/${p.id}`, { token: merchant.token, json: productInput({ delivery_available: 'true' }) }),
    );
    expect(again.delivery_available).toBe(true);
  });

  it('an edit keeps a count that sales left between the options (4), and nothing above 10 or under -1', async () => {
    const p = await createProductRest(t, shop, merchant.token, { title: '팔린 만큼 줄어든 상품', display_remaining: 5 });
    const put = (display_remaining: number) => t.request(shop, 'PUT', `/api/products/${p.id}`, { token: merchant.token, json: productInput({ display_remaining }) });
    const kept = await put(4);
    expect(kept.status, await kept.clone().text()).toBe(200);
    expect(await kept.json()).toMatchObject({ display_remaining: 4 });
    for (const bad of [11, -2]) {
      const res = await put(bad);
      expect(res.status).toBe(422);
      expect(await res.json()).toMatchObject({ field: 'display_remaining', detail: '재고 표시 값이 올바르지 않습니다.' });
    }
  });

  it('a delivery product needs its delivery category; bad input is 422', async () => {
    const p = await createProductRest(t, shop, merchant.token, { is_delivery: true, category: undefined, delivery_category: '반찬' });
    const res = await t.request(shop, 'PUT', `/api/products/${p.id}`, {
      token: merchant.token,
      json: productInput({ delivery_category: undefined }),
    });
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ field: 'delivery_category', detail: MSG.productDeliveryCategoryRequired });
    const bad = await t.request(shop, 'PUT', `/api/products/${p.id}`, { token: merchant.token, json: productInput({ price: 'abc' }) });
    expect(bad.status).toBe(422);
  });

  it('another merchant 403, customer 403, guest 401, other tenant 404', async () => {
    const p = await createProductRest(t, shop, merchant.token);
    const put = (tenant: Tenant, token?: string) => t.request(tenant, 'PUT', `/api/products/${p.id}`, { token, json: productInput() });
    const r = await put(shop, rival.token);
    expect(r.status).toBe(403);
    expect((await r.json()).detail).toBe(MSG.productNotOwner);
    expect((await put(shop, customer)).status).toBe(403);
    expect((await put(shop)).status).toBe(401);
    expect((await put(otherShop, foreignMerchant)).status).toBe(404);
  });

  it('tRPC update', async () => {
    const p = await createProductRest(t, shop, merchant.token);
    const owner = await t.caller(shop, merchant.token);
    const updated = await owner.catalogue.products.update({ id: p.id, ...productInput({ title: '티알피씨 수정' }) });
    expect(updated.title).toBe('티알피씨 수정');
    const other = await t.caller(shop, rival.token);
    await expect(other.catalogue.products.update({ id: p.id, ...productInput() })).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('the shop’s product counts (kept by a trigger)', () => {
  it('follow creation, stopping, soft and permanent deletion and restoring', async () => {
    const m = await merchantOf(shop);
    const counts = async () => {
      const r = await t.db.execute(
        sql`select product_count as n, delivery_product_count as d from merchant_profiles where id = ${m.merchantId}`,
      );
      const row = (r as unknown as { rows: { n: number; d: number }[] }).rows[0];
      const shown = await json<{ product_count: number }>(await t.request(shop, 'GET', `/api/merchants/${m.merchantId}`));
      expect(shown.product_count).toBe(row.n);
      return [row.n, row.d];
    };
    expect(await counts()).toEqual([0, 0]);
    const a = await createProductRest(t, shop, m.token, { title: '개수 사과' });
    const b = await createProductRest(t, shop, m.token, { title: '개수 반찬', is_delivery: true, category: undefined, delivery_category: '반찬' });
    expect(await counts()).toEqual([2, 1]);
    const stop = await t.request(shop, 'PUT', `/api/products/${a.id}`, { token: m.token, json: productInput({ title: '개수 사과', is_available: false }) });
    expect(stop.status).toBe(200);
    expect(await counts()).toEqual([1, 1]);
    // An edit that changes neither sale nor deletion leaves the counts.
    await t.request(shop, 'PUT', `/api/products/${a.id}`, { token: m.token, json: productInput({ title: '개수 사과 2', is_available: false }) });
    expect(await counts()).toEqual([1, 1]);
    expect((await t.request(shop, 'DELETE', `/api/products/${b.id}`, { token: m.token })).status).toBe(200);
    expect(await counts()).toEqual([0, 0]);
    expect((await t.request(shop, 'POST', `/api/products/${b.id}/restore`, { token: m.token })).status).toBe(200);
    expect(await counts()).toEqual([1, 1]);
    expect((await t.request(shop, 'DELETE', `/api/products/${b.id}?permanent=true`, { token: m.token })).status).toBe(200);
    expect(await counts()).toEqual([0, 0]);
    // Views do not touch the shop's row count.
    await t.request(shop, 'PUT', `/api/products/${a.id}`, { token: m.token, json: productInput({ title: '개수 사과', is_available: true }) });
    await t.request(shop, 'GET', `/api/products/${a.id}`);
    expect(await counts()).toEqual([1, 0]);
  });
});

describe('totals past the cap', () => {
  it('are estimated past 1,000 matches, never below what the pages showed; has_more stays exact', async () => {
    const bigShop = await t.createTenant({ displayName: '큰가게' });
    const m = await merchantOf(bigShop);
    await t.db.execute(sql`
      insert into products (tenant_id, merchant_id, owner_id, title, price, is_delivery, category)
      select ${bigShop.id}, ${m.merchantId}, ${m.userId}, '대량 상품 ' || g, 1000 + g, false, '과일' from generate_series(1, 1050) g`);
    await t.db.execute(sql`analyze products`);
    const list = async (q: string) => json<ProductList>(await t.request(bigShop, 'GET', `/api/products/?${q}`));
    const first = await list('size=100');
    expect(first.products).toHaveLength(100);
    expect(first.has_more).toBe(true);
    expect(first.total).toBeGreaterThan(1000);
    const last = await list('size=100&page=11');
    expect(last.products).toHaveLength(50);
    expect(last.has_more).toBe(false);
    expect(last.total).toBeGreaterThanOrEqual(1050);
    const exact = await list('size=100&min_price=2000');
    expect(exact).toMatchObject({ total: 51, has_more: false });
    expect((await t.db.execute(sql`select product_count from merchant_profiles where id = ${m.merchantId}`)) as unknown).toMatchObject({
      rows: [{ product_count: 1050 }],
    });
  });
});

describe('delete, deleted list, restore', () => {
  it('soft delete hides it, the owner still sees it, restore brings it back', async () => {
    const p = await createProductRest(t, shop, merchant.token, { title: '삭제할 상품' });
    expect((await t.request(shop, 'DELETE', `/api/products/${p.id}`, { token: rival.token })).status).toBe(403);
    expect((await t.request(shop, 'DELETE', `/api/products/${p.id}`, { token: customer })).status).toBe(403);
    expect((await t.request(shop, 'DELETE', `/api/products/${p.id}`)).status).toBe(401);
    expect((await t.request(otherShop, 'DELETE', `/api/products/${p.id}`, { token: foreignMerchant })).status).toBe(404);
    const del = await t.request(shop, 'DELETE', `/api/products/${p.id}`, { token: merchant.token });
    expect(del.status).toBe(200);
    expect(await del.json()).toEqual({ ok: true });

    expect((await t.request(shop, 'GET', `/api/products/${p.id}`)).status).toBe(404);
    expect((await t.request(shop, 'GET', `/api/products/${p.id}/media`)).status).toBe(404);
    const listed = await json<ProductList>(await t.request(shop, 'GET', `/api/products/?merchant_id=${merchant.merchantId}&size=100`));
    expect(listed.products.map((x) => x.id)).not.toContain(p.id);
    const owner = await json<ProductDetail>(await t.request(shop, 'GET', `/api/products/${p.id}`, { token: merchant.token }));
    expect(owner.deleted_at).not.toBeNull();

    const deleted = await json<DeletedProductList>(await t.request(shop, 'GET', '/api/products/deleted', { token: merchant.token }));
    expect(deleted.products.map((x) => x.id)).toContain(p.id);
    expect(deleted.products[0].deleted_at).toEqual(expect.any(String));
    const rivals = await json<DeletedProductList>(await t.request(shop, 'GET', '/api/products/deleted', { token: rival.token }));
    expect(rivals.products.map((x) => x.id)).not.toContain(p.id);
    expect((await t.request(shop, 'GET', '/api/products/deleted', { token: customer })).status).toBe(403);

    expect((await t.request(shop, 'POST', `/api/products/${p.id}/restore`, { token: rival.token })).status).toBe(403);
    const restored = await t.request(shop, 'POST', `/api/products/${p.id}/restore`, { token: merchant.token });
    expect(restored.status).toBe(200);
    expect((await restored.json()).deleted_at).toBeNull();
    expect((await t.request(shop, 'GET', `/api/products/${p.id}`)).status).toBe(200);
  });

  it('the deleted list sorts by deleted date, title and price', async () => {
    const tenant = await t.createTenant();
    const m = await merchantOf(tenant);
    for (const [title, price] of [['나', 3000], ['가', 2000], ['다', 1000]] as const) {
      const p = await createProductRest(t, tenant, m.token, { title, price });
      t.clock.advance(1000);
      await t.request(tenant, 'DELETE', `/api/products/${p.id}`, { token: m.token });
    }
    const sorted = async (sort: string) =>
      (await json<DeletedProductList>(await t.request(tenant, 'GET', `/api/products/deleted?sort=${sort}`, { token: m.token }))).products.map((x) => x.title);
    expect(await sorted('deleted_desc')).toEqual(['다', '가', '나']);
    expect(await sorted('deleted_asc')).toEqual(['나', '가', '다']);
    expect(await sorted('title')).toEqual(['가', '나', '다']);
    expect(await sorted('price')).toEqual(['다', '가', '나']);
    expect((await t.request(tenant, 'GET', '/api/products/deleted?sort=x', { token: m.token })).status).toBe(422);
  });

  it('permanent delete removes the product for good (REST query and tRPC input)', async () => {
    const a = await createProductRest(t, shop, merchant.token);
    const res = await t.request(shop, 'DELETE', `/api/products/${a.id}?permanent=true`, { token: merchant.token });
    expect(res.status).toBe(200);
    expect((await t.request(shop, 'GET', `/api/products/${a.id}`, { token: merchant.token })).status).toBe(404);
    expect((await t.request(shop, 'POST', `/api/products/${a.id}/restore`, { token: merchant.token })).status).toBe(404);

    const b = await createProductRest(t, shop, merchant.token);
    const owner = await t.caller(shop, merchant.token);
    await owner.catalogue.products.remove({ id: b.id });
    expect((await owner.catalogue.products.deleted({})).products.map((x) => x.id)).toContain(b.id);
    await owner.catalogue.products.remove({ id: b.id, permanent: true });
    expect((await owner.catalogue.products.deleted({})).products.map((x) => x.id)).not.toContain(b.id);
    await expect(owner.catalogue.products.restore({ id: b.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('feature gate', () => {
  it('a tenant with shopping and delivery off refuses the product routes', async () => {
    const dark = await t.createTenant({ features: { shopping: false, delivery: false } });
    expect((await t.request(dark, 'GET', '/api/products/')).status).toBe(403);
    const half = await t.createTenant({ features: { shopping: false, delivery: true } });
    expect((await t.request(half, 'GET', '/api/products/')).status).toBe(200);
  });
});
