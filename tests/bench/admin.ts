import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { allFeatures } from '../../shared/features';
import type { PlatformCtx } from '../../worker/env';
import { platformScope } from '../../worker/scope/platform-scope';
import { tenantScope } from '../../worker/scope/tenant-scope';
import { auditKinds } from '../../worker/endpoints/audit-kinds';
import { listAudit } from '../../worker/services/admin/audit/list-audit';
import { getPayment } from '../../worker/services/admin/payments/get-payment';
import { listPayments } from '../../worker/services/admin/payments/list-payments';
import { listTenants } from '../../worker/services/admin/tenants/list-tenants';
import { explainStatements, onPglite, onPostgres, timed, type BenchDb } from './service-bench';

/**
 * The system administrator's lists at size (docs/admin.md Performance): `growAdmin` makes SITES sites
 * with PAYMENTS payments and AUDIT audit rows among them, in INSERT … SELECT statements over
 * generate_series (seconds). Run alone (`npx tsx tests/bench/admin.ts`; ADMIN_SITES, ADMIN_PAYMENTS,
 * ADMIN_AUDIT; DATABASE_URL optional, its database must be a scratch one) it measures the services
 * directly on a fresh PGlite (and that PostgreSQL): p50 and p99 of every list and filter, and the
 * EXPLAIN ANALYZE of each statement they run.
 */

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

interface Grown {
  siteIds: number[];
  paymentId: number;
  ms: Record<string, number>;
}

const KINDS = ['catalogue.products.update', 'catalogue.products.create', 'orders.deliveries.updateStatus', 'content.posts.create', 'admin.tenants.updateSettings', 'admin.tenants.updateFeatures', 'admin.tenants.createPlan', 'dashboard.updateProfile'];

export async function growAdmin(db: Db, sites: number, paymentCount: number, auditCount: number): Promise<Grown> {
  const ms: Record<string, number> = {};
  let t = performance.now();
  const lap = (name: string) => {
    const now = performance.now();
    ms[name] = Math.round(now - t);
    t = now;
  };
  await db.execute(sql`
    insert into tenants (name, display_name, domain, features)
    select 'bench-admin-' || g, '벤치 사이트 ' || g, 'bench-admin-' || g || '.test', ${JSON.stringify(allFeatures(true))}::jsonb
    from generate_series(1, ${sites}) g`);
  const siteIds = (await rows<{ id: number }>(db, sql`select id from tenants where name like 'bench-admin-%' order by id`)).map((r) => r.id);
  // Ten buyers a site.
  await db.execute(sql`
    insert into users (tenant_id, email, username, user_type)
    select t.id, 'buyer' || g || '@bench-' || t.id || '.test', '구매자' || g, 'customer'
    from tenants t, generate_series(1, 10) g where t.name like 'bench-admin-%'`);
  lap('sites and buyers');
  // Payments spread over the sites and the last year, a twentieth failed; triggers (sales days) off.
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`
      with s as (select array_agg(id order by id) a from tenants where name like 'bench-admin-%'),
           b as (select tenant_id, array_agg(id order by id) a from users where tenant_id in (select id from tenants where name like 'bench-admin-%') group by tenant_id)
      insert into payments (tenant_id, buyer_tenant_id, buyer_id, shop_order_no, goods_name, product_title, unit_price, qty, amount,
                            order_type, buyer_name, buyer_email, buyer_tel, status, purpose, created_at, updated_at)
      select site, site, b.a[1 + g % 10], 'B' || lpad(g::text, 9, '0'), '벤치 상품 ' || (g % 5000), '벤치 상품 ' || (g % 5000),
             1000 + (g * 7919) % 90000, 1, 1000 + (g * 7919) % 90000, 'delivery', '구매자' || (g % 10 + 1), 'buyer' || (g % 10 + 1) || '@bench.test',
             '01000000000', case when g % 20 = 0 then 'failed' else 'paid' end, 'product_order',
             now() - ((g * 31) % 525600 || ' minutes')::interval, now()
      from generate_series(1::bigint, ${paymentCount}::bigint) g, s,
           lateral (select s.a[1 + g % array_length(s.a, 1)] site) x
      join b on b.tenant_id = x.site`);
  });
  lap('payments');
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`
      with s as (select array_agg(id order by id) a from tenants where name like 'bench-admin-%'),
           k as (select string_to_array(${KINDS.join(',')}, ',') a)
      insert into audit_log (tenant_id, actor_tenant_id, actor_id, actor_role, actor_email, kind, via, target, input, before, after, request_id, ip, created_at)
      select s.a[1 + g % array_length(s.a, 1)], s.a[1 + g % array_length(s.a, 1)], 1 + g % 50, case when g % 10 = 0 then 'superuser' else 'merchant' end,
             'seller' || (g % 50) || '@bench.test', k.a[1 + g % array_length(k.a, 1)], 'trpc', 'product:' || g,
             '{"title":"벤치"}'::jsonb, '{"price":1000}'::jsonb, '{"price":1200}'::jsonb, 'r' || g, '127.0.0.1',
             now() - ((g * 17) % 525600 || ' minutes')::interval
      from generate_series(1::bigint, ${auditCount}::bigint) g, s, k`);
  });
  lap('audit rows');
  for (const table of ['payments', 'audit_log', 'users', 'tenants']) await db.execute(sql.raw(`vacuum analyze ${table}`));
  lap('vacuum analyze');
  const [{ id: paymentId }] = await rows<{ id: number }>(db, sql`select id from payments where shop_order_no = 'B000000777'`);
  return { siteIds, paymentId, ms };
}

function platformCtx(db: Db, homeId: number): PlatformCtx {
  return {
    db,
    own: tenantScope('own', homeId),
    shown: tenantScope('shown', homeId),
    platform: platformScope,
    user: { id: 1, userType: 'superuser', email: 'admin@example.com', username: '관리자', sessionTokenHash: '' },
    features: allFeatures(true),
    deps: { clock: { now: () => new Date() } },
    request: { ip: '127.0.0.1', origin: 'http://localhost', userAgent: '', cookies: { get: () => undefined, set: () => {} } },
    inTransaction: false,
  } as unknown as PlatformCtx;
}

type Case = [name: string, run: (ctx: PlatformCtx, grown: Grown) => Promise<unknown>];
const page = { skip: 0, limit: 20, q: '' };
const auditPage = { skip: 0, limit: 20, actor: undefined, kind: undefined };
const cases: Case[] = [
  ['tenants list', (ctx) => listTenants({ ctx })],
  ['payments, every site, page 1', (ctx) => listPayments({ ctx, input: page })],
  ['payments, every site, page 50', (ctx) => listPayments({ ctx, input: { ...page, skip: 980 } })],
  ['payments, one site, page 1', (ctx, g) => listPayments({ ctx, input: { ...page, siteId: g.siteIds[3] } })],
  ['payments, search an order number', (ctx) => listPayments({ ctx, input: { ...page, q: 'B000012345' } })],
  ['payments, search a buyer, failed', (ctx) => listPayments({ ctx, input: { ...page, q: '구매자7', status: 'failed' } })],
  ['payment detail', (ctx, g) => getPayment({ ctx, input: { id: g.paymentId } })],
  ['audit, every site, page 1', (ctx) => listAudit({ ctx, input: auditPage })],
  ['audit, one site', (ctx, g) => listAudit({ ctx, input: { ...auditPage, siteId: g.siteIds[5] } })],
  ['audit, one kind', (ctx) => listAudit({ ctx, input: { ...auditPage, kind: 'admin.tenants.updateSettings' } })],
  ['audit, a kind prefix', (ctx) => listAudit({ ctx, input: { ...auditPage, kind: 'admin.tenants' } })],
  ['audit, one actor', (ctx) => listAudit({ ctx, input: { ...auditPage, actor: 'seller7@bench.test' } })],
  ['audit, one week', (ctx) => listAudit({ ctx, input: { ...auditPage, from: dayAgo(14), to: dayAgo(8) } })],
  ['audit kinds', () => auditKinds()],
];

function dayAgo(days: number): string {
  return new Date(Date.now() + 9 * 3_600_000 - days * 86_400_000).toISOString().slice(0, 10);
}

async function standalone(bench: BenchDb) {
  const sites = Number(process.env.ADMIN_SITES ?? 20);
  const paymentCount = Number(process.env.ADMIN_PAYMENTS ?? 200_000);
  const auditCount = Number(process.env.ADMIN_AUDIT ?? 200_000);
  const t0 = performance.now();
  const grown = await growAdmin(bench.db, sites, paymentCount, auditCount);
  console.log(`${bench.label}: grown ${sites} sites, ${paymentCount} payments, ${auditCount} audit rows in ${Math.round(performance.now() - t0)} ms (${Object.entries(grown.ms).map(([k, v]) => `${k} ${v}`).join(', ')})`);
  const ctx = platformCtx(bench.db, grown.siteIds[0]);
  for (const [name, run] of cases) {
    const { p50, p99 } = await timed(() => run(ctx, grown), 50);
    console.log(`${bench.label}: ${name.padEnd(36)} p50 ${String(p50).padStart(7)} ms   p99 ${String(p99).padStart(7)} ms`);
  }
  if (process.env.ADMIN_EXPLAIN !== '0') {
    console.log(`\n${bench.label}: EXPLAIN ANALYZE, one line a statement (execution time | scans and sorts)`);
    for (const [name, run] of cases) {
      console.log(`  ${name}`);
      for (const line of await explainStatements(bench, (db) => run({ ...ctx, db } as PlatformCtx, grown))) console.log(line);
    }
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (process.env.ADMIN_PGLITE !== '0') await onPglite(standalone);
  const url = process.env.DATABASE_URL;
  if (url) {
    await onPostgres(url, async (bench) => {
      await bench.db.execute(sql`delete from tenants where name like 'bench-admin-%'`);
      await standalone(bench);
      // ADMIN_KEEP=1 leaves the grown sites for looking at plans by hand.
      if (process.env.ADMIN_KEEP !== '1') await bench.db.execute(sql`delete from tenants where name like 'bench-admin-%'`);
    });
  }
}
