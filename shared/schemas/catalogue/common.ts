import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, SEARCH_QUERY_MAX } from '../../catalogue-constants';
import { MSG } from '../../messages';
import { integer } from '../input';

/** What every catalogue room shares: ids, pages, search text, and the product card. */

/** Ids are PostgreSQL integers: a larger number is bad input, not a database error. */
export const id = integer.pipe(z.number().positive().max(2_147_483_647));

/** A whole number in [min, max], as a number or a numeral in a string (query strings are text). */
export const integerIn = (min: number, max: number) =>
  integer.pipe(z.number().min(min, { error: `${min} 이상이어야 합니다.` }).max(max, { error: `${max} 이하여야 합니다.` }));

export const optionalText = (max: number) => z.string().trim().max(max).optional().transform((s) => (s ? s : undefined));

export const won = integer.pipe(z.number().min(0).max(1_000_000_000));

export const pageSchema = z.object({
  page: integerIn(1, Number.MAX_SAFE_INTEGER).default(1),
  size: integerIn(1, MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});

export type PageQuery = z.output<typeof pageSchema>;

export const searchTextSchema = z
  .string({ error: MSG.searchQueryRequired })
  .trim()
  .min(1, MSG.searchQueryRequired)
  .max(SEARCH_QUERY_MAX);

export interface CategoryOption {
  id: number;
  value: string;
  label: string;
  emoji: string;
}

export interface MerchantRef {
  id: number;
  owner_id: number;
  business_name: string;
}

/** Product card of the feeds (platform.md §3) plus what a card shows (stock, availability). */
export interface ProductCard {
  id: number;
  title: string;
  description: string;
  image_url: string | null;
  thumbnail_url: string | null;
  price: number;
  original_price: number | null;
  discount_rate: number;
  category: string | null;
  delivery_category: string | null;
  is_delivery: boolean;
  /** Delivery possible (true) or pickup only (false): what a purchase may choose. */
  delivery_available: boolean;
  is_available: boolean;
  display_remaining: number;
  views_count: number;
  orders_count: number;
  /** The average rating with one decimal (null without reviews), and how many reviews. */
  rating: number | null;
  review_count: number;
  /** 무료배송 badge: a parcel-shipped shopping product whose price alone ships free under its shop's rule (else the site's). */
  free_shipping: boolean;
  merchant: MerchantRef;
  created_at: string;
}

export interface ProductList {
  products: ProductCard[];
  total: number;
  page: number;
  size: number;
  has_more: boolean;
}
