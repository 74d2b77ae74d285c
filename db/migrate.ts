import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { DbHandle } from './client';

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** How many migrations drizzle has recorded as applied (0 on a new database). */
async function appliedCount(handle: DbHandle): Promise<number> {
  const rows = async (query: ReturnType<typeof sql>) => ((await handle.db.execute(query)) as unknown as { rows: { n: number | null }[] }).rows;
  const [table] = await rows(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as n`);
  if (!table?.n) return 0;
  const [count] = await rows(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
  return Number(count?.n ?? 0);
}

/**
 * Applies pending migrations (Node only; the Worker is migrated by `npm run db:migrate`) and
 * answers how many were applied, so start-up can say so.
 */
export async function migrateDb(handle: DbHandle, migrationsFolder = MIGRATIONS_DIR): Promise<number> {
  const before = await appliedCount(handle);
  if (handle.kind === 'pglite') await migratePglite(handle.db as never, { migrationsFolder });
  else await migratePg(handle.db as never, { migrationsFolder });
  return (await appliedCount(handle)) - before;
}
