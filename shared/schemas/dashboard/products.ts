import { z } from 'zod';
import { AVAILABILITY_FILTERS, DASHBOARD_PRODUCTS_LIMIT, PRODUCT_SORTS } from '../../catalogue-constants';
import { integerIn, type ProductCard } from '../catalogue/common';

/**
 * GET /api/dashboard/products?limit&offset&sort&availability (commerce.md §7 Dashboard; its limit is
 * §9's 100). Sorts 최신순, 낮은 가격순, 높은 가격순, 조회순, 주문순; the availability filter is 판매중
 * (is_available, sold-out ones included) unless asked otherwise.
 */
export const dashboardProductsQuerySchema = z.object({
  limit: integerIn(1, DASHBOARD_PRODUCTS_LIMIT).default(DASHBOARD_PRODUCTS_LIMIT),
  offset: integerIn(0, Number.MAX_SAFE_INTEGER).default(0),
  sort: z.enum(PRODUCT_SORTS, { error: '정렬 기준이 올바르지 않습니다.' }).default('latest'),
  availability: z.enum(AVAILABILITY_FILTERS, { error: '판매 상태가 올바르지 않습니다.' }).default('selling'),
});
export type DashboardProductsQuery = z.output<typeof dashboardProductsQuerySchema>;

/** The signed-in merchant's products that are not deleted, by the asked sort and availability. */
export interface DashboardProductList {
  products: ProductCard[];
  total: number;
  limit: number;
  offset: number;
  has_more: boolean;
}
