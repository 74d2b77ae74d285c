import { listCategories } from '../services/catalogue/site/list-categories';
import { mainDelivery } from '../services/catalogue/discovery/main-delivery';
import { mainShopping } from '../services/catalogue/discovery/main-shopping';
import { queryOf } from './registry';
import type { RouteRegistry } from './registry';

/** The main feed's catalogue parts (platform.md §7 Main feed); posts, creators and stats are the content issue's. */
export function mainRoutes(r: RouteRegistry): void {
  r.add({
    method: 'GET',
    path: '/api/main/delivery',
    access: 'public',
    feature: 'delivery',
    handler: async (c, svc) => c.json(await mainDelivery({ ctx: svc, input: queryOf(c) })),
  });
  r.add({
    method: 'GET',
    path: '/api/main/shopping',
    access: 'public',
    feature: 'shopping',
    handler: async (c, svc) => c.json(await mainShopping({ ctx: svc, input: queryOf(c) })),
  });
  for (const kind of ['delivery', 'shopping'] as const) {
    r.add({
      method: 'GET',
      path: `/api/main/categories/${kind}`,
      access: 'public',
      handler: async (c, svc) => c.json(await listCategories({ ctx: svc, input: { kind } })),
    });
  }
}
