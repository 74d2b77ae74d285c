import { eq, inArray, type SQL } from 'drizzle-orm';
import { and } from 'drizzle-orm';
import { accountsOf, type AccountScope, type TenantTable } from './tenant-scope';

/**
 * The platform scope: how the system administrator's requests reach other sites' rows. A request
 * is bound to the site that issued its token (`ctx.own`); only an endpoint whose permission
 * carries the platform scope (shared/access-policy.ts `platform`) is handed `ctx.platform`, and
 * through it every statement still names the site(s) it reads or writes, so the tenant check
 * (tests/fixtures/tenant-scope-check.ts) holds for it as for any other statement.
 */
export interface PlatformScope {
  readonly kind: 'platform';
  /** One site's rows and accounts, as that site's own requests reach them (the tenant console's edits). */
  site(tenantId: number): AccountScope;
  /** Rows of the listed sites at once (`table.tenant_id = any(ids)`): the lists across sites. */
  sites(tenantIds: readonly number[]): { where(table: TenantTable, ...conditions: (SQL | undefined)[]): SQL };
}

export const platformScope: PlatformScope = {
  kind: 'platform',
  site: (tenantId) => accountsOf(tenantId),
  sites: (tenantIds) => ({
    where: (table, ...conditions) =>
      and(tenantIds.length === 1 ? eq(table.tenantId, tenantIds[0]) : inArray(table.tenantId, [...tenantIds]), ...conditions)!,
  }),
};
