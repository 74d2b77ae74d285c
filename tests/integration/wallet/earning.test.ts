import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, payments, pointEarnings, tenants, userScores, wallets, walletTransactions, type Tenant } from '../../../db/schema';
import { MSG } from '../../../shared/messages';
import type { TenantSettings } from '../../../shared/schemas/tenant';
import type { EarnSimulation, WalletOverview } from '../../../shared/schemas/wallet';
import type { ProductDetail } from '../../../shared/schemas/catalogue';
import { isKoreanWeekend } from '../../../shared/wallet';
import { accountsOf, tenantScope } from '../../../worker/scope/tenant-scope';
import { earnActivity, planOrderEarnings } from '../../../worker/services/wallet/earning/internal';
import { ledgerDrift } from '../../../worker/services/wallet/internal';
import { createTestApp, type TestApp } from '../../fixtures/app';
import { createProductRest, imageBytes, putBytes } from '../../fixtures/catalogue';
import { jpegPart, makeComment, makePost, mp4Part } from '../../fixtures/content';
import { arrive, payThroughSimulator, shopProduct, withGateway } from '../../fixtures/payments';
import { makeReview, paidPurchase, reviewBody } from '../../fixtures/reviews';

/** Earning points (docs/wallet.md Earning, Order rules, Clawbacks): activities, caps, order rules, clawbacks. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t.close());

const json = async <T>(res: Response, status = 200) => {
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as T;
};

async function withSettings(tenant: Tenant, patch: TenantSettings): Promise<Tenant> {
  const [row] = await t.db
    .update(tenants)
    .set({ settings: { ...tenant.settings, ...patch } })
    .where(eq(tenants.id, tenant.id))
    .returning();
  t.tenantsChanged();
  return row;
}

const walletOf = async (tenant: Tenant, userId: number) =>
  (await t.db.select().from(wallets).where(and(eq(wallets.tenantId, tenant.id), eq(wallets.userId, userId))))[0];
const available = async (tenant: Tenant, userId: number) => (await walletOf(tenant, userId))?.available ?? 0;
const scoreOf = async (tenant: Tenant, userId: number) =>
  (await t.db.select().from(userScores).where(and(eq(userScores.tenantId, tenant.id), eq(userScores.userId, userId))))[0];
const earningsOf = (tenant: Tenant, userId: number) =>
  t.db.select().from(pointEarnings).where(and(eq(pointEarnings.tenantId, tenant.id), eq(pointEarnings.userId, userId))).orderBy(pointEarnings.id);
const entriesOf = (tenant: Tenant, userId: number) =>
  t.db.select().from(walletTransactions).where(and(eq(walletTransactions.tenantId, tenant.id), eq(walletTransactions.userId, userId))).orderBy(walletTransactions.id);
const drift = (tenant: Tenant, userId: number) => ledgerDrift(t.appDb, tenantScope('own', tenant.id), userId);
const noDrift = { available: 0, locked: 0 };

/** A merchant's post with the given files (an image: post_with_photo; a video: post_with_video). */
async function site(patch?: TenantSettings) {
  let tenant = await t.createTenant();
  if (patch) tenant = await withSettings(tenant, patch);
  const merchant = await t.createUser(tenant, 'merchant');
  const customer = await t.createUser(tenant, 'customer');
  return { tenant, merchant: { token: merchant.token, id: merchant.user.id }, customer: { token: customer.token, id: customer.user.id } };
}

/** A review with photos through reviews.uploadTicket → PUT → reviews.createWithUploads. */
async function photoReview(tenant: Tenant, token: string, productId: number) {
  const bytes = imageBytes('jpeg', 64);
  const caller = await t.caller(tenant, token);
  const tk = await caller.reviews.uploadTicket({ product_id: productId, file_name: 'r.jpg', content_type: 'image/jpeg', size: bytes.byteLength });
  expect((await putBytes(t, tenant, tk.upload_url, bytes, 'image/jpeg')).status).toBe(200);
  return caller.reviews.createWithUploads({ id: productId, ...reviewBody(), images: [{ upload_token: tk.upload_token }] });
}

describe('activity earnings', () => {
  it('each activity earns its score: to a wallet made without an address (create then sets it) and to the score; no drift', async () => {
    const { tenant, merchant, customer } = await site();
    const post = await makePost(t, tenant, merchant.token, '사진 글', [jpegPart()]);
    await makePost(t, tenant, merchant.token, '영상 글', [mp4Part()]);
    await makeComment(t, tenant, customer.token, post.id);
    // post_text: the API needs a file for every post; the rule itself is called as the post save calls it.
    await t.appDb.transaction((db) =>
      earnActivity({ db, own: tenantScope('own', tenant.id), settings: tenant.settings, now: t.clock.now(), userId: merchant.id, activity: 'post_text', sourceId: 2_000_000_001 }),
    );
    const product = (await createProductRest(t, tenant, merchant.token, { title: '리뷰 사과' })) as ProductDetail;
    const reviewer = await t.createUser(tenant, 'customer');
    for (const id of [customer.id, reviewer.user.id]) await paidPurchase(t, tenant, { tenantId: tenant.id, id }, product.id);
    await makeReview(t, tenant, customer.token, product.id);
    await photoReview(tenant, reviewer.token, product.id);

    expect(await available(tenant, merchant.id)).toBe(20 + 30 + 10);
    expect(await available(tenant, customer.id)).toBe(5 + 20);
    expect(await available(tenant, reviewer.user.id)).toBe(40);
    expect(await scoreOf(tenant, merchant.id)).toMatchObject({ total: 60, postWithPhoto: 20, postWithVideo: 30, postText: 10, commentCreate: 0 });
    expect(await scoreOf(tenant, customer.id)).toMatchObject({ total: 25, commentCreate: 5, reviewText: 20 });
    expect(await scoreOf(tenant, reviewer.user.id)).toMatchObject({ total: 40, reviewPhoto: 40 });
    expect((await earningsOf(tenant, customer.id)).map((e) => e.cause).sort()).toEqual(['comment_create', 'review_text']);
    const entries = await entriesOf(tenant, customer.id);
    expect(entries.every((e) => e.txType === 'earn')).toBe(true);
    expect(entries.map((e) => e.idempotencyKey)).toContain(`earn:comment_create:${(await earningsOf(tenant, customer.id))[0].sourceId}`);
    for (const id of [merchant.id, customer.id, reviewer.user.id]) expect(await drift(tenant, id)).toEqual(noDrift);

    // The wallet an earning made has no address: the overview shows it, create gives it one, then the 409 rule holds.
    expect((await walletOf(tenant, customer.id)).evmAddress).toBeNull();
    const address = `0x${'cd'.repeat(20)}`;
    const made = await json<WalletOverview>(await t.request(tenant, 'POST', '/api/wallet/create', { token: customer.token, json: { evm_address: address } }));
    expect(made.wallet).toMatchObject({ evm_address: address });
    expect(made.balance.available).toBe(25);
    const other = await t.request(tenant, 'POST', '/api/wallet/create', { token: customer.token, json: { evm_address: `0x${'ef'.repeat(20)}` } });
    expect(other.status).toBe(409);
    expect(((await other.json()) as { detail: string }).detail).toBe(MSG.walletExists);
    expect((await t.request(tenant, 'POST', '/api/wallet/create', { token: customer.token, json: { evm_address: address.toUpperCase().replace('0X', '0x') } })).status).toBe(200);
  });

  it('a score of 0 or a disabled activity earns nothing (no entry, no score, no wallet); the site’s own scores apply', async () => {
    const { tenant, merchant, customer } = await site({
      activity_scores: { comment_create: 0, post_with_photo: 7, post_with_video: 30 },
      earn_rules: { activity_enabled: { post_with_video: false } },
    });
    const post = await makePost(t, tenant, merchant.token, '사진', [jpegPart()]);
    await makePost(t, tenant, merchant.token, '영상', [mp4Part()]);
    await makeComment(t, tenant, customer.token, post.id);
    expect(await available(tenant, merchant.id)).toBe(7);
    expect(await scoreOf(tenant, merchant.id)).toMatchObject({ total: 7, postWithPhoto: 7, postWithVideo: 0 });
    expect(await walletOf(tenant, customer.id)).toBeUndefined();
    expect(await scoreOf(tenant, customer.id)).toBeUndefined();
    expect(await earningsOf(tenant, customer.id)).toEqual([]);
  });

  it('the daily cap holds under a parallel burst and resets at the Korean midnight (15:00 UTC)', async () => {
    const day = new Date().toISOString().slice(0, 10);
    t.clock.set(new Date(`${day}T14:59:00.000Z`));
    try {
      const { tenant, merchant, customer } = await site({ activity_daily_caps: { comment_create: 3 } });
      const post = await makePost(t, tenant, merchant.token);
      const burst = (n: number) => Promise.all(Array.from({ length: n }, (_, i) => makeComment(t, tenant, customer.token, post.id, `댓글 ${i}`)));
      await burst(8);
      expect(await available(tenant, customer.id)).toBe(15);
      t.clock.set(new Date(`${day}T14:59:59.999Z`));
      await burst(2);
      expect((await earningsOf(tenant, customer.id)).length).toBe(3);
      t.clock.set(new Date(`${day}T15:00:00.000Z`));
      await burst(6);
      const earned = await earningsOf(tenant, customer.id);
      expect(earned.length).toBe(6);
      expect(new Set(earned.map((e) => e.koreanDay)).size).toBe(2);
      expect(await available(tenant, customer.id)).toBe(30);
      expect(await scoreOf(tenant, customer.id)).toMatchObject({ total: 30, commentCreate: 30 });
      expect(await drift(tenant, customer.id)).toEqual(noDrift);
    } finally {
      t.clock.set(new Date());
    }
  });

  it('deleting a comment, a post or a review claws its earning back and the score drops', async () => {
    const { tenant, merchant, customer } = await site();
    const post = await makePost(t, tenant, merchant.token);
    const keep = await makePost(t, tenant, merchant.token, '남는 글');
    const comment = await makeComment(t, tenant, customer.token, keep.id);
    const product = (await createProductRest(t, tenant, merchant.token, { title: '지울 리뷰 사과' })) as ProductDetail;
    await paidPurchase(t, tenant, { tenantId: tenant.id, id: customer.id }, product.id);
    const review = await makeReview(t, tenant, customer.token, product.id);
    expect(await available(tenant, customer.id)).toBe(25);
    expect(await available(tenant, merchant.id)).toBe(40);

    expect((await t.request(tenant, 'DELETE', `/api/content/comments/${comment.id}`, { token: customer.token })).status).toBe(200);
    expect(await scoreOf(tenant, customer.id)).toMatchObject({ total: 20, commentCreate: 0, reviewText: 20 });
    expect((await t.request(tenant, 'DELETE', `/api/reviews/${review.id}`, { token: customer.token })).status).toBe(200);
    expect(await scoreOf(tenant, customer.id)).toMatchObject({ total: 0, reviewText: 0 });
    expect(await available(tenant, customer.id)).toBe(0);
    expect((await t.request(tenant, 'DELETE', `/api/content/posts/${post.id}`, { token: merchant.token })).status).toBe(200);
    expect(await scoreOf(tenant, merchant.id)).toMatchObject({ total: 20, postWithPhoto: 20 });
    expect(await available(tenant, merchant.id)).toBe(20);

    const clawed = (await entriesOf(tenant, customer.id)).filter((e) => e.txType === 'adjustment');
    expect(clawed.map((e) => e.delta)).toEqual([-5, -20]);
    expect(clawed[0].idempotencyKey).toBe(`clawback:earn:comment_create:${comment.id}`);
    expect(clawed[0].metaJson).toMatchObject({ cause: 'comment_create', source_id: comment.id, earned: 5, shortfall: 0 });
    expect((await earningsOf(tenant, customer.id)).every((e) => e.clawedBackAt !== null)).toBe(true);
    for (const id of [merchant.id, customer.id]) expect(await drift(tenant, id)).toEqual(noDrift);
  });

  it('a clawback takes what the balance holds and records the shortfall; the score drops by all of it', async () => {
    const { tenant, merchant, customer } = await site();
    const friend = await t.createUser(tenant, 'customer');
    const address = (n: number) => `0x${n.toString(16).padStart(40, '0')}`;
    await json(await t.request(tenant, 'POST', '/api/wallet/create', { token: friend.token, json: { evm_address: address(0xf1) } }));
    const post = await makePost(t, tenant, merchant.token);
    const first = await makeComment(t, tenant, customer.token, post.id);
    await makeComment(t, tenant, customer.token, post.id, '두 번째');
    expect(await available(tenant, customer.id)).toBe(10);
    // 8 of the 10 points leave the wallet: only 2 are there when the first comment (5) is deleted.
    await json(await t.request(tenant, 'POST', '/api/wallet/transfer', { token: customer.token, json: { to_user_id: friend.user.id, amount: 8, memo: '선물' } }));
    expect((await t.request(tenant, 'DELETE', `/api/content/comments/${first.id}`, { token: customer.token })).status).toBe(200);
    expect(await available(tenant, customer.id)).toBe(0);
    const [earning] = (await earningsOf(tenant, customer.id)).filter((e) => e.sourceId === first.id);
    expect(earning).toMatchObject({ points: 5, clawedBackPoints: 2, clawbackShortfall: 3 });
    const entry = (await entriesOf(tenant, customer.id)).find((e) => e.id === earning.clawbackEntryId)!;
    expect(entry).toMatchObject({ txType: 'adjustment', delta: -2, metaJson: { earned: 5, shortfall: 3, clawback_of: earning.id } });
    expect(await scoreOf(tenant, customer.id)).toMatchObject({ total: 5, commentCreate: 5 });
    expect(await drift(tenant, customer.id)).toEqual(noDrift);
  });
});

describe('order rules', () => {
  const at = (iso: string) => new Date(iso);
  /** Friday 2026-11-27 12:00 and Saturday 2026-11-28 12:00 in Korea. */
  const weekday = at('2026-11-27T03:00:00Z');
  const saturday = at('2026-11-28T03:00:00Z');

  it('each rule by itself and their sum, by the site’s rules: tiers by the spend of the last 365 days, first order, minimum, weekend', async () => {
    const tenant = await t.createTenant();
    const { user } = await t.createUser(tenant, 'customer');
    const plan = (amount: number, now: Date, settings: TenantSettings = {}) =>
      planOrderEarnings({ db: t.appDb, own: tenantScope('own', tenant.id), shown: tenantScope('shown', tenant.id), settings, userId: user.id, amount, now });
    const pts = async (amount: number, now: Date, settings?: TenantSettings) => {
      const p = await plan(amount, now, settings);
      return { ...Object.fromEntries(p.rules.map((r) => [r.rule, r.points])), total: p.total, tier: p.tier.tier };
    };
    expect(isKoreanWeekend(weekday)).toBe(false);
    expect(isKoreanWeekend(saturday)).toBe(true);
    expect(isKoreanWeekend(at('2026-11-28T14:59:59Z'))).toBe(true);
    expect(isKoreanWeekend(at('2026-11-29T15:00:00Z'))).toBe(false);
    // The defaults (commerce.md): bronze 2%, first order 1000, 3% from 30,000, 2% on a weekend.
    expect(await pts(35000, weekday)).toEqual({ vip_tier: 700, first_order: 1000, minimum_order: 1050, weekend: 0, total: 2750, tier: 1 });
    expect(await pts(35000, saturday)).toEqual({ vip_tier: 700, first_order: 1000, minimum_order: 1050, weekend: 700, total: 3450, tier: 1 });
    expect(await pts(29999, weekday)).toEqual({ vip_tier: 599, first_order: 1000, minimum_order: 0, weekend: 0, total: 1599, tier: 1 });
    // Rules off one by one.
    const off = (rule: string) => ({ earn_rules: { non_activity: { [rule]: { enabled: false, tier_rates: {}, bonus: 0, min_amount: 0, rate: 0 } } } }) as TenantSettings;
    expect(await pts(35000, saturday, off('vip_tier'))).toMatchObject({ vip_tier: 0, total: 2750 });
    expect(await pts(35000, saturday, off('first_order'))).toMatchObject({ first_order: 0, total: 2450 });
    expect(await pts(35000, saturday, off('minimum_order'))).toMatchObject({ minimum_order: 0, total: 2400 });
    expect(await pts(35000, saturday, off('weekend'))).toMatchObject({ weekend: 0, total: 2750 });

    // Earlier paid orders: no first-order bonus; 300,000 won of spend is silver, 1,000,000 gold; older than 365 days does not count.
    const seller = await t.createTenant();
    const spent = async (amount: number, paidAt: Date, status: 'paid' | 'refunded' = 'paid') =>
      t.db.insert(payments).values({
        tenantId: tenant.id,
        buyerTenantId: tenant.id,
        buyerId: user.id,
        shopOrderNo: `E${Math.random().toString(36).slice(2)}`,
        goodsName: '과거 주문',
        productTitle: '과거 주문',
        unitPrice: amount,
        qty: 1,
        amount,
        orderType: 'delivery',
        buyerName: '구매자',
        buyerEmail: 'b@example.com',
        buyerTel: '010-0000-0000',
        status,
        paidAt,
      });
    await spent(900_000, at('2025-11-01T00:00:00Z'));
    expect(await pts(35000, weekday)).toMatchObject({ first_order: 0, tier: 1 });
    await spent(500_000, at('2026-06-01T00:00:00Z'), 'refunded');
    expect(await pts(35000, weekday)).toMatchObject({ tier: 1 });
    await spent(300_000, at('2026-06-01T00:00:00Z'));
    expect(await pts(35000, weekday)).toEqual({ vip_tier: 1750, first_order: 0, minimum_order: 1050, weekend: 0, total: 2800, tier: 2 });
    await spent(700_000, at('2026-10-01T00:00:00Z'));
    expect(await pts(35000, weekday)).toMatchObject({ vip_tier: 3500, tier: 3 });
    // Another tenant's view of the buyer (its catalogue has none of these orders) sees a first order.
    const elsewhere = await planOrderEarnings({ db: t.appDb, own: tenantScope('own', tenant.id), shown: tenantScope('shown', seller.id), settings: {}, userId: user.id, amount: 35000, now: weekday });
    expect(elsewhere.tier.tier).toBe(1);
    expect(elsewhere.rules.find((r) => r.rule === 'first_order')?.points).toBe(1000);
  });

  it('a paid order earns what earn-simulation answered the moment before; a refund claws it back; no drift', async () => {
    const tenant = await withGateway(t, await t.createTenant());
    const { product, merchant } = await shopProduct(t, tenant, { price: 35000, title: '적립 사과' });
    const { user, token } = await t.createUser(tenant, 'customer');
    const simulated = await json<EarnSimulation>(await t.request(tenant, 'GET', '/api/wallet/earn-simulation?order_amount=35000', { token }));
    const weekend = isKoreanWeekend(t.clock.now());
    expect(simulated.total).toBe(2750 + (weekend ? 700 : 0));
    expect(simulated.rules.map((r) => r.rule)).toEqual(['vip_tier', 'first_order', 'minimum_order', 'weekend']);
    expect(simulated.tier).toMatchObject({ tier: 1, name: 'bronze', spend: 0 });
    const trpc = await (await t.caller(tenant, token)).wallet.earnSimulation({ order_amount: 35000 });
    expect(trpc).toEqual(simulated);

    const { session, returnUrl } = await payThroughSimulator(t, tenant, token, product.id, 'approve', { session: { order_type: 'pickup' } });
    expect((await arrive(t, tenant, returnUrl)).searchParams.get('resCd')).toBe('0000');
    const [payment] = await t.db.select().from(payments).where(eq(payments.shopOrderNo, session.shopOrderNo));
    const earned = await earningsOf(tenant, user.id);
    expect(Object.fromEntries(earned.map((e) => [e.cause, e.points]))).toEqual(Object.fromEntries(simulated.rules.filter((r) => r.points > 0).map((r) => [r.rule, r.points])));
    expect(earned.every((e) => e.sourceId === payment.id)).toBe(true);
    expect(await available(tenant, user.id)).toBe(simulated.total);
    const keys = (await entriesOf(tenant, user.id)).map((e) => e.idempotencyKey);
    expect(keys).toContain(`earn:order:${payment.id}:first_order`);
    // Order earnings are not a score.
    expect(await scoreOf(tenant, user.id)).toBeUndefined();
    // The next order is not the first.
    const next = await json<EarnSimulation>(await t.request(tenant, 'GET', '/api/wallet/earn-simulation?order_amount=35000', { token }));
    expect(next.rules.find((r) => r.rule === 'first_order')).toMatchObject({ applies: false, points: 0 });
    expect(next.tier.spend).toBe(35000);

    // The shop cancels the order: the money and the points go back.
    const [order] = await t.db.select().from(orders).where(eq(orders.paymentId, payment.id));
    const put = await t.request(tenant, 'PUT', '/api/delivery/status', { token: merchant.token, json: { order_id: order.id, status: 'CANCELLED' } });
    expect(put.status, await put.clone().text()).toBe(200);
    expect(await available(tenant, user.id)).toBe(0);
    const after = await earningsOf(tenant, user.id);
    expect(after.every((e) => e.clawedBackAt !== null && e.clawedBackPoints === e.points && e.clawbackShortfall === 0)).toBe(true);
    expect((await entriesOf(tenant, user.id)).filter((e) => e.txType === 'adjustment').map((e) => e.idempotencyKey)).toContain(`clawback:earn:order:${payment.id}:first_order`);
    expect(await drift(tenant, user.id)).toEqual(noDrift);
  });

  it('refusals of earn-simulation: no login 401, a bad amount 422', async () => {
    const tenant = await t.createTenant();
    const { token } = await t.createUser(tenant, 'customer');
    expect((await t.request(tenant, 'GET', '/api/wallet/earn-simulation?order_amount=1000')).status).toBe(401);
    for (const v of ['-1', 'abc', '1.5', '']) {
      const res = await t.request(tenant, 'GET', `/api/wallet/earn-simulation?order_amount=${v}`, { token });
      expect(res.status, v).toBe(422);
    }
  });

  it('a refund after the points were spent takes what is left and records the shortfall', async () => {
    const tenant = await withGateway(t, await t.createTenant());
    const { product, merchant } = await shopProduct(t, tenant, { price: 35000, title: '쓴 포인트 사과' });
    const { user, token } = await t.createUser(tenant, 'customer');
    const friend = await t.createUser(tenant, 'customer');
    await json(await t.request(tenant, 'POST', '/api/wallet/create', { token: friend.token, json: { evm_address: `0x${'12'.repeat(20)}` } }));
    const { session, returnUrl } = await payThroughSimulator(t, tenant, token, product.id, 'approve', { session: { order_type: 'pickup' } });
    expect((await arrive(t, tenant, returnUrl)).searchParams.get('resCd')).toBe('0000');
    const [payment] = await t.db.select().from(payments).where(eq(payments.shopOrderNo, session.shopOrderNo));
    const total = await available(tenant, user.id);
    expect(total).toBeGreaterThanOrEqual(2750);
    await json(await t.request(tenant, 'POST', '/api/wallet/transfer', { token, json: { to_user_id: friend.user.id, amount: total - 100, memo: '' } }));
    const [order] = await t.db.select().from(orders).where(eq(orders.paymentId, payment.id));
    expect((await t.request(tenant, 'PUT', '/api/delivery/status', { token: merchant.token, json: { order_id: order.id, status: 'CANCELLED' } })).status).toBe(200);
    expect(await available(tenant, user.id)).toBe(0);
    const after = await earningsOf(tenant, user.id);
    expect(after.reduce((s, e) => s + e.clawedBackPoints, 0)).toBe(100);
    expect(after.reduce((s, e) => s + e.clawbackShortfall, 0)).toBe(total - 100);
    expect(after.every((e) => e.clawedBackAt !== null)).toBe(true);
    expect(await drift(tenant, user.id)).toEqual(noDrift);
  });

  it('a proxy site’s sale credits the buyer’s wallet on the buyer’s own site, by that site’s rules', async () => {
    const seller = await withGateway(t, await t.createTenant());
    const proxy = await withSettings(await t.createTenant({ proxyTenant: seller.name }), {
      earn_rules: { non_activity: { first_order: { enabled: true, bonus: 777 }, vip_tier: { enabled: false, tier_rates: {} }, minimum_order: { enabled: false, min_amount: 0, rate: 0 }, weekend: { enabled: false, rate: 0 } } },
    });
    const { product } = await shopProduct(t, seller, { price: 12000 });
    const { user, token } = await t.createUser(proxy, 'customer');
    const simulated = await json<EarnSimulation>(await t.request(proxy, 'GET', '/api/wallet/earn-simulation?order_amount=12000', { token }));
    expect(simulated.total).toBe(777);
    const { session, returnUrl } = await payThroughSimulator(t, proxy, token, product.id, 'approve', { session: { order_type: 'pickup' } });
    expect((await arrive(t, proxy, returnUrl)).searchParams.get('resCd')).toBe('0000');
    const [payment] = await t.db.select().from(payments).where(eq(payments.shopOrderNo, session.shopOrderNo));
    expect(payment).toMatchObject({ tenantId: seller.id, buyerTenantId: proxy.id });
    expect(await available(proxy, user.id)).toBe(777);
    expect(await earningsOf(proxy, user.id)).toMatchObject([{ cause: 'first_order', points: 777, sourceId: payment.id }]);
    expect(await t.db.select().from(wallets).where(eq(wallets.tenantId, seller.id))).toEqual([]);
    expect(await ledgerDrift(t.appDb, accountsOf(proxy.id), user.id)).toEqual(noDrift);
    const again = await json<EarnSimulation>(await t.request(proxy, 'GET', '/api/wallet/earn-simulation?order_amount=12000', { token }));
    expect(again.total).toBe(0);
  });
});
