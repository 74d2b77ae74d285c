import { and, eq, type SQL } from 'drizzle-orm';
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

export function tenantScope(kind: 'own' | 'shown', tenantId: number): TenantScope {
  return {
    kind,
    tenantId,
    where: (table, ...conditions) => and(eq(table.tenantId, tenantId), ...conditions)!,
    row: (values) => ({ ...values, tenantId }),
    rows: (values) => values.map((v) => ({ ...v, tenantId })),
  };
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
 * those accounts (a name beside a review) by the row's (person_tenant_id, person_id); never for writes.
 */
export const accountsOf = (tenantId: number): TenantScope => tenantScope('own', tenantId);
