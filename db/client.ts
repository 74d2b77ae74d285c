import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/**
 * The database handle every service receives. The three drivers (PGlite, node-postgres, Neon)
 * each build one in their own file, so a Worker bundle never pulls in PGlite or `pg`:
 * db/client-pglite.ts, db/client-pg.ts, db/client-neon.ts.
 */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Either the database or an open transaction: services accept both. */
export type DbOrTx = Db | Tx;

export interface DbHandle {
  db: Db;
  kind: 'pglite' | 'pg' | 'neon';
  close(): Promise<void>;
}
