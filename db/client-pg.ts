import { createHash } from 'node:crypto';
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { Logger } from 'drizzle-orm/logger';
import * as schema from './schema';
import type { Db, DbHandle } from './client';

/** `logger` sees every statement (the tests' tenant-scope check). */
export function createPgDb(connectionString: string, max = 10, logger?: Logger): DbHandle & { pool: pg.Pool } {
  const pool = new pg.Pool({ connectionString, max, Client: PreparingClient });
  // An idle connection the server closes (a restart, a dropped database) is replaced by the pool on
  // the next query; unheard, its 'error' event would end the process.
  pool.on('error', (err) => console.warn(`an idle database connection closed: ${err.message}`));
  const db = drizzle(pool, { schema, logger }) as unknown as Db;
  return { db, kind: 'pg', pool, close: () => endPool(pool) };
}

/**
 * Resolves once every connection's socket has closed. pool.end() alone resolves as soon as the
 * clients are let go, while their sockets may still be open: a database dropped right after would
 * cut them mid-close.
 */
async function endPool(pool: pg.Pool): Promise<void> {
  const open = pool.totalCount;
  let closed = 0;
  const allClosed = new Promise<void>((resolve) => {
    if (open === 0) resolve();
    pool.on('remove', () => {
      if (++closed === open) resolve();
    });
  });
  await pool.end();
  await allClosed;
}

/**
 * Reads are prepared once per connection, under a name made from their text. PostgreSQL then parses
 * each once and, once a generic plan proves as cheap as the custom ones (after five runs), stops
 * planning it: at 100,000 products planning was most of a list's cost (a page of cards 1.0 ms
 * unprepared, 0.1 ms prepared, pgbench). Statement texts come from the code's query shapes, so their
 * number is bounded; a connection still stops naming new ones past MAX_PREPARED.
 */
const MAX_PREPARED = 2000;
/** A SELECT or WITH. A UNION opens with "(", and one more for each branch past the second (drizzle nests them). */
const READ = /^[\s(]*(?:select|with)\b/i;

class PreparingClient extends pg.Client {
  private readonly preparedNames = new Set<string>();

  constructor(config?: string | pg.ClientConfig) {
    super(config);
    const query = this.query.bind(this) as (...args: unknown[]) => unknown;
    this.query = ((config: unknown, ...rest: unknown[]) => query(this.named(config), ...rest)) as typeof this.query;
  }

  private named(config: unknown): unknown {
    if (!isPlainQuery(config) || config.name || !READ.test(config.text)) return config;
    const name = statementName(config.text);
    if (!this.preparedNames.has(name)) {
      if (this.preparedNames.size >= MAX_PREPARED) return config;
      this.preparedNames.add(name);
    }
    return { ...config, name };
  }
}

interface PlainQuery {
  text: string;
  name?: string;
  values?: unknown[];
}

/** A query config object (not a Submittable such as a cursor, not a bare string). */
function isPlainQuery(config: unknown): config is PlainQuery {
  return typeof config === 'object' && config !== null && typeof (config as PlainQuery).text === 'string' && !('submit' in config);
}

const names = new Map<string, string>();

function statementName(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `r${createHash('sha1').update(text).digest('base64url').slice(0, 22)}`;
    if (names.size >= MAX_PREPARED) names.clear();
    names.set(text, name);
  }
  return name;
}
