import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, type Tenant } from '../../../db/schema';
import { MSG } from '../../../shared/messages';
import type { AdminPaymentDetail, AdminPaymentList } from '../../../shared/schemas/admin';
import { createTestApp, type TestApp } from '../../fixtures/app';
import { adminOf, freshName } from '../../fixtures/admin';
import { payThroughSimulator, arrive, shopProduct, withGateway } from '../../fixtures/payments';

/**
 * The system administrator's payments (commerce.md §2 Admin "User payment management"): every site's,
 * newest first, 20 a page, searched by order number, buyer or goods, narrowed to one site; the detail.
 */
let t: TestApp;
let home: Tenant;
let admin: Awaited<ReturnType<typeof adminOf>>;
let a: Tenant;
let b: Tenant;
/** A word only this file's payments hold, so the shared database's other payments stay out of the counts. */
const mark = freshName('pay');

beforeAll(async () => {
  t = await createTestApp();
  home = await t.createTenant();
  admin = await adminOf(t, home);
  [a, b] = [await t.createTenant({ displayName: '가 시장' }), await t.createTenant({ displayName: '나 시장' })];
}, 60_000);
afterAll(async () => t?.close());

/** A payment written straight into the table, `minutesAgo` old. */
async function payment(site: Tenant, buyer: { id: number }, minutesAgo: number, fields: Partial<typeof payments.$inferInsert> = {}) {
  const at = new Date(Date.now() - minutesAgo * 60_000);
  const [row] = await t.db
    .insert(payments)
    .values({
      tenantId: site.id,
      buyerTenantId: site.id,
      buyerId: buyer.id,
      shopOrderNo: `${mark}-${minutesAgo}-${Math.random().toString(36).slice(2, 8)}`,
      goodsName: `${mark} 사과`,
      productTitle: `${mark} 사과`,
      unitPrice: 10000,
      qty: 1,
      amount: 10000,
      orderType: 'delivery',
      buyerName: '김구매',
      buyerEmail: 'buyer@example.com',
      buyerTel: '010-1234-5678',
      createdAt: at,
      updatedAt: at,
      ...fields,
    })
    .returning();
  return row;
}

describe('every site’s payments', () => {
  it('lists them newest first across sites, 20 a page with the total, with the site and the buyer', async () => {
    const [ua, ub] = [(await t.createUser(a, 'customer')).user, (await t.createUser(b, 'customer')).user];
    const made = [];
    for (let i = 0; i < 23; i++) made.push(await payment(i % 2 ? a : b, i % 2 ? ua : ub, 100 - i));
    const first = await admin.call<AdminPaymentList>('GET', `/api/admin/payments/?q=${encodeURIComponent(mark)}`);
    expect(first.status).toBe(200);
    expect(first.body.total).toBe(23);
    expect(first.body.items).toHaveLength(20);
    expect(first.body.items.map((p) => p.id)).toEqual(made.slice(3).reverse().map((p) => p.id));
    expect(first.body.items[0]).toMatchObject({ tenant: { id: b.id, display_name: '나 시장' }, user: { id: ub.id, username: ub.username, email: ub.email }, status: 'pending', purpose: 'product_order', amount: 10000 });
    expect(first.body.items[1]).toMatchObject({ tenant: { id: a.id }, user: { id: ua.id } });
    const second = await admin.call<AdminPaymentList>('GET', `/api/admin/payments/?q=${encodeURIComponent(mark)}&skip=20`);
    expect(second.body.items.map((p) => p.id)).toEqual(made.slice(0, 3).reverse().map((p) => p.id));
    const onlyA = await admin.call<AdminPaymentList>('GET', `/api/admin/payments/?q=${encodeURIComponent(mark)}&tenant_id=${a.id}`);
    expect(onlyA.body.total).toBe(11);
    expect(onlyA.body.items.every((p) => p.tenant.id === a.id)).toBe(true);
  });

  it('finds an order number, a buyer’s name or e-mail, or the goods’ name', async () => {
    const { user } = await t.createUser(a, 'customer');
    const p = await payment(a, user, 5, { buyerName: `${mark}홍길동`, buyerEmail: `${mark}@buyer.example`, goodsName: `${mark} 한라봉 선물`, productTitle: '한라봉' });
    const find = async (q: string) => (await admin.call<AdminPaymentList>('GET', `/api/admin/payments/?q=${encodeURIComponent(q)}`)).body.items.map((i) => i.id);
    expect(await find(p.shopOrderNo)).toEqual([p.id]);
    expect(await find(`${mark}홍길`)).toEqual([p.id]);
    expect(await find(`${mark}@buyer`)).toEqual([p.id]);
    expect(await find(`${mark} 한라봉`)).toEqual([p.id]);
    expect(await find(`${mark}-nothing-like-it`)).toEqual([]);
    const caller = await t.caller(home, admin.token);
    expect((await caller.admin.payments.list({ q: p.shopOrderNo, tenant_id: b.id })).total).toBe(0);
  });

  it('answers a paid payment’s detail with its gateway answer and order; an unknown id is 404 in Korean', async () => {
    const site = await withGateway(t, await t.createTenant());
    const { product } = await shopProduct(t, site, { title: `${mark} 상세 사과` });
    const { user, token } = await t.createUser(site, 'customer');
    const { session, returnUrl } = await payThroughSimulator(t, site, token, product.id);
    await arrive(t, site, returnUrl);
    const listed = await admin.call<AdminPaymentList>('GET', `/api/admin/payments/?q=${session.shopOrderNo}`);
    const [item] = listed.body.items;
    expect(item).toMatchObject({ status: 'paid', tenant: { id: site.id }, user: { id: user.id } });
    const detail = await admin.call<AdminPaymentDetail>('GET', `/api/admin/payments/${item.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({ id: item.id, res_cd: '0000', buyer_email: 'buyer@example.com', merchant: { shop_name: expect.any(String) }, order: { id: expect.any(Number) }, plan: null });
    expect(detail.body.pg_cno).toBeTruthy();
    expect(detail.body.paid_at).toBeTruthy();
    expect(await admin.call('GET', '/api/admin/payments/2147483000')).toMatchObject({ status: 404, body: { detail: MSG.adminPaymentNotFound } });
    expect(await admin.call('GET', '/api/admin/payments/abc')).toMatchObject({ status: 404, body: { detail: MSG.adminPaymentNotFound } });
    expect((await admin.call('GET', '/api/admin/payments/?limit=0')).status).toBe(422);
    expect((await admin.call('GET', '/api/admin/payments/?status=bogus')).status).toBe(422);
  });
});
