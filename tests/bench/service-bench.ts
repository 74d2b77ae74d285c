import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Logger } from 'drizzle-orm/logger';
import { drizzle } from 'drizzle-orm/pglite';
import type { Db } from '../../db/client';
import { createPgDb } from '../../db/client-pg';
import { createPgliteDb } from '../../db/client-pglite';
import { migrateDb } from '../../db/migrate';
import * as schema from '../../db/schema';

/**
 * What the service-level benches (tests/bench/dashboard.ts, admin.ts) share: a fresh migrated database
 * (PGlite in a temporary directory, or DATABASE_URL), a second handle that keeps the statements a call
 * runs, EXPLAIN ANALYZE of those statements, and p50/p99 of repeated calls.
 */

export interface Captured {
  query: string;
  params: unknown[];
}

/** A database whose handle `capture.db` keeps every statement it runs in `capture.seen`. */
export interface BenchDb {
  label: 'pglite' | 'postgres';
  db: Db;
  capture: { db: Db; seen: Captured[] };
  explain(query: string, params: unknown[]): Promise<string[]>;
}

const keeper = (seen: Captured[]): Logger => ({ logQuery: (query, params) => void seen.push({ query, params }) });

/** Runs `fn` on a fresh migrated PGlite in a temporary directory, removed after. */
export async function onPglite(fn: (bench: BenchDb) => Promise<void>): Promise<void> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-service-'));
  try {
    const handle = await createPgliteDb(path.join(dir, 'pglite'));
    try {
      await migrateDb(handle);
      const seen: Captured[] = [];
      await fn({
        label: 'pglite',
        db: handle.db,
        capture: { db: drizzle(handle.client, { schema, logger: keeper(seen) }) as unknown as Db, seen },
        explain: async (q, p) => (await handle.client.query<{ 'QUERY PLAN': string }>(`explain analyze ${q}`, p)).rows.map((r) => r['QUERY PLAN']),
      });
    } finally {
      await handle.close();
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Runs `fn` on the PostgreSQL of `url`, migrated (the caller removes what it grew). */
export async function onPostgres(url: string, fn: (bench: BenchDb) => Promise<void>): Promise<void> {
  const seen: Captured[] = [];
  const handle = createPgDb(url, 2);
  const capture = createPgDb(url, 1, keeper(seen));
  try {
    await migrateDb(handle);
    await fn({
      label: 'postgres',
      db: handle.db,
      capture: { db: capture.db, seen },
      explain: async (q, p) => (await handle.pool.query<{ 'QUERY PLAN': string }>(`explain analyze ${q}`, p)).rows.map((r) => r['QUERY PLAN']),
    });
  } finally {
    await capture.close();
    await handle.close();
  }
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];

/** p50 and p99 in ms of `times` calls of `run`, after three warm-up calls. */
export async function timed(run: () => Promise<unknown>, times: number): Promise<{ p50: number; p99: number }> {
  for (let i = 0; i < 3; i++) await run();
  const ms: number[] = [];
  for (let i = 0; i < times; i++) {
    const s = performance.now();
    await run();
    ms.push(performance.now() - s);
  }
  ms.sort((a, b) => a - b);
  return { p50: Math.round(pct(ms, 50) * 100) / 100, p99: Math.round(pct(ms, 99) * 100) / 100 };
}

/** The statements `run` makes on the capturing handle, each as one line: its execution time, then its scans and sorts. */
export async function explainStatements(bench: BenchDb, run: (db: Db) => Promise<unknown>): Promise<string[]> {
  bench.capture.seen.length = 0;
  await run(bench.capture.db);
  const out: string[] = [];
  for (const { query, params } of [...bench.capture.seen]) {
    if (query.startsWith('explain')) continue;
    const plan = await bench.explain(query, params);
    const time = plan.find((l) => l.startsWith('Execution Time'))?.replace('Execution Time: ', '') ?? '';
    const scans = plan
      .map((l) => l.trim().replace(/^->\s*/, ''))
      .filter((l) => /^(Index Only Scan|Index Scan|Seq Scan|Parallel Seq Scan|Bitmap Index Scan|Sort|Incremental Sort)/.test(l))
      .map((l) => l.replace(/\s+\(cost.*$/, ''));
    out.push(`    ${time.padEnd(9)} ${scans.join(' | ')}`);
  }
  return out;
}
