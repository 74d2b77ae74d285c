import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';

/** What Drizzle's `.prepare(name)` answers: a statement run with its placeholders' values. */
interface Prepared<R> {
  execute(values?: Record<string, unknown>): Promise<R>;
}

const built = new WeakMap<object, Map<string, Prepared<unknown>>>();
let namedStatements = true;

/**
 * The Worker opens a pool per request (workerd forbids I/O across requests), so a statement named on
 * one of its connections would never be run again there; and a pooler or a shared test session in
 * front of the database may see the same name from two pools. It runs them unnamed (deps-worker.ts).
 */
export function runStatementsUnnamed(): void {
  namedStatements = false;
}

/**
 * A hot statement built once per database handle (a process's pool on Node) and then only run:
 * Drizzle builds SQL text from its query objects on every call, which was a third of a product
 * read's time on the server. `name` names it on each connection (PostgreSQL then parses and plans
 * it once a connection), so one name is one statement text: `build` must give the same text every
 * time (the request's values are placeholders, `sql.placeholder(…)`, filled by `execute`). A
 * transaction's handle is short-lived; its entries go with it.
 */
export function preparedStatement<R>(db: DbOrTx, name: string, build: (db: DbOrTx) => { prepare(name: string): Prepared<R> }): Prepared<R> {
  let byName = built.get(db);
  if (!byName) built.set(db, (byName = new Map()));
  let statement = byName.get(name) as Prepared<R> | undefined;
  if (statement) return statement;
  // Names come from a request's filter shape and page size, so a caller trying every combination
  // could make many: past the bound a new shape is built for this call only and runs unnamed,
  // keeping this process's and each connection's memory bounded.
  if (byName.size >= MAX_KEPT_STATEMENTS) return build(db).prepare('');
  byName.set(name, (statement = build(db).prepare(namedStatements ? name : '')));
  return statement;
}

/** How many statements a database handle keeps (and names on each of its connections). */
export const MAX_KEPT_STATEMENTS = 1000;

const dialect = new PgDialect();

/**
 * A statement no query builder makes (an EXPLAIN of a list), prepared as preparedStatement does: its
 * placeholders are filled by `execute`, which answers the driver's result (`rows`).
 */
export function preparedRawStatement<R>(db: DbOrTx, name: string, build: () => SQL): Prepared<{ rows: R[] }> {
  return preparedStatement(db, name, (d) => ({
    prepare: (statementName) => d._.session.prepareQuery(dialect.sqlToQuery(build()), undefined, statementName, false) as unknown as Prepared<{ rows: R[] }>,
  }));
}
