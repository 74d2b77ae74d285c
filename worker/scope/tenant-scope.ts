import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';

/** A table whose rows belong to one tenant. */
export type TenantTable = PgTable & { tenantId: AnyPgColumn };

/**
 * The rows of one tenant, as services reach them. A request carries two:
 * - `ctx.own`: the rows the site itself owns (its accounts, sessions, mail, its merchants'
 *   products and media as they manage them). Every write goes here.
 * - `ctx.shown`: the rows the site shows visitors — its proxy tenant's catalogue when it has one,
 *   else its own (then both scopes are the same tenant).
 * Services never name `tenant_id` themselves (tests/unit/tenant-scope-lint.test.ts), so the two
 * cannot be swapped by a typo, and tests check every statement carries a tenant condition.
 */
export interface TenantScope {
  readonly kind: 'own' | 'shown';
  /** The tenant's id, for keys and logs; never for a hand-written filter. */
  readonly tenantId: number;
  /** `table.tenant_id = <this tenant>`, and-ed with the given conditions. */
  where(table: TenantTable, ...conditions: (SQL | undefined)[]): SQL;
  /** The row (or rows) to insert, stamped with this tenant. */
  row<T extends object>(values: T): T & { tenantId: number };
  rows<T extends object>(values: T[]): (T & { tenantId: number })[];
}

/**
 * The second dimension: a scope whose tenant's accounts are the people rows name (an order's buyer,
 * a review's author, …, worker/scope/people.ts). A person is an account of the site they used, which
 * may be a proxy site of the row's own tenant, so the row's scope says nothing about it. `ctx.own`
 * and `accountsOf(t)` are one; `ctx.shown` is not (its tenant's accounts are not the visitor's).
 */
export interface AccountScope extends TenantScope {
  readonly kind: 'own';
  /** `person` is account `userId` of this tenant. */
  personIs(person: Person, userId: number): SQL;
  /** The row names account `userId` of this tenant as its `person` (a row already read). */
  isPerson<K extends string, I extends string>(person: Person<K, I>, row: PersonRow<K, I>, userId: number): boolean;
  /** The person columns to insert: account `userId` of this tenant, e.g. `{ buyerTenantId, buyerId }`. */
  personRow<K extends string, I extends string>(person: Person<K, I>, userId: number): PersonRow<K, I>;
}

/**
 * A pair of columns by which a row names a person: (<x>_tenant_id, <x>_id), an account of some
 * tenant. `tenantKey` / `idKey` are the property names (for values and rows read); `key` the
 * columns, for a group by or a conflict target.
 */
export interface Person<K extends string = string, I extends string = string> {
  readonly tenantKey: K;
  readonly idKey: I;
  readonly key: readonly [AnyPgColumn, AnyPgColumn];
}

/** The person's two values as a row has them. */
export type PersonRow<K extends string, I extends string> = Record<K, number> & Record<I, number>;

/**
 * Declares `table`'s person columns. `columns` is the pair for a select or returning, with the
 * table's own column types.
 */
export function personColumns<T extends PgTable, K extends keyof T & string, I extends keyof T & string>(
  table: T,
  tenantKey: K,
  idKey: I,
): Person<K, I> & { readonly columns: Pick<T, K | I> } {
  const columns = { [tenantKey]: table[tenantKey], [idKey]: table[idKey] } as Pick<T, K | I>;
  return { tenantKey, idKey, key: [table[tenantKey] as AnyPgColumn, table[idKey] as AnyPgColumn], columns };
}

export function tenantScope(kind: 'own', tenantId: number): AccountScope;
export function tenantScope(kind: 'shown', tenantId: number): TenantScope;
export function tenantScope(kind: 'own' | 'shown', tenantId: number): TenantScope | AccountScope {
  const scope: TenantScope = {
    kind,
    tenantId,
    where: (table, ...conditions) => and(eq(table.tenantId, tenantId), ...conditions)!,
    row: (values) => ({ ...values, tenantId }),
    rows: (values) => values.map((v) => ({ ...v, tenantId })),
  };
  if (kind === 'shown') return scope;
  return {
    ...scope,
    kind,
    personIs: (person, userId) => and(eq(person.key[0], tenantId), eq(person.key[1], userId))!,
    isPerson: (person, row, userId) => row[person.tenantKey] === tenantId && row[person.idKey] === userId,
    personRow: (person, userId) => ({ [person.tenantKey]: tenantId, [person.idKey]: userId }) as PersonRow<typeof person.tenantKey, typeof person.idKey>,
  };
}

/**
 * A scope whose tenant is the placeholder `name`, for a statement prepared once and run with each
 * request's tenant (worker/lib/prepared.ts, `execute({ [name]: ctx.shown.tenantId })`). It only
 * filters: it has no tenant id to stamp on rows.
 */
export function placeholderScope(kind: 'own' | 'shown', name: string): TenantScope {
  const tenant = sql.placeholder(name);
  const noRows = (): never => {
    throw new Error('a placeholder scope stamps no rows');
  };
  return { kind, tenantId: Number.NaN, where: (table, ...conditions) => and(eq(table.tenantId, tenant), ...conditions)!, row: noRows, rows: noRows };
}

/**
 * Join condition between two tenant tables: the same tenant, then the reference. With the
 * composite (tenant_id, id) keys the database already guarantees it; saying it lets the planner
 * use the (tenant_id, …) indexes and keeps every statement visibly scoped.
 */
export const sameTenant = (a: TenantTable, b: TenantTable, ...conditions: (SQL | undefined)[]): SQL =>
  and(eq(a.tenantId, b.tenantId), ...conditions)!;

/** The tenant column of a table, for an ON CONFLICT target that includes it. */
export const tenantColumn = (table: TenantTable): AnyPgColumn => table.tenantId;

/**
 * The accounts of a tenant that a row names as its person's: a review's author or a payment's buyer
 * is an account of the site they used, which may be a proxy site of the row's own tenant. For reading
 * those accounts (a name beside a review), and for the person of a job or a proxy sale that is not
 * the request's (`accountsOf(t).personIs(orderBuyer, id)`); never to write rows of that tenant.
 */
export const accountsOf = (tenantId: number): AccountScope => tenantScope('own', tenantId);

/** The person a row names: its accounts' scope and the account's id (e.g. to notify an order's buyer). */
export function personOf<K extends string, I extends string>(person: Person<K, I>, row: PersonRow<K, I>): { accounts: AccountScope; id: number } {
  return { accounts: accountsOf(row[person.tenantKey]), id: row[person.idKey] };
}

/**
 * The accounts some rows name as their `person`, read with one `read` per tenant they belong to;
 * answers each row's (undefined when `read` did not return it, e.g. filtered out).
 */
export async function readPeople<K extends string, I extends string, T extends { id: number }>(
  person: Person<K, I>,
  rows: readonly PersonRow<K, I>[],
  read: (accounts: AccountScope, ids: number[]) => Promise<T[]>,
): Promise<(row: PersonRow<K, I>) => T | undefined> {
  const byTenant = new Map<number, Set<number>>();
  for (const r of rows) byTenant.set(r[person.tenantKey], (byTenant.get(r[person.tenantKey]) ?? new Set()).add(r[person.idKey]));
  const found = new Map<string, T>();
  await Promise.all(
    [...byTenant].map(async ([tenant, ids]) => {
      for (const account of await read(accountsOf(tenant), [...ids])) found.set(`${tenant}:${account.id}`, account);
    }),
  );
  return (row) => found.get(`${row[person.tenantKey]}:${row[person.idKey]}`);
}
