import { count, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { merchantProfiles, products } from '../../../db/schema';
import type { ProductCard } from '../../../shared/schemas/catalogue';
import { sameTenant } from '../../scope/tenant-scope';

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
  displayRemaining: products.displayRemaining,
  viewsCount: products.viewsCount,
  ordersCount: products.ordersCount,
  createdAt: products.createdAt,
  merchantId: merchantProfiles.id,
  merchantOwnerId: merchantProfiles.userId,
  businessName: merchantProfiles.businessName,
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
  displayRemaining: number;
  viewsCount: number;
  ordersCount: number;
  createdAt: Date;
  merchantId: number;
  merchantOwnerId: number;
  businessName: string;
}

/** `select(productCardColumns).from(products)` joined to its merchant; callers add where / order / limit. */
export function selectProductCards(db: DbOrTx) {
  return db
    .select(productCardColumns)
    .from(products)
    .innerJoin(merchantProfiles, sameTenant(merchantProfiles, products, eq(merchantProfiles.id, products.merchantId)));
}

/**
 * How many cards selectProductCards(db).where(where) gives, when `where` names products only:
 * every product has its merchant (a foreign key), so the join cannot drop rows and is left out.
 */
export async function countProductCards(db: DbOrTx, where: SQL): Promise<number> {
  const [row] = await db.select({ n: count() }).from(products).where(where);
  return row?.n ?? 0;
}

export function toProductCard(row: ProductCardRow): ProductCard {
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
    display_remaining: row.displayRemaining,
    views_count: row.viewsCount,
    orders_count: row.ordersCount,
    merchant: { id: row.merchantId, owner_id: row.merchantOwnerId, business_name: row.businessName },
    created_at: row.createdAt.toISOString(),
  };
}
