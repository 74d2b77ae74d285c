import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { allFeatures } from '../../shared/features';
import type { OrderCenterQuery } from '../../shared/schemas/orders/center';
import type { MerchantCtx } from '../../worker/env';
import { tenantScope } from '../../worker/scope/tenant-scope';
import { exportCenterOrders } from '../../worker/services/orders/center/export-orders';
import { listCenterOrders } from '../../worker/services/orders/center/list-orders';
import { orderCenterSummary } from '../../worker/services/orders/center/order-summary';
import { explainStatements, onPglite, onPostgres, timed, type BenchDb } from './service-bench';

/**
 * The shop's order center at size (docs/orders.md Bench): `growOrders` gives one shop ORDERS orders
 * (and two neighbour shops a fifth as many each) with their paid payments and a claim on every open
 * one, in INSERT … SELECT statements over generate_series (seconds). Run alone (`npx tsx
 * tests/bench/orders.ts`; ORDERS (100000), ORDERS_TIMES (30); DATABASE_URL optional, a scratch
 * database) it measures the services directly on a fresh PGlite (and that PostgreSQL): p50 and p99
 * of the list by each filter, the summary, the searches and a 10,000-row CSV export, then EXPLAIN
 * ANALYZE of every statement they run, failing when any reads orders by a sequential scan.
 */

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

interface Grown {
  tenantId: number;
  merchantId: number;
  userId: number;
  orderNumber: string;
  ms: Record<string, number>;
}

const SURNAMES = ['김', '이', '박', '최', '정', '강', '조', '윤', '장', '임'];
const GIVEN = ['민준', '서연', '도윤', '하윤', '시우', '지우', '주원', '서윤', '예준', '하은', '지호', '수아'];
const STATUSES = ['PENDING', 'CONFIRMED', 'PREPARING', 'READY', 'DELIVERING', 'DELIVERED', 'DELIVERED', 'DELIVERED', 'DELIVERED', 'CANCELLED'];

export async function growOrders(db: Db, orders: number): Promise<Grown> {
  const ms: Record<string, number> = {};
  let t = performance.now();
  const lap = (name: string) => {
    const now = performance.now();
    ms[name] = Math.round(now - t);
    t = now;
  };
  const [tenant] = await rows<{ id: number }>(
    db,
    sql`insert into tenants (name, display_name, domain, features) values ('bench-orders', '벤치 주문', 'bench-orders.test', ${JSON.stringify(allFeatures(true))}::jsonb) returning id`,
  );
  const shops: { userId: number; merchantId: number; n: number; tag: string }[] = [];
  for (const [i, n] of [orders, Math.ceil(orders / 5), Math.ceil(orders / 5)].entries()) {
    const [u] = await rows<{ id: number }>(
      db,
      sql`insert into users (tenant_id, email, username, user_type) values (${tenant.id}, ${`bench-order-shop-${i}@example.com`}, ${`벤치가게${i}`}, 'merchant') returning id`,
    );
    const [m] = await rows<{ id: number }>(
      db,
      sql`insert into merchant_profiles (tenant_id, user_id, business_name, business_number, address, phone)
          values (${tenant.id}, ${u.id}, ${`벤치가게 ${i}`}, '1234567890', '서울', '010-0000-0000') returning id`,
    );
    shops.push({ userId: u.id, merchantId: m.id, n, tag: `OB${i}` });
  }
  await db.execute(sql`
    insert into users (tenant_id, email, username, user_type)
    select ${tenant.id}, 'bench-buyer-' || g || '@example.com', '구매자' || g, 'customer' from generate_series(1, 1000) g`);
  lap('accounts');
  const surnames = `{${SURNAMES.join(',')}}`;
  const given = `{${GIVEN.join(',')}}`;
  const statuses = `{${STATUSES.join(',')}}`;
  await db.transaction(async (tx) => {
    // Triggers off (sales days, the order number copy): the order number is written here.
    await tx.execute(sql`set local session_replication_role = replica`);
    for (const shop of shops) {
      await tx.execute(sql`
        with b as (select array_agg(id order by id) a from users where tenant_id = ${tenant.id} and email like 'bench-buyer-%')
        insert into payments (tenant_id, buyer_tenant_id, buyer_id, merchant_id, shop_order_no, goods_name, product_title, unit_price, qty, amount,
                              order_type, buyer_name, buyer_email, buyer_tel, status, purpose, pg_cno, paid_at, created_at, updated_at)
        select ${tenant.id}, ${tenant.id}, b.a[1 + g % 1000], ${shop.merchantId}, ${shop.tag} || lpad(g::text, 8, '0'), '벤치 상품 ' || (g % 300), '벤치 상품 ' || (g % 300),
               1000 + (g * 7919) % 90000, 1, 1000 + (g * 7919) % 90000, case when g % 10 = 3 then 'pickup' else 'delivery' end,
               '구매자', 'buyer@bench.test', '01000000000', 'paid', 'product_order', 'PG' || ${shop.tag} || g,
               now() - ((g * 37) % 525600 || ' minutes')::interval, now() - ((g * 37) % 525600 || ' minutes')::interval, now()
        from generate_series(1::bigint, ${shop.n}::bigint) g, b`);
    }
  });
  lap('payments');
  await db.execute(sql`analyze payments`);
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    for (const shop of shops) {
      // Kinds: a tenth pickup, of the rest three in four 택배; statuses spread; an open claim on one in a hundred delivered or preparing.
      await tx.execute(sql`
        insert into orders (tenant_id, payment_id, order_number, buyer_tenant_id, buyer_id, merchant_id, product_title, quantity, unit_price, total_price,
                            order_type, parcel, status, open_claim, recipient_name, delivery_address, delivery_phone, delivery_memo,
                            courier, tracking_number, shipped_at, created_at, updated_at)
        select p.tenant_id, p.id, p.shop_order_no, p.buyer_tenant_id, p.buyer_id, p.merchant_id, p.product_title, 1, p.amount, p.amount,
               p.order_type, p.order_type = 'delivery' and g % 4 <> 0, s.status,
               case when g % 100 = 7 and s.status = 'DELIVERED' then (case when g % 200 = 7 then 'return' else 'exchange' end)
                    when g % 100 = 7 and s.status in ('PREPARING', 'READY') then 'cancel' end,
               (${surnames}::text[])[1 + g % 10] || (${given}::text[])[1 + (g / 10) % 12],
               '(04524) 서울시 중구 세종대로 ' || (g % 300), '010-' || lpad(((g * 7) % 10000)::text, 4, '0') || '-' || lpad((g % 10000)::text, 4, '0'),
               case when g % 5 = 0 then '문 앞에 놓아주세요' end,
               case when s.status in ('DELIVERING', 'DELIVERED') then 'cj' end,
               case when s.status in ('DELIVERING', 'DELIVERED') then (500000000000 + g)::text end,
               case when s.status in ('DELIVERING', 'DELIVERED') then p.created_at + interval '1 day' end,
               p.created_at, p.created_at
        from payments p,
             lateral (select substring(p.shop_order_no from 4)::bigint g) x,
             lateral (select (${statuses}::text[])[1 + (x.g * 13) % 10] status) s
        where p.tenant_id = ${tenant.id} and p.merchant_id = ${shop.merchantId}`);
    }
    await tx.execute(sql`
      insert into order_claims (tenant_id, order_id, merchant_id, kind, status, reason_code, reason, created_at)
      select tenant_id, id, merchant_id, open_claim, 'requested', 'damaged', '벤치 클레임', created_at + interval '2 days'
      from orders where tenant_id = ${tenant.id} and open_claim is not null`);
  });
  lap('orders and claims');
  for (const table of ['payments', 'orders', 'order_claims', 'order_status_history', 'users']) await db.execute(sql.raw(`vacuum analyze ${table}`));
  lap('vacuum analyze');
  const [{ no }] = await rows<{ no: string }>(db, sql`select order_number no from orders where tenant_id = ${tenant.id} and merchant_id = ${shops[0].merchantId} order by id limit 1 offset 777`);
  return { tenantId: tenant.id, merchantId: shops[0].merchantId, userId: shops[0].userId, orderNumber: no, ms };
}

function merchantCtx(db: Db, g: Grown): MerchantCtx {
  return {
    db,
    own: tenantScope('own', g.tenantId),
    shown: tenantScope('shown', g.tenantId),
    user: { id: g.userId, userType: 'merchant', email: 'bench-order-shop-0@example.com', username: '벤치가게0', sessionTokenHash: '' },
    merchant: { id: g.merchantId, userId: g.userId },
    features: allFeatures(true),
    deps: { clock: { now: () => new Date() } },
    request: { ip: '127.0.0.1', origin: 'http://localhost', userAgent: '', cookies: { get: () => undefined, set: () => {} } },
    inTransaction: false,
  } as unknown as MerchantCtx;
}

const koreanDay = (daysAgo: number) => new Date(Date.now() + 9 * 3_600_000 - daysAgo * 86_400_000).toISOString().slice(0, 10);
const q = (over: Partial<OrderCenterQuery>): OrderCenterQuery => ({ page: 1, limit: 20, q: undefined, ...over });

type Case = [name: string, run: (ctx: MerchantCtx, g: Grown) => Promise<unknown>, times?: number];
const cases: Case[] = [
  ['list, all, page 1', (ctx) => listCenterOrders({ ctx, input: q({}) })],
  ['list, all, page 50', (ctx) => listCenterOrders({ ctx, input: q({ page: 50 }) })],
  ['list, status PENDING', (ctx) => listCenterOrders({ ctx, input: q({ status: 'PENDING' }) })],
  ['list, kind parcel', (ctx) => listCenterOrders({ ctx, input: q({ kind: 'parcel' }) })],
  ['list, kind pickup', (ctx) => listCenterOrders({ ctx, input: q({ kind: 'pickup' }) })],
  ['list, parcel READY (발송 대기)', (ctx) => listCenterOrders({ ctx, input: q({ kind: 'parcel', status: 'READY' }) })],
  ['list, open returns', (ctx) => listCenterOrders({ ctx, input: q({ claim: 'return' }) })],
  ['list, one week', (ctx) => listCenterOrders({ ctx, input: q({ from: koreanDay(14), to: koreanDay(8) }) })],
  ['list, DELIVERED in a month', (ctx) => listCenterOrders({ ctx, input: q({ status: 'DELIVERED', from: koreanDay(40), to: koreanDay(10) }) })],
  ['search, order number', (ctx, g) => listCenterOrders({ ctx, input: q({ q: g.orderNumber }) })],
  ['search, buyer name', (ctx) => listCenterOrders({ ctx, input: q({ q: '박서' }) })],
  ['search, phone last 4', (ctx) => listCenterOrders({ ctx, input: q({ q: '4321' }) })],
  ['search, whole phone', (ctx) => listCenterOrders({ ctx, input: q({ q: '010-0247-4321' }) })],
  ['summary', (ctx) => orderCenterSummary({ ctx })],
  ['CSV export, 10,000 rows', (ctx) => exportCenterOrders({ ctx, input: { q: undefined } }), 5],
];

async function standalone(bench: BenchDb): Promise<string[]> {
  const size = Number(process.env.ORDERS ?? 100_000);
  const times = Number(process.env.ORDERS_TIMES ?? 30);
  const t0 = performance.now();
  const grown = await growOrders(bench.db, size);
  console.log(
    `${bench.label}: grown ${size} orders for one shop (+${2 * Math.ceil(size / 5)} of two others) in ${Math.round(performance.now() - t0)} ms (${Object.entries(grown.ms)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')})`,
  );
  const ctx = merchantCtx(bench.db, grown);
  for (const [name, run, n] of cases) {
    const { p50, p99 } = await timed(() => run(ctx, grown), n ?? times);
    console.log(`${bench.label}: ${name.padEnd(30)} p50 ${String(p50).padStart(8)} ms   p99 ${String(p99).padStart(8)} ms`);
  }
  const seqScans: string[] = [];
  console.log(`\n${bench.label}: EXPLAIN ANALYZE, one line a statement (execution time | scans and sorts)`);
  for (const [name, run] of cases) {
    console.log(`  ${name}`);
    for (const line of await explainStatements(bench, (db) => run({ ...ctx, db } as MerchantCtx, grown))) {
      console.log(line);
      if (/Seq Scan on orders\b/.test(line)) seqScans.push(`${bench.label} ${name}: ${line.trim()}`);
    }
  }
  return seqScans;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const problems: string[] = [];
  if (process.env.ORDERS_PGLITE !== '0') await onPglite(async (bench) => void problems.push(...(await standalone(bench))));
  const url = process.env.DATABASE_URL;
  if (url) {
    await onPostgres(url, async (bench) => {
      await bench.db.execute(sql`delete from tenants where name = 'bench-orders'`);
      problems.push(...(await standalone(bench)));
      if (process.env.ORDERS_KEEP !== '1') await bench.db.execute(sql`delete from tenants where name = 'bench-orders'`);
    });
  }
  if (problems.length > 0) {
    console.error(`\nSequential scans of orders:\n${problems.join('\n')}`);
    process.exit(1);
  }
  console.log('\nEvery statement reads orders through an index.');
}
