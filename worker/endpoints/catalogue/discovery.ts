import {
  categoryKindSchema,
  mainDeliveryQuerySchema,
  mainShoppingQuerySchema,
  suggestQuerySchema,
  unifiedSearchQuerySchema,
} from '../../../shared/schemas/catalogue';
import { mainDelivery } from '../../services/catalogue/discovery/main-delivery';
import { mainShopping } from '../../services/catalogue/discovery/main-shopping';
import { popularKeywords } from '../../services/catalogue/discovery/popular-keywords';
import { suggestKeywords } from '../../services/catalogue/discovery/suggest-keywords';
import { unifiedSearch } from '../../services/catalogue/discovery/unified-search';
import { listCategories } from '../../services/catalogue/site/list-categories';
import { endpoint } from '../define';

/** The main feed's catalogue parts (platform.md §7 Main feed); posts, creators and stats are the content issue's. */
export const feedEndpoints = {
  delivery: endpoint({
    rest: { method: 'GET', path: '/api/main/delivery' },
    trpc: 'query',
    access: 'public',
    feature: 'delivery',
    input: mainDeliveryQuerySchema,
    action: ({ ctx, input }) => mainDelivery({ ctx, input }),
  }),
  shopping: endpoint({
    rest: { method: 'GET', path: '/api/main/shopping' },
    trpc: 'query',
    access: 'public',
    feature: 'shopping',
    input: mainShoppingQuerySchema,
    action: ({ ctx, input }) => mainShopping({ ctx, input }),
  }),
  /** One tab's category options: the tab is in the REST path, in the tRPC input. */
  categories: endpoint({
    rest: [
      { method: 'GET', path: '/api/main/categories/delivery', input: () => ({ kind: 'delivery' }) },
      { method: 'GET', path: '/api/main/categories/shopping', input: () => ({ kind: 'shopping' }) },
    ],
    trpc: 'query',
    access: 'public',
    input: categoryKindSchema,
    action: ({ ctx, input }) => listCategories({ ctx, input }),
  }),
};

/** Search of the catalogue: served when the shopping or the delivery tab is on. */
export const searchEndpoints = {
  /** Logs the keyword (popular keywords count it). */
  unified: endpoint({
    rest: { method: 'GET', path: '/api/search' },
    trpc: 'query',
    access: 'public',
    feature: ['shopping', 'delivery'],
    input: unifiedSearchQuerySchema,
    action: ({ ctx, input }) => unifiedSearch({ ctx, input }),
  }),
  popular: endpoint({
    rest: { method: 'GET', path: '/api/search/keywords/popular' },
    trpc: 'query',
    access: 'public',
    feature: ['shopping', 'delivery'],
    action: ({ ctx }) => popularKeywords({ ctx }),
  }),
  suggest: endpoint({
    rest: { method: 'GET', path: '/api/search/keywords/suggest' },
    trpc: 'query',
    access: 'public',
    feature: ['shopping', 'delivery'],
    input: suggestQuerySchema,
    action: ({ ctx, input }) => suggestKeywords({ ctx, input }),
  }),
};
