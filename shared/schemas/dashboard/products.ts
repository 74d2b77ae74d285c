import { z } from 'zod';
import { DASHBOARD_PRODUCTS_LIMIT } from '../../catalogue-constants';
import { integerIn, type ProductCard } from '../catalogue/common';

/** GET /api/dashboard/products?limit&offset (commerce.md §7 Dashboard; its limit is §9's 100). */
export const dashboardProductsQuerySchema = z.object({
  limit: integerIn(1, DASHBOARD_PRODUCTS_LIMIT).default(DASHBOARD_PRODUCTS_LIMIT),
  offset: integerIn(0, Number.MAX_SAFE_INTEGER).default(0),
});
export type DashboardProductsQuery = z.output<typeof dashboardProductsQuerySchema>;

/** The signed-in merchant's products that are not deleted: selling, paused and sold-out ones alike. */
export interface DashboardProductList {
  products: ProductCard[];
  total: number;
  limit: number;
  offset: number;
  has_more: boolean;
}
