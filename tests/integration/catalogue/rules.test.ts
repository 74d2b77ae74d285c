import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tenant } from '../../../db/schema';
import { PRODUCT_SORTS } from '../../../shared/catalogue-constants';
import type { ProductList } from '../../../shared/schemas/catalogue';
import { createTestApp, type TestApp } from '../../fixtures/app';
import { buildRulesCatalogue, type RulesCatalogue } from '../../fixtures/catalogue';

/**
 * Every product list and the detail against the catalogue rules (worker/services/catalogue/rules.ts):
 * lists show exactly the live products of live accounts; a deleted account's products vanish
 * everywhere, the detail included.
 */
let t: TestApp;
let c: RulesCatalogue;
let proxy: Tenant;

beforeAll(async () => {
  t = await createTestApp();
  c = await buildRulesCatalogue(t);
  proxy = await t.createTenant({ proxyTenant: c.tenant.name });
});
afterAll(() => t.close());

const ids = (list: ProductList) => list.products.map((p) => p.id).sort((a, b) => a - b);
const liveIds = () => c.live.map((p) => p.id).sort((a, b) => a - b);
const liveOfTab = (delivery: boolean) => c.live.filter((p) => p.is_delivery === delivery).map((p) => p.id).sort((a, b) => a - b);

/** Every REST product list route, with its sorts and tab filters. */
function restLists(rules: RulesCatalogue): { path: string; expected: () => number[] }[] {
  const q = encodeURIComponent(rules.keyword);
  const cat = encodeURIComponent(rules.category);
  const all = [
    '/api/products/',
    '/api/products',
    ...PRODUCT_SORTS.map((sort) => `/api/products/?sort=${sort}`),
    '/api/products/popular',
    '/api/products/latest',
    '/api/products/discount',
    `/api/products/category/${cat}`,
    ...PRODUCT_SORTS.map((sort) => `/api/products/category/${cat}?sort=${sort}`),
    `/api/products/search?q=${q}`,
  ].map((path) => ({ path, expected: liveIds }));
  const tabbed = [false, true].flatMap((delivery) =>
    [
      `/api/products/?is_delivery=${delivery}`,
      `/api/products/popular?is_delivery=${Number(delivery)}`,
      `/api/products/latest?is_delivery=${delivery}`,
      `/api/products/discount?is_delivery=${delivery}`,
      `/api/products/category/${cat}?is_delivery=${delivery}`,
    ].map((path) => ({ path, expected: () => liveOfTab(delivery) })),
  );
  return [...all, ...tabbed];
}

describe('product lists show exactly the live products of live accounts', () => {
  it('every REST list route, on the site and on a site that proxies it', async () => {
    for (const site of [c.tenant, proxy]) {
      for (const { path, expected } of restLists(c)) {
        const sep = path.includes('?') ? '&' : '?';
        const res = await t.request(site, 'GET', `${path}${sep}size=100`);
        expect(res.status, path).toBe(200);
        const list = (await res.json()) as ProductList;
        expect(ids(list), `${site.name} ${path}`).toEqual(expected());
        expect(list.total, `${site.name} ${path} total`).toBe(expected().length);
      }
    }
  });

  it('a merchant_id filter of the deleted account lists nothing', async () => {
    const res = await t.request(c.tenant, 'GET', `/api/products/?merchant_id=${c.gone.merchantId}&availability=all`);
    expect(((await res.json()) as ProductList).total).toBe(0);
  });

  it('tRPC list (every sort) and search', async () => {
    const caller = await t.caller(c.tenant);
    expect(ids(await caller.catalogue.products.list({ size: 100 }))).toEqual(liveIds());
    for (const sort of PRODUCT_SORTS) expect(ids(await caller.catalogue.products.list({ sort, size: 100 })), sort).toEqual(liveIds());
    expect(ids(await caller.catalogue.products.list({ is_delivery: true }))).toEqual(liveOfTab(true));
    expect(ids(await caller.catalogue.products.search({ q: c.keyword, size: 100 }))).toEqual(liveIds());
  });
});

describe('the detail follows the same rule', () => {
  it('a product of the deleted account is a 404 (REST, its media, tRPC), whatever state it was in', async () => {
    const guest = await t.caller(c.tenant);
    for (const p of c.ofGone) {
      for (const site of [c.tenant, proxy]) {
        expect((await t.request(site, 'GET', `/api/products/${p.id}`)).status, p.title).toBe(404);
        expect((await t.request(site, 'GET', `/api/products/${p.id}/media`)).status, p.title).toBe(404);
      }
      await expect(guest.catalogue.products.get({ id: p.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    }
  });

  it('a paused product opens for visitors, a deleted one only for its owner', async () => {
    expect((await t.request(c.tenant, 'GET', `/api/products/${c.paused.id}`)).status).toBe(200);
    expect((await t.request(c.tenant, 'GET', `/api/products/${c.deleted.id}`)).status).toBe(404);
    const own = await t.request(c.tenant, 'GET', `/api/products/${c.deleted.id}`, { token: c.kept.token });
    expect(own.status).toBe(200);
    expect((await own.json()).deleted_at).not.toBeNull();
    for (const p of c.live) expect((await t.request(c.tenant, 'GET', `/api/products/${p.id}`)).status).toBe(200);
  });

  it('the owner still lists their paused product with the availability filter', async () => {
    const res = await t.request(c.tenant, 'GET', `/api/products/?merchant_id=${c.kept.merchantId}&availability=stopped`, { token: c.kept.token });
    expect(ids((await res.json()) as ProductList)).toEqual([c.paused.id]);
  });
});
