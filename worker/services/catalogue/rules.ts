import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { merchantProfiles, products } from '../../../db/schema';
import type { ServiceCtx } from '../../env';
import type { TenantScope } from '../../scope/tenant-scope';

/*
 * The catalogue's business rules, each one predicate that every list and detail uses
 * (tests/integration/catalogue/rules.test.ts runs every product and merchant list against them).
 */

/**
 * The product's merchant account is live: a deleted account's products disappear everywhere. Read
 * from products.owner_live, which triggers keep equal to "the owner's users row is not deleted"
 * (migration 0005), so a list filters and counts on its own index instead of an account lookup a row.
 */
const productOwnerLive: SQL = sql`${products.ownerLive}`;

/** The shop's account is live: merchant_profiles.account_live, kept the same way (migration 0007). */
export const merchantAccountLive: SQL = sql`${merchantProfiles.accountLive}`;

/*
 * Written as SQL rather than compared with a bound true/false: a prepared statement's generic plan
 * can then prove the partial indexes' predicates (deleted_at is null and is_available and ...).
 */
const onSale: SQL = sql`${products.isAvailable}`;
const deliveryTab: SQL = sql`${products.isDelivery}`;
const shoppingTab: SQL = sql`not ${products.isDelivery}`;

/** A product a visitor may open: shown by this site, not deleted, its merchant's account live (paused ones included). */
export const viewableProduct = (ctx: ServiceCtx): SQL => viewableProductIn(ctx.shown);

/** viewableProduct in a given shown scope (a prepared statement's placeholder scope). */
export const viewableProductIn = (shown: TenantScope): SQL => and(shown.where(products), isNull(products.deletedAt), productOwnerLive)!;

/**
 * A live product, as every list, feed and search shows them: viewable and on sale. `tab` narrows
 * to the delivery (true) or shopping (false) tab; an array means any of them, an empty one none.
 */
export function liveProduct(ctx: ServiceCtx, tab?: boolean | boolean[]): SQL {
  return liveProductIn(ctx.shown, tab);
}

/** liveProduct in a given shown scope (a prepared statement's placeholder scope). */
export function liveProductIn(shown: TenantScope, tab?: boolean | boolean[]): SQL {
  const tabs = tab === undefined ? [false, true] : [...new Set(Array.isArray(tab) ? tab : [tab])];
  const tabWhere = tabs.length === 1 ? (tabs[0] ? deliveryTab : shoppingTab) : tabs.length === 0 ? sql`false` : undefined;
  return and(viewableProductIn(shown), onSale, tabWhere)!;
}

/** A merchant a visitor sees (lists, search, nearby, featured, the channel): a shop this site shows whose account is live. */
export const visibleMerchant = (ctx: ServiceCtx): SQL => visibleMerchantIn(ctx.shown);

/** visibleMerchant in a given shown scope (a prepared statement's placeholder scope). */
export const visibleMerchantIn = (shown: TenantScope): SQL => and(shown.where(merchantProfiles), merchantAccountLive)!;

/** The tabs the site shows (shopping: false, delivery: true): searches across tabs cover these only. */
export function enabledTabs(ctx: ServiceCtx): boolean[] {
  const tabs: boolean[] = [];
  if (ctx.features.shopping) tabs.push(false);
  if (ctx.features.delivery) tabs.push(true);
  return tabs;
}

/**
 * A product a merchant holds against their plan's limit (commerce.md §5): the shop's own, on this
 * site, not deleted — paused and sold-out ones included, so pausing a product never makes room
 * that switching it back on would overrun. A restore brings one back into this count. Visitors'
 * `liveProduct` is narrower (on sale, through the proxy's scope); the limit is about what the shop
 * keeps, which is what the dashboard's product list shows (products_merchant_idx serves both).
 */
export const heldProduct = (ctx: ServiceCtx, merchant: { id: number; userId: number }): SQL =>
  ctx.own.where(products, eq(products.merchantId, merchant.id), eq(products.ownerId, merchant.userId), isNull(products.deletedAt));
