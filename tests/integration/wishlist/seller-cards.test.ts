import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../../shared/messages';
import type { ProductDetail, ProductList } from '../../../shared/schemas/catalogue';
import { createTestApp, type TestApp } from '../../fixtures/app';
import { createProductRest } from '../../fixtures/catalogue';
import { makeReview, paidPurchase } from '../../fixtures/reviews';

/** 판매자 정보 on the product detail (from the shop's profile) and the cards' 무료배송 / rating fields. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const json = async <T,>(res: Response) => (await res.json()) as T & { detail?: string; field?: string };

describe('판매자 정보', () => {
  it('the merchant edits it on the profile (checked), and the product detail shows it', async () => {
    const tenant = await t.createTenant();
    const merchant = await t.createUser(tenant, 'merchant');
    const product = await createProductRest(t, tenant, merchant.token);
    const before = await json<ProductDetail>(await t.request(tenant, 'GET', `/api/products/${product.id}`));
    expect(before.seller).toMatchObject({ representative_name: '', ecommerce_report_number: '' });
    expect(before.seller!.business_name.length).toBeGreaterThan(0);

    const put = (body: Record<string, unknown>) => t.request(tenant, 'PUT', '/api/dashboard/profile', { token: merchant.token, json: body });
    const badReport = await put({ ecommerce_report_number: '서울-1234' });
    expect(badReport.status).toBe(422);
    expect(await json(badReport)).toMatchObject({ detail: MSG.ecommerceReportInvalid, field: 'ecommerce_report_number' });
    const badNumber = await put({ business_number: '12345' });
    expect(badNumber.status).toBe(422);
    expect((await json(badNumber)).detail).toBe(MSG.businessNumberInvalid);
    for (const fee of [-1, 1.5, '3000원']) {
      const res = await put({ shipping_fee: fee });
      expect(res.status).toBe(422);
      expect((await json(res)).detail).toBe(MSG.shopShippingInvalid);
    }

    const ok = await put({
      representative_name: '김대표',
      ecommerce_report_number: '2026-서울강남-01234',
      business_number: '123-45-67890',
      shipping_fee: 0,
      free_shipping_threshold: null,
    });
    expect(ok.status, await ok.clone().text()).toBe(200);
    const after = await json<ProductDetail>(await t.request(tenant, 'GET', `/api/products/${product.id}`));
    expect(after.seller).toMatchObject({ representative_name: '김대표', ecommerce_report_number: '2026-서울강남-01234', business_number: '1234567890' });
    const me = await json<{ merchant: Record<string, unknown> }>(await t.request(tenant, 'GET', '/api/auth/me', { token: merchant.token }));
    expect(me.merchant).toMatchObject({ representative_name: '김대표', shipping_fee: 0, free_shipping_threshold: null });

    // A customer has no business fields to set.
    const customer = await t.createUser(tenant, 'customer');
    const refused = await t.request(tenant, 'PUT', '/api/dashboard/profile', { token: customer.token, json: { representative_name: '누구' } });
    expect(refused.status).toBe(403);
  });
});

describe('product cards', () => {
  it('free_shipping follows the shop rule when set, else the site rule; rating and review_count ride along', async () => {
    const tenant = await t.createTenant();
    const merchant = await t.createUser(tenant, 'merchant');
    // Site rule (defaults: 3,000 won fee, free from 50,000).
    const cheap = await createProductRest(t, tenant, merchant.token, { title: '싼 사과', price: 10000 });
    const dear = await createProductRest(t, tenant, merchant.token, { title: '비싼 사과', price: 60000 });
    const pickup = await createProductRest(t, tenant, merchant.token, { title: '방문 사과', price: 90000, delivery_available: false });
    const food = await createProductRest(t, tenant, merchant.token, { title: '배달 치킨', price: 90000, is_delivery: true, delivery_category: '치킨' });
    const cards = async () => {
      const list = await json<ProductList>(await t.request(tenant, 'GET', '/api/products/latest?size=20'));
      return Object.fromEntries(list.products.map((p) => [p.id, p]));
    };
    let byId = await cards();
    expect(byId[cheap.id].free_shipping).toBe(false);
    expect(byId[dear.id].free_shipping).toBe(true);
    expect(byId[pickup.id].free_shipping).toBe(false);
    if (byId[food.id]) expect(byId[food.id].free_shipping).toBe(false);
    expect(byId[cheap.id]).toMatchObject({ rating: null, review_count: 0 });
    // Two buyers review it (5 and 4 stars): the card reads 4.5 from two reviews.
    for (const rating of [5, 4]) {
      const buyer = await t.createUser(tenant, 'customer');
      await paidPurchase(t, tenant, { tenantId: tenant.id, id: buyer.user.id }, cheap.id);
      await makeReview(t, tenant, buyer.token, cheap.id, { rating });
    }
    byId = await cards();
    expect(byId[cheap.id]).toMatchObject({ rating: 4.5, review_count: 2 });

    // The shop's own threshold wins over the site's.
    await t.request(tenant, 'PUT', '/api/dashboard/profile', { token: merchant.token, json: { free_shipping_threshold: 10000 } });
    byId = await cards();
    expect(byId[cheap.id].free_shipping).toBe(true);
    await t.request(tenant, 'PUT', '/api/dashboard/profile', { token: merchant.token, json: { free_shipping_threshold: 100000 } });
    byId = await cards();
    expect(byId[dear.id].free_shipping).toBe(false);
    // A fee of 0 ships everything free.
    await t.request(tenant, 'PUT', '/api/dashboard/profile', { token: merchant.token, json: { shipping_fee: 0 } });
    byId = await cards();
    expect(byId[cheap.id].free_shipping).toBe(true);
    expect(byId[pickup.id].free_shipping).toBe(false);
    // Back to the site's rule.
    await t.request(tenant, 'PUT', '/api/dashboard/profile', { token: merchant.token, json: { shipping_fee: null, free_shipping_threshold: null } });
    byId = await cards();
    expect([byId[cheap.id].free_shipping, byId[dear.id].free_shipping]).toEqual([false, true]);
    const detail = await json<ProductDetail>(await t.request(tenant, 'GET', `/api/products/${dear.id}`));
    expect(detail.free_shipping).toBe(true);
  });
});
