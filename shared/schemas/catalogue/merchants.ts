import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, NEARBY_DEFAULT_RADIUS_KM, NEARBY_MAX_RADIUS_KM, SEARCH_QUERY_MAX } from '../../catalogue-constants';
import { MSG } from '../../messages';
import { decimal } from '../input';
import { id, integerIn, optionalText, pageSchema, searchTextSchema } from './common';

export const merchantIdSchema = z.object({ id });

export const merchantListQuerySchema = pageSchema.extend({
  search: optionalText(SEARCH_QUERY_MAX),
  category: optionalText(40),
  /** A region code (regions.code). */
  location: optionalText(40),
});

export const merchantSearchQuerySchema = pageSchema.extend({
  q: searchTextSchema,
  category: optionalText(40),
  location: optionalText(40),
});

/** A decimal in [min, max], as a number or a numeral in a string; anything else (missing too) is refused with `message`. */
const decimalIn = (min: number, max: number, message: string) =>
  z
    .union([z.number(), z.string()], { error: message })
    .refine((v) => decimal.safeParse(v).success, { error: message, abort: true })
    .pipe(decimal)
    .pipe(z.number().min(min, message).max(max, message));

export const nearbyQuerySchema = z.object({
  lat: decimalIn(-90, 90, MSG.nearbyLocationRequired),
  lng: decimalIn(-180, 180, MSG.nearbyLocationRequired),
  radius: decimal
    .pipe(z.number().positive(MSG.invalidInput).max(NEARBY_MAX_RADIUS_KM, MSG.nearbyRadiusMax))
    .default(NEARBY_DEFAULT_RADIUS_KM),
  limit: integerIn(1, MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});

export type MerchantListQuery = z.output<typeof merchantListQuerySchema>;
export type MerchantSearchQuery = z.output<typeof merchantSearchQuerySchema>;
export type NearbyQuery = z.output<typeof nearbyQuerySchema>;

export interface MerchantSummary {
  id: number;
  owner_id: number;
  username: string;
  business_name: string;
  business_description: string;
  address: string;
  region: string | null;
  category: string | null;
  lat: number | null;
  lng: number | null;
  is_featured: boolean;
  profile_image: string | null;
  product_count: number;
  /** Only on /api/merchants/nearby. */
  distance_km?: number;
}

/** Channel shape (platform.md §3): id, username, merchant{...}. */
export interface MerchantDetail extends MerchantSummary {
  merchant: { id: number; business_name: string; business_description: string };
}

export interface MerchantList {
  merchants: MerchantSummary[];
  total: number;
  page: number;
  size: number;
  has_more: boolean;
}
