import { sql, type SQLWrapper } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { preparedRawStatement, preparedStatement } from './prepared';
import type { PreparedFilter } from './prepared-filter';
import { TtlCache } from './ttl-cache';

/** List totals are exact up to this many rows; past it they are the planner's estimate. */
export const EXACT_TOTAL_CAP = 1000;

/** Both drivers answer `execute` with `{ rows }`. */
const rowsOf = async <T>(db: DbOrTx, query: SQLWrapper): Promise<T[]> =>
  ((await db.execute(query.getSQL())) as unknown as { rows: T[] }).rows;

/** A list's SELECT, as the callers build it (its SQL text and parameters name the list and its tenant). */
type ListSelect = SQLWrapper & { toSQL(): { sql: string; params: unknown[] } };

/**
 * Totals kept a minute per query (SQL and parameters, so per tenant and filter), so a big list or a
 * popular search costs its page alone: estimates past the cap, and the exact totals of text searches
 * (a count of every match, which no index answers alone; a search's total is read as "about").
 * A list's exact total up to the cap is always counted; a list that shrinks below the cap shows its
 * old estimate, and a search its old total, for at most that minute.
 */
const keptTotals = new TtlCache<number>(60_000, 1000);

/**
 * How many rows `select` (a SELECT of the list's rows, without order or limit) gives, at a bounded
 * cost: counted over at most EXACT_TOTAL_CAP + 1 rows (a scan that stops there, index-only where an
 * index matches the filter), and past the cap the planner's row estimate of the same SELECT (EXPLAIN
 * plans it without running it), never below the cap + 1; kept a minute as said above (`textSearch`:
 * the SELECT filters on a text search).
 */
export async function cappedTotal(db: DbOrTx, select: ListSelect, opts: { textSearch?: boolean } = {}): Promise<number> {
  const query = select.toSQL();
  const key = `${query.sql}\u0000${JSON.stringify(query.params)}`;
  const known = keptTotals.get(key);
  if (known !== undefined) return known;

  const [{ n }] = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from (${select} limit ${EXACT_TOTAL_CAP + 1}) capped`);
  if (n <= EXACT_TOTAL_CAP) {
    if (opts.textSearch) keptTotals.set(key, n);
    return n;
  }
  const total = Math.max(await estimatedRows(db, select), EXACT_TOTAL_CAP + 1);
  keptTotals.set(key, total);
  return total;
}

/**
 * cappedTotal of a list read by prepared statements: `select(db)` is its SELECT on `filter`'s
 * placeholders. Its totals are kept under the statement's name and the filter's values.
 */
export async function preparedCappedTotal(db: DbOrTx, filter: PreparedFilter, select: (db: DbOrTx) => PgSelect, opts: { textSearch?: boolean } = {}): Promise<number> {
  const name = `${filter.name}_total`;
  const key = `${name}\u0000${JSON.stringify(filter.values)}`;
  const known = keptTotals.get(key);
  if (known !== undefined) return known;

  const counted = preparedStatement(db, name, (d) => d.select({ n: sql<number>`count(*)::int` }).from(select(d).limit(EXACT_TOTAL_CAP + 1).as('capped')));
  const [{ n }] = await counted.execute(filter.values);
  if (n <= EXACT_TOTAL_CAP) {
    if (opts.textSearch) keptTotals.set(key, n);
    return n;
  }
  const plan = preparedRawStatement<Record<string, unknown>>(db, `${name}_estimate`, () => sql`explain (format json) ${select(db)}`);
  const total = Math.max(planRows((await plan.execute(filter.values)).rows), EXACT_TOTAL_CAP + 1);
  keptTotals.set(key, total);
  return total;
}

/** The planner's estimate of the rows a SELECT returns (EXPLAIN, format json: planning only). */
export async function estimatedRows(db: DbOrTx, select: SQLWrapper): Promise<number> {
  return planRows(await rowsOf<Record<string, unknown>>(db, sql`explain (format json) ${select}`));
}

/** The top node's row estimate in EXPLAIN (format json)'s answer. */
function planRows([row]: Record<string, unknown>[]): number {
  const raw = row ? Object.values(row)[0] : null;
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan?: { 'Plan Rows'?: number } }[] | null;
  return Math.round(plan?.[0]?.Plan?.['Plan Rows'] ?? 0);
}

/**
 * A page from rows fetched with limit size + 1 at `offset`: has_more is exact (the extra row, dropped),
 * and the total is at least what the pages up to this one have shown (an estimate may be lower).
 */
export function pageOf<T>(rows: T[], size: number, offset: number, total: number): { items: T[]; hasMore: boolean; total: number } {
  const hasMore = rows.length > size;
  const items = hasMore ? rows.slice(0, size) : rows;
  return { items, hasMore, total: Math.max(total, offset + items.length + (hasMore ? 1 : 0)) };
}
