import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { merchantProfiles, products, users } from '../../../db/schema';
import { SEARCH_QUERY_MAX } from '../../../shared/catalogue-constants';
import type { ServiceCtx } from '../../env';
import { selectProductCards } from './internal-cards';
import { cappedTotal } from './internal-totals';

/**
 * What a visitor may see of the data tenant's catalogue: not deleted, on sale. `tab` narrows to the
 * delivery (true) or shopping (false) tab; an array of tabs means any of them.
 */
export function liveProductWhere(ctx: ServiceCtx, tab: boolean | boolean[]): SQL {
  const tabs = [...new Set(Array.isArray(tab) ? tab : [tab])];
  // Both tabs: no condition on is_delivery at all. No tab: nothing matches.
  const tabWhere = tabs.length === 1 ? eq(products.isDelivery, tabs[0]) : tabs.length === 0 ? sql`false` : undefined;
  return and(eq(products.tenantId, ctx.dataTenantId), isNull(products.deletedAt), eq(products.isAvailable, true), tabWhere)!;
}

/** Product cards whose merchant account still exists (a deleted account's products disappear). */
export function selectLiveCards(db: DbOrTx) {
  return selectProductCards(db).innerJoin(users, and(eq(users.id, products.ownerId), isNull(users.deletedAt)));
}

/** How many rows selectLiveCards(db).where(where) would give (cappedTotal: exact up to 1,000, then estimated). */
export async function countLiveCards(db: DbOrTx, where: SQL | undefined): Promise<number> {
  return cappedTotal(
    db,
    db
      .select({ one: sql`1` })
      .from(products)
      .innerJoin(merchantProfiles, eq(merchantProfiles.id, products.merchantId))
      .innerJoin(users, and(eq(users.id, products.ownerId), isNull(users.deletedAt)))
      .where(where),
  );
}

/** Tabs the tenant shows: product searches only cover products of an enabled tab. */
export function enabledTabs(ctx: ServiceCtx): boolean[] {
  const tabs: boolean[] = [];
  if (ctx.features.shopping) tabs.push(false);
  if (ctx.features.delivery) tabs.push(true);
  return tabs;
}

/** Trim, collapse inner spaces, lower-case, at most SEARCH_QUERY_MAX characters. */
export function normaliseKeyword(q: string): string {
  return q.trim().replace(/\s+/g, ' ').toLowerCase().slice(0, SEARCH_QUERY_MAX).trim();
}
