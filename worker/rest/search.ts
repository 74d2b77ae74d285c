import { popularKeywords } from '../services/catalogue/discovery/popular-keywords';
import { suggestKeywords } from '../services/catalogue/discovery/suggest-keywords';
import { unifiedSearch } from '../services/catalogue/discovery/unified-search';
import { queryOf } from './registry';
import type { RouteRegistry } from './registry';

/** Search of the catalogue: served when the shopping or the delivery tab is on. */
export function searchRoutes(r: RouteRegistry): void {
  r.add({
    method: 'GET',
    path: '/api/search',
    access: 'public',
    feature: ['shopping', 'delivery'],
    handler: async (c, svc) => c.json(await unifiedSearch({ ctx: svc, input: queryOf(c) })),
  });
  r.add({
    method: 'GET',
    path: '/api/search/keywords/popular',
    access: 'public',
    feature: ['shopping', 'delivery'],
    handler: async (c, svc) => c.json(await popularKeywords({ ctx: svc })),
  });
  r.add({
    method: 'GET',
    path: '/api/search/keywords/suggest',
    access: 'public',
    feature: ['shopping', 'delivery'],
    handler: async (c, svc) => c.json(await suggestKeywords({ ctx: svc, input: queryOf(c) })),
  });
}
