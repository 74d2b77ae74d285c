import { AVAILABILITY_FILTERS, DELETED_SORTS, PRODUCT_SORTS } from '../../../../shared/catalogue-constants';
import type { ProductCard } from '../../../../shared/schemas/catalogue';

/** A product's sale state on the dashboard: paused by the merchant first, then sold out, else selling. */
export type ProductState = 'selling' | 'soldOut' | 'paused';

export const PRODUCT_STATE_LABELS: Record<ProductState, string> = {
  selling: '판매중',
  soldOut: '품절',
  paused: '판매중지',
};

export function productState(p: Pick<ProductCard, 'is_available' | 'display_remaining'>): ProductState {
  if (!p.is_available) return 'paused';
  if (p.display_remaining === 0) return 'soldOut';
  return 'selling';
}

export type ProductSort = (typeof PRODUCT_SORTS)[number];
export type Availability = (typeof AVAILABILITY_FILTERS)[number];
export type DeletedSort = (typeof DELETED_SORTS)[number];

/** The products management tab's sorts (commerce.md §2), in the select's order. */
export const PRODUCT_SORT_LABELS: Record<ProductSort, string> = {
  latest: '최신순',
  price_low: '낮은 가격순',
  price_high: '높은 가격순',
  views: '조회순',
  orders: '주문순',
};

/** 판매중 (sold-out ones included: they are still on sale), 판매중지, or every product. */
export const AVAILABILITY_LABELS: Record<Availability, string> = {
  selling: '판매중',
  stopped: '판매중지',
  all: '전체',
};

export const DELETED_SORT_LABELS: Record<DeletedSort, string> = {
  deleted_desc: '삭제일 최신순',
  deleted_asc: '삭제일 오래된순',
  title: '상품명순',
  price: '가격순',
};

/** The value an address names when it is one of `values`, else the first (the default). */
export function oneOf<T extends string>(values: readonly T[], raw: string | null): T {
  return values.find((v) => v === raw) ?? values[0];
}
