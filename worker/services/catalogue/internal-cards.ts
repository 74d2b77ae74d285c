import { eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client';
import { merchantProfiles, products } from '../../../db/schema';
import type { ProductCard } from '../../../shared/schemas/catalogue';
import { sameTenant } from '../../scope/tenant-scope';
import { averageRating } from '../reviews/rules';
import { shippingPolicy } from '../../../shared/shipping';
import { rowTenantLegalInfo } from '../../scope/tenant-settings';

/** Public address of a stored object (served by GET /media/{key}). */
export const mediaUrl = (key: string): string => `/media/${key}`;

/** The columns a product card needs; every product list selects these. */
export const productCardColumns = {
  id: products.id,
  title: products.title,
  description: products.description,
  thumbnailKey: products.thumbnailKey,
  price: products.price,
  originalPrice: products.originalPrice,
  discountRate: products.discountRate,
  category: products.category,
  deliveryCategory: products.deliveryCategory,
  isDelivery: products.isDelivery,
  isAvailable: products.isAvailable,
  deliveryAvailable: products.deliveryAvailable,
  displayRemaining: products.displayRemaining,
  viewsCount: products.viewsCount,
  ordersCount: products.ordersCount,
  reviewCount: products.reviewCount,
  ratingSum: products.ratingSum,
  createdAt: products.createdAt,
  /*
   * The card's shop as JSON text, [id, owner, name, shipping fee, free-shipping threshold]: looked up
   * by key for the cards of the page only (PostgreSQL evaluates such a subquery after the sort and
   * the limit). Joined instead, a prepared statement's generic plan, which expects a site's average
   * count of shops, chose a page through the shops on a database of 1,000 sites (every product of
   * each of farm's shops read: ten times the buffers, a category list at 0.70 of the site alone),
   * and on a site with many shops hashed them all for a page of twenty.
   */
  shop: sql<string>`(select json_build_array(${merchantProfiles.id}, ${merchantProfiles.userId}, ${merchantProfiles.businessName},
      ${merchantProfiles.shippingFee}, ${merchantProfiles.freeShippingThreshold})::text
    from ${merchantProfiles} where ${sameTenant(merchantProfiles, products, eq(merchantProfiles.id, products.merchantId))})`.as('shop'),
  /*
   * The selling tenant's legal_info (the site's shipping rule), as text: a primary-key lookup of one
   * tenants row (every card of a list has the same one), read for the 무료배송 badge only.
   */
  siteLegal: rowTenantLegalInfo(products),
};

export interface ProductCardRow {
  id: number;
  title: string;
  description: string;
  thumbnailKey: string | null;
  price: number;
  originalPrice: number | null;
  discountRate: number;
  category: string | null;
  deliveryCategory: string | null;
  isDelivery: boolean;
  isAvailable: boolean;
  deliveryAvailable: boolean;
  displayRemaining: number;
  viewsCount: number;
  ordersCount: number;
  reviewCount: number;
  ratingSum: number;
  createdAt: Date;
  shop: string;
  siteLegal: string | null;
}

/** productCardColumns' shop, read. */
export interface CardShop {
  id: number;
  ownerId: number;
  businessName: string;
  shippingFee: number | null;
  freeShippingThreshold: number | null;
}

export function readCardShop(row: Pick<ProductCardRow, 'shop'>): CardShop {
  const [id, ownerId, businessName, shippingFee, freeShippingThreshold] = JSON.parse(row.shop) as [number, number, string, number | null, number | null];
  return { id, ownerId, businessName, shippingFee, freeShippingThreshold };
}

/**
 * `select(productCardColumns).from(products)`; callers add where / order / limit. `extra` adds
 * columns (a marker of which page a row belongs to, in a UNION).
 */
export function selectProductCards<Extra extends Record<string, SQL.Aliased | AnyPgColumn>>(db: DbOrTx, extra?: Extra) {
  return db.select({ ...productCardColumns, ...(extra as Extra) }).from(products);
}

/**
 * A one-row branch for a UNION ALL of selectProductCards(db, { list, extra }) pages: the card columns
 * null, `list` naming it and `extra` another list as JSON text (`json`: a scalar subquery). It brings
 * a small list the answer needs (a tab's shops, its categories) in the cards' statement, one round
 * trip instead of two; the caller builds `json` from scoped selects and decodes it (readJsonList).
 * JSON keeps what such lists hold exactly (whole numbers, text, booleans, null).
 */
export function jsonBranch(db: DbOrTx, list: string, json: SQL) {
  const nulls = Object.fromEntries(Object.keys(productCardColumns).map((key) => [key, sql`null`])) as unknown as typeof productCardColumns;
  return db
    .select({ ...nulls, list: sql<string>`${list}::text`.as('list'), extra: sql<string | null>`(${json})::text`.as('extra') })
    .from(sql`(select 1) as one`);
}

/** `coalesce(json_agg(<object> order by …), '[]')` of a subquery's rows (for jsonBranch). */
export const jsonRows = (object: SQL, orderBy?: SQL): SQL =>
  orderBy ? sql`coalesce(json_agg(${object} order by ${orderBy}), '[]'::json)` : sql`coalesce(json_agg(${object}), '[]'::json)`;

/** The list a jsonBranch row carries, or null when the rows hold no such branch. */
export function readJsonList<T>(rows: { list: string; extra: string | null }[], list: string): T[] | null {
  const row = rows.find((r) => r.list === list);
  return row ? (JSON.parse(row.extra ?? '[]') as T[]) : null;
}

/**
 * The card's 무료배송 badge: a shopping product sent by parcel (delivery possible) that ships free on
 * its own, because its shop's fee is 0 or its price reaches the free-shipping threshold. The shop's
 * own rule when it set one (merchant_profiles), else the selling tenant's (legal_info, shared/shipping.ts).
 */
function freeShipping(row: ProductCardRow, shop: CardShop): boolean {
  if (row.isDelivery || !row.deliveryAvailable) return false;
  const site = shippingPolicy(parseLegal(row.siteLegal));
  const fee = shop.shippingFee ?? site.shipping_fee;
  const threshold = shop.freeShippingThreshold ?? site.free_shipping_threshold;
  return fee === 0 || row.price >= threshold;
}

function parseLegal(text: string | null): { shipping_fee?: number; free_shipping_threshold?: number } | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as { shipping_fee?: number; free_shipping_threshold?: number }) : null;
  } catch {
    return null;
  }
}

export function toProductCard(row: ProductCardRow): ProductCard {
  const shop = readCardShop(row);
  const image = row.thumbnailKey ? mediaUrl(row.thumbnailKey) : null;
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    image_url: image,
    thumbnail_url: image,
    price: row.price,
    original_price: row.originalPrice,
    discount_rate: row.discountRate,
    category: row.category,
    delivery_category: row.deliveryCategory,
    is_delivery: row.isDelivery,
    is_available: row.isAvailable,
    delivery_available: row.deliveryAvailable,
    display_remaining: row.displayRemaining,
    views_count: row.viewsCount,
    orders_count: row.ordersCount,
    // Kept by trigger on reviews (migration 0011): a card never counts reviews itself.
    rating: averageRating(row.reviewCount, row.ratingSum),
    review_count: row.reviewCount,
    free_shipping: freeShipping(row, shop),
    merchant: { id: shop.id, owner_id: shop.ownerId, business_name: shop.businessName },
    created_at: row.createdAt.toISOString(),
  };
}
