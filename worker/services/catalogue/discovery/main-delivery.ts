import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { unionAll, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { merchantDeliveryCategories, merchantProfiles, products } from '../../../../db/schema';
import { aboveZero, literalLimit } from '../../../../db/sql-literals';
import type { CategoryOption, MainDeliveryQuery, MainDeliveryResponse, PickupShop } from '../../../../shared/schemas/catalogue';
import type { ServiceCtx } from '../../../env';
import { placeholderScope, sameTenant } from '../../../scope/tenant-scope';
import { preparedStatement } from '../../../lib/prepared';
import { jsonBranch, jsonRows, mediaUrl, readJsonList, selectProductCards, toProductCard } from '../internal-cards';
import { preparedProductTextSearch } from '../internal-text-search';
import { liveProduct, visibleMerchant } from '../rules';
import { categoriesJson, listCategories } from '../site/list-categories';
import { siteCategory, type SiteCategory } from './internal-site-category';
import { logKeyword } from './internal-keywords';
import { TtlCache } from '../../../lib/ttl-cache';

/**
 * The food tab: hot items (most ordered), ranking (most viewed), pickup shops and the category options;
 * optionally a menu search. Statements per request (after the tenant's): one prepared statement,
 * holding the two pages, the shops and the options (tabLists); with a category, the options first, as
 * the category is written into the statement only when the site has it (siteCategory); a search's
 * shops are kept a minute (shopsOfSearches) and its keyword is tallied (logKeyword).
 */
export async function mainDelivery({ ctx, input }: { ctx: ServiceCtx; input: MainDeliveryQuery }): Promise<MainDeliveryResponse> {
  const { search, limit } = input;
  const options = input.category ? (await listCategories({ ctx, input: { kind: 'delivery' } })).categories : null;
  const category = input.category && options ? siteCategory(options, input.category) : undefined;
  // A category the site has is written into the statement (one per code); another is a placeholder
  // under one name, so no request adds a statement text.
  const siteCode = typeof category === 'string' ? undefined : input.category;
  const categoryName = !input.category ? '' : siteCode ? `_${siteCode}` : '_other';
  const askedCategory = (): SiteCategory | undefined => (!input.category ? undefined : siteCode ? category : sql`${sql.placeholder('category')}`);
  const byCategory = () => {
    const asked = askedCategory();
    return asked === undefined ? undefined : eq(products.deliveryCategory, asked);
  };
  const values = { shown: ctx.shown.tenantId, category: input.category };
  if (!search) {
    // Every guest's first screen (and a category's): one prepared statement per limit and category.
    const statement = preparedStatement(ctx.db, `main_delivery_${limit}${categoryName}`, (db) => {
      const shown: ServiceCtx = { ...ctx, db, shown: SHOWN };
      const base = and(liveProduct(shown, true), byCategory())!;
      return tabListsQuery(shown, base, limit, {
        shops: pickupShopsJson(shown, { everyWhere: base, shopWhere: base, category: askedCategory() }, limit),
        categories: options ? undefined : categoriesJson(shown, 'delivery'),
      });
    });
    const lists = readTabLists(await statement.execute(values));
    return answerOf(lists, inShopOrder(lists.shops!), options ?? lists.categories!);
  }
  // A menu search: prepared per limit, category and kind of word (preparedProductTextSearch). The
  // pickup shops count every match per shop; a shop's picture is looked up among its own products
  // (products_merchant_orders_idx) by LIKE alone.
  const text = await preparedProductTextSearch(ctx, search);
  const key = searchKey(ctx, input.category, search, limit);
  const knownShops = shopsOfSearches.get(key);
  const name = `main_delivery_search_${limit}${categoryName}_${text.key}${knownShops ? '' : '_shops'}`;
  const statement = preparedStatement(ctx.db, name, (db) => {
    const shown: ServiceCtx = { ...ctx, db, shown: SHOWN };
    const base = and(liveProduct(shown, true), byCategory())!;
    const everyWhere = and(base, text.every())!;
    const shopWhere = and(base, sql`${products.searchText} like ${sql.placeholder('text_pattern')}`)!;
    return tabListsQuery(shown, and(base, text.page())!, limit, {
      shops: knownShops ? undefined : pickupShopsJson(shown, { everyWhere, shopWhere, search }, limit),
      categories: options ? undefined : categoriesJson(shown, 'delivery'),
    });
  });
  const [rows] = await Promise.all([statement.execute({ ...values, ...text.values }), logKeyword(ctx, search)]);
  const lists = readTabLists(rows);
  const shops = knownShops ?? inShopOrder(lists.shops!);
  if (!knownShops) shopsOfSearches.set(key, shops);
  return answerOf(lists, shops, options ?? lists.categories!);
}

const SHOWN = placeholderScope('shown', 'shown');

function answerOf(lists: TabLists, shops: ShopRow[], categories: CategoryOption[]): MainDeliveryResponse {
  return {
    products: lists.hot.map(toProductCard),
    ranking: lists.ranking.map(toProductCard),
    pickup_shops: shops.map(toPickupShop),
    categories,
  };
}

/**
 * The most ordered and the most viewed cards under one filter, and the lists asked for in `along`
 * (as JSON, jsonBranch), in one statement: a UNION ALL, one round trip instead of up to four.
 */
function tabListsQuery(ctx: ServiceCtx, where: SQL, limit: number, along: { shops?: SQL; categories?: SQL }) {
  const page = (list: 'hot' | 'ranking', by: AnyPgColumn) =>
    selectProductCards(ctx.db, { list: sql<string>`${list}::text`.as('list'), extra: sql<string | null>`null::text`.as('extra') })
      .where(where)
      .orderBy(desc(by), desc(products.id))
      .limit(literalLimit(limit));
  type Page = ReturnType<typeof page>;
  const branches = Object.entries(along)
    .filter((e): e is [string, SQL] => e[1] !== undefined)
    .map(([list, json]) => jsonBranch(ctx.db, list, json) as unknown as Page);
  return unionAll(page('hot', products.ordersCount), page('ranking', products.viewsCount), ...branches);
}

type TabRow = Awaited<ReturnType<typeof tabListsQuery>>[number];
type TabLists = ReturnType<typeof readTabLists>;

/** tabListsQuery's rows as its lists; each page is put back in its own order, as a UNION does not promise one. */
function readTabLists(rows: TabRow[]) {
  const inOrder = (list: string, key: (r: TabRow) => number) => rows.filter((r) => r.list === list).sort((a, b) => key(b) - key(a) || b.id - a.id);
  return {
    hot: inOrder('hot', (r) => r.ordersCount),
    ranking: inOrder('ranking', (r) => r.viewsCount),
    shops: readJsonList<ShopRow>(rows, 'shops'),
    categories: readJsonList<CategoryOption>(rows, 'categories'),
  };
}

interface PickupFilter {
  /** Every live delivery product that matches (category and search). */
  everyWhere: SQL;
  /** The same, for one shop's products (the picture). */
  shopWhere: SQL;
  category?: SiteCategory;
  search?: string;
}

/**
 * Visible shops with live delivery products (of the category or search when one is chosen), most
 * products first, as one JSON array (for tabLists). The counts are kept by triggers where they can be:
 * a shop's live delivery products (merchant_profiles.delivery_product_count,
 * merchant_profiles_pickup_idx) and those of each delivery category (merchant_delivery_categories);
 * a search counts its matches per shop. Only the shops of the page then look up their picture: the
 * thumbnail of their most ordered matching product that has one.
 */
function pickupShopsJson(ctx: ServiceCtx, filter: PickupFilter, limit: number): SQL {
  const { shopWhere } = filter;
  const thumbnail = sql`(select ${products.thumbnailKey} from ${products}
    where ${sameTenant(products, merchantProfiles, shopWhere, eq(products.merchantId, merchantProfiles.id))} and ${products.thumbnailKey} is not null
    order by ${products.ordersCount} desc, ${products.id} desc limit 1)`;
  const shop = (productCount: SQL | SQL.Aliased | AnyPgColumn) =>
    sql<string>`json_build_object('id', ${merchantProfiles.id}, 'ownerId', ${merchantProfiles.userId}, 'businessName', ${merchantProfiles.businessName}, 'region', ${merchantProfiles.region}, 'address', ${merchantProfiles.address}, 'thumbnail', ${thumbnail}, 'productCount', ${productCount})`.as('shop');
  const page = filter.search
    ? countedShops(ctx, shop, filter.everyWhere, limit)
    : filter.category
      ? shopsByCategoryCount(ctx, shop, filter.category, limit)
      : shopsByCount(ctx, shop, limit);
  return sql`select ${jsonRows(sql`shops.shop`)} from (${page}) shops`;
}

/** A shop of the pickup list as the statement gives it (pickupShopsJson). */
interface ShopRow {
  id: number;
  ownerId: number;
  businessName: string;
  region: string | null;
  address: string;
  thumbnail: string | null;
  productCount: number;
}

/** The shops' order of pickupShopsJson (json_agg over a sorted subquery keeps it in practice; this makes it sure). */
const inShopOrder = (rows: ShopRow[]): ShopRow[] => [...rows].sort((a, b) => b.productCount - a.productCount || b.id - a.id);

const toPickupShop = (r: ShopRow): PickupShop => ({
  id: r.id,
  owner_id: r.ownerId,
  business_name: r.businessName,
  region: r.region,
  address: r.address,
  image_url: r.thumbnail ? mediaUrl(r.thumbnail) : null,
  product_count: r.productCount,
});

type ShopJson = (productCount: SQL | SQL.Aliased | AnyPgColumn) => SQL.Aliased<string>;

/** The visible shops with the most live delivery products (the kept count). */
function shopsByCount(ctx: ServiceCtx, shop: ShopJson, limit: number) {
  return ctx.db
    .select({ shop: shop(merchantProfiles.deliveryProductCount) })
    .from(merchantProfiles)
    .where(and(visibleMerchant(ctx), aboveZero(merchantProfiles.deliveryProductCount)))
    .orderBy(desc(merchantProfiles.deliveryProductCount), desc(merchantProfiles.id))
    .limit(literalLimit(limit));
}

/** The visible shops with the most live delivery products of one delivery category (the kept count). */
function shopsByCategoryCount(ctx: ServiceCtx, shop: ShopJson, category: SiteCategory, limit: number) {
  const kept = merchantDeliveryCategories;
  return ctx.db
    .select({ shop: shop(kept.productCount) })
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

const searchKey = (ctx: ServiceCtx, category: string | undefined, search: string, limit: number): string =>
  [ctx.shown.tenantId, category ?? '', search, limit].join('\u0000');

/** The visible shops with the most products matching productWhere, counted per shop first. */
function countedShops(ctx: ServiceCtx, shop: ShopJson, productWhere: SQL, limit: number) {
  const counted = ctx.db
    .select({ merchantId: products.merchantId, n: sql<number>`count(*)`.mapWith(Number).as('n') })
    .from(products)
    .where(productWhere)
    .groupBy(products.merchantId)
    .as('counted');
  return ctx.db
    .select({ shop: shop(counted.n) })
    .from(counted)
    .innerJoin(merchantProfiles, eq(merchantProfiles.id, counted.merchantId))
    .where(visibleMerchant(ctx))
    .orderBy(desc(counted.n), desc(merchantProfiles.id))
    .limit(literalLimit(limit));
}
