import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchantProfiles, orders, payments, posts, type Tenant, type User } from '../../db/schema';
import { MSG } from '../../shared/messages';
import type { DashboardStats, DashboardSummary, RecentActivityList } from '../../shared/schemas/dashboard';
import { createTestApp, type TestApp } from '../fixtures/app';
import { createProductRest } from '../fixtures/catalogue';
import { makeComment, makePost, mp4Part, sendPostForm, jpegPart } from '../fixtures/content';
import { makeReview, paidPurchase } from '../fixtures/reviews';

/** The dashboard's figures: GET /api/dashboard/stats (merchants), /summary and /recent-activity (any account). */
let t: TestApp;
let site: Tenant;
let otherSite: Tenant;
let merchant: { user: User; token: string };
let rival: { user: User; token: string };
let buyer: { user: User; token: string };
let buyer2: { user: User; token: string };
let foreign: { user: User; token: string };
const ids = { rivalPost: 0, rivalProduct: 0, foreignPost: 0 };

const get = async <T>(tenant: Tenant, path: string, token?: string) => {
  const res = await t.request(tenant, 'GET', path, { token });
  return { status: res.status, body: (await res.json()) as T & { detail?: string; code?: string } };
};

beforeAll(async () => {
  t = await createTestApp();
  site = await t.createTenant();
  otherSite = await t.createTenant();
  merchant = await t.createUser(site, 'merchant');
  rival = await t.createUser(site, 'merchant');
  buyer = await t.createUser(site);
  buyer2 = await t.createUser(site);
  foreign = await t.createUser(otherSite, 'merchant');
  const me = merchant.token;

  // Products: two selling (one sold out), one stopped, one deleted.
  const apple = await createProductRest(t, site, me, { title: '사과', price: 7000 });
  const pear = await createProductRest(t, site, me, { title: '배', price: 12000, display_remaining: 0 });
  await createProductRest(t, site, me, { title: '감', is_available: false });
  const gone = await createProductRest(t, site, me, { title: '포도' });
  expect((await t.request(site, 'DELETE', `/api/products/${gone.id}`, { token: me })).status).toBe(200);
  const rivalProduct = await createProductRest(t, site, rival.token, { title: '이웃 상품' });
  ids.rivalProduct = rivalProduct.id;
  await createProductRest(t, otherSite, foreign.token, { title: '다른 사이트 상품' });

  // Posts: two plain posts, a video, an announcement; views set where no reader came.
  const first = await makePost(t, site, me, '첫 글');
  await makePost(t, site, me, '둘째 글');
  await makePost(t, site, me, '영상 글', [mp4Part()]);
  const notice = await sendPostForm(t, site, me, { title: '공지', content: '휴무 안내', is_announcement: 'true' }, [jpegPart()]);
  expect(notice.status).toBe(201);
  await t.db.update(posts).set({ viewsCount: 40 }).where(eq(posts.id, first.id));
  const rivalPost = await makePost(t, site, rival.token, '이웃 글');
  ids.rivalPost = rivalPost.id;
  ids.foreignPost = (await makePost(t, otherSite, foreign.token, '다른 사이트 글')).id;

  // Comments: two by buyers and one by the merchant on the merchant's posts; others elsewhere.
  t.clock.advance(1000);
  await makeComment(t, site, buyer.token, first.id, '구매자 댓글');
  t.clock.advance(1000);
  await makeComment(t, site, buyer2.token, first.id, '두번째 구매자 댓글');
  await makeComment(t, site, me, first.id, '판매자 답글');
  await makeComment(t, site, buyer.token, rivalPost.id, '이웃 글 댓글');
  await makeComment(t, otherSite, foreign.token, ids.foreignPost, '다른 사이트 댓글');
  expect((await t.request(site, 'POST', `/api/content/posts/${first.id}/like`, { token: buyer.token })).status).toBe(200);

  // Orders and reviews: two of the merchant's products, one of the rival's.
  const o1 = await paidPurchase(t, site, { tenantId: site.id, id: buyer.user.id }, apple.id);
  const o2 = await paidPurchase(t, site, { tenantId: site.id, id: buyer2.user.id }, pear.id);
  // A pickup order too: the recent activity reads each order type's index and merges them.
  await t.db.update(orders).set({ orderType: 'pickup', status: 'READY' }).where(eq(orders.id, o2.orderId));
  await paidPurchase(t, site, { tenantId: site.id, id: buyer.user.id }, rivalProduct.id);
  await t.db.update(orders).set({ status: 'DELIVERED' }).where(eq(orders.id, o1.orderId));
  await makeReview(t, site, buyer.token, apple.id, { rating: 5 });
  await makeReview(t, site, buyer2.token, pear.id, { rating: 4 });
  await makeReview(t, site, buyer.token, rivalProduct.id, { rating: 1 });
});
afterAll(() => t.close());

describe('GET /api/dashboard/stats', () => {
  it('the merchant’s own figures: products by state, orders, 30 days of sales, content with its kept counts, reviews', async () => {
    const { status, body } = await get<DashboardStats>(site, '/api/dashboard/stats', merchant.token);
    expect(status).toBe(200);
    expect(body).toEqual({
      products: { total: 3, selling: 2, stopped: 1, sold_out: 1, deleted: 1 },
      orders: { total: 2, pending: 0, in_progress: 1, delivered: 1, sales_30d: 19000, orders_30d: 2 },
      content: { posts: 2, videos: 1, announcements: 1, views: 40, likes: 1, comments: 3 },
      reviews: { count: 2, average_rating: 4.5 },
    });
  });

  it('another merchant of the site sees only theirs; a merchant of another site nothing of this one', async () => {
    const theirs = (await get<DashboardStats>(site, '/api/dashboard/stats', rival.token)).body;
    expect(theirs.products).toEqual({ total: 1, selling: 1, stopped: 0, sold_out: 0, deleted: 0 });
    expect(theirs.orders).toMatchObject({ total: 1, sales_30d: 10000, orders_30d: 1 });
    expect(theirs.content).toMatchObject({ posts: 1, comments: 1 });
    expect(theirs.reviews).toEqual({ count: 1, average_rating: 1 });
    const abroad = (await get<DashboardStats>(otherSite, '/api/dashboard/stats', foreign.token)).body;
    expect(abroad.products.total).toBe(1);
    expect(abroad.orders.total).toBe(0);
    expect(abroad.content).toMatchObject({ posts: 1, comments: 1 });
  });

  it('sales older than 30 days are left out (the rival’s sale moved 40 days back)', async () => {
    const [sale] = await t.db.select().from(payments).where(eq(payments.productId, ids.rivalProduct));
    await t.db.update(payments).set({ createdAt: new Date(t.clock.now().getTime() - 40 * 24 * 60 * 60 * 1000) }).where(eq(payments.id, sale.id));
    const { body } = await get<DashboardStats>(site, '/api/dashboard/stats', rival.token);
    expect(body.orders).toMatchObject({ total: 1, sales_30d: 0, orders_30d: 0 });
    // The merchant's own figures are untouched.
    expect((await get<DashboardStats>(site, '/api/dashboard/stats', merchant.token)).body.orders.sales_30d).toBe(19000);
  });

  it('guests 401, customers 403; tRPC dashboard.stats answers the same', async () => {
    expect((await get(site, '/api/dashboard/stats')).status).toBe(401);
    const refused = await get(site, '/api/dashboard/stats', buyer.token);
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toMatch(/[가-힣]/);
    const caller = await t.caller(site, merchant.token);
    expect(await caller.dashboard.stats()).toEqual((await get(site, '/api/dashboard/stats', merchant.token)).body);
  });

  it('a merchant account without a shop is refused with the dashboard’s missing-merchant text', async () => {
    const shopless = await t.createUser(site, 'merchant');
    await t.db.delete(merchantProfiles).where(eq(merchantProfiles.userId, shopless.user.id));
    const refused = await get(site, '/api/dashboard/stats', shopless.token);
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toBe(MSG.dashboardMerchantNotFound);
  });
});

describe('GET /api/dashboard/summary', () => {
  const balance = async (token: string) => ((await get<{ available: number }>(site, '/api/wallet/balance', token)).body.available);

  it('a merchant: own posts by kind, comments and reviews written, points, products, deleted products, orders', async () => {
    const { status, body } = await get<DashboardSummary>(site, '/api/dashboard/summary', merchant.token);
    expect(status).toBe(200);
    expect(body).toEqual({
      posts: 2,
      videos: 1,
      announcements: 1,
      comments: 1,
      reviews: 0,
      points: await balance(merchant.token),
      products: 3,
      deleted_products: 1,
      orders: 2,
    });
  });

  it('a customer: the merchant-only counts are null', async () => {
    const { body } = await get<DashboardSummary>(site, '/api/dashboard/summary', buyer.token);
    expect(body).toEqual({ posts: 0, videos: 0, announcements: 0, comments: 2, reviews: 2, points: await balance(buyer.token), products: null, deleted_products: null, orders: null });
  });

  it('points are null with the wallet off; guests get 401; tRPC dashboard.summary answers the same', async () => {
    const dark = await t.createTenant({ features: { wallet: false } });
    const someone = await t.createUser(dark);
    expect((await get<DashboardSummary>(dark, '/api/dashboard/summary', someone.token)).body.points).toBeNull();
    expect((await get(site, '/api/dashboard/summary')).status).toBe(401);
    const caller = await t.caller(site, rival.token);
    expect(await caller.dashboard.summary()).toEqual((await get(site, '/api/dashboard/summary', rival.token)).body);
  });
});

describe('GET /api/dashboard/recent-activity', () => {
  it('comments others wrote on my posts, reviews of my products, my shop’s orders: newest first, nobody else’s', async () => {
    const { status, body } = await get<RecentActivityList>(site, '/api/dashboard/recent-activity', merchant.token);
    expect(status).toBe(200);
    const seen = body.activities.map((a) => `${a.kind}:${a.kind === 'comment' ? a.text : a.subject}`).sort();
    expect(seen).toEqual(['comment:구매자 댓글', 'comment:두번째 구매자 댓글', 'order:배', 'order:사과', 'review:배', 'review:사과'].sort());
    const times = body.activities.map((a) => a.created_at);
    expect(times).toEqual([...times].sort().reverse());
    const review = body.activities.find((a) => a.kind === 'review' && a.subject === '배')!;
    expect(review).toMatchObject({ actor: buyer2.user.username, rating: 4 });
    expect(review.text.startsWith('★★★★ ')).toBe(true);
    const order = body.activities.find((a) => a.kind === 'order' && a.subject === '사과')!;
    expect(order).toMatchObject({ actor: buyer.user.username, text: '배달 완료', rating: null });
    expect(body.activities.find((a) => a.kind === 'order' && a.subject === '배')).toMatchObject({ actor: buyer2.user.username, text: '픽업 대기' });
    const comment = body.activities.find((a) => a.kind === 'comment' && a.text === '구매자 댓글')!;
    expect(comment).toMatchObject({ actor: buyer.user.username, subject: '첫 글' });
  });

  it('limit keeps the newest; bad limits are 422 with a Korean message', async () => {
    const all = (await get<RecentActivityList>(site, '/api/dashboard/recent-activity', merchant.token)).body.activities;
    const two = (await get<RecentActivityList>(site, '/api/dashboard/recent-activity?limit=2', merchant.token)).body.activities;
    expect(two).toEqual(all.slice(0, 2));
    for (const bad of ['0', '51', 'x']) {
      const res = await get(site, `/api/dashboard/recent-activity?limit=${bad}`, merchant.token);
      expect(res.status, bad).toBe(422);
      expect(res.body.detail, bad).toMatch(/[가-힣]/);
    }
  });

  it('a customer sees the comments on their posts only (none); another site’s merchant nothing of this one', async () => {
    expect((await get<RecentActivityList>(site, '/api/dashboard/recent-activity', buyer.token)).body.activities).toEqual([]);
    const abroad = (await get<RecentActivityList>(otherSite, '/api/dashboard/recent-activity', foreign.token)).body.activities;
    // The foreign merchant's own comment on their own post is not "activity".
    expect(abroad).toEqual([]);
    const theirs = (await get<RecentActivityList>(site, '/api/dashboard/recent-activity', rival.token)).body.activities;
    expect(theirs.map((a) => a.kind).sort()).toEqual(['comment', 'order', 'review']);
    expect(theirs.every((a) => a.subject === '이웃 상품' || a.subject === '이웃 글')).toBe(true);
  });

  it('guests get 401; tRPC dashboard.recentActivity answers the same', async () => {
    expect((await get(site, '/api/dashboard/recent-activity')).status).toBe(401);
    const caller = await t.caller(site, merchant.token);
    expect(await caller.dashboard.recentActivity({ limit: 10 })).toEqual((await get(site, '/api/dashboard/recent-activity', merchant.token)).body);
  });
});
