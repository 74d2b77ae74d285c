import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import * as schema from '../../db/schema';
import type { Db, DbHandle } from '../../db/client';
import { SEED_REGIONS } from '../../db/seed-catalogue-data';
import { createNodeApp, type NodeSettings } from '../../worker/deps-node';

/**
 * Catalogue sizes for the benchmarks: the demo seed of tenant `farm` grown to `total` products with
 * one SQL statement each for merchants and products (generate_series over arrays of Korean words,
 * so titles, prices, counts, dates and places vary), then VACUUM ANALYZE.
 */

/** Both drivers answer `execute` with `{ rows }`. */
export async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Milliseconds of each step of a growth, by name, in order (BENCH_PREPARE_ONLY prints them). */
export type StepTimes = [step: string, ms: number][];

export async function step(steps: StepTimes, name: string, run: () => Promise<unknown>): Promise<void> {
  const started = performance.now();
  await run();
  steps.push([name, Math.round(performance.now() - started)]);
}

export const q = (words: string[]) => `array[${words.map((w) => `'${w.replace(/'/g, "''")}'`).join(',')}]`;

export const ADJECTIVES = ['햇살', '제주', '유기농', '국산', '산지직송', '꿀', '달콤한', '신선한', '프리미엄', '가정용', '못난이', '친환경'];
export const NOUNS = [
  '사과', '감귤', '딸기', '포도', '배', '고구마', '감자', '당근', '상추', '시금치', '고등어', '갈치',
  '전복', '굴', '한우', '삼겹살', '김치', '식빵', '도시락', '샐러드', '참기름', '된장', '멸치', '미역',
];
export const UNITS = ['1kg', '2kg', '3kg', '5kg', '500g', '1팩', '2팩', '선물세트', '10개입'];
export const SHOP_WORDS = ['싱싱', '햇살', '바른', '초록', '으뜸', '동네', '행복', '푸른', '참좋은', '정직한'];
export const SHOPPING = ['fruit', 'vegetable', 'seafood', 'meat', 'processed', 'fashion'];
export const DELIVERY = ['banchan', 'dosirak', 'bakery', 'fruit', 'salad', 'seafood'];

/** Grows tenant `farm` to `total` live products, with about one bench merchant per 100 products. */
export async function growCatalogue(db: Db, total: number): Promise<{ products: number; merchants: number; ms: number; steps: StepTimes }> {
  const started = performance.now();
  const steps: StepTimes = [];
  const [{ id: tenantId }] = await rows<{ id: number }>(db, sql`select id from tenants where name = 'farm'`);
  const [{ n: have }] = await rows<{ n: number }>(db, sql`select count(*)::int as n from products where tenant_id = ${tenantId}`);
  const add = Math.max(0, total - have);
  const merchants = Math.max(20, Math.round(total / 100));

  await step(steps, 'merchants (users)', () => db.execute(sql`
    insert into users (tenant_id, email, username, password_hash, user_type, phone, address)
    select ${tenantId}, 'bench-merchant-' || g || '@example.com', '벤치상점' || g,
           (select password_hash from users where tenant_id = ${tenantId} and email = 'merchant@example.com' limit 1),
           'merchant', '010-0000-' || lpad((g % 10000)::text, 4, '0'), '서울특별시'
    from generate_series(1, ${merchants}) g`));
  // Spread over Seoul (about 22 × 31 km), so a 5 km radius holds roughly a tenth of them.
  await step(steps, 'merchant profiles', () => db.execute(sql`
    insert into merchant_profiles (tenant_id, user_id, business_name, business_number, business_description, address, phone, lat, lng, region, category, is_featured)
    select u.tenant_id, u.id, (${sql.raw(q(SHOP_WORDS))})[1 + u.n % ${SHOP_WORDS.length}] || '상회 ' || u.n || '호점',
           lpad(u.n::text, 10, '0'), '벤치마크용 가게', '서울특별시', '010-0000-0000',
           37.45 + ((u.n * 7919) % 1000) / 1000.0 * 0.2, 126.80 + ((u.n * 104729) % 1000) / 1000.0 * 0.35,
           (${sql.raw(q(SEED_REGIONS.map((r) => r.code)))})[1 + u.n % ${SEED_REGIONS.length}],
           (${sql.raw(q(SHOPPING))})[1 + u.n % ${SHOPPING.length}], u.n % 50 = 0
    from (select id, tenant_id, substring(email from 'bench-merchant-([0-9]+)@')::int as n
          from users where tenant_id = ${tenantId} and email like 'bench-merchant-%') u`));

  await step(steps, 'products', () => db.execute(sql`
    with m as (select id, user_id, (row_number() over (order by id) - 1)::int as rn from merchant_profiles where tenant_id = ${tenantId}),
         mc as (select count(*)::int as n from m),
         k as (select array_agg(thumbnail_key order by id) as a, count(*)::int as n from products where tenant_id = ${tenantId} and thumbnail_key is not null),
         -- A third in the delivery tab; categories follow g / 3 so every category gets rows in both tabs.
         s as (select g, 1000 + ((g * 37) % 90) * 500 as price, g % 3 = 0 as is_delivery from generate_series(1, ${add}) g)
    insert into products (tenant_id, merchant_id, owner_id, title, description, price, original_price, discount_rate, is_available,
                          is_delivery, category, delivery_category, display_remaining, views_count, orders_count, thumbnail_key, created_at, deleted_at)
    select ${tenantId}, m.id, m.user_id,
           (${sql.raw(q(ADJECTIVES))})[1 + s.g % ${ADJECTIVES.length}] || ' ' || (${sql.raw(q(NOUNS))})[1 + (s.g / ${ADJECTIVES.length}) % ${NOUNS.length}] || ' ' || (${sql.raw(q(UNITS))})[1 + s.g % ${UNITS.length}],
           (${sql.raw(q(NOUNS))})[1 + (s.g / ${ADJECTIVES.length}) % ${NOUNS.length}] || ', 산지에서 바로 보내드려요. 상품번호 ' || s.g,
           s.price,
           case when s.g % 4 = 0 then s.price + s.price * (1 + s.g % 5) / 10 end,
           case when s.g % 4 = 0 then round((s.price * (1 + s.g % 5) / 10)::numeric / (s.price + s.price * (1 + s.g % 5) / 10) * 100)::int else 0 end,
           s.g % 23 <> 0,
           s.is_delivery,
           case when not s.is_delivery then (${sql.raw(q(SHOPPING))})[1 + (s.g / 3) % ${SHOPPING.length}] end,
           case when s.is_delivery then (${sql.raw(q(DELIVERY))})[1 + (s.g / 3) % ${DELIVERY.length}] end,
           (array[-1, -1, -1, 10, 5, 1, 0])[1 + s.g % 7],
           ((s.g::bigint * 7919) % 5000)::int, ((s.g::bigint * 104729) % 800)::int,
           k.a[1 + s.g % k.n],
           now() - ((s.g::bigint * 9973) % 5184000) * interval '1 second',
           -- One in 50 is soft-deleted (all of them of every 50th shop: the merchant bench lists those).
           case when s.g % 50 = 7 then now() - ((s.g::bigint * 31) % 864000) * interval '1 second' end
    from s cross join k join m on m.rn = s.g % (select n from mc)`));
  await growPosts(db, tenantId, total, steps);
  await growCommerce(db, tenantId, total, steps);
  await step(steps, 'vacuum analyze', () => db.execute(sql`vacuum analyze`));
  const [{ p, mm }] = await rows<{ p: number; mm: number }>(
    db,
    sql`select (select count(*)::int from products where tenant_id = ${tenantId}) as p,
               (select count(*)::int from merchant_profiles where tenant_id = ${tenantId}) as mm`,
  );
  return { products: p, merchants: mm, ms: Math.round(performance.now() - started), steps };
}

/**
 * As many community posts as products, by the bench shops' accounts: every fourth a video post, each
 * with one medium (a product picture as image or poster), counts and dates spread like products'.
 */
async function growPosts(db: Db, tenantId: number, total: number, steps: StepTimes): Promise<void> {
  const [{ n: have }] = await rows<{ n: number }>(db, sql`select count(*)::int as n from posts where tenant_id = ${tenantId}`);
  const add = Math.max(0, total - have);
  if (add === 0) return;
  await step(steps, 'posts', () => db.execute(sql`
    with a as (select user_id, (row_number() over (order by id) - 1)::int as rn from merchant_profiles where tenant_id = ${tenantId}),
         ac as (select count(*)::int as n from a),
         s as (select g from generate_series(1, ${add}) g)
    insert into posts (tenant_id, author_id, title, content, is_announcement, is_video, views_count, likes_count, comments_count, created_at, updated_at)
    select ${tenantId}, a.user_id,
           (${sql.raw(q(NOUNS))})[1 + s.g % ${NOUNS.length}] || (array[' 수확 소식', ' 손질하는 법', ' 오늘의 밭', ' 포장 현장'])[1 + s.g % 4] || ' ' || s.g,
           (${sql.raw(q(NOUNS))})[1 + s.g % ${NOUNS.length}] || ' 이야기를 전해드려요. 게시글 번호 ' || s.g,
           s.g % 97 = 0, s.g % 4 = 0,
           ((s.g::bigint * 7919) % 3000)::int, ((s.g::bigint * 104729) % 200)::int, ((s.g::bigint * 31) % 50)::int,
           now() - ((s.g::bigint * 9973) % 5184000) * interval '1 second', now()
    from s join a on a.rn = s.g % (select n from ac)`));
  await step(steps, 'post media', () => db.execute(sql`
    with k as (select array_agg(thumbnail_key order by id) as a, count(*)::int as n from products where tenant_id = ${tenantId} and thumbnail_key is not null)
    insert into post_media (tenant_id, post_id, media_type, mime_type, storage_key, file_name, size_bytes, thumbnail_key, sort_order, is_thumbnail)
    select p.tenant_id, p.id, case when p.is_video then 'video' else 'image' end, case when p.is_video then 'video/webm' else 'image/png' end,
           'public/bench/post-' || p.id || case when p.is_video then '.webm' else '.png' end, 'bench', 1000,
           case when p.is_video then k.a[1 + p.id % k.n] end, 0, true
    from posts p cross join k
    where p.tenant_id = ${tenantId} and not exists (select 1 from post_media m where m.post_id = p.id)`));
}

/**
 * As many payments as products, bought by bench customers (one per 100 payments, at least 50) over
 * the last 60 days: 85% paid (each with its order), 5% each pending, failed and cancelled. Every
 * tenth buys the demo merchant's first product (the "hot" one, so one shop and one product carry
 * many sales), the rest a live product in turn. Each customer then reviews each product they paid
 * for once (ratings and helpful counts varied), which gives the hot product up to a review a customer.
 */
async function growCommerce(db: Db, tenantId: number, total: number, steps: StepTimes): Promise<void> {
  const [{ n: have }] = await rows<{ n: number }>(db, sql`select count(*)::int as n from payments where tenant_id = ${tenantId}`);
  const add = Math.max(0, total - have);
  if (add === 0) return;
  const customers = Math.max(50, Math.round(total / 100));
  await step(steps, 'customers (users)', () => db.execute(sql`
    insert into users (tenant_id, email, username, password_hash, user_type, phone, address)
    select ${tenantId}, 'bench-customer-' || g || '@example.com', '벤치손님' || g,
           (select password_hash from users where tenant_id = ${tenantId} and email = 'customer@example.com' limit 1),
           'customer', '010-1000-' || lpad((g % 10000)::text, 4, '0'), '서울특별시'
    from generate_series(1, ${customers}) g
    on conflict do nothing`));
  // Statistics of the grown tables before the payments: their key checks (buyer, product, shop: one
  // of each a row, at the end of the insert) are planned from them, and tables last analyzed with the
  // demo seed's few rows were read whole for every check (minutes at 100,000 payments).
  await step(steps, 'analyze before payments', () => db.execute(sql`analyze users, merchant_profiles, products`));
  // Customers and products are picked by position in arrays (O(1) each), never by a join on a computed key.
  await step(steps, 'payments', () => db.execute(sql`
    with c as (select array_agg(id order by id) as ids, count(*)::int as n from users where tenant_id = ${tenantId} and email like 'bench-customer-%'),
         p as (select array_agg(id order by id) as ids, count(*)::int as n from products where tenant_id = ${tenantId} and deleted_at is null and is_available),
         hot as (select pr.id from products pr join users u on u.id = pr.owner_id
                 where pr.tenant_id = ${tenantId} and pr.deleted_at is null and pr.is_available and u.email = 'merchant@example.com'
                 order by pr.id limit 1),
         s as (select g, (array['paid','paid','paid','paid','paid','paid','paid','paid','paid','paid','paid','paid','paid','paid','paid','paid','paid','pending','failed','cancelled'])[1 + g % 20] as status,
                      1 + g % 3 as qty, case when g % 4 = 0 then 0 else 3000 end as ship,
                      now() - ((g::bigint * 9973) % 5184000) * interval '1 second' as at,
                      c.ids[1 + g % c.n] as buyer_id, 1 + g % c.n as buyer_no,
                      case when g % 10 = 0 and (select id from hot) is not null then (select id from hot) else p.ids[1 + g % p.n] end as product_id
               from generate_series(1, ${add}) g cross join c cross join p)
    insert into payments (tenant_id, buyer_tenant_id, buyer_id, product_id, merchant_id, shop_order_no, goods_name, product_title,
                          unit_price, qty, shipping_fee, amount, order_type, device_type, buyer_name, buyer_email, buyer_tel, buyer_addr,
                          status, pg_cno, pay_method, res_msg, transaction_date, paid_at, created_at, updated_at)
    select ${tenantId}, ${tenantId}, s.buyer_id, pr.id, pr.merchant_id, 'BENCH-' || s.g, pr.title, pr.title,
           pr.price, s.qty, s.ship, pr.price * s.qty + s.ship, case when s.g % 5 = 0 then 'pickup' else 'delivery' end, 'mobile',
           '벤치손님' || s.buyer_no, 'bench-customer-' || s.buyer_no || '@example.com', '01010000000', '서울특별시',
           s.status, case when s.status = 'paid' then 'BENCHPG' || s.g end, case when s.status = 'paid' then (array['CARD','CARD','CARD','KAKAOPAY'])[1 + s.g % 4] end,
           case s.status when 'failed' then '한도 초과' when 'cancelled' then '사용자 취소' end,
           case when s.status = 'paid' then s.at end, case when s.status = 'paid' then s.at end, s.at, s.at
    from s join products pr on pr.id = s.product_id`));
  // The same for the orders' key checks (payments now): planned as range scans on tables never
  // analyzed, 85,000 of them took over 20 minutes on a busy machine.
  await step(steps, 'analyze before orders', () => db.execute(sql`analyze payments, orders`));
  await step(steps, 'orders', () => db.execute(sql`
    insert into orders (tenant_id, payment_id, order_number, buyer_tenant_id, buyer_id, product_id, merchant_id, product_title, quantity, unit_price, total_price,
                        order_type, status, recipient_name, delivery_address, delivery_phone, created_at, updated_at)
    select y.tenant_id, y.id, y.shop_order_no, y.buyer_tenant_id, y.buyer_id, y.product_id, y.merchant_id, y.product_title, y.qty, y.unit_price, y.amount,
           y.order_type, (array['PENDING','CONFIRMED','PREPARING','READY','DELIVERING','DELIVERED','DELIVERED','DELIVERED'])[1 + y.id % 8],
           y.buyer_name, y.buyer_addr, y.buyer_tel, y.created_at, y.created_at
    from payments y
    where y.tenant_id = ${tenantId} and y.status = 'paid' and y.shop_order_no like 'BENCH-%'
      and not exists (select 1 from orders o where o.payment_id = y.id)`));
  await step(steps, 'reviews', () => db.execute(sql`
    insert into reviews (tenant_id, product_id, author_tenant_id, author_id, rating, title, content, helpful_count, created_at, updated_at)
    select distinct on (y.product_id, y.buyer_id) y.tenant_id, y.product_id, y.buyer_tenant_id, y.buyer_id,
           1 + (y.id::bigint * 7) % 5, '벤치 후기 ' || y.id, '맛있고 신선했어요. 다음에도 살게요. 후기 번호 ' || y.id,
           ((y.id::bigint * 104729) % 60)::int, y.created_at + interval '2 days', y.created_at + interval '2 days'
    from payments y
    where y.tenant_id = ${tenantId} and y.status = 'paid' and y.shop_order_no like 'BENCH-%'
    order by y.product_id, y.buyer_id, y.id
    on conflict do nothing`));
}

/**
 * Values the bench paths refer to as {name}: the shop with the most live products (merchant), a live
 * product (product) and the account with the most soft-deleted products (deletedOwner, an email).
 */
export async function benchVars(db: Db): Promise<Record<string, string>> {
  const [{ id: tenantId }] = await rows<{ id: number }>(db, sql`select id from tenants where name = 'farm'`);
  const [m] = await rows<{ id: number }>(
    db,
    sql`select merchant_id as id from products where tenant_id = ${tenantId} and deleted_at is null and is_available
        group by merchant_id order by count(*) desc, merchant_id limit 1`,
  );
  const [p] = await rows<{ id: number }>(
    db,
    sql`select id from products where tenant_id = ${tenantId} and deleted_at is null and is_available order by id desc limit 1`,
  );
  const [d] = await rows<{ email: string }>(
    db,
    sql`select u.email from products p join users u on u.id = p.owner_id
        where p.tenant_id = ${tenantId} and p.deleted_at is not null group by u.email order by count(*) desc, u.email limit 1`,
  );
  const [post] = await rows<{ id: number }>(db, sql`select id from posts where tenant_id = ${tenantId} order by id desc limit 1`);
  // The product with the most reviews (the hot product of growCommerce) and the account of its shop.
  const [r] = await rows<{ id: number; email: string }>(
    db,
    sql`select p.id, u.email from products p join users u on u.id = p.owner_id
        where p.tenant_id = ${tenantId} and p.deleted_at is null order by p.review_count desc, p.id limit 1`,
  );
  return {
    merchant: String(m.id),
    product: String(p.id),
    post: String(post?.id ?? 1),
    deletedOwner: d?.email ?? 'merchant@example.com',
    reviewed: String(r?.id ?? p.id),
    seller: r?.email ?? 'merchant@example.com',
  };
}

/** A path of the bench with its {name} placeholders filled in. */
export const fillPath = (path: string, vars: Record<string, string>): string =>
  path.replace(/\{(\w+)\}/g, (_, k: string) => encodeURIComponent(vars[k] ?? `{${k}}`));

export interface ExplainPath {
  path: string;
  /** Signed in as this account (form login through the app) before the path is requested. */
  login?: { username: string; password: string };
}

export interface ExplainedQuery {
  path: string;
  sql: string;
  plan: string;
  indexes: string[];
  executionMs: number | null;
}

/**
 * Runs each path once through the app in this process on a database that logs its queries, then
 * EXPLAIN ANALYZEs every SELECT the path made (writes, such as keyword counters, are listed unplanned).
 */
export async function explainPaths(
  raw: { kind: 'pglite'; client: PGlite } | { kind: 'pg'; pool: pg.Pool },
  settings: NodeSettings,
  paths: ExplainPath[],
): Promise<ExplainedQuery[]> {
  const seen: { sql: string; params: unknown[] }[] = [];
  const logger = { logQuery: (query: string, params: unknown[]) => void seen.push({ sql: query, params }) };
  const db = (raw.kind === 'pglite' ? drizzlePglite(raw.client, { schema, logger }) : drizzlePg(raw.pool, { schema, logger })) as unknown as Db;
  const handle: DbHandle = { db, kind: raw.kind, close: async () => {} };
  const { app } = createNodeApp(handle, settings);
  const query = async (text: string, params: unknown[]) =>
    raw.kind === 'pglite'
      ? ((await raw.client.query(text, params)).rows as Record<string, string>[])
      : ((await raw.pool.query(text, params)).rows as Record<string, string>[]);

  const out: ExplainedQuery[] = [];
  for (const { path, login } of paths) {
    const headers: Record<string, string> = { host: 'localhost' };
    if (login) {
      const res = await app.request('http://localhost/api/auth/login', {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(login).toString(),
      });
      if (!res.ok) throw new Error(`login as ${login.username} answered ${res.status}: ${await res.text()}`);
      headers.authorization = `Bearer ${((await res.json()) as { access_token: string }).access_token}`;
    }
    seen.length = 0;
    const res = await app.request(`http://localhost${path}`, { headers });
    if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
    for (const s of [...seen]) {
      // The planner's estimate of a total (cappedTotal) is an EXPLAIN already: planned, not run.
      if (/^\s*explain\b/i.test(s.sql)) {
        out.push({ path, sql: s.sql, plan: '(EXPLAIN of a total past the cap: planning only)', indexes: [], executionMs: null });
        continue;
      }
      // A WITH that writes (insert … on conflict, then update) is a write too: EXPLAIN ANALYZE would run it.
      // A UNION of parenthesised selects opens with "(", "((" past two branches.
      if (!/^[\s(]*(select|with)\b/i.test(s.sql) || /^\s*with\b[\s\S]*\b(insert|update|delete)\b/i.test(s.sql)) {
        out.push({ path, sql: s.sql, plan: '(write, not planned)', indexes: [], executionMs: null });
        continue;
      }
      const rows = await query(`explain (analyze, buffers) ${s.sql}`, s.params);
      const plan = rows.map((r) => r['QUERY PLAN']).join('\n');
      const indexes = [...new Set([...plan.matchAll(/(?:Index(?: Only)? Scan(?: Backward)? using|Bitmap Index Scan on) (\S+)/g)].map((m) => m[1]))];
      const time = plan.match(/Execution Time: ([\d.]+) ms/);
      out.push({ path, sql: s.sql, plan, indexes, executionMs: time ? Number(time[1]) : null });
    }
  }
  return out;
}
