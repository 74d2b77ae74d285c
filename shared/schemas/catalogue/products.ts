import { z } from 'zod';
import { AVAILABILITY_FILTERS, DELETED_SORTS, DISPLAY_REMAINING_MAX, DISPLAY_REMAINING_OPTIONS, PRODUCT_IMAGES_MAX, PRODUCT_SORTS } from '../../catalogue-constants';
import { MSG } from '../../messages';
import type { ShippingPolicy } from '../../shipping';
import { flag, integer } from '../input';
import { ProductCard, id, optionalText, pageSchema, searchTextSchema, won } from './common';
import { ProductMediaItem } from './media';

export const productIdSchema = z.object({ id });

/** Soft delete unless `permanent` (REST: `?permanent=true` or `=1`). */
export const productDeleteSchema = productIdSchema.extend({ permanent: flag.optional() });

export const productListQuerySchema = pageSchema.extend({
  merchant_id: id.optional(),
  category: optionalText(40),
  delivery_category: optionalText(40),
  is_delivery: flag.optional(),
  min_price: won.optional(),
  max_price: won.optional(),
  sort: z.enum(PRODUCT_SORTS).default('latest'),
  /** Anything but selling is honoured only for the merchant's own products. */
  availability: z.enum(AVAILABILITY_FILTERS).default('selling'),
});

export type ProductListQuery = z.output<typeof productListQuerySchema>;

/** The ranked lists (popular, latest, discount): a page, optionally one tab. */
export const rankedListQuerySchema = pageSchema.extend({ is_delivery: flag.optional() });
export type RankedListQuery = z.output<typeof rankedListQuerySchema>;

/** GET /api/products/category/{category}: the list's filters under one category (or delivery category). */
export const categoryProductsQuerySchema = productListQuerySchema
  .pick({ page: true, size: true, sort: true, is_delivery: true, min_price: true, max_price: true })
  .extend({ category: z.string().trim().min(1).max(40) });
export type CategoryProductsQuery = z.output<typeof categoryProductsQuerySchema>;

export const productSearchQuerySchema = pageSchema.extend({
  q: searchTextSchema,
  category: optionalText(40),
  min_price: won.optional(),
  max_price: won.optional(),
});
export type ProductSearchQuery = z.output<typeof productSearchQuerySchema>;

export const deletedProductsQuerySchema = pageSchema.extend({ sort: z.enum(DELETED_SORTS).default('deleted_desc') });
export type DeletedProductsQuery = z.output<typeof deletedProductsQuerySchema>;

/** An image of the product form, in display order: one already saved, or one just uploaded. */
export const productImageRefSchema = z.union([
  z.object({ media_id: id }),
  z.object({ upload_token: z.string().min(10).max(4000) }),
]);

/** A field that must be sent: its absence has the spec's own message (an empty price input says "required"). */
const present = (message: string) => z.unknown().refine((v) => v !== undefined, { error: message, abort: true });

const productFields = {
  title: z.string({ error: MSG.productTitleRequired }).trim().min(1, MSG.productTitleRequired).max(100),
  description: z.string().trim().max(5000).default(''),
  price: present(MSG.productPriceRequired).pipe(integer).pipe(z.number().positive(MSG.productPricePositive).max(1_000_000_000)),
  original_price: z
    .union([z.literal(''), z.null(), won])
    .optional()
    .transform((v) => (v === '' || v === null || v === undefined || v === 0 ? null : v)),
  is_available: flag.default(true),
  /** commerce.md §4: delivery possible, or pickup only (the payment modal offers what this allows). */
  delivery_available: flag.default(true),
  display_remaining: integer
    .refine((n) => (DISPLAY_REMAINING_OPTIONS as readonly number[]).includes(n), '재고 표시 값이 올바르지 않습니다.')
    .default(-1),
  category: optionalText(40),
  delivery_category: optionalText(40),
  /** Display order; the first is the thumbnail. Omitted on update: images stay as they are. */
  images: z.array(productImageRefSchema).max(PRODUCT_IMAGES_MAX, MSG.productImagesMax).optional(),
};

export const productCreateSchema = z
  .object({ is_delivery: flag, ...productFields })
  .superRefine((v, ctx) => {
    if (!v.is_delivery && !v.category) ctx.addIssue({ code: 'custom', path: ['category'], message: MSG.productCategoryRequired });
    if (v.is_delivery && !v.delivery_category)
      ctx.addIssue({ code: 'custom', path: ['delivery_category'], message: MSG.productDeliveryCategoryRequired });
  });

export type ProductCreateInput = z.input<typeof productCreateSchema>;
export type ProductCreateData = z.output<typeof productCreateSchema>;

/**
 * The tab (is_delivery) cannot change while editing, so it is not part of an update. Sales count
 * display_remaining down (5 → 4), so an edit may also keep a count between the options.
 */
export const productUpdateSchema = z.object({
  id,
  ...productFields,
  display_remaining: integer
    .refine((n) => (DISPLAY_REMAINING_OPTIONS as readonly number[]).includes(n) || (n >= 0 && n <= DISPLAY_REMAINING_MAX), '재고 표시 값이 올바르지 않습니다.')
    .default(-1),
});

export type ProductUpdateInput = z.input<typeof productUpdateSchema>;
export type ProductUpdateData = z.output<typeof productUpdateSchema>;

/** commerce.md §3 Product. reviews stays empty until the reviews issue fills it. */
export interface ProductDetail extends ProductCard {
  media: ProductMediaItem[];
  reviews: unknown[];
  deleted_at: string | null;
  /** The signed-in merchant owns it (edit and delete show). */
  is_owner: boolean;
  /**
   * The selling tenant's shipping rule (its legal_info with the spec's defaults; on a proxy site the
   * target's): what `orders.payments.session` charges, shown by the shipping box and the payment modal.
   */
  shipping: ShippingPolicy;
  /**
   * 판매자 정보 (전자상거래법): the shop's merchant profile, '' for a field it has not filled in (the page
   * shows 미등록). null only when the shop is not a visible merchant of this site.
   */
  seller: SellerInfo | null;
}

export interface SellerInfo {
  business_name: string;
  representative_name: string;
  business_number: string;
  ecommerce_report_number: string;
  address: string;
  phone: string;
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
