import { getCategory } from '../services/catalogue/site/get-category';
import { listBanners } from '../services/catalogue/site/list-banners';
import { listCategoryGroups } from '../services/catalogue/site/list-category-groups';
import { listEvents } from '../services/catalogue/site/list-events';
import { listNotices } from '../services/catalogue/site/list-notices';
import { listRegions } from '../services/catalogue/site/list-regions';
import { queryOf } from './registry';
import type { RouteRegistry } from './registry';

/** Site look-ups: categories, banners, events, notices, regions (public, no feature gate). */
export function siteRoutes(r: RouteRegistry): void {
  r.add({
    method: 'GET',
    path: '/api/categories',
    access: 'public',
    handler: async (c, svc) => c.json(await listCategoryGroups({ ctx: svc })),
  });
  r.add({
    method: 'GET',
    path: '/api/categories/{id}',
    access: 'public',
    handler: async (c, svc) => c.json(await getCategory({ ctx: svc, input: { id: c.req.param('id') } })),
  });
  r.add({
    method: 'GET',
    path: '/api/banners',
    access: 'public',
    handler: async (c, svc) => c.json(await listBanners({ ctx: svc })),
  });
  r.add({
    method: 'GET',
    path: '/api/events',
    access: 'public',
    handler: async (c, svc) => c.json(await listEvents({ ctx: svc })),
  });
  r.add({
    method: 'GET',
    path: '/api/notices',
    access: 'public',
    handler: async (c, svc) => c.json(await listNotices({ ctx: svc, input: queryOf(c) })),
  });
  r.add({
    method: 'GET',
    path: '/api/regions',
    access: 'public',
    handler: async (c, svc) => c.json(await listRegions({ ctx: svc })),
  });
}
