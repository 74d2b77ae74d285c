import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { createPgDb } from '../../db/client-pg';
import { createPgliteDb } from '../../db/client-pglite';
import { migrateDb } from '../../db/migrate';
import type { UserCtx } from '../../worker/env';
import { tenantScope } from '../../worker/scope/tenant-scope';
import { getLeaderboard } from '../../worker/services/wallet/get-leaderboard';

/**
 * The leaderboard at size (docs/wallet.md Leaderboard): `growScores` gives a tenant `n` players with
 * scores in INSERT … SELECT statements (the accounts from generate_series, their user_scores rows, the counts of user_score_totals;
 * seconds, not minutes). `npm run bench` grows tenant farm so before loading GET /api/score/leaderboard;
 * run alone (`npx tsx tests/bench/leaderboard.ts`, LEADERBOARD_PLAYERS 100000, DATABASE_URL optional)
 * it measures the service on a fresh PGlite (and that PostgreSQL) directly: p50 and p99 of each
 * caller's answer, and the EXPLAIN ANALYZE of its statements.
 */

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** `n` players of `tenantId` with scores; the breakdown sums to the total; a tenth have no score (0). Answers the ms of each step. */
export async function growScores(db: Db, tenantId: number, n: number): Promise<{ users: number; scores: number; analyze: number }> {
  const t0 = performance.now();
  await db.execute(sql`
    insert into users (tenant_id, email, username, password_hash, user_type)
    select ${tenantId}, 'bench-player-' || g || '@example.com', '벤치회원' || g, null, 'customer'
    from generate_series(1, ${n}) g`);
  // Fresh statistics first: the foreign key's check of each score row then reads users by its key, not by a scan.
  await db.execute(sql`analyze users`);
  const t1 = performance.now();
  // Pseudo-random parts per activity (5 of a comment, 10-40 of posts and reviews), every tenth player at 0.
  await db.execute(sql`
    insert into user_scores (tenant_id, user_id, total, comment_create, post_text, post_with_photo, post_with_video, review_text, review_photo)
    select tenant_id, id, c + pt + pp + pv + rt + rp, c, pt, pp, pv, rt, rp
    from (select tenant_id, id,
                 case when n % 10 = 0 then 0 else 5 * ((n * 7919) % 40) end as c,
                 case when n % 10 = 0 then 0 else 10 * ((n * 104729) % 7) end as pt,
                 case when n % 10 = 0 then 0 else 20 * ((n * 1299709) % 5) end as pp,
                 case when n % 10 = 0 then 0 else 30 * ((n * 15485863) % 3) end as pv,
                 case when n % 10 = 0 then 0 else 20 * ((n * 32452843) % 4) end as rt,
                 case when n % 10 = 0 then 0 else 40 * ((n * 49979687) % 3) end as rp
          from (select tenant_id, id, id::bigint as n from users where tenant_id = ${tenantId} and email like 'bench-player-%') u) s`);
  // The count of users at each total, as the earnings keep it.
  await db.execute(sql`
    insert into user_score_totals (tenant_id, total, users)
    select tenant_id, total, count(*) from user_scores where tenant_id = ${tenantId} and total > 0 group by tenant_id, total
    on conflict (tenant_id, total) do update set users = user_score_totals.users + excluded.users`);
  const t2 = performance.now();
  await db.execute(sql`analyze user_scores`);
  await db.execute(sql`analyze user_score_totals`);
  return { users: Math.round(t1 - t0), scores: Math.round(t2 - t1), analyze: Math.round(performance.now() - t2) };
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];

/** Calls the service `times` times as `userId` and answers p50 and p99 in ms. */
async function measure(db: Db, tenantId: number, userId: number, times: number, topN = 10) {
  const ctx = { db, own: tenantScope('own', tenantId), shown: tenantScope('shown', tenantId), user: { id: userId }, inTransaction: false } as unknown as UserCtx;
  const ms: number[] = [];
  let last: Awaited<ReturnType<typeof getLeaderboard>> | undefined;
  for (let i = 0; i < times; i++) {
    const s = performance.now();
    last = await getLeaderboard({ ctx, input: { top_n: topN } });
    ms.push(performance.now() - s);
  }
  ms.sort((a, b) => a - b);
  return { p50: Math.round(pct(ms, 50) * 100) / 100, p99: Math.round(pct(ms, 99) * 100) / 100, me: last!.me };
}

async function explain(db: Db, tenantId: number, userId: number) {
  const [me] = await rows<{ total: number }>(db, sql`select total from user_scores where tenant_id = ${tenantId} and user_id = ${userId}`);
  const statements = [
    sql`select sum(users), sum(users) filter (where total > ${me.total}) from user_score_totals where tenant_id = ${tenantId} and total > 0`,
    sql`select count(*) from user_scores where tenant_id = ${tenantId} and total = ${me.total} and user_id < ${userId}`,
    sql`select user_id, total from user_scores where tenant_id = ${tenantId} and total > 0 order by total desc nulls last, user_id asc limit 10`,
  ];
  for (const st of statements) {
    const plan = await rows<{ 'QUERY PLAN': string }>(db, sql`explain analyze ${st}`);
    console.log(plan.map((r) => r['QUERY PLAN']).join('\n') + '\n');
  }
}

async function standalone(label: string, db: Db, players: number) {
  const [{ id: tenantId }] = await rows<{ id: number }>(
    db,
    sql`insert into tenants (name, display_name, domain) values ('bench-board', '벤치', 'bench-board.test') returning id`,
  );
  const grown = await growScores(db, tenantId, players);
  console.log(`${label}: ${players} players grown: users ${grown.users} ms, user_scores ${grown.scores} ms, analyze ${grown.analyze} ms`);
  const [mid] = await rows<{ id: number }>(db, sql`select id from users where tenant_id = ${tenantId} and email = ${`bench-player-${Math.floor(players / 2) + 1}@example.com`}`);
  const [none] = await rows<{ id: number }>(db, sql`select id from users where tenant_id = ${tenantId} and email = 'bench-player-10@example.com'`);
  await measure(db, tenantId, mid.id, 5); // warm-up
  const a = await measure(db, tenantId, mid.id, 200);
  const b = await measure(db, tenantId, none.id, 200);
  const c = await measure(db, tenantId, mid.id, 100, 50);
  console.log(`${label}: a scored caller (rank ${a.me.rank}, top ${a.me.top_percent}%), top 10: p50 ${a.p50} ms, p99 ${a.p99} ms`);
  console.log(`${label}: a caller without a score (rank ${b.me.rank}), top 10: p50 ${b.p50} ms, p99 ${b.p99} ms`);
  console.log(`${label}: a scored caller, top 50: p50 ${c.p50} ms, p99 ${c.p99} ms`);
  await explain(db, tenantId, mid.id);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const players = Number(process.env.LEADERBOARD_PLAYERS ?? 100_000);
  const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-board-'));
  try {
    const handle = await createPgliteDb(path.join(dir, 'pglite'));
    try {
      await migrateDb(handle);
      await standalone('pglite', handle.db, players);
    } finally {
      await handle.close();
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  if (process.env.DATABASE_URL) {
    const handle = createPgDb(process.env.DATABASE_URL, 2);
    try {
      await migrateDb(handle);
      await handle.db.execute(sql`delete from tenants where name = 'bench-board'`);
      await standalone('postgres', handle.db, players);
      await handle.db.execute(sql`delete from tenants where name = 'bench-board'`);
    } finally {
      await handle.close();
    }
  }
}
