import { z } from 'zod';
import { SEARCH_QUERY_MAX } from '../../catalogue-constants';
import { CategoryOption, ProductCard, integerIn, optionalText, pageSchema, searchTextSchema } from './common';
import { MerchantSummary } from './merchants';

export const mainDeliveryQuerySchema = z.object({
  category: optionalText(40),
  /** Narrows hot items, ranking and pickup shops to menus matching a partial word (logged as a keyword). */
  search: optionalText(SEARCH_QUERY_MAX),
  limit: integerIn(1, 50).default(20),
});

export const mainShoppingQuerySchema = z.object({
  category: optionalText(40),
  search: optionalText(SEARCH_QUERY_MAX),
  limit: integerIn(1, 50).default(20),
});

export const unifiedSearchQuerySchema = pageSchema.extend({
  q: searchTextSchema,
  type: z.enum(['all', 'products', 'merchants']).default('all'),
});

export const suggestQuerySchema = z.object({
  q: z.string().trim().max(SEARCH_QUERY_MAX).default(''),
  /** Suggest titles of one tab only (the shopping search suggests what it can find). */
  tab: z.enum(['shopping', 'delivery']).optional(),
});

export type MainDeliveryQuery = z.output<typeof mainDeliveryQuerySchema>;
export type MainShoppingQuery = z.output<typeof mainShoppingQuerySchema>;
export type UnifiedSearchQuery = z.output<typeof unifiedSearchQuerySchema>;
export type SuggestQuery = z.output<typeof suggestQuerySchema>;

export interface PickupShop {
  id: number;
  owner_id: number;
  business_name: string;
  region: string | null;
  address: string;
  image_url: string | null;
  product_count: number;
}

export interface MainDeliveryResponse {
  /** Hot items: most ordered first. */
  products: ProductCard[];
  /** Ranking: most viewed first; the first 2 are highlighted on screen. */
  ranking: ProductCard[];
  pickup_shops: PickupShop[];
  categories: CategoryOption[];
}

/** GET /api/main/shopping answers one key: search_results (search), products (category) or categories.all. */
export type MainShoppingResponse =
  | { search_results: ProductCard[]; total: number }
  | { products: ProductCard[]; ranking: ProductCard[] }
  | { categories: { all: ProductCard[] } };

export interface UnifiedSearchResponse {
  q: string;
  type: 'all' | 'products' | 'merchants';
  products: ProductCard[];
  merchants: MerchantSummary[];
  total_products: number;
  total_merchants: number;
  page: number;
  size: number;
}
