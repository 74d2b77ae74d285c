import { desc, eq, sql, type SQL } from 'drizzle-orm';
import { merchantProfiles, users } from '../../../../db/schema';
import { literalLimit } from '../../../../db/sql-literals';
import type { MerchantDetail, MerchantList, MerchantSummary } from '../../../../shared/schemas/catalogue';
import type { ServiceCtx } from '../../../env';
import { placeholderScope, sameTenant } from '../../../scope/tenant-scope';
import type { DbOrTx } from '../../../../db/client';
import { preparedStatement } from '../../../lib/prepared';
import { PreparedFilter } from '../../../lib/prepared-filter';
import { preparedContainsText } from '../internal-text-search';
import { pageOf, preparedCappedTotal } from '../../../lib/list-totals';
import { visibleMerchantIn } from '../rules';

/**
 * A visible merchant's product count: its live products, as its channel lists them. A trigger keeps
 * it on the merchant's row (merchant_profiles.product_count: not deleted, on sale; for a visible
 * merchant the account is live, so these are exactly liveProduct's), so lists read no products.
 */
export const merchantSummaryColumns = {
  id: merchantProfiles.id,
  ownerId: merchantProfiles.userId,
  username: users.username,
  businessName: merchantProfiles.businessName,
  businessDescription: merchantProfiles.businessDescription,
  address: merchantProfiles.address,
  region: merchantProfiles.region,
  category: merchantProfiles.category,
  lat: merchantProfiles.lat,
  lng: merchantProfiles.lng,
  isFeatured: merchantProfiles.isFeatured,
  profileImage: users.profileImage,
  productCount: merchantProfiles.productCount,
};

export interface MerchantSummaryRow {
  id: number;
  ownerId: number;
  username: string;
  businessName: string;
  businessDescription: string;
  address: string;
  region: string | null;
  category: string | null;
  lat: number | null;
  lng: number | null;
  isFeatured: boolean;
  profileImage: string | null;
  productCount: number;
}

/** Join condition: the shop's account (its user name and picture). */
export const merchantAccount: SQL = sameTenant(users, merchantProfiles, eq(users.id, merchantProfiles.userId));

/** Merchant summaries; callers add where (visibleMerchant) / order / limit. */
export function selectMerchants(db: DbOrTx) {
  return db.select(merchantSummaryColumns).from(merchantProfiles).innerJoin(users, merchantAccount);
}

export function toMerchantSummary(row: MerchantSummaryRow): MerchantSummary {
  return {
    id: row.id,
    owner_id: row.ownerId,
    username: row.username,
    business_name: row.businessName,
    business_description: row.businessDescription,
    address: row.address,
    region: row.region,
    category: row.category,
    lat: row.lat,
    lng: row.lng,
    is_featured: row.isFeatured,
    profile_image: row.profileImage,
    product_count: row.productCount,
  };
}

export function toMerchantDetail(row: MerchantSummaryRow): MerchantDetail {
  const summary = toMerchantSummary(row);
  return {
    ...summary,
    merchant: { id: row.id, business_name: row.businessName, business_description: row.businessDescription },
  };
}

export interface MerchantPageQuery {
  page: number;
  size: number;
  text?: string;
  category?: string;
  location?: string;
}

/**
 * A page of the visible merchants, newest first. Shared by the list, the search and the unified
 * search. Prepared statements, one per filter shape and page size.
 */
export async function merchantPage(ctx: ServiceCtx, q: MerchantPageQuery): Promise<MerchantList> {
  const filter = merchantFilter(ctx, q);
  const page = (db: DbOrTx) =>
    selectMerchants(db)
      .where(filter.where())
      .orderBy(desc(merchantProfiles.id))
      .limit(literalLimit(q.size + 1))
      .offset(sql.placeholder('merchant_offset'));
  const [rows, n] = await Promise.all([
    preparedStatement(ctx.db, `${filter.name}_page_${q.size}`, page).execute({ ...filter.values, merchant_offset: (q.page - 1) * q.size }),
    merchantTotal(ctx, filter, q),
  ]);
  return merchantListOf(q, rows, n);
}
const SHOWN = placeholderScope('shown', 'shown');

/** The visible merchants under the list's filters, on placeholders (the words: preparedContainsText's). */
function merchantFilter(ctx: ServiceCtx, q: MerchantPageQuery): PreparedFilter {
  const filter = new PreparedFilter('merchants', () => visibleMerchantIn(SHOWN), { shown: ctx.shown.tenantId })
    .when('category', q.category, (category) => eq(merchantProfiles.category, category))
    .when('location', q.location, (region) => eq(merchantProfiles.region, region));
  if (!q.text) return filter;
  const text = preparedContainsText(merchantProfiles.searchText, q.text, merchantProfiles.searchBigrams);
  return filter.with(text.long ? 'text_long' : 'text_short', text.values, text.condition);
}

const merchantTotal = (ctx: ServiceCtx, filter: PreparedFilter, q: MerchantPageQuery) =>
  preparedCappedTotal(ctx.db, filter, (db) => db.select({ one: sql`1` }).from(merchantProfiles).where(filter.where()).$dynamic(), { textSearch: !!q.text });

/**
 * merchantPage in parts, for a prepared statement that brings the page along with other rows (the
 * unified search's cards): `json(db)` the page's rows (size + 1 of them) as one JSON array (a scalar
 * subquery; readMerchantJson decodes it), named in the statement's name by `name` and filled by
 * `values`; `total` the list's total.
 */
export function merchantPageParts(ctx: ServiceCtx, q: MerchantPageQuery) {
  const filter = merchantFilter(ctx, q);
  const object = sql.join(
    Object.entries(merchantSummaryColumns).map(([key, column]) => sql`${sql.raw(`'${key}'`)}, ${column}`),
    sql`, `,
  );
  const json = (db: DbOrTx) => sql`select coalesce(json_agg(page.m), '[]'::json) from (${db
    .select({ m: sql`json_build_object(${object})`.as('m') })
    .from(merchantProfiles)
    .innerJoin(users, merchantAccount)
    .where(filter.where())
    .orderBy(desc(merchantProfiles.id))
    .limit(literalLimit(q.size + 1))
    .offset(sql.placeholder('merchant_offset'))}) page`;
  const values = { ...filter.values, merchant_offset: (q.page - 1) * q.size };
  return { name: `${filter.name}_${q.size}`, json, values, total: () => merchantTotal(ctx, filter, q) };
}

/** The rows of merchantPageParts' `json`, in the page's order (json_agg over the sorted page keeps it in practice; this makes it sure). */
export const readMerchantJson = (rows: MerchantSummaryRow[]): MerchantSummaryRow[] => [...rows].sort((a, b) => b.id - a.id);

/** The answer of merchantPage from its rows (size + 1 of them) and the list's total. */
export function merchantListOf(q: MerchantPageQuery, rows: MerchantSummaryRow[], n: number): MerchantList {
  const offset = (q.page - 1) * q.size;
  const { items, hasMore, total } = pageOf(rows, q.size, offset, n);
  return {
    merchants: items.map(toMerchantSummary),
    total,
    page: q.page,
    size: q.size,
    has_more: hasMore,
  };
}
