import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { allFeatures } from '../../shared/features';
import type { MerchantCtx } from '../../worker/env';
import { tenantScope } from '../../worker/scope/tenant-scope';
import { getDashboardStats } from '../../worker/services/dashboard/get-stats';
import { getDashboardSummary } from '../../worker/services/dashboard/get-summary';
import { listDashboardComments } from '../../worker/services/dashboard/list-comments';
import { listDashboardContents } from '../../worker/services/dashboard/list-contents';
import { listMyComments } from '../../worker/services/dashboard/list-my-comments';
import { listDashboardProducts } from '../../worker/services/dashboard/list-products';
import { listRecentActivity } from '../../worker/services/dashboard/list-recent-activity';
import { explainStatements, onPglite, onPostgres, timed, type BenchDb } from './service-bench';

/**
 * The dashboard at size (docs/dashboard.md Performance): `growDashboard` gives one merchant of a
 * tenant 10,000 products and 200 posts with 100,000 comments of 1,000 customers, all in INSERT …
 * SELECT statements over generate_series (seconds). Run alone (`npx tsx tests/bench/dashboard.ts`;
 * DASHBOARD_PRODUCTS, DASHBOARD_COMMENTS; DATABASE_URL optional) it measures the services directly
 * on a fresh PGlite (and that PostgreSQL): p50 and p99 of stats, summary, contents, comments and
 * product pages, and the EXPLAIN ANALYZE of each statement they run.
 */

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export interface Grown {
  merchantId: number;
  userId: number;
  ms: Record<string, number>;
}

/** One merchant of `tenantId` with `products` products, 200 posts and `comments` comments on them (plus a neighbour shop of 1,000 products). */
export async function growDashboard(db: Db, tenantId: number, products: number, comments: number): Promise<Grown> {
  const ms: Record<string, number> = {};
  let t = performance.now();
  const lap = (name: string) => {
    const now = performance.now();
    ms[name] = Math.round(now - t);
    t = now;
  };
  const shops: { userId: number; merchantId: number }[] = [];
  for (const n of [1, 2]) {
    const [u] = await rows<{ id: number }>(
      db,
      sql`insert into users (tenant_id, email, username, user_type) values (${tenantId}, ${`bench-shop-${n}@example.com`}, ${`벤치가게${n}`}, 'merchant') returning id`,
    );
    const [m] = await rows<{ id: number }>(
      db,
      sql`insert into merchant_profiles (tenant_id, user_id, business_name, business_number, address, phone)
          values (${tenantId}, ${u.id}, ${`벤치가게 ${n}`}, '1234567890', '서울', '010-0000-0000') returning id`,
    );
    shops.push({ userId: u.id, merchantId: m.id });
  }
  await db.execute(sql`
    insert into users (tenant_id, email, username, user_type)
    select ${tenantId}, 'bench-reader-' || g || '@example.com', '벤치독자' || g, 'customer' from generate_series(1, 1000) g`);
  lap('accounts');
  // Products: the merchant's (a tenth stopped, a twentieth sold out, a fiftieth deleted) and the
  // neighbour's, inserted with the row triggers off; the one count they keep (the shops' live
  // products) is set after in one statement.
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    for (const [shop, n] of [
      [shops[0], products],
      [shops[1], 1000],
    ] as const) {
      await tx.execute(sql`
        insert into products (tenant_id, merchant_id, owner_id, title, description, price, is_available, is_delivery, category,
                              display_remaining, review_count, rating_sum, views_count, orders_count, created_at, deleted_at)
        select ${tenantId}, ${shop.merchantId}, ${shop.userId}, '벤치 상품 ' || g, '설명', 1000 + (g * 7919) % 90000, g % 10 <> 0, false, '과일',
               case when g % 20 = 0 then 0 else -1 end, g % 7, (g % 7) * (1 + g % 5), (g * 104729) % 5000, (g * 15485863) % 300,
               now() - (g || ' minutes')::interval, case when g % 50 = 0 then now() else null end
        from generate_series(1::bigint, ${n}::bigint) g`);
    }
  });
  await db.execute(sql`
    update merchant_profiles m set product_count = (select count(*) from products p where p.tenant_id = m.tenant_id and p.merchant_id = m.id and p.deleted_at is null and p.is_available)
    where m.tenant_id = ${tenantId}`);
  lap('products');
  // Posts: 200 of the merchant (every tenth a video, every 25th an announcement), 50 of the neighbour.
  for (const [shop, n] of [
    [shops[0], 200],
    [shops[1], 50],
  ] as const) {
    await db.execute(sql`
      insert into posts (tenant_id, author_id, title, content, is_video, is_announcement, views_count, created_at)
      select ${tenantId}, ${shop.userId}, '벤치 글 ' || g, '내용', g % 10 = 0, g % 25 = 0, (g * 7919) % 1000, now() - (g || ' hours')::interval
      from generate_series(1::bigint, ${n}::bigint) g`);
  }
  await db.execute(sql`analyze users`);
  await db.execute(sql`analyze posts`);
  lap('posts');
  // Comments: spread over the merchant's posts by the readers, and a tenth as many by the merchant on
  // the neighbour's posts. Inserted with the row triggers off (session_replication_role), so the
  // insert names each post's author itself and posts.comments_count is set after in one statement.
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`
      with p as (select array_agg(id order by id) a from posts where tenant_id = ${tenantId} and author_id = ${shops[0].userId}),
           r as (select array_agg(id order by id) a from users where tenant_id = ${tenantId} and user_type = 'customer')
      insert into comments (tenant_id, post_id, post_author_id, author_id, content, created_at)
      select ${tenantId}, p.a[1 + (g * 7919) % array_length(p.a, 1)], ${shops[0].userId}, r.a[1 + g % array_length(r.a, 1)], '벤치 댓글 ' || g, now() - (g || ' seconds')::interval
      from generate_series(1::bigint, ${comments}::bigint) g, p, r`);
    await tx.execute(sql`
      with p as (select array_agg(id order by id) a from posts where tenant_id = ${tenantId} and author_id = ${shops[1].userId})
      insert into comments (tenant_id, post_id, post_author_id, author_id, content, created_at)
      select ${tenantId}, p.a[1 + g % array_length(p.a, 1)], ${shops[1].userId}, ${shops[0].userId}, '이웃 글에 단 댓글 ' || g, now() - (g || ' seconds')::interval
      from generate_series(1::bigint, ${Math.floor(comments / 10)}::bigint) g, p`);
  });
  await db.execute(sql`
    update posts p set comments_count = n.n
    from (select post_id, count(*)::int n from comments where tenant_id = ${tenantId} group by post_id) n
    where p.tenant_id = ${tenantId} and p.id = n.post_id`);
  lap('comments');
  // Fresh statistics and visibility maps (index-only scans), as autovacuum leaves a settled table.
  for (const table of ['products', 'posts', 'comments', 'users', 'merchant_profiles', 'orders', 'reviews', 'sales_days']) await db.execute(sql.raw(`vacuum analyze ${table}`));
  lap('vacuum analyze');
  return { merchantId: shops[0].merchantId, userId: shops[0].userId, ms };
}

function merchantCtx(db: Db, tenantId: number, grown: Grown): MerchantCtx {
  return {
    db,
    own: tenantScope('own', tenantId),
    shown: tenantScope('shown', tenantId),
    user: { id: grown.userId, userType: 'merchant', email: 'bench-shop-1@example.com', username: '벤치가게1', sessionTokenHash: '' },
    merchant: { id: grown.merchantId, userId: grown.userId },
    features: allFeatures(true),
    deps: { clock: { now: () => new Date() } },
    inTransaction: false,
  } as unknown as MerchantCtx;
}

type Case = [name: string, run: (ctx: MerchantCtx) => Promise<unknown>];
const cases: Case[] = [
  ['stats', (ctx) => getDashboardStats({ ctx })],
  ['summary', (ctx) => getDashboardSummary({ ctx })],
  ['contents latest', (ctx) => listDashboardContents({ ctx, input: { limit: 6, offset: 0, content_type: 'all', sort: 'latest' } })],
  ['contents popular', (ctx) => listDashboardContents({ ctx, input: { limit: 6, offset: 0, content_type: 'post', sort: 'popular' } })],
  ['comments page 1', (ctx) => listDashboardComments({ ctx, input: { limit: 10, offset: 0 } })],
  ['comments page 100', (ctx) => listDashboardComments({ ctx, input: { limit: 10, offset: 990 } })],
  ['my comments', (ctx) => listMyComments({ ctx, input: { limit: 10, offset: 0 } })],
  ['recent activity', (ctx) => listRecentActivity({ ctx, input: { limit: 10 } })],
  ['products latest selling', (ctx) => listDashboardProducts({ ctx, input: { limit: 100, offset: 0, sort: 'latest', availability: 'selling' } })],
  ['products price_low all', (ctx) => listDashboardProducts({ ctx, input: { limit: 100, offset: 0, sort: 'price_low', availability: 'all' } })],
  ['products price_high selling p3', (ctx) => listDashboardProducts({ ctx, input: { limit: 100, offset: 200, sort: 'price_high', availability: 'selling' } })],
  ['products views stopped', (ctx) => listDashboardProducts({ ctx, input: { limit: 100, offset: 0, sort: 'views', availability: 'stopped' } })],
  ['products orders all', (ctx) => listDashboardProducts({ ctx, input: { limit: 100, offset: 0, sort: 'orders', availability: 'all' } })],
];

async function standalone(bench: BenchDb, products: number, comments: number) {
  const [{ id: tenantId }] = await rows<{ id: number }>(
    bench.db,
    sql`insert into tenants (name, display_name, domain, features) values ('bench-dashboard', '벤치', 'bench-dashboard.test', ${JSON.stringify(allFeatures(true))}::jsonb) returning id`,
  );
  const t0 = performance.now();
  const grown = await growDashboard(bench.db, tenantId, products, comments);
  console.log(`${bench.label}: grown ${products} products, 200 posts, ${comments} comments in ${Math.round(performance.now() - t0)} ms (${Object.entries(grown.ms).map(([k, v]) => `${k} ${v}`).join(', ')})`);
  const ctx = merchantCtx(bench.db, tenantId, grown);
  for (const [name, run] of cases) {
    const { p50, p99 } = await timed(() => run(ctx), 100);
    console.log(`${bench.label}: ${name.padEnd(32)} p50 ${String(p50).padStart(7)} ms   p99 ${String(p99).padStart(7)} ms`);
  }
  if (process.env.DASHBOARD_EXPLAIN !== '0') {
    console.log(`\n${bench.label}: EXPLAIN ANALYZE, one line a statement (execution time | scans and sorts)`);
    for (const [name, run] of cases) {
      console.log(`  ${name}`);
      for (const line of await explainStatements(bench, (db) => run({ ...ctx, db } as MerchantCtx))) console.log(line);
    }
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const products = Number(process.env.DASHBOARD_PRODUCTS ?? 10_000);
  const comments = Number(process.env.DASHBOARD_COMMENTS ?? 100_000);
  await onPglite((bench) => standalone(bench, products, comments));
  const url = process.env.DATABASE_URL;
  if (url) {
    await onPostgres(url, async (bench) => {
      await bench.db.execute(sql`delete from tenants where name = 'bench-dashboard'`);
      await standalone(bench, products, comments);
      await bench.db.execute(sql`delete from tenants where name = 'bench-dashboard'`);
    });
  }
}
