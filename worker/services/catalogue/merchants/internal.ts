import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { merchantProfiles, products, users } from '../../../../db/schema';
import type { MerchantDetail, MerchantList, MerchantSummary } from '../../../../shared/schemas/catalogue';
import type { ServiceCtx } from '../../../env';
import { sameTenant } from '../../../scope/tenant-scope';
import { containsPattern } from '../internal-text-search';
import { liveProduct, visibleMerchant } from '../rules';

/** A merchant's product count: its live products, as its channel lists them (products_merchant_idx serves it). */
const merchantProductCount = (ctx: ServiceCtx) =>
  sql<number>`(select count(*) from ${products} where ${and(
    liveProduct(ctx),
    sameTenant(products, merchantProfiles, eq(products.merchantId, merchantProfiles.id)),
  )})`.mapWith(Number);

export const merchantSummaryColumns = (ctx: ServiceCtx) => ({
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
  productCount: merchantProductCount(ctx).as('product_count'),
});

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
export function selectMerchants(ctx: ServiceCtx) {
  return ctx.db.select(merchantSummaryColumns(ctx)).from(merchantProfiles).innerJoin(users, merchantAccount);
}

/** Filters of the merchant list and search: words in the name or description, category, region code. */
export function merchantFilterWhere(f: { text?: string; category?: string; location?: string }): SQL[] {
  const where: SQL[] = [];
  if (f.text) {
    const pattern = containsPattern(f.text);
    where.push(or(ilike(merchantProfiles.businessName, pattern), ilike(merchantProfiles.businessDescription, pattern))!);
  }
  if (f.category) where.push(eq(merchantProfiles.category, f.category));
  if (f.location) where.push(eq(merchantProfiles.region, f.location));
  return where;
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

/** A page of the visible merchants, newest first. Shared by the list, the search and the unified search. */
export async function merchantPage(ctx: ServiceCtx, q: MerchantPageQuery): Promise<MerchantList> {
  const where = and(visibleMerchant(ctx), ...merchantFilterWhere(q));
  const [rows, [{ total }]] = await Promise.all([
    selectMerchants(ctx)
      .where(where)
      .orderBy(desc(merchantProfiles.id))
      .limit(q.size)
      .offset((q.page - 1) * q.size),
    ctx.db.select({ total: count() }).from(merchantProfiles).where(where),
  ]);
  return {
    merchants: rows.map(toMerchantSummary),
    total,
    page: q.page,
    size: q.size,
    has_more: q.page * q.size < total,
  };
}
