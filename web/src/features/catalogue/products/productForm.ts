import type { Features } from '../../../../../shared/features';
import { DISPLAY_REMAINING_OPTIONS } from '../../../../../shared/catalogue-constants';
import { MSG } from '../../../../../shared/messages';
import type { z } from 'zod';
import { productCreateSchema, type ProductDetail, type ProductUpdateInput } from '../../../../../shared/schemas/catalogue';
import { errorStatus, type HttpError } from '../../../lib/errors';
import type { MediaRef } from '../../../ui/media/useMediaUploads';

export type ProductTab = 'delivery' | 'shopping';

/** What the form holds while typing: prices stay as the digits typed, so nothing typed is ever reformatted away. */
export interface ProductFormValues {
  tab: ProductTab;
  title: string;
  description: string;
  price: string;
  original_price: string;
  category: string;
  delivery_category: string;
  is_available: boolean;
  delivery_available: boolean;
  display_remaining: number;
}

/** The fields that can carry an error, in screen order (the first one with an error gets the focus). */
export const FIELD_ORDER = ['title', 'price', 'original_price', 'category', 'delivery_category', 'display_remaining', 'images'] as const;
export type ProductField = (typeof FIELD_ORDER)[number];
export type FieldErrors = Partial<Record<ProductField, string>>;

/** An image of the form as the save call names it: saved before, or uploaded just now. */
export type ImageRef = MediaRef;

/** The create input after the shared schema's parsing (trimmed text, numbers, null for no original price). */
export type ProductInput = z.output<typeof productCreateSchema>;

export const DISPLAY_REMAINING_LABELS: Record<(typeof DISPLAY_REMAINING_OPTIONS)[number], string> = {
  [-1]: '표시 안 함 (무제한)',
  0: '품절',
  1: '1개 남음',
  5: '5개 남음',
  10: '10개 남음',
};

/**
 * The stock choices of the form: the spec's options, plus the product's own count when sales have
 * taken it between them (5 → 4), so an edit shows and keeps it instead of silently picking another.
 */
export function displayRemainingChoices(current: number): { value: number; label: string }[] {
  const choices = DISPLAY_REMAINING_OPTIONS.map((n) => ({ value: n as number, label: DISPLAY_REMAINING_LABELS[n] }));
  if (choices.some((c) => c.value === current)) return choices;
  return [...choices, { value: current, label: `${current}개 남음 (판매 후 현재 수량)` }].sort((a, b) => a.value - b.value);
}

export const TAB_LABELS: Record<ProductTab, string> = { delivery: '배달', shopping: '쇼핑' };

export const emptyProductForm = (tab: ProductTab): ProductFormValues => ({
  tab,
  title: '',
  description: '',
  price: '',
  original_price: '',
  category: '',
  delivery_category: '',
  is_available: true,
  delivery_available: true,
  display_remaining: -1,
});

export function formFromProduct(p: ProductDetail): ProductFormValues {
  return {
    tab: p.is_delivery ? 'delivery' : 'shopping',
    title: p.title,
    description: p.description ?? '',
    price: String(p.price),
    original_price: p.original_price ? String(p.original_price) : '',
    category: p.category ?? '',
    delivery_category: p.delivery_category ?? '',
    is_available: p.is_available,
    delivery_available: p.delivery_available,
    display_remaining: p.display_remaining,
  };
}

/** Digits only, at most 9 of them (under the server's 1,000,000,000 ceiling), as a price input accepts. */
export const priceDigits = (typed: string): string => typed.replace(/\D/g, '').replace(/^0+(?=\d)/, '').slice(0, 9);

export const priceNumber = (digits: string): number | null => (digits === '' ? null : Number(digits));

/** Switching tabs clears both categories (commerce.md §2). */
export const switchTab = (v: ProductFormValues, tab: ProductTab): ProductFormValues =>
  v.tab === tab ? v : { ...v, tab, category: '', delivery_category: '' };

function rawInput(v: ProductFormValues, images: ImageRef[]) {
  const isDelivery = v.tab === 'delivery';
  return {
    is_delivery: isDelivery,
    title: v.title,
    description: v.description,
    // Empty stays undefined so the schema says "required" rather than "must be above 0".
    price: v.price === '' ? undefined : v.price,
    original_price: v.original_price === '' ? null : v.original_price,
    is_available: v.is_available,
    delivery_available: v.delivery_available,
    display_remaining: v.display_remaining,
    // Only the tab's own category is sent; the other one stays empty.
    category: isDelivery ? undefined : v.category,
    delivery_category: isDelivery ? v.delivery_category : undefined,
    images,
  };
}

/**
 * Checks the form with the server's own schema (shared/schemas/catalogue.ts), so both sides give the same
 * messages. Answers the parsed create input, or the errors by field.
 */
export function validateProduct(
  v: ProductFormValues,
  images: ImageRef[],
): { ok: true; input: ProductInput } | { ok: false; errors: FieldErrors } {
  const parsed = productCreateSchema.safeParse(rawInput(v, images));
  if (parsed.success) return { ok: true, input: parsed.data };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = fieldOf(String(issue.path[0] ?? ''));
    if (field && !errors[field]) errors[field] = issue.message;
  }
  // zod skips the schema's category refinement while other fields fail; say everything missing at once.
  if (v.tab === 'shopping' && !v.category.trim()) errors.category ??= MSG.productCategoryRequired;
  if (v.tab === 'delivery' && !v.delivery_category.trim()) errors.delivery_category ??= MSG.productDeliveryCategoryRequired;
  return { ok: false, errors };
}

export const toUpdateInput = (id: number, input: ProductInput): ProductUpdateInput => {
  const { is_delivery: _fixed, ...fields } = input;
  return { id, ...fields };
};

const fieldOf = (name: string): ProductField | null =>
  (FIELD_ORDER as readonly string[]).includes(name) ? (name as ProductField) : null;

/** Server messages about images that the form shows as they are (commerce.md §5, §8). */
const IMAGE_MESSAGES = new Set<string>([
  MSG.productImagesMax,
  MSG.imageTooLarge,
  MSG.imageHeicUnsupported,
  MSG.imageTypeOnly,
  MSG.imageCompressionFailed,
  MSG.uploadExpired,
]);
export const isImageMessage = (detail: string) => IMAGE_MESSAGES.has(detail);

interface TrpcErrorData {
  data?: { detail?: string | null; field?: string | null } | null;
}

/**
 * Where a failed save's message goes: a field the server named, the images, or the form's general
 * "상품 처리에 실패했습니다." — the server detail only when it is about a field or an image.
 */
export function saveFailure(err: unknown): { field?: ProductField; message: string } {
  const status = errorStatus(err);
  const data = (err as TrpcErrorData | HttpError & TrpcErrorData)?.data;
  const detail = data?.detail ?? '';
  if (status !== undefined && status >= 500) return { message: MSG.productSaveFailed };
  const field = data?.field ? fieldOf(data.field.split('.')[0]!) : null;
  if (detail && isImageMessage(detail)) return { field: 'images', message: detail };
  if (field && detail) return { field, message: detail };
  return { message: MSG.productSaveFailed };
}

/** The tabs a tenant offers, in the order the form shows them. */
export const tenantTabs = (features: Features): ProductTab[] =>
  (['delivery', 'shopping'] as const).filter((tab) => features[tab]);
