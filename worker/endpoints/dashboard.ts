import { dashboardProductsQuerySchema } from '../../shared/schemas/dashboard';
import { dashboardReviewsQuerySchema } from '../../shared/schemas/reviews';
import { listDashboardReviews } from '../services/dashboard/list-reviews';
import { listDashboardProducts } from '../services/dashboard/list-products';
import { CATALOGUE } from './catalogue/products';
import { endpoint } from './define';

/** The merchant dashboard (commerce.md §2 User dashboard, §7 Dashboard). */
export const dashboardEndpoints = {
  /** The merchant's own products, paused and sold-out ones too, deleted ones not. */
  products: endpoint({
    rest: { method: 'GET', path: '/api/dashboard/products' },
    trpc: 'query',
    access: 'merchant',
    feature: CATALOGUE,
    input: dashboardProductsQuerySchema,
    action: ({ ctx, input }) => listDashboardProducts({ ctx, input }),
  }),
  /** Reviews of the merchant's own products, newest first (20 a page). */
  reviews: endpoint({
    rest: { method: 'GET', path: '/api/dashboard/reviews' },
    trpc: 'query',
    access: 'merchant',
    feature: 'reviews',
    input: dashboardReviewsQuerySchema,
    action: ({ ctx, input }) => listDashboardReviews({ ctx, input }),
  }),
};
