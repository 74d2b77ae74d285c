import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import * as schema from './schema';
import type { Db, DbHandle } from './client';

export function createPgDb(connectionString: string, max = 10): DbHandle & { pool: pg.Pool } {
  const pool = new pg.Pool({ connectionString, max });
  const db = drizzle(pool, { schema }) as unknown as Db;
  return { db, kind: 'pg', pool, close: () => pool.end() };
}
