import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * The legal_info (shipping rule, shared/shipping.ts) of the tenant that owns a row, as JSON text: a
 * primary-key lookup of one tenants row, for a list whose rows all belong to one selling tenant
 * (a product card's 무료배송 badge). Here, in the scope layer, because it names the tenant column.
 */
export const rowTenantLegalInfo = (row: { tenantId: AnyPgColumn }): SQL<string | null> =>
  sql<string | null>`(select (legal_tenant.settings -> 'legal_info')::text from tenants legal_tenant where legal_tenant.id = ${row.tenantId})`;
