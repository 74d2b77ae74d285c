import { z } from 'zod';
import {
  AVAILABILITY_FILTERS,
  DEFAULT_PAGE_SIZE,
  DELETED_SORTS,
  DISPLAY_REMAINING_OPTIONS,
  MAX_PAGE_SIZE,
  NEARBY_DEFAULT_RADIUS_KM,
  NEARBY_MAX_RADIUS_KM,
  PRODUCT_IMAGE_MAX_BYTES,
  PRODUCT_IMAGES_MAX,
  PRODUCT_SORTS,
  SEARCH_QUERY_MAX,
} from '../catalogue-constants';
import { MSG } from '../messages';

/*
 * The catalogue's contract: zod inputs (query strings arrive as text, so numbers are coerced) and the
 * answer shapes that REST and tRPC both return (snake_case, as the spec names the fields).
 */

/** Ids are PostgreSQL integers: a larger number is bad input (422), not a database error. */
const id = z.coerce.number().int().positive().max(2_147_483_647);
const optionalText = (max: number) => z.string().trim().max(max).optional().transform((s) => (s ? s : undefined));
const won = z.coerce.number().int().min(0).max(1_000_000_000);

export const pageSchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});

// ---- inputs ------------------------------------------------------------------------------------

export const productIdSchema = z.object({ id });

export const productListQuerySchema = pageSchema.extend({
  merchant_id: id.optional(),
  category: optionalText(40),
  delivery_category: optionalText(40),
  is_delivery: z
    .union([z.boolean(), z.enum(['0', '1', 'true', 'false'])])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === true || v === '1' || v === 'true')),
  min_price: won.optional(),
  max_price: won.optional(),
  sort: z.enum(PRODUCT_SORTS).default('latest'),
  /** Anything but selling is honoured only for the merchant's own products. */
  availability: z.enum(AVAILABILITY_FILTERS).default('selling'),
});
export type ProductListQuery = z.input<typeof productListQuerySchema>;

export const searchTextSchema = z
  .string({ error: MSG.searchQueryRequired })
  .trim()
  .min(1, MSG.searchQueryRequired)
  .max(SEARCH_QUERY_MAX);

export const productSearchQuerySchema = pageSchema.extend({
  q: searchTextSchema,
  category: optionalText(40),
  min_price: won.optional(),
  max_price: won.optional(),
});

export const deletedProductsQuerySchema = pageSchema.extend({ sort: z.enum(DELETED_SORTS).default('deleted_desc') });

/** An image of the product form, in display order: one already saved, or one just uploaded. */
export const productImageRefSchema = z.union([
  z.object({ media_id: id }),
  z.object({ upload_token: z.string().min(10).max(4000) }),
]);

const productFields = {
  title: z.string({ error: MSG.productTitleRequired }).trim().min(1, MSG.productTitleRequired).max(100),
  description: z.string().trim().max(5000).default(''),
  price: z.coerce
    .number({ error: MSG.productPriceRequired })
    .int(MSG.productPricePositive)
    .positive(MSG.productPricePositive)
    .max(1_000_000_000),
  original_price: z
    .union([z.literal(''), z.null(), won])
    .optional()
    .transform((v) => (v === '' || v === null || v === undefined || v === 0 ? null : v)),
  is_available: z.boolean().default(true),
  display_remaining: z.coerce
    .number()
    .refine((n) => (DISPLAY_REMAINING_OPTIONS as readonly number[]).includes(n), '재고 표시 값이 올바르지 않습니다.')
    .default(-1),
  category: optionalText(40),
  delivery_category: optionalText(40),
  /** Display order; the first is the thumbnail. Omitted on update: images stay as they are. */
  images: z.array(productImageRefSchema).max(PRODUCT_IMAGES_MAX, MSG.productImagesMax).optional(),
};

export const productCreateSchema = z
  .object({ is_delivery: z.boolean(), ...productFields })
  .superRefine((v, ctx) => {
    if (!v.is_delivery && !v.category) ctx.addIssue({ code: 'custom', path: ['category'], message: MSG.productCategoryRequired });
    if (v.is_delivery && !v.delivery_category)
      ctx.addIssue({ code: 'custom', path: ['delivery_category'], message: MSG.productDeliveryCategoryRequired });
  });
export type ProductCreateInput = z.input<typeof productCreateSchema>;

/** The tab (is_delivery) cannot change while editing, so it is not part of an update. */
export const productUpdateSchema = z.object({ id, ...productFields });
export type ProductUpdateInput = z.input<typeof productUpdateSchema>;

export const uploadRequestSchema = z.object({
  file_name: z.string().trim().min(1).max(200),
  content_type: z.string().trim().max(100),
  size: z.number().int().min(1).max(PRODUCT_IMAGE_MAX_BYTES, MSG.imageTooLarge),
});
export type UploadRequestInput = z.input<typeof uploadRequestSchema>;

export const mediaOrderSchema = z.object({
  id,
  items: z
    .array(z.object({ id, order: z.coerce.number().int().min(0), is_thumbnail: z.boolean().optional() }))
    .min(1)
    .max(PRODUCT_IMAGES_MAX),
});

export const categoryKindSchema = z.object({ kind: z.enum(['shopping', 'delivery']) });

export const mainDeliveryQuerySchema = z.object({
  category: optionalText(40),
  /** Narrows hot items, ranking and pickup shops to menus matching a partial word (logged as a keyword). */
  search: optionalText(SEARCH_QUERY_MAX),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export const mainShoppingQuerySchema = z.object({
  category: optionalText(40),
  search: optionalText(SEARCH_QUERY_MAX),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

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

export const unifiedSearchQuerySchema = pageSchema.extend({
  q: searchTextSchema,
  type: z.enum(['all', 'products', 'merchants']).default('all'),
});
export const suggestQuerySchema = z.object({
  q: z.string().trim().max(SEARCH_QUERY_MAX).default(''),
  /** Suggest titles of one tab only (the shopping search suggests what it can find). */
  tab: z.enum(['shopping', 'delivery']).optional(),
});

// ---- answers -----------------------------------------------------------------------------------

export interface CategoryOption {
  id: number;
  value: string;
  label: string;
  emoji: string;
}

/** GET /api/categories/{id}: one option with the tab it belongs to. */
export interface CategoryItem extends CategoryOption {
  kind: 'shopping' | 'delivery';
}

/** GET /api/categories: the options of both tabs, each in display order. */
export interface CategoryGroups {
  shopping: CategoryOption[];
  delivery: CategoryOption[];
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
  is_available: boolean;
  display_remaining: number;
  views_count: number;
  orders_count: number;
  merchant: MerchantRef;
  created_at: string;
}

export interface ProductMediaItem {
  id: number;
  media_type: 'image';
  mime_type: string;
  file_path: string;
  file_name: string;
  thumbnail_url: string;
  is_thumbnail: boolean;
  order: number;
}

/** commerce.md §3 Product. reviews stays empty until the reviews issue fills it. */
export interface ProductDetail extends ProductCard {
  media: ProductMediaItem[];
  reviews: unknown[];
  deleted_at: string | null;
  /** The signed-in merchant owns it (edit and delete show). */
  is_owner: boolean;
}

export interface ProductList {
  products: ProductCard[];
  total: number;
  page: number;
  size: number;
  has_more: boolean;
}

export interface DeletedProduct extends ProductCard {
  deleted_at: string;
}
export interface DeletedProductList {
  products: DeletedProduct[];
  total: number;
  page: number;
  size: number;
  has_more: boolean;
}

export interface UploadTicket {
  upload_url: string;
  method: 'PUT';
  /** Headers the PUT must carry (the content type the ticket was signed for). */
  headers: Record<string, string>;
  upload_token: string;
  expires_at: string;
}

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

export interface Banner {
  id: number;
  title: string;
  subtitle: string;
  image: string | null;
  bg: string;
  link: string | null;
}
export interface EventItem {
  id: number;
  title: string;
  description: string;
  image_url: string | null;
  link: string | null;
  starts_at: string;
  ends_at: string | null;
}
export interface NoticeItem {
  id: number;
  title: string;
  content: string;
  is_pinned: boolean;
  created_at: string;
}
export interface RegionItem {
  id: number;
  code: string;
  name: string;
  lat: number | null;
  lng: number | null;
}

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
