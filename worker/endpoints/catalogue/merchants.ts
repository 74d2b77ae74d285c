import {
  merchantIdSchema,
  merchantListQuerySchema,
  merchantSearchQuerySchema,
  nearbyQuerySchema,
} from '../../../shared/schemas/catalogue';
import { featuredMerchants } from '../../services/catalogue/merchants/featured-merchants';
import { getMerchant } from '../../services/catalogue/merchants/get-merchant';
import { listMerchants } from '../../services/catalogue/merchants/list-merchants';
import { nearbyMerchants } from '../../services/catalogue/merchants/nearby-merchants';
import { searchMerchants } from '../../services/catalogue/merchants/search-merchants';
import { endpoint } from '../define';

/**
 * Merchant look-ups (platform.md §7 Catalogue lookups), gated like the channel page by the merchant
 * feature. The literal paths come before /{id}, so they win over it.
 */
export const merchantsEndpoints = {
  list: endpoint({
    rest: { method: 'GET', path: '/api/merchants' },
    trpc: 'query',
    access: 'public',
    feature: 'merchant',
    input: merchantListQuerySchema,
    action: ({ ctx, input }) => listMerchants({ ctx, input }),
  }),
  search: endpoint({
    rest: { method: 'GET', path: '/api/merchants/search' },
    trpc: 'query',
    access: 'public',
    feature: 'merchant',
    input: merchantSearchQuerySchema,
    action: ({ ctx, input }) => searchMerchants({ ctx, input }),
  }),
  featured: endpoint({
    rest: { method: 'GET', path: '/api/merchants/featured' },
    trpc: 'query',
    access: 'public',
    feature: 'merchant',
    action: ({ ctx }) => featuredMerchants({ ctx }),
  }),
  nearby: endpoint({
    rest: { method: 'GET', path: '/api/merchants/nearby' },
    trpc: 'query',
    access: 'public',
    feature: 'merchant',
    input: nearbyQuerySchema,
    action: ({ ctx, input }) => nearbyMerchants({ ctx, input }),
  }),
  get: endpoint({
    rest: { method: 'GET', path: '/api/merchants/{id}' },
    trpc: 'query',
    access: 'public',
    feature: 'merchant',
    input: merchantIdSchema,
    action: ({ ctx, input }) => getMerchant({ ctx, input }),
  }),
};
