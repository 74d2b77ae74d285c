import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ADJECTIVES, DELIVERY, NOUNS, q, rows, SHOPPING, SHOP_WORDS, step, UNITS, type StepTimes } from './catalogue';

/**
 * Many sites on one database (issue 27, "scale in sites"): beside tenant farm, `others` sites named
 * bench-site-N (domain site-N.bench.test), each with 10 shops, 20 customers, `perSite` products and
 * 20 paid orders, grown with one statement per table for all of them. Every site has accounts with
 * farm's demo addresses (merchant@, customer@) and newcomer@example.com, which the scope check signs
 * up on farm: a look-up that forgets its site would find another site's row of the same address.
 */

const MERCHANTS_PER_SITE = 10;
const CUSTOMERS_PER_SITE = 20;
const ORDERS_PER_SITE = 20;
/** The address the scope check (site-scope.ts) signs up on farm; every other site has an account of it. */
export const NEWCOMER = 'newcomer@example.com';

export async function growSites(db: Db, others: number, perSite: number): Promise<{ ms: number; steps: StepTimes; products: number }> {
  const started = performance.now();
  const steps: StepTimes = [];
  const [farm] = await rows<{ id: number; hash: string }>(
    db,
    sql`select t.id, u.password_hash as hash from tenants t join users u on u.tenant_id = t.id and u.email = 'merchant@example.com' where t.name = 'farm'`,
  );
  const sites = sql`(select id from tenants where name like 'bench-site-%')`;

  await step(steps, 'sites (tenants)', () => db.execute(sql`
    insert into tenants (name, display_name, domain, is_active, features, theme_color, settings, payment_config)
    select 'bench-site-' || g, '벤치마켓 ' || g, 'site-' || g || '.bench.test', true, f.features, f.theme_color,
           f.settings || jsonb_build_object('name', '벤치마켓 ' || g), f.payment_config || jsonb_build_object('mall_id', 'T-bench-' || g)
    from generate_series(1, ${others}) g cross join (select * from tenants where name = 'farm') f`));

  // The first merchant and the first two customers of each site bear farm's demo and sign-up addresses.
  await step(steps, 'accounts (users)', () => db.execute(sql`
    insert into users (tenant_id, email, username, password_hash, user_type, phone, address)
    select t.id,
           case when a.kind = 'merchant' and a.g = 1 then 'merchant@example.com'
                when a.kind = 'customer' and a.g = 1 then 'customer@example.com'
                when a.kind = 'customer' and a.g = 2 then ${NEWCOMER}
                else a.kind || '-' || a.g || '@example.com' end,
           case a.kind when 'merchant' then '상점' else '손님' end || a.g,
           ${farm.hash}, a.kind, '010-2000-' || lpad(a.g::text, 4, '0'), '서울특별시'
    from ${sites} t
    cross join (select 'merchant' as kind, g from generate_series(1, ${MERCHANTS_PER_SITE}) g
                union all select 'customer', g from generate_series(1, ${CUSTOMERS_PER_SITE}) g) a`));

  await step(steps, 'shops (merchant profiles)', () => db.execute(sql`
    insert into merchant_profiles (tenant_id, user_id, business_name, business_number, business_description, address, phone, lat, lng, region, category)
    select u.tenant_id, u.id, (${sql.raw(q(SHOP_WORDS))})[1 + u.id % ${SHOP_WORDS.length}] || '상회 ' || u.id, lpad(u.id::text, 10, '0'),
           '벤치마크용 가게', '서울특별시', '010-0000-0000',
           37.45 + ((u.id::bigint * 7919) % 1000) / 1000.0 * 0.2, 126.80 + ((u.id::bigint * 104729) % 1000) / 1000.0 * 0.35,
           'mapo', (${sql.raw(q(SHOPPING))})[1 + u.id % ${SHOPPING.length}]
    from users u where u.tenant_id in ${sites} and u.user_type = 'merchant'`));

  // Every customer has a wallet (an empty one agrees with its empty ledger) and is signed in: with
  // farm's rows alone in those tables, the planner read them whole instead of looking one row up.
  await step(steps, 'wallets and sessions', async () => {
    await db.execute(sql`
      insert into wallets (tenant_id, user_id) select u.tenant_id, u.id from users u where u.tenant_id in ${sites} and u.user_type = 'customer'`);
    await db.execute(sql`
      insert into sessions (token_hash, tenant_id, user_id, expires_at)
      select encode(sha256(('bench-session-' || u.id)::bytea), 'hex'), u.tenant_id, u.id, now() + interval '30 days'
      from users u where u.tenant_id in ${sites}`);
  });

  // Two statements at once, each for half of the sites: a row's insert runs the owner trigger and the
  // key checks, work one process does alone on a two-core machine.
  const insertProducts = (half: number) => db.execute(sql`
      with m as (select id, user_id, tenant_id, (row_number() over (partition by tenant_id order by id) - 1)::int as rn
                 from merchant_profiles where tenant_id in ${sites} and tenant_id % 2 = ${half})
      insert into products (tenant_id, merchant_id, owner_id, title, description, price, is_available, is_delivery, category,
                            delivery_category, display_remaining, views_count, orders_count, created_at)
      select m.tenant_id, m.id, m.user_id,
             (${sql.raw(q(ADJECTIVES))})[1 + s.g % ${ADJECTIVES.length}] || ' ' || (${sql.raw(q(NOUNS))})[1 + (s.g / ${ADJECTIVES.length}) % ${NOUNS.length}] || ' ' || (${sql.raw(q(UNITS))})[1 + s.g % ${UNITS.length}],
             '다른 사이트의 상품입니다. 상품번호 ' || s.g, 1000 + ((s.g * 37) % 90) * 500, s.g % 23 <> 0, s.g % 3 = 0,
             case when s.g % 3 <> 0 then (${sql.raw(q(SHOPPING))})[1 + (s.g / 3) % ${SHOPPING.length}] end,
             case when s.g % 3 = 0 then (${sql.raw(q(DELIVERY))})[1 + (s.g / 3) % ${DELIVERY.length}] end,
             (array[-1, -1, 10, 0])[1 + s.g % 4], (s.g * 7919) % 5000, (s.g * 104729) % 800,
             now() - ((s.g::bigint * 9973) % 5184000) * interval '1 second'
      from m cross join generate_series(1, ${Math.ceil(perSite / MERCHANTS_PER_SITE)}) s(g)`);
  // A bulk load builds its indexes once at the end (as pg_restore does): kept up row by row, the
  // products' thirty-odd indexes, four of them GIN, made this step several times slower.
  await withIndexesRebuiltAfter(db, 'products', steps, () => Promise.all([insertProducts(0), insertProducts(1)]));

  await step(steps, 'paid orders (payments, orders)', async () => {
    await db.execute(sql`analyze users, merchant_profiles, products`);
    await db.execute(sql`
      with c as (select tenant_id, array_agg(id order by id) as ids from users where tenant_id in ${sites} and user_type = 'customer' group by tenant_id),
           p as (select tenant_id, array_agg(id order by id) as ids
                 from (select tenant_id, id, row_number() over (partition by tenant_id order by id) as rn from products where tenant_id in ${sites}) x
                 where rn <= ${ORDERS_PER_SITE} group by tenant_id)
      insert into payments (tenant_id, buyer_tenant_id, buyer_id, product_id, merchant_id, shop_order_no, goods_name, product_title,
                            unit_price, qty, shipping_fee, amount, order_type, device_type, buyer_name, buyer_email, buyer_tel, buyer_addr,
                            status, pg_cno, pay_method, transaction_date, paid_at, created_at, updated_at)
      select c.tenant_id, c.tenant_id, c.ids[1 + g % array_length(c.ids, 1)], pr.id, pr.merchant_id, 'SITE-' || pr.id, pr.title, pr.title,
             pr.price, 1, 3000, pr.price + 3000, 'delivery', 'mobile', '손님', 'customer@example.com', '01020000000', '서울특별시',
             'paid', 'SITEPG' || pr.id, 'CARD', now(), now(), now(), now()
      from c join p using (tenant_id) cross join generate_series(1, ${ORDERS_PER_SITE}) g join products pr on pr.id = p.ids[g]`);
    await db.execute(sql`analyze payments`);
    await db.execute(sql`
      insert into orders (tenant_id, payment_id, order_number, buyer_tenant_id, buyer_id, product_id, merchant_id, product_title, quantity, unit_price,
                          total_price, order_type, status, recipient_name, delivery_address, delivery_phone, created_at, updated_at)
      select y.tenant_id, y.id, y.shop_order_no, y.buyer_tenant_id, y.buyer_id, y.product_id, y.merchant_id, y.product_title, y.qty, y.unit_price,
             y.amount, y.order_type, 'DELIVERED', y.buyer_name, y.buyer_addr, y.buyer_tel, y.created_at, y.created_at
      from payments y where y.tenant_id in ${sites}`);
  });
  await step(steps, 'vacuum analyze', () => db.execute(sql`vacuum analyze`));
  const [{ n }] = await rows<{ n: number }>(db, sql`select count(*)::int as n from products`);
  return { ms: Math.round(performance.now() - started), steps, products: n };
}

/**
 * Drops a table's indexes (not its keys' constraints), runs `load`, and makes them again on two
 * connections at once, the GIN ones first: PostgreSQL 15 builds a GIN index in one process and
 * those are the longest, so each connection takes the next index as it finishes one.
 */
async function withIndexesRebuiltAfter(db: Db, table: string, steps: StepTimes, load: () => Promise<unknown>): Promise<void> {
  const indexes = await rows<{ name: string; def: string }>(
    db,
    sql`select i.indexname as name, i.indexdef as def from pg_indexes i
        where i.schemaname = 'public' and i.tablename = ${table}
          and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
  );
  for (const { name } of indexes) await db.execute(sql.raw(`drop index "${name}"`));
  await step(steps, `${table} (rows)`, load);
  const queue = [...indexes].sort((a, b) => Number(/ USING gin /.test(b.def)) - Number(/ USING gin /.test(a.def)));
  const builder = () =>
    db.transaction(async (tx) => {
      await tx.execute(sql`set local maintenance_work_mem = '1GB'`);
      for (let next = queue.shift(); next; next = queue.shift()) await tx.execute(sql.raw(next.def));
    });
  await step(steps, `${table} (${indexes.length} indexes)`, () => Promise.all([builder(), builder()]));
}
