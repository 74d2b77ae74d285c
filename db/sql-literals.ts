import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/*
 * Values written into the statement rather than bound. The Node server prepares its reads
 * (db/client-pg.ts), and PostgreSQL keeps a prepared statement's generic plan only when the plan
 * does not hinge on a bound value: with a bound LIMIT it assumes a tenth of the table, and a partial
 * index's predicate (count > 0) cannot be proven from `count > $1`. Either way it plans every run again.
 */

/** A LIMIT of `rows`: a checked whole number, so nothing else reaches the SQL text. */
export function literalLimit(rows: number): number {
  if (!Number.isSafeInteger(rows) || rows < 0 || rows > 10_000) throw new RangeError(`not a page size: ${rows}`);
  // drizzle's .limit() writes an SQL chunk as it is (typed for numbers and placeholders only).
  return sql.raw(String(rows)) as unknown as number;
}

/** `column > 0`, as the partial indexes on kept counts and discounts state it. */
export const aboveZero = (column: AnyPgColumn): SQL => sql`${column} > 0`;

/**
 * A text the site itself defined (one of its category codes), written as a quoted literal: a bound
 * category keeps its statement on custom plans, re-planned every run (the planner's guess for "some
 * category" costs the same index walk above its guess for this one). Only values taken from the
 * site's own rows come here, so the statement texts stay few.
 */
export function literalSiteText(value: string): SQL {
  if (!isPlainCode(value)) throw new RangeError('not a site code');
  return sql.raw(`'${value}'`);
}

/** Letters, digits, _ and - only: nothing a quoted literal would have to escape. */
export const isPlainCode = (value: string): boolean => /^[\p{L}\p{N}_-]{1,40}$/u.test(value);
