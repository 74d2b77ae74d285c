import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { unionAll, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { merchantDeliveryCategories, merchantProfiles, products } from '../../../../db/schema';
import { aboveZero, literalLimit } from '../../../../db/sql-literals';
import type { MainDeliveryQuery, MainDeliveryResponse, PickupShop } from '../../../../shared/schemas/catalogue';
import type { ServiceCtx } from '../../../env';
import { sameTenant } from '../../../scope/tenant-scope';
import { mediaUrl, selectProductCards, toProductCard } from '../internal-cards';
import { productTextLike, productTextSearch } from '../internal-text-search';
import { liveProduct, visibleMerchant } from '../rules';
import { listCategories } from '../site/list-categories';
import { siteCategory, type SiteCategory } from './internal-site-category';
import { logKeyword } from './internal-keywords';
import { TtlCache } from '../../../lib/ttl-cache';

/** The food tab: hot items (most ordered), ranking (most viewed), pickup shops and the category options; optionally a menu search. */
export async function mainDelivery({ ctx, input }: { ctx: ServiceCtx; input: MainDeliveryQuery }): Promise<MainDeliveryResponse> {
  const { search, limit } = input;
  const { categories } = await listCategories({ ctx, input: { kind: 'delivery' } });
  const category = input.category ? siteCategory(categories, input.category) : undefined;
  const byCategory = category ? eq(products.deliveryCategory, category) : undefined;
  const base = and(liveProduct(ctx, true), byCategory)!;
  const text = search ? await productTextSearch(ctx, search) : null;
  // The pickup shops count every match per shop; a shop's picture is looked up among its own
  // products (products_merchant_orders_idx): LIKE alone.
  const pageWhere = and(base, text?.page)!;
  const everyWhere = and(base, text?.every)!;
  const shopWhere = and(base, search ? productTextLike(search) : undefined)!;

  const [{ hot, ranking }, pickupShops] = await Promise.all([
    hotAndRanking(ctx, pageWhere, limit),
    listPickupShops(ctx, { everyWhere, shopWhere, category, categoryCode: input.category, search }, limit),
    search ? logKeyword(ctx, search) : undefined,
  ]);
  return { products: hot.map(toProductCard), ranking: ranking.map(toProductCard), pickup_shops: pickupShops, categories };
}

/**
 * The most ordered and the most viewed cards under one filter, in one statement (a UNION ALL of the
 * two pages: one round trip instead of two). Each page is put back in its own order here, as a
 * UNION does not promise one.
 */
async function hotAndRanking(ctx: ServiceCtx, where: SQL, limit: number) {
  const page = (list: 'hot' | 'ranking', by: AnyPgColumn) =>
    selectProductCards(ctx.db, { list: sql<string>`${list}::text`.as('list') })
      .where(where)
      .orderBy(desc(by), desc(products.id))
      .limit(literalLimit(limit));
  const rows = await unionAll(page('hot', products.ordersCount), page('ranking', products.viewsCount));
  const inOrder = (list: string, key: (r: (typeof rows)[number]) => number) =>
    rows.filter((r) => r.list === list).sort((a, b) => key(b) - key(a) || b.id - a.id);
  return { hot: inOrder('hot', (r) => r.ordersCount), ranking: inOrder('ranking', (r) => r.viewsCount) };
}

interface PickupFilter {
  /** Every live delivery product that matches (category and search). */
  everyWhere: SQL;
  /** The same, for one shop's products (the picture). */
  shopWhere: SQL;
  category?: SiteCategory;
  /** The category as asked (the cache key of a search's shops). */
  categoryCode?: string;
  search?: string;
}

/**
 * Visible shops with live delivery products (of the category or search when one is chosen), most
 * products first. The counts are kept by triggers where they can be: a shop's live delivery products
 * (merchant_profiles.delivery_product_count, merchant_profiles_pickup_idx) and those of each delivery
 * category (merchant_delivery_categories); a search counts its matches per shop. Only the shops of the
 * page then look up their picture: the thumbnail of their most ordered matching product that has one.
 */
async function listPickupShops(ctx: ServiceCtx, filter: PickupFilter, limit: number): Promise<PickupShop[]> {
  const { shopWhere } = filter;
  const thumbnail = sql<string | null>`(select ${products.thumbnailKey} from ${products}
    where ${sameTenant(products, merchantProfiles, shopWhere, eq(products.merchantId, merchantProfiles.id))} and ${products.thumbnailKey} is not null
    order by ${products.ordersCount} desc, ${products.id} desc limit 1)`;
  const shop = {
    id: merchantProfiles.id,
    ownerId: merchantProfiles.userId,
    businessName: merchantProfiles.businessName,
    region: merchantProfiles.region,
    address: merchantProfiles.address,
    thumbnail,
  };
  const rows = filter.search
    ? await searchedShops(ctx, filter, () => countedShops(ctx, shop, filter.everyWhere, limit), limit)
    : filter.category
      ? await shopsByCategoryCount(ctx, shop, filter.category, limit)
      : await shopsByCount(ctx, shop, limit);
  return rows.map((r) => ({
    id: r.id,
    owner_id: r.ownerId,
    business_name: r.businessName,
    region: r.region,
    address: r.address,
    image_url: r.thumbnail ? mediaUrl(r.thumbnail) : null,
    product_count: r.productCount,
  }));
}

type ShopColumns = {
  id: typeof merchantProfiles.id;
  ownerId: typeof merchantProfiles.userId;
  businessName: typeof merchantProfiles.businessName;
  region: typeof merchantProfiles.region;
  address: typeof merchantProfiles.address;
  thumbnail: SQL<string | null>;
};

/** The visible shops with the most live delivery products (the kept count). */
function shopsByCount(ctx: ServiceCtx, shop: ShopColumns, limit: number) {
  return ctx.db
    .select({ ...shop, productCount: merchantProfiles.deliveryProductCount })
    .from(merchantProfiles)
    .where(and(visibleMerchant(ctx), aboveZero(merchantProfiles.deliveryProductCount)))
    .orderBy(desc(merchantProfiles.deliveryProductCount), desc(merchantProfiles.id))
    .limit(literalLimit(limit));
}

/** The visible shops with the most live delivery products of one delivery category (the kept count). */
function shopsByCategoryCount(ctx: ServiceCtx, shop: ShopColumns, category: SiteCategory, limit: number) {
  const kept = merchantDeliveryCategories;
  return ctx.db
    .select({ ...shop, productCount: kept.productCount })
    .from(kept)
    .innerJoin(merchantProfiles, sameTenant(merchantProfiles, kept, eq(merchantProfiles.id, kept.merchantId)))
    .where(and(ctx.shown.where(kept, eq(kept.deliveryCategory, category), aboveZero(kept.productCount)), visibleMerchant(ctx)))
    .orderBy(desc(kept.productCount), desc(kept.merchantId))
    .limit(literalLimit(limit));
}

/**
 * The shops of a search count every match, which no index can keep: like a total past the cap, the
 * answer is kept a minute per site, category and word, so a popular search costs its pages alone.
 */
const shopsOfSearches = new TtlCache<ShopRow[]>(60_000, 500);

type ShopRow = Awaited<ReturnType<typeof countedShops>>[number];

async function searchedShops(ctx: ServiceCtx, filter: PickupFilter, count: () => Promise<ShopRow[]>, limit: number): Promise<ShopRow[]> {
  const key = [ctx.shown.tenantId, filter.categoryCode ?? '', filter.search ?? '', limit].join('\u0000');
  const known = shopsOfSearches.get(key);
  if (known) return known;
  const rows = await count();
  shopsOfSearches.set(key, rows);
  return rows;
}

/** The visible shops with the most products matching productWhere, counted per shop first. */
function countedShops(ctx: ServiceCtx, shop: ShopColumns, productWhere: SQL, limit: number) {
  const counted = ctx.db
    .select({ merchantId: products.merchantId, n: sql<number>`count(*)`.mapWith(Number).as('n') })
    .from(products)
    .where(productWhere)
    .groupBy(products.merchantId)
    .as('counted');
  return ctx.db
    .select({ ...shop, productCount: counted.n })
    .from(counted)
    .innerJoin(merchantProfiles, eq(merchantProfiles.id, counted.merchantId))
    .where(visibleMerchant(ctx))
    .orderBy(desc(counted.n), desc(merchantProfiles.id))
    .limit(literalLimit(limit));
}
