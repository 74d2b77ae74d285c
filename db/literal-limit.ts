import { sql } from 'drizzle-orm';

/**
 * A LIMIT written into the statement rather than bound. The Node server prepares its reads
 * (db/client-pg.ts), and PostgreSQL keeps a prepared statement's generic plan only when it knows
 * how many rows a page takes: with a bound limit it assumes a tenth of the table and plans every run
 * again. The value is a checked whole number, so nothing else reaches the SQL text.
 */
export function literalLimit(rows: number): number {
  if (!Number.isSafeInteger(rows) || rows < 0 || rows > 10_000) throw new RangeError(`not a page size: ${rows}`);
  // drizzle's .limit() writes an SQL chunk as it is (typed for numbers and placeholders only).
  return sql.raw(String(rows)) as unknown as number;
}
