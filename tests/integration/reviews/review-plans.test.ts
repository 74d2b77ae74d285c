import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchantProfiles, products, reviews, type Tenant } from '../../../db/schema';
import { REVIEW_SORTS } from '../../../shared/review-constants';
import type { ReviewList } from '../../../shared/schemas/reviews';
import { selectReviews } from '../../../worker/services/reviews/internal';
import { REVIEW_ORDER } from '../../../worker/services/reviews/list-product-reviews';
import { createTestApp, type TestApp } from '../../fixtures/app';

/**
 * A product's review list reads each of its five orders from a reviews_product_* index and stops at
 * the page; the stats' distribution is counted from reviews_product_rating_idx alone. 40 products with
 * 150 reviews each, so the planner has a reason to prefer the indexes.
 */
let t: TestApp;
let tenant: Tenant;
let productId: number;
const READERS = 150;

/**
 * The query's plan, on statistics and a visibility map as autovacuum would leave them: on PostgreSQL
 * the other suites write reviews beside this one, and a plan read minutes after setup saw their pages.
 */
const planOf = async (query: { toSQL(): { sql: string; params: unknown[] } } & Parameters<typeof sql>[1]) => {
  await t.db.execute(sql`vacuum analyze reviews`);
  const res = (await t.db.execute(sql`explain ${query}`)) as unknown as { rows: Record<string, string>[] };
  return res.rows.map((r) => Object.values(r)[0]).join('\n');
};

beforeAll(async () => {
  t = await createTestApp();
  tenant = await t.createTenant();
  const { user } = await t.createUser(tenant, 'merchant');
  const [shop] = await t.db.select().from(merchantProfiles).where(eq(merchantProfiles.userId, user.id));
  await t.db.execute(sql`
    insert into users (tenant_id, email, username, password_hash, user_type)
    select ${tenant.id}, 'plan' || i || '@example.com', 'plan' || i, 'x', 'customer' from generate_series(1, ${READERS}) as i`);
  await t.db.execute(sql`
    insert into products (tenant_id, merchant_id, owner_id, title, description, price, is_delivery, category)
    select ${tenant.id}, ${shop.id}, ${user.id}, '리뷰 상품 ' || i, '', 1000 + i, false, 'fruit' from generate_series(1, 40) as i`);
  await t.db.execute(sql`
    insert into reviews (tenant_id, product_id, author_tenant_id, author_id, rating, content, helpful_count, created_at)
    select p.tenant_id, p.id, u.tenant_id, u.id, 1 + (u.id * 7 + p.id) % 5, '충분히 긴 리뷰 내용입니다.', (u.id * 13 + p.id) % 50, now() - ((u.id * 40 + p.id) || ' minutes')::interval
    from products p cross join users u
    where p.tenant_id = ${tenant.id} and u.tenant_id = ${tenant.id} and u.user_type = 'customer'`);
  // Vacuumed as autovacuum would have: the visibility map lets counts read the index alone.
  await t.db.execute(sql`vacuum analyze reviews`);
  await t.db.execute(sql`analyze products`);
  [{ id: productId }] = await t.db.select({ id: products.id }).from(products).where(and(eq(products.tenantId, tenant.id), eq(products.title, '리뷰 상품 7')));
}, 60_000);
afterAll(() => t.close());

describe('review plans', () => {
  it.each(REVIEW_SORTS)('%s reads a reviews_product_* index and sorts nothing whole', async (sort) => {
    const plan = await planOf(
      selectReviews(t.db)
        .where(and(eq(reviews.tenantId, tenant.id), eq(reviews.productId, productId)))
        .orderBy(...REVIEW_ORDER[sort])
        .limit(11)
        .offset(10),
    );
    expect(plan, plan).toMatch(/reviews_product_(latest|rating|helpful)_idx/);
    // An incremental sort (ties of one rating, newest first) reads in index order; a full sort would not.
    expect(plan, plan).not.toMatch(/(^|->\s+)Sort\b/m);
  });

  it('the five orders page the same rows the plain rule gives', async () => {
    for (const sort of REVIEW_SORTS) {
      const page = (await (await t.request(tenant, 'GET', `/api/reviews/product/${productId}?sort_by=${sort}&skip=20&limit=10`)).json()) as ReviewList;
      const expected = await selectReviews(t.db)
        .where(and(eq(reviews.tenantId, tenant.id), eq(reviews.productId, productId)))
        .orderBy(...REVIEW_ORDER[sort])
        .limit(10)
        .offset(20);
      expect(page.reviews.map((r) => r.id), sort).toEqual(expected.map((r) => r.id));
      expect(page.total).toBe(READERS);
    }
  });

  it('the distribution is counted from the rating index alone, and equals the rows', async () => {
    const plan = await planOf(
      t.db
        .select({ rating: reviews.rating, n: count() })
        .from(reviews)
        .where(and(eq(reviews.tenantId, tenant.id), eq(reviews.productId, productId)))
        .groupBy(reviews.rating),
    );
    expect(plan, plan).toMatch(/reviews_product_rating_idx/);
    const stats = (await (await t.request(tenant, 'GET', `/api/reviews/product/${productId}/stats`)).json()) as { total_count: number; rating_distribution: Record<string, number> };
    expect(stats.total_count).toBe(READERS);
    expect(Object.values(stats.rating_distribution).reduce((a, b) => a + b, 0)).toBe(READERS);
  });
});
