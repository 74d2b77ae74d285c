import { featuredMerchants } from '../services/catalogue/merchants/featured-merchants';
import { getMerchant } from '../services/catalogue/merchants/get-merchant';
import { listMerchants } from '../services/catalogue/merchants/list-merchants';
import { nearbyMerchants } from '../services/catalogue/merchants/nearby-merchants';
import { searchMerchants } from '../services/catalogue/merchants/search-merchants';
import { queryOf } from './registry';
import type { RouteRegistry } from './registry';

/** Merchant look-ups (platform.md §7 Catalogue lookups), gated like the channel page by the merchant feature. */
export function merchantRoutes(r: RouteRegistry): void {
  r.add({
    method: 'GET',
    path: '/api/merchants',
    access: 'public',
    feature: 'merchant',
    handler: async (c, svc) => c.json(await listMerchants({ ctx: svc, input: queryOf(c) })),
  });
  // The literal paths are registered before /{id}, so they win over it.
  r.add({
    method: 'GET',
    path: '/api/merchants/search',
    access: 'public',
    feature: 'merchant',
    handler: async (c, svc) => c.json(await searchMerchants({ ctx: svc, input: queryOf(c) })),
  });
  r.add({
    method: 'GET',
    path: '/api/merchants/featured',
    access: 'public',
    feature: 'merchant',
    handler: async (c, svc) => c.json(await featuredMerchants({ ctx: svc })),
  });
  r.add({
    method: 'GET',
    path: '/api/merchants/nearby',
    access: 'public',
    feature: 'merchant',
    handler: async (c, svc) => c.json(await nearbyMerchants({ ctx: svc, input: queryOf(c) })),
  });
  r.add({
    method: 'GET',
    path: '/api/merchants/{id}',
    access: 'public',
    feature: 'merchant',
    handler: async (c, svc) => c.json(await getMerchant({ ctx: svc, input: { id: c.req.param('id') } })),
  });
}
