import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, restockAlerts, wishlists, type Tenant } from '../../../db/schema';
import { MSG } from '../../../shared/messages';
import type { ProductDetail, ProductList } from '../../../shared/schemas/catalogue';
import type { RestockAlertState, WishlistState } from '../../../shared/schemas/wishlist';
import { runScheduledJobs } from '../../../worker/jobs/run-scheduled-jobs';
import { sendRestockAlertsJob } from '../../../worker/jobs/send-restock-alerts';
import { createTestApp, type TestApp } from '../../fixtures/app';
import { createProductRest, productInput } from '../../fixtures/catalogue';

/** 찜 and 재입고 알림 (docs/wishlist.md): the endpoints, and the send-restock-alerts job. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const json = async <T,>(res: Response) => (await res.json()) as T & { detail?: string };
/** The declared job under a name of this run's own (a shared PostgreSQL keeps other runs' periods). */
const job = { ...sendRestockAlertsJob, name: `send-restock-alerts-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}` };
const MINUTE = 60_000;

async function shop(overrides: Record<string, unknown> = {}) {
  const tenant = await t.createTenant();
  const merchant = await t.createUser(tenant, 'merchant');
  const product = await createProductRest(t, tenant, merchant.token, overrides);
  const shopper = await t.createUser(tenant, 'customer');
  return { tenant, merchant, product, shopper };
}

async function tick(tenant: Tenant) {
  t.clock.advance(MINUTE);
  const reports = await runScheduledJobs(t.deps, { now: t.clock.now(), jobs: [job], tenantIds: [tenant.id] });
  return reports.find((r) => r.tenantId === tenant.id);
}

const restockMails = (tenant: Tenant, userId: number) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.tenantId, tenant.id), eq(notifications.userId, userId), eq(notifications.topic, 'restock'), eq(notifications.channel, 'mail')));

describe('찜', () => {
  it('adds, lists, answers ids and removes; add and remove are idempotent', async () => {
    const { tenant, merchant, product, shopper } = await shop();
    const second = await createProductRest(t, tenant, merchant.token, { title: '배 5kg' });
    const put = (id: number) => t.request(tenant, 'PUT', `/api/wishlist/${id}`, { token: shopper.token });

    const first = await put(product.id);
    expect(first.status).toBe(200);
    expect(await json<WishlistState>(first)).toEqual({ product_id: product.id, wished: true, wish_count: 1 });
    expect(await json<WishlistState>(await put(product.id))).toEqual({ product_id: product.id, wished: true, wish_count: 1 });
    t.clock.advance(1000);
    await put(second.id);

    const list = await json<ProductList>(await t.request(tenant, 'GET', '/api/wishlist?page=1&size=1', { token: shopper.token }));
    expect(list.products.map((p) => p.id)).toEqual([second.id]);
    expect(list).toMatchObject({ total: 2, page: 1, size: 1, has_more: true });
    const page2 = await json<ProductList>(await t.request(tenant, 'GET', '/api/wishlist?page=2&size=1', { token: shopper.token }));
    expect(page2.products.map((p) => p.id)).toEqual([product.id]);
    expect(page2.has_more).toBe(false);

    const ids = await json<{ product_ids: number[] }>(await t.request(tenant, 'GET', '/api/wishlist/ids', { token: shopper.token }));
    expect(ids.product_ids.sort()).toEqual([product.id, second.id].sort());

    // Another shopper's 찜 is theirs: counted, not listed.
    const other = await t.createUser(tenant, 'customer');
    expect((await json<WishlistState>(await t.request(tenant, 'PUT', `/api/wishlist/${product.id}`, { token: other.token }))).wish_count).toBe(2);
    expect((await json<ProductList>(await t.request(tenant, 'GET', '/api/wishlist', { token: other.token }))).products.map((p) => p.id)).toEqual([product.id]);

    const del = await t.request(tenant, 'DELETE', `/api/wishlist/${product.id}`, { token: shopper.token });
    expect(await json<WishlistState>(del)).toEqual({ product_id: product.id, wished: false, wish_count: 1 });
    const again = await t.request(tenant, 'DELETE', `/api/wishlist/${product.id}`, { token: shopper.token });
    expect(again.status).toBe(200);
    expect((await json<{ product_ids: number[] }>(await t.request(tenant, 'GET', '/api/wishlist/ids', { token: shopper.token }))).product_ids).toEqual([second.id]);
  });

  it('parallel clicks keep one row', async () => {
    const { tenant, product, shopper } = await shop();
    const statuses = await Promise.all(
      Array.from({ length: 12 }, async () => (await t.request(tenant, 'PUT', `/api/wishlist/${product.id}`, { token: shopper.token })).status),
    );
    expect(statuses.every((s) => s === 200)).toBe(true);
    const rows = await t.db.select().from(wishlists).where(and(eq(wishlists.tenantId, tenant.id), eq(wishlists.productId, product.id)));
    expect(rows).toHaveLength(1);
    const offs = await Promise.all(
      Array.from({ length: 6 }, async () => (await t.request(tenant, 'DELETE', `/api/wishlist/${product.id}`, { token: shopper.token })).status),
    );
    expect(offs.every((s) => s === 200)).toBe(true);
    expect(await t.db.select().from(wishlists).where(and(eq(wishlists.tenantId, tenant.id), eq(wishlists.productId, product.id)))).toEqual([]);
  });

  it("another tenant's product is a 404, a deleted product drops out, a guest is a 401", async () => {
    const a = await shop();
    const b = await shop();
    const cross = await t.request(a.tenant, 'PUT', `/api/wishlist/${b.product.id}`, { token: a.shopper.token });
    expect(cross.status).toBe(404);
    expect((await t.request(a.tenant, 'PUT', `/api/products/${b.product.id}/restock-alert`, { token: a.shopper.token })).status).toBe(404);
    expect((await t.request(a.tenant, 'PUT', `/api/wishlist/${a.product.id}`)).status).toBe(401);
    expect((await t.request(a.tenant, 'GET', '/api/wishlist')).status).toBe(401);
    expect((await t.request(a.tenant, 'GET', `/api/products/${a.product.id}/restock-alert`)).status).toBe(401);

    await t.request(a.tenant, 'PUT', `/api/wishlist/${a.product.id}`, { token: a.shopper.token });
    expect((await t.request(a.tenant, 'DELETE', `/api/products/${a.product.id}`, { token: a.merchant.token })).status).toBe(200);
    const list = await json<ProductList>(await t.request(a.tenant, 'GET', '/api/wishlist', { token: a.shopper.token }));
    expect(list.products).toEqual([]);
    expect(list.total).toBe(0);
  });
});

describe('재입고 알림', () => {
  it('is taken on a sold-out product only, and cancelled', async () => {
    const { tenant, merchant, product, shopper } = await shop({ display_remaining: 0 });
    const inStock = await createProductRest(t, tenant, merchant.token, { display_remaining: 5 });
    const unlimited = await createProductRest(t, tenant, merchant.token, { display_remaining: -1 });
    for (const p of [inStock, unlimited]) {
      const res = await t.request(tenant, 'PUT', `/api/products/${p.id}/restock-alert`, { token: shopper.token });
      expect(res.status).toBe(422);
      expect((await json(res)).detail).toBe(MSG.restockNotSoldOut);
    }
    const path = `/api/products/${product.id}/restock-alert`;
    expect(await json<RestockAlertState>(await t.request(tenant, 'GET', path, { token: shopper.token }))).toMatchObject({ waiting: false });
    const on = await t.request(tenant, 'PUT', path, { token: shopper.token });
    expect(on.status).toBe(200);
    expect(await json<RestockAlertState>(on)).toEqual({ product_id: product.id, waiting: true, message: MSG.restockRequested });
    await Promise.all(Array.from({ length: 5 }, () => t.request(tenant, 'PUT', path, { token: shopper.token })));
    expect(await t.db.select().from(restockAlerts).where(and(eq(restockAlerts.tenantId, tenant.id), eq(restockAlerts.productId, product.id)))).toHaveLength(1);
    expect(await json<RestockAlertState>(await t.request(tenant, 'GET', path, { token: shopper.token }))).toMatchObject({ waiting: true });
    const off = await json<RestockAlertState>(await t.request(tenant, 'DELETE', path, { token: shopper.token }));
    expect(off).toEqual({ product_id: product.id, waiting: false, message: MSG.restockCancelled });
    expect(await json<RestockAlertState>(await t.request(tenant, 'GET', path, { token: shopper.token }))).toMatchObject({ waiting: false });
  });

  it('the job tells each waiter once when stock comes back, not while sold out, never twice', async () => {
    const { tenant, merchant, product, shopper } = await shop({ display_remaining: 0, title: '한정 딸기' });
    const other = await t.createUser(tenant, 'customer');
    const cancelled = await t.createUser(tenant, 'customer');
    for (const u of [shopper, other, cancelled]) {
      expect((await t.request(tenant, 'PUT', `/api/products/${product.id}/restock-alert`, { token: u.token })).status).toBe(200);
    }
    await t.request(tenant, 'DELETE', `/api/products/${product.id}/restock-alert`, { token: cancelled.token });

    // Still sold out: nothing.
    expect(await tick(tenant)).toMatchObject({ outcome: 'done', result: { notified: 0 } });
    expect(await restockMails(tenant, shopper.user.id)).toEqual([]);

    // The merchant puts stock back through the product edit.
    const upd = await t.request(tenant, 'PUT', `/api/products/${product.id}`, { token: merchant.token, json: productInput({ title: '한정 딸기', display_remaining: 5 }) });
    expect(upd.status, await upd.clone().text()).toBe(200);
    expect(await tick(tenant)).toMatchObject({ outcome: 'done', result: { notified: 2 } });
    const [mail] = await restockMails(tenant, shopper.user.id);
    expect(mail.payload).toEqual({ productId: product.id, product: '한정 딸기' });
    expect(await restockMails(tenant, other.user.id)).toHaveLength(1);
    expect(await restockMails(tenant, cancelled.user.id)).toEqual([]);
    const told = await t.db.select().from(restockAlerts).where(and(eq(restockAlerts.tenantId, tenant.id), isNotNull(restockAlerts.notifiedAt)));
    expect(told).toHaveLength(2);

    // Later runs send nothing more.
    expect(await tick(tenant)).toMatchObject({ outcome: 'done', result: { notified: 0 } });
    expect(await restockMails(tenant, shopper.user.id)).toHaveLength(1);
    // The request is spent: the page offers a new one only once sold out again.
    expect((await json<RestockAlertState>(await t.request(tenant, 'GET', `/api/products/${product.id}/restock-alert`, { token: shopper.token }))).waiting).toBe(false);
  });

  it('overlapping runs send each alert once', async () => {
    const { tenant, merchant, product } = await shop({ display_remaining: 0 });
    const waiters = await Promise.all(Array.from({ length: 6 }, () => t.createUser(tenant, 'customer')));
    for (const w of waiters) await t.request(tenant, 'PUT', `/api/products/${product.id}/restock-alert`, { token: w.token });
    await t.request(tenant, 'PUT', `/api/products/${product.id}`, { token: merchant.token, json: productInput({ display_remaining: 10 }) });
    const { sendRestockAlerts } = await import('../../../worker/services/wishlist/send-restock-alerts');
    const ctx = await t.svcFor(tenant);
    const runs = await Promise.all([sendRestockAlerts(ctx, { batch: 4 }), sendRestockAlerts(ctx, { batch: 4 }), sendRestockAlerts(ctx, { batch: 4 })]);
    const rest = await sendRestockAlerts(ctx, { batch: 4 });
    expect(runs.reduce((n, r) => n + r.notified, 0) + rest.notified).toBe(6);
    const mails = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.tenantId, tenant.id), eq(notifications.topic, 'restock'), eq(notifications.channel, 'mail'), inArray(notifications.userId, waiters.map((w) => w.user.id))));
    expect(mails).toHaveLength(6);
    expect((await sendRestockAlerts(ctx)).notified).toBe(0);
  });
});
