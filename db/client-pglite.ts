import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import * as schema from './schema';
import type { Db, DbHandle } from './client';
import { pgliteExtensions } from './pglite-extensions';

/** Embedded PostgreSQL: a folder on disk, or memory when dataDir is omitted. */
export async function createPgliteDb(dataDir?: string): Promise<DbHandle & { client: PGlite }> {
  // PGlite makes only the last folder of the path.
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({ dataDir, extensions: pgliteExtensions });
  const db = drizzle(client, { schema }) as unknown as Db;
  return { db, kind: 'pglite', client, close: () => client.close() };
}
