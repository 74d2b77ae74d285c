import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchantProfiles, products, type Tenant } from '../../../db/schema';
import type { ProductList, UnifiedSearchResponse } from '../../../shared/schemas/catalogue';
import { productTextLike, productTextMatch } from '../../../worker/services/catalogue/internal-text-search';
import { createTestApp, type TestApp } from '../../fixtures/app';
import { otherSitesRead, tenantScans, type PlanNode } from '../../fixtures/plan-scope';

const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

/**
 * A product search pages a common word by walking the sort index with LIKE, and a rare one through
 * the bigram index (preparedProductTextSearch). Both must give exactly the rows and order of the plain rule.
 */
let t: TestApp;
let tenant: Tenant;
const COMMON_ROWS = 3000;

const rowsOf = async <T>(query: ReturnType<typeof sql>) => (await t.db.execute(query)) as unknown as { rows: T[] };

beforeAll(async () => {
  t = await createTestApp();
  tenant = await t.createTenant();
  const { user } = await t.createUser(tenant, 'merchant');
  const [shop] = await t.db.select().from(merchantProfiles).where(eq(merchantProfiles.userId, user.id));
  // Another site with the same titles: its matches must not be read by this site's searches.
  const other = await t.createUser(await t.createTenant(), 'merchant');
  const [otherShop] = await t.db.select().from(merchantProfiles).where(eq(merchantProfiles.userId, other.user.id));
  for (const [site, owner] of [[otherShop, other.user], [shop, user]] as const) {
    // Enough titles holding 흔한 for the planner to call it common, one holding 드문, and a few look-alikes.
    await t.db.execute(sql`
      insert into products (tenant_id, merchant_id, owner_id, title, description, price, is_delivery, category, orders_count, created_at)
      select ${site.tenantId}, ${site.id}, ${owner.id},
             case when i % 500 = 0 then '드문 ' || i when i % 7 = 0 then '흔 한 ' || i else '흔한 사과 ' || i end,
             case when i % 3 = 0 then '100%_\\ 표시' else '' end,
             1000 + i, false, 'fruit', i % 97, now() - (i || ' minutes')::interval
      from generate_series(1, ${COMMON_ROWS}) as i`);
  }
  await t.db.execute(sql`analyze products`);
});
afterAll(() => t.close());

describe('search plans', () => {
  it('LIKE alone and the bigram match select the same products, special characters included', async () => {
    for (const q of ['흔한', '드문', '흔', '한 사', '100%_', '%_\\', 'xyz', '흔한 사과 21']) {
      const like = await rowsOf<{ id: number }>(sql`select id from ${products} where ${productTextLike(q)} order by id`);
      const match = await rowsOf<{ id: number }>(sql`select id from ${products} where ${productTextMatch(q)} order by id`);
      expect(like.rows, q).toEqual(match.rows);
    }
  });

  it('a common word and a rare one page and count as the rule says (REST search, unified search)', async () => {
    for (const q of ['흔한', '드문']) {
      // Page 2, and page 16, which reads its ids first (a deep offset).
      for (const pageNo of [2, 16]) {
        const expected = await rowsOf<{ id: number }>(sql`
          select id from ${products} where tenant_id = ${tenant.id} and search_text like ${`%${q}%`}
          order by created_at desc, id desc limit 20 offset ${(pageNo - 1) * 20}`);
        const page = (await (await t.request(tenant, 'GET', `/api/products/search?q=${encodeURIComponent(q)}&page=${pageNo}&size=20`)).json()) as ProductList;
        expect(page.products.map((p) => p.id), `${q} page ${pageNo}`).toEqual(expected.rows.map((r) => r.id));
        if (q === '흔한') expect(page.products.length).toBe(20);
      }

      const [{ n }] = (await rowsOf<{ n: number }>(sql`select count(*)::int as n from ${products} where tenant_id = ${tenant.id} and search_text like ${`%${q}%`}`)).rows;
      const unified = (await (await t.request(tenant, 'GET', `/api/search?q=${encodeURIComponent(q)}&type=products`)).json()) as UnifiedSearchResponse;
      // Exact up to the cap (1,000), the planner's estimate past it.
      if (n <= 1000) expect(unified.total_products, q).toBe(n);
      else expect(unified.total_products, q).toBeGreaterThan(1000);
      const byOrders = await rowsOf<{ id: number }>(sql`
        select id from ${products} where tenant_id = ${tenant.id} and search_text like ${`%${q}%`}
        order by orders_count desc, id desc limit ${unified.products.length}`);
      expect(unified.products.map((p) => p.id), q).toEqual(byOrders.rows.map((r) => r.id));
    }
  });

  it("a word's bigram lookup reads this site's matches only (the index is keyed by site)", async () => {
    const [{ n: siteProducts }] = (await rowsOf<{ n: number }>(sql`select count(*)::int as n from ${products} where tenant_id = ${tenant.id}`)).rows;
    for (const q of ['드문', '흔한']) {
      const [{ n: matches }] = (await rowsOf<{ n: number }>(sql`select count(*)::int as n from ${products} where tenant_id = ${tenant.id} and search_text like ${`%${q}%`}`)).rows;
      const { rows } = await rowsOf<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
        sql`explain (analyze, format json) select id from ${products} where tenant_id = ${tenant.id} and ${productTextMatch(q)}`,
      );
      const plan = rows[0]['QUERY PLAN'][0].Plan;
      const bigramLookups = nodesOf(plan).filter((node) => /bigram/.test(node['Index Name'] ?? ''));
      if (q === '드문') expect(bigramLookups.length, q).toBeGreaterThan(0);
      for (const lookup of bigramLookups) expect(lookup['Actual Rows'], `${q}: ${lookup['Index Name']}`).toBeLessThanOrEqual(matches);
      for (const scan of tenantScans(plan)) expect(otherSitesRead(scan, siteProducts), q).toBeNull();
    }
  });
});
