import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, NEARBY_DEFAULT_RADIUS_KM, NEARBY_MAX_RADIUS_KM, SEARCH_QUERY_MAX } from '../../catalogue-constants';
import { MSG } from '../../messages';
import { id, optionalText, pageSchema, searchTextSchema } from './common';

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

export const nearbyQuerySchema = z.object({
  lat: z.coerce.number({ error: MSG.nearbyLocationRequired }).min(-90, MSG.nearbyLocationRequired).max(90, MSG.nearbyLocationRequired),
  lng: z.coerce.number({ error: MSG.nearbyLocationRequired }).min(-180, MSG.nearbyLocationRequired).max(180, MSG.nearbyLocationRequired),
  radius: z.coerce
    .number({ error: MSG.invalidInput })
    .positive(MSG.invalidInput)
    .max(NEARBY_MAX_RADIUS_KM, MSG.nearbyRadiusMax)
    .default(NEARBY_DEFAULT_RADIUS_KM),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});

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
