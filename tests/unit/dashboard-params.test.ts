import { describe, expect, it } from 'vitest';
import { AVAILABILITY_FILTERS, DELETED_SORTS, PRODUCT_SORTS } from '../../shared/catalogue-constants';
import { AVAILABILITY_LABELS, DELETED_SORT_LABELS, oneOf, PRODUCT_SORT_LABELS } from '../../web/src/features/dashboard/productState';

describe('the dashboard lists’ sort and filter values in the address', () => {
  it('reads a known value and falls back to the default (the first) for a missing or unknown one', () => {
    expect(oneOf(PRODUCT_SORTS, 'price_low')).toBe('price_low');
    expect(oneOf(PRODUCT_SORTS, null)).toBe('latest');
    expect(oneOf(PRODUCT_SORTS, 'PRICE_LOW')).toBe('latest');
    expect(oneOf(AVAILABILITY_FILTERS, 'stopped')).toBe('stopped');
    expect(oneOf(AVAILABILITY_FILTERS, '')).toBe('selling');
    expect(oneOf(DELETED_SORTS, 'title')).toBe('title');
    expect(oneOf(DELETED_SORTS, 'views')).toBe('deleted_desc');
  });

  it('labels every value the API takes, in the API’s order (the selects list them so)', () => {
    expect(Object.keys(PRODUCT_SORT_LABELS)).toEqual([...PRODUCT_SORTS]);
    expect(Object.keys(AVAILABILITY_LABELS)).toEqual([...AVAILABILITY_FILTERS]);
    expect(Object.keys(DELETED_SORT_LABELS)).toEqual([...DELETED_SORTS]);
    expect(Object.values(PRODUCT_SORT_LABELS)).toEqual(['최신순', '낮은 가격순', '높은 가격순', '조회순', '주문순']);
    expect(Object.values(AVAILABILITY_LABELS)).toEqual(['판매중', '판매중지', '전체']);
  });
});
