import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { products, reviews, type Tenant } from '../../../db/schema';
import { MSG } from '../../../shared/messages';
import type { ProductCard, ProductDetail } from '../../../shared/schemas/catalogue';
import type { DashboardReviewList, PurchaseStatus, ReviewItem, ReviewList, ReviewStats } from '../../../shared/schemas/reviews';
import { createTestApp, type TestApp } from '../../fixtures/app';
import { createProductRest } from '../../fixtures/catalogue';
import { makeReview, paidPurchase, reviewBody } from '../../fixtures/reviews';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type User = Awaited<ReturnType<TestApp['createUser']>>;

const call = async <T,>(tenant: Tenant, method: string, path: string, token?: string, json?: unknown) => {
  const res = await t.request(tenant, method, path, { token, json });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T & { detail?: string; code?: string } };
};

/** A shop with a product, and buyers who paid for it. */
async function shop(buyers = 1) {
  const tenant = await t.createTenant();
  const merchant = await t.createUser(tenant, 'merchant');
  const product = (await createProductRest(t, tenant, merchant.token, { title: '양평 사과', price: 12000 })) as ProductDetail;
  const paid: User[] = [];
  for (let i = 0; i < buyers; i++) {
    const buyer = await t.createUser(tenant, 'customer');
    await paidPurchase(t, tenant, { tenantId: tenant.id, id: buyer.user.id }, product.id);
    paid.push(buyer);
  }
  return { tenant, merchant, product, buyers: paid };
}

describe('writing a review', () => {
  it('a buyer with a paid purchase writes one; the answer has the spec’s fields; the product’s totals follow', async () => {
    const { tenant, product, buyers } = await shop();
    const [buyer] = buyers;
    const res = await call<ReviewItem>(tenant, 'POST', `/api/reviews/product/${product.id}`, buyer.token, reviewBody({ rating: 4, title: '  좋아요 ' }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      user_id: buyer.user.id,
      user: { id: buyer.user.id, username: buyer.user.username },
      product: { title: '양평 사과', price: 12000 },
      product_info: { id: product.id },
      rating: 4,
      title: '좋아요',
      content: reviewBody().content,
      media: [],
      helpful_count: 0,
      is_helpful_by_current_user: false,
    });
    expect(Object.keys(res.body).sort()).toEqual(
      ['content', 'created_at', 'helpful_count', 'id', 'is_helpful_by_current_user', 'media', 'product', 'product_id', 'product_info', 'rating', 'title', 'updated_at', 'user', 'user_id'].sort(),
    );
    const [p] = await t.db.select().from(products).where(eq(products.id, product.id));
    expect({ count: p.reviewCount, sum: p.ratingSum }).toEqual({ count: 1, sum: 4 });
    const status = await call<PurchaseStatus>(tenant, 'GET', `/api/products/${product.id}/purchase-status`, buyer.token);
    expect(status.body).toEqual({ has_purchased: true, has_reviewed: true });
  });

  it('without a paid purchase: refused with its message (no purchase, a pending or cancelled payment, another product’s purchase)', async () => {
    const { tenant, merchant, product } = await shop(0);
    const other = (await createProductRest(t, tenant, merchant.token, { title: '다른 사과' })) as ProductDetail;
    const stranger = await t.createUser(tenant, 'customer');
    const pending = await t.createUser(tenant, 'customer');
    await paidPurchase(t, tenant, { tenantId: tenant.id, id: pending.user.id }, product.id, 'pending');
    await paidPurchase(t, tenant, { tenantId: tenant.id, id: pending.user.id }, product.id, 'cancelled');
    await paidPurchase(t, tenant, { tenantId: tenant.id, id: stranger.user.id }, other.id);
    for (const who of [stranger, pending, merchant]) {
      const res = await call(tenant, 'POST', `/api/reviews/product/${product.id}`, who.token, reviewBody());
      expect(res.status).toBe(400);
      expect(res.body.detail).toBe(MSG.reviewPurchaseRequired);
    }
    expect((await call<PurchaseStatus>(tenant, 'GET', `/api/products/${product.id}/purchase-status`, pending.token)).body).toEqual({ has_purchased: false, has_reviewed: false });
    expect((await call<PurchaseStatus>(tenant, 'GET', `/api/products/${product.id}/purchase-status`)).body).toEqual({ has_purchased: false, has_reviewed: false });
    expect((await call(tenant, 'POST', `/api/reviews/product/${product.id}`, undefined, reviewBody())).status).toBe(401);
  });

  it('one review per buyer and product: a second is a 409, and two at once give one review and one 409', async () => {
    const { tenant, product, buyers } = await shop(2);
    await makeReview(t, tenant, buyers[0].token, product.id);
    const again = await call(tenant, 'POST', `/api/products/${product.id}/reviews`, buyers[0].token, reviewBody());
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe(MSG.reviewAlreadyWritten);

    const race = await Promise.all([0, 1, 2].map(() => call(tenant, 'POST', `/api/reviews/product/${product.id}`, buyers[1].token, reviewBody())));
    expect(race.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    const rows = await t.db.select().from(reviews).where(eq(reviews.productId, product.id));
    expect(rows).toHaveLength(2);
    const [p] = await t.db.select().from(products).where(eq(products.id, product.id));
    expect(p.reviewCount).toBe(2);
  });

  it('bad ratings, titles and contents: 422 with the spec’s messages; NUL refused; 100 kB never a 5xx', async () => {
    const { tenant, product, buyers } = await shop();
    const token = buyers[0].token;
    const cases: [Record<string, unknown>, string][] = [
      [{ rating: undefined }, MSG.reviewRatingRequired],
      [{ rating: 0 }, MSG.reviewRatingRequired],
      [{ rating: null }, MSG.reviewRatingRequired],
      [{ rating: 6 }, MSG.reviewRatingRange],
      [{ rating: -1 }, MSG.reviewRatingRange],
      [{ rating: 2.5 }, ''],
      [{ rating: '별' }, ''],
      [{ content: '짧아요' }, MSG.reviewContentMin],
      [{ content: '          가나다      ' }, MSG.reviewContentMin],
      [{ content: undefined }, MSG.reviewContentMin],
      [{ content: '가'.repeat(1001) }, MSG.reviewContentMax],
      [{ title: '가'.repeat(101) }, MSG.reviewTitleMax],
      [{ content: 'x'.repeat(100 * 1024) }, MSG.reviewContentMax],
    ];
    for (const [patch, message] of cases) {
      const res = await call(tenant, 'POST', `/api/reviews/product/${product.id}`, token, reviewBody(patch));
      expect(res.status, JSON.stringify(patch).slice(0, 80)).toBe(422);
      if (message) expect(res.body.detail, JSON.stringify(patch).slice(0, 80)).toBe(message);
    }
    const nul = await call(tenant, 'POST', `/api/reviews/product/${product.id}`, token, reviewBody({ content: '맛있어요\u0000정말 맛있어요' }));
    expect(nul.status).toBe(422);
    // Exactly the limits pass: rating as a numeral, a 100-character title, 1000 characters.
    const ok = await call<ReviewItem>(tenant, 'POST', `/api/reviews/product/${product.id}`, token, reviewBody({ rating: '3', title: '가'.repeat(100), content: '나'.repeat(1000) }));
    expect(ok.status).toBe(201);
    expect(ok.body.rating).toBe(3);
  });

  it('a product nobody may open (deleted, another tenant’s, missing, a bad id): 404', async () => {
    const { tenant, merchant, product, buyers } = await shop();
    const elsewhere = await shop();
    expect((await call(tenant, 'POST', `/api/reviews/product/${elsewhere.product.id}`, buyers[0].token, reviewBody())).status).toBe(404);
    expect((await call(tenant, 'GET', `/api/reviews/product/${elsewhere.product.id}`)).status).toBe(404);
    expect((await call(tenant, 'GET', `/api/reviews/product/${elsewhere.product.id}/stats`)).status).toBe(404);
    expect((await call(tenant, 'GET', `/api/products/${elsewhere.product.id}/purchase-status`, buyers[0].token)).status).toBe(404);
    for (const bad of ['0', '-3', 'abc', '99999999999']) expect((await call(tenant, 'GET', `/api/reviews/product/${bad}`)).status).toBe(404);
    await makeReview(t, tenant, buyers[0].token, product.id);
    expect((await call(tenant, 'DELETE', `/api/products/${product.id}`, merchant.token)).status).toBe(200);
    expect((await call(tenant, 'GET', `/api/reviews/product/${product.id}`)).status).toBe(404);
    const mine = await call<ReviewList>(tenant, 'GET', '/api/reviews/my-reviews', buyers[0].token);
    expect(mine.body.reviews).toEqual([]);
  });
});

describe('changing and deleting', () => {
  it('only the author updates or deletes (403 for others, 401 for guests); a changed rating moves the product’s totals', async () => {
    const { tenant, product, buyers } = await shop(2);
    const [author, other] = buyers;
    const review = await makeReview(t, tenant, author.token, product.id, { rating: 5 });
    const merchant = await t.createUser(tenant, 'superuser');
    for (const who of [other, merchant]) {
      const put = await call(tenant, 'PUT', `/api/reviews/${review.id}`, who.token, reviewBody({ rating: 1 }));
      expect(put.status).toBe(403);
      expect(put.body.detail).toBe(MSG.reviewNotAuthor);
      // The owner check comes before the body: a stranger's bad body is still a 403.
      expect((await call(tenant, 'PUT', `/api/reviews/${review.id}`, who.token, { rating: 9 })).status).toBe(403);
      expect((await call(tenant, 'DELETE', `/api/reviews/${review.id}`, who.token)).status).toBe(403);
    }
    expect((await call(tenant, 'PUT', `/api/reviews/${review.id}`, undefined, reviewBody())).status).toBe(401);
    const bad = await call(tenant, 'PUT', `/api/reviews/${review.id}`, author.token, reviewBody({ content: '짧다' }));
    expect(bad.status).toBe(422);
    const put = await call<ReviewItem>(tenant, 'PUT', `/api/reviews/${review.id}`, author.token, reviewBody({ rating: 2, title: '', content: '다시 먹어보니 조금 시었어요.' }));
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ id: review.id, rating: 2, title: '', content: '다시 먹어보니 조금 시었어요.' });
    let [p] = await t.db.select().from(products).where(eq(products.id, product.id));
    expect({ count: p.reviewCount, sum: p.ratingSum }).toEqual({ count: 1, sum: 2 });

    expect((await call(tenant, 'DELETE', `/api/reviews/${review.id}`, author.token)).body).toEqual({ success: true, id: review.id });
    [p] = await t.db.select().from(products).where(eq(products.id, product.id));
    expect({ count: p.reviewCount, sum: p.ratingSum }).toEqual({ count: 0, sum: 0 });
    expect((await call(tenant, 'DELETE', `/api/reviews/${review.id}`, author.token)).status).toBe(404);
    // Deleted, the buyer may write again.
    expect((await call(tenant, 'POST', `/api/reviews/product/${product.id}`, author.token, reviewBody())).status).toBe(201);
  });

  it('another tenant’s review id is a 404 for every call', async () => {
    const a = await shop();
    const b = await shop();
    const review = await makeReview(t, b.tenant, b.buyers[0].token, b.product.id);
    const token = a.buyers[0].token;
    expect((await call(a.tenant, 'PUT', `/api/reviews/${review.id}`, token, reviewBody())).status).toBe(404);
    expect((await call(a.tenant, 'DELETE', `/api/reviews/${review.id}`, token)).status).toBe(404);
    expect((await call(a.tenant, 'POST', `/api/reviews/${review.id}/helpful`, token)).status).toBe(404);
    expect((await call(a.tenant, 'GET', `/api/reviews/${review.id}/helpful/status`, token)).status).toBe(404);
    expect((await call(a.tenant, 'GET', `/api/reviews/user/${b.buyers[0].user.id}`)).status).toBe(404);
  });
});

describe('lists and stats', () => {
  async function rated(ratings: number[]) {
    const s = await shop(ratings.length);
    const made: ReviewItem[] = [];
    for (const [i, rating] of ratings.entries()) {
      t.clock.advance(60_000);
      made.push(await makeReview(t, s.tenant, s.buyers[i].token, s.product.id, { rating, content: `리뷰 ${i} 번째 내용입니다.` }));
    }
    return { ...s, made };
  }

  it('five orders, paging with skip and limit (default 10), has_more and the kept total', async () => {
    const ratings = [3, 5, 1, 4, 5, 2, 3, 4, 1, 5, 2, 4];
    const { tenant, product, buyers, made } = await rated(ratings);
    // Helpful marks: review 2 gets three, review 7 one.
    for (const b of buyers.slice(0, 3)) expect((await call(tenant, 'POST', `/api/reviews/${made[2].id}/helpful`, b.token)).status).toBe(200);
    await call(tenant, 'POST', `/api/reviews/${made[7].id}/helpful`, buyers[5].token);

    const list = async (q: string, token?: string) => (await call<ReviewList>(tenant, 'GET', `/api/reviews/product/${product.id}?${q}`, token)).body;
    const ids = (l: ReviewList) => l.reviews.map((r) => r.id);
    const first = await list('');
    expect(first.reviews).toHaveLength(10);
    expect({ total: first.total, skip: first.skip, limit: first.limit, has_more: first.has_more }).toEqual({ total: 12, skip: 0, limit: 10, has_more: true });
    expect(ids(first)).toEqual(made.map((r) => r.id).reverse().slice(0, 10));
    const second = await list('skip=10&limit=10');
    expect({ n: second.reviews.length, has_more: second.has_more }).toEqual({ n: 2, has_more: false });

    expect(ids(await list('sort_by=oldest&limit=50'))).toEqual(made.map((r) => r.id));
    const byRating = (dir: 1 | -1) =>
      made
        .map((r, i) => ({ id: r.id, rating: ratings[i], i }))
        .sort((x, y) => dir * (x.rating - y.rating) || y.i - x.i)
        .map((r) => r.id);
    expect(ids(await list('sort_by=highest_rating&limit=50'))).toEqual(byRating(-1));
    expect(ids(await list('sort_by=lowest_rating&limit=50'))).toEqual(byRating(1));
    const helpful = await list('sort_by=most_helpful&limit=2', buyers[0].token);
    expect(helpful.reviews.map((r) => [r.id, r.helpful_count, r.is_helpful_by_current_user])).toEqual([
      [made[2].id, 3, true],
      [made[7].id, 1, false],
    ]);
    // tRPC twin and the /api/products spelling give the same.
    expect(ids((await call<ReviewList>(tenant, 'GET', `/api/products/${product.id}/reviews?sort_by=oldest&limit=50`)).body)).toEqual(made.map((r) => r.id));

    for (const q of ['skip=-1', 'limit=0', 'limit=-5', 'limit=51', 'limit=99999999999999999999', 'sort_by=best', 'skip=abc']) {
      expect((await call(tenant, 'GET', `/api/reviews/product/${product.id}?${q}`)).status, q).toBe(422);
    }
    // A skip past every review is an empty page; past what a numeral field takes (16 digits), a 422.
    expect((await call(tenant, 'GET', `/api/reviews/product/${product.id}?skip=${Number.MAX_SAFE_INTEGER}`)).status).toBe(422);
    const farRes = await call(tenant, 'GET', `/api/reviews/product/${product.id}?skip=999999999999999`);
    expect(farRes.status, JSON.stringify(farRes.body)).toBe(200);
    const far = farRes.body as unknown as ReviewList;
    expect({ n: far.reviews.length, has_more: far.has_more }).toEqual({ n: 0, has_more: false });
  });

  it('stats: count, one-decimal average and the 1-5 distribution; cards and detail carry rating and review_count', async () => {
    const { tenant, merchant, product } = await rated([5, 4, 4, 2]);
    const stats = (await call<ReviewStats>(tenant, 'GET', `/api/reviews/product/${product.id}/stats`)).body;
    expect(stats).toEqual({ total_count: 4, average_rating: 3.8, rating_distribution: { 1: 0, 2: 1, 3: 0, 4: 2, 5: 1 } });

    const empty = (await createProductRest(t, tenant, merchant.token, { title: '리뷰 없는 배' })) as ProductDetail;
    expect((await call<ReviewStats>(tenant, 'GET', `/api/reviews/product/${empty.id}/stats`)).body).toEqual({
      total_count: 0,
      average_rating: 0,
      rating_distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 },
    });
    const detail = (await call<ProductDetail>(tenant, 'GET', `/api/products/${product.id}`)).body;
    expect({ rating: detail.rating, review_count: detail.review_count }).toEqual({ rating: 3.8, review_count: 4 });
    const cards = (await call<{ products: ProductCard[] }>(tenant, 'GET', '/api/products?page=1&sort=latest')).body.products;
    expect(cards.find((c) => c.id === product.id)).toMatchObject({ rating: 3.8, review_count: 4 });
    expect(cards.find((c) => c.id === empty.id)).toMatchObject({ rating: null, review_count: 0 });
  });

  it('by user and mine: newest first with paging; the dashboard shows the merchant’s own products’ reviews only', async () => {
    const s = await shop(1);
    const [buyer] = s.buyers;
    const rival = await t.createUser(s.tenant, 'merchant');
    const rivalProduct = (await createProductRest(t, s.tenant, rival.token, { title: '이웃 배' })) as ProductDetail;
    await paidPurchase(t, s.tenant, { tenantId: s.tenant.id, id: buyer.user.id }, rivalProduct.id);
    const first = await makeReview(t, s.tenant, buyer.token, s.product.id);
    t.clock.advance(60_000);
    const second = await makeReview(t, s.tenant, buyer.token, rivalProduct.id);

    const byUser = (await call<ReviewList>(s.tenant, 'GET', `/api/reviews/user/${buyer.user.id}?limit=1`)).body;
    expect({ ids: byUser.reviews.map((r) => r.id), total: byUser.total, has_more: byUser.has_more }).toEqual({ ids: [second.id], total: 2, has_more: true });
    const mine = (await call<ReviewList>(s.tenant, 'GET', '/api/reviews/my-reviews?skip=1', buyer.token)).body;
    expect(mine.reviews.map((r) => r.id)).toEqual([first.id]);
    expect((await call(s.tenant, 'GET', '/api/reviews/my-reviews')).status).toBe(401);
    expect((await call(s.tenant, 'GET', '/api/reviews/user/999999999')).status).toBe(404);

    const dash = (await call<DashboardReviewList>(s.tenant, 'GET', '/api/dashboard/reviews', s.merchant.token)).body;
    expect({ ids: dash.reviews.map((r) => r.id), limit: dash.limit, offset: dash.offset, total: dash.total }).toEqual({ ids: [first.id], limit: 20, offset: 0, total: 1 });
    const rivalDash = (await call<DashboardReviewList>(s.tenant, 'GET', '/api/dashboard/reviews?limit=5&offset=0', rival.token)).body;
    expect(rivalDash.reviews.map((r) => r.id)).toEqual([second.id]);
    expect((await call(s.tenant, 'GET', '/api/dashboard/reviews', buyer.token)).status).toBe(403);
    expect((await call(s.tenant, 'GET', '/api/dashboard/reviews?limit=-1', s.merchant.token)).status).toBe(422);
  });

  it('a proxy site shows its target’s reviews, and its buyers review the target’s products under their own accounts', async () => {
    const target = await shop(1);
    const proxy = await t.createTenant({ proxyTenant: target.tenant.name });
    const visitor = await t.createUser(proxy, 'customer');
    await paidPurchase(t, target.tenant, { tenantId: proxy.id, id: visitor.user.id }, target.product.id);
    const own = await makeReview(t, target.tenant, target.buyers[0].token, target.product.id, { rating: 2 });
    t.clock.advance(60_000);
    const viaProxy = await makeReview(t, proxy, visitor.token, target.product.id, { rating: 4 });
    expect(viaProxy.user).toEqual({ id: visitor.user.id, username: visitor.user.username });
    const list = (await call<ReviewList>(proxy, 'GET', `/api/reviews/product/${target.product.id}`)).body;
    expect(list.reviews.map((r) => [r.id, r.user.username])).toEqual([
      [viaProxy.id, visitor.user.username],
      [own.id, target.buyers[0].user.username],
    ]);
    expect((await call<PurchaseStatus>(proxy, 'GET', `/api/products/${target.product.id}/purchase-status`, visitor.token)).body).toEqual({ has_purchased: true, has_reviewed: true });
    // The target's own buyer with the same id on the proxy site is another account: nothing purchased there.
    expect((await call<ReviewList>(proxy, 'GET', '/api/reviews/my-reviews', visitor.token)).body.reviews.map((r) => r.id)).toEqual([viaProxy.id]);
  });
});
