import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { products, type Tenant } from '../../db/schema';
import type { DashboardProductList } from '../../shared/schemas/dashboard';
import { createTestApp, type TestApp } from '../fixtures/app';
import { createProductRest } from '../fixtures/catalogue';

/** The merchant dashboard's product list (GET /api/dashboard/products, tRPC dashboard.products). */
let t: TestApp;
let shop: Tenant;
let otherShop: Tenant;
let merchant: string;
let rival: string;
let foreignMerchant: string;
/** The merchant's products, oldest first: selling, paused, sold out, deleted, then more selling ones. */
const made: { id: number; title: string }[] = [];

const list = async (tenant: Tenant, token: string | undefined, qs = '') => {
  const res = await t.request(tenant, 'GET', `/api/dashboard/products${qs}`, { token });
  return { status: res.status, body: (await res.json()) as DashboardProductList & { code?: string; field?: string } };
};
const titles = (l: DashboardProductList) => l.products.map((p) => p.title);

beforeAll(async () => {
  t = await createTestApp();
  shop = await t.createTenant({ displayName: '대시보드가게' });
  otherShop = await t.createTenant({ displayName: '대시보드다른가게' });
  merchant = (await t.createUser(shop, 'merchant')).token;
  rival = (await t.createUser(shop, 'merchant')).token;
  foreignMerchant = (await t.createUser(otherShop, 'merchant')).token;

  const add = async (title: string, extra: Record<string, unknown> = {}) => {
    t.clock.advance(1000);
    const p = await createProductRest(t, shop, merchant, { title, ...extra });
    made.push({ id: p.id, title });
    return p;
  };
  await add('판매중 사과');
  await add('판매중지 배', { is_available: false });
  await add('품절 감귤', { display_remaining: 0 });
  const gone = await add('삭제한 포도');
  expect((await t.request(shop, 'DELETE', `/api/products/${gone.id}`, { token: merchant })).status).toBe(200);
  for (let i = 1; i <= 3; i++) await add(`추가 상품 ${i}`);
  await createProductRest(t, shop, rival, { title: '이웃 가게 상품' });
  await createProductRest(t, otherShop, foreignMerchant, { title: '다른 테넌트 상품' });
});
afterAll(() => t.close());

describe('GET /api/dashboard/products', () => {
  it('lists the merchant’s own products newest first: with availability=all paused and sold-out ones included, deleted ones not', async () => {
    const { status, body } = await list(shop, merchant, '?availability=all');
    expect(status).toBe(200);
    expect(titles(body)).toEqual(['추가 상품 3', '추가 상품 2', '추가 상품 1', '품절 감귤', '판매중지 배', '판매중 사과']);
    expect(body).toMatchObject({ total: 6, limit: 100, offset: 0, has_more: false });
    const byTitle = Object.fromEntries(body.products.map((p) => [p.title, p]));
    expect(byTitle['판매중지 배']).toMatchObject({ is_available: false, display_remaining: -1 });
    expect(byTitle['품절 감귤']).toMatchObject({ is_available: true, display_remaining: 0 });
    // The card shape of the other lists (thumbnail, price, merchant).
    expect(byTitle['판매중 사과']).toMatchObject({ price: 10000, thumbnail_url: null, image_url: null });
  });

  it('pages with limit and offset; has_more is exact and the total stays', async () => {
    const first = await list(shop, merchant, '?availability=all&limit=4&offset=0');
    expect(titles(first.body)).toEqual(['추가 상품 3', '추가 상품 2', '추가 상품 1', '품절 감귤']);
    expect(first.body).toMatchObject({ total: 6, limit: 4, offset: 0, has_more: true });
    const second = await list(shop, merchant, '?availability=all&limit=4&offset=4');
    expect(titles(second.body)).toEqual(['판매중지 배', '판매중 사과']);
    expect(second.body).toMatchObject({ total: 6, limit: 4, offset: 4, has_more: false });
    const past = await list(shop, merchant, '?limit=4&offset=40');
    expect(past.body).toMatchObject({ products: [], has_more: false });
  });

  it('another merchant of the site sees only theirs; a merchant of another tenant sees nothing of this one', async () => {
    expect(titles((await list(shop, rival)).body)).toEqual(['이웃 가게 상품']);
    const foreign = await list(otherShop, foreignMerchant);
    expect(titles(foreign.body)).toEqual(['다른 테넌트 상품']);
    // A token of another tenant is not a session here.
    expect((await list(shop, foreignMerchant)).status).toBe(401);
  });

  it('a restored product is back in the list; a deleted one leaves it', async () => {
    const grapes = made.find((p) => p.title === '삭제한 포도')!;
    expect((await t.request(shop, 'POST', `/api/products/${grapes.id}/restore`, { token: merchant })).status).toBe(200);
    expect(titles((await list(shop, merchant)).body)).toContain('삭제한 포도');
    expect((await t.request(shop, 'DELETE', `/api/products/${grapes.id}`, { token: merchant })).status).toBe(200);
    expect(titles((await list(shop, merchant)).body)).not.toContain('삭제한 포도');
  });

  it('availability: 판매중 (default; sold-out ones included), 판매중지, 전체', async () => {
    expect(titles((await list(shop, merchant)).body)).toEqual(['추가 상품 3', '추가 상품 2', '추가 상품 1', '품절 감귤', '판매중 사과']);
    expect(titles((await list(shop, merchant, '?availability=selling')).body)).toEqual(titles((await list(shop, merchant)).body));
    const stopped = await list(shop, merchant, '?availability=stopped');
    expect(titles(stopped.body)).toEqual(['판매중지 배']);
    expect(stopped.body).toMatchObject({ total: 1, has_more: false });
  });

  it('sorts: price low and high, views, orders (newest first among equals)', async () => {
    const byTitle = Object.fromEntries(made.map((p) => [p.title, p.id]));
    const set = async (title: string, values: Partial<typeof products.$inferInsert>) => t.db.update(products).set(values).where(eq(products.id, byTitle[title]));
    await set('판매중 사과', { price: 3000, viewsCount: 5, ordersCount: 1 });
    await set('품절 감귤', { price: 9000, viewsCount: 50, ordersCount: 0 });
    await set('추가 상품 1', { price: 15000, viewsCount: 0, ordersCount: 7 });
    await set('판매중지 배', { price: 1000, viewsCount: 99, ordersCount: 9 });
    const order = async (qs: string) => titles((await list(shop, merchant, qs)).body);
    // The others keep 10,000 won, 0 views and 0 orders: newest first among them.
    expect(await order('?sort=price_low')).toEqual(['판매중 사과', '품절 감귤', '추가 상품 3', '추가 상품 2', '추가 상품 1']);
    expect(await order('?sort=price_high')).toEqual(['추가 상품 1', '추가 상품 3', '추가 상품 2', '품절 감귤', '판매중 사과']);
    expect(await order('?sort=views')).toEqual(['품절 감귤', '판매중 사과', '추가 상품 3', '추가 상품 2', '추가 상품 1']);
    expect(await order('?sort=orders')).toEqual(['추가 상품 1', '판매중 사과', '추가 상품 3', '추가 상품 2', '품절 감귤']);
    expect(await order('?sort=price_low&availability=all&limit=2')).toEqual(['판매중지 배', '판매중 사과']);
    expect(await order('?sort=views&availability=all&limit=2&offset=1')).toEqual(['품절 감귤', '판매중 사과']);
    const caller = await t.caller(shop, merchant);
    expect(titles(await caller.dashboard.products({ sort: 'orders', availability: 'all', limit: 2 }))).toEqual(['판매중지 배', '추가 상품 1']);
  });

  it.each(['?sort=cheap', '?availability=gone', '?availability=SELLING'])('a bad sort or availability %s → 422 with a Korean message', async (qs) => {
    const { status, body } = await list(shop, merchant, qs);
    expect(status).toBe(422);
    expect(body.code).toBe('VALIDATION');
    expect((body as unknown as { detail: string }).detail).toMatch(/[가-힣]/);
  });

  it('guests get 401, customers 403', async () => {
    expect((await list(shop, undefined)).status).toBe(401);
    const customer = (await t.createUser(shop, 'customer')).token;
    expect((await list(shop, customer)).status).toBe(403);
  });

  it.each(['?limit=0', '?limit=101', '?limit=abc', '?offset=-1', '?offset=1.5', `?offset=${'9'.repeat(40)}`])(
    'bad paging %s → 422, never 500',
    async (qs) => {
      const { status, body } = await list(shop, merchant, qs);
      expect(status, qs).toBe(422);
      expect(body.code).toBe('VALIDATION');
    },
  );

  it('a huge offset is an empty page, not an error', async () => {
    const { status, body } = await list(shop, merchant, `?offset=${'9'.repeat(15)}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ products: [], has_more: false });
  });

  it('tRPC dashboard.products answers the same list', async () => {
    const caller = await t.caller(shop, merchant);
    const rest = (await list(shop, merchant, '?limit=3&offset=1')).body;
    const trpc = await caller.dashboard.products({ limit: 3, offset: 1 });
    expect(trpc).toEqual(rest);
  });

  it('with the shopping and delivery features off the list is not served', async () => {
    const dark = await t.createTenant({ features: { shopping: false, delivery: false } });
    const owner = (await t.createUser(dark, 'merchant')).token;
    const { status, body } = await list(dark, owner);
    expect(status).toBe(403);
    expect(body.code).toBe('FEATURE_DISABLED');
  });
});
