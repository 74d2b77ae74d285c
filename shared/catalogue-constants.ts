/** Catalogue constants of commerce.md §9 and platform.md §9. */
export const PRODUCT_IMAGES_MAX = 10;
export const PRODUCT_IMAGE_MAX_BYTES = 20 * 1024 * 1024;
export const PRODUCT_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
export type ProductImageType = (typeof PRODUCT_IMAGE_TYPES)[number];
export const DISPLAY_REMAINING_OPTIONS = [-1, 0, 1, 5, 10] as const;
/** The largest count shown; a sale counts a shown count down by its quantity (never under 0). */
export const DISPLAY_REMAINING_MAX = 10;
export const LOW_STOCK_THRESHOLD = 10;
export const PRODUCT_SORTS = ['latest', 'price_low', 'price_high', 'views', 'orders'] as const;
export const DELETED_SORTS = ['deleted_desc', 'deleted_asc', 'title', 'price'] as const;
export const AVAILABILITY_FILTERS = ['selling', 'stopped', 'all'] as const;
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
/** The dashboard's product list: at most this many a request, and the default (commerce.md §9 Dashboard limits). */
export const DASHBOARD_PRODUCTS_LIMIT = 100;
/** Home: 6 fetched, 4 shown (platform.md §9). */
export const HOME_PRODUCTS_FETCHED = 6;
export const HOME_PRODUCTS_SHOWN = 4;
export const CHANNEL_LIST_SIZE = 50;
export const NEARBY_DEFAULT_RADIUS_KM = 5;
export const NEARBY_MAX_RADIUS_KM = 50;
export const SEARCH_QUERY_MAX = 50;
/** A swipe shorter than this snaps back (product image carousel). */
export const CAROUSEL_SWIPE_THRESHOLD_PX = 50;
/** How long a signed upload URL stays valid. */
export const UPLOAD_URL_TTL_SEC = 15 * 60;

/** round((original - price) / original * 100), at least 0; 0 when either price is missing. */
export function computeDiscountRate(price: number | null | undefined, originalPrice: number | null | undefined): number {
  if (!price || !originalPrice) return 0;
  return Math.max(0, Math.round(((originalPrice - price) / originalPrice) * 100));
}

const krw = new Intl.NumberFormat('ko-KR');
/** "12,900원" — won with Korean digit grouping. */
export const formatKrw = (won: number): string => `${krw.format(won)}원`;
