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

/** Rows a dashboard page shows (the API allows up to commerce.md §9's 100; a phone reads 20 more easily). */
export const DASHBOARD_PAGE_SIZE = 20;

/** "x / y": y from the total (an estimate past 1,000 rows), never below what has_more proves. */
export function pageCount(total: number, size: number, page: number, hasMore: boolean): number {
  return Math.max(1, Math.ceil(total / size), hasMore ? page + 1 : page);
}
