import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { Logger } from 'drizzle-orm/logger';
import * as schema from './schema';
import type { Db, DbHandle } from './client';

/** `logger` sees every statement (the tests' tenant-scope check). */
export function createPgDb(connectionString: string, max = 10, logger?: Logger): DbHandle & { pool: pg.Pool } {
  const pool = new pg.Pool({ connectionString, max });
  const db = drizzle(pool, { schema, logger }) as unknown as Db;
  return { db, kind: 'pg', pool, close: () => pool.end() };
}
