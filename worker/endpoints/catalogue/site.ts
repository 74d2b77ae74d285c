import { categoryIdSchema, pageSchema } from '../../../shared/schemas/catalogue';
import { getCategory } from '../../services/catalogue/site/get-category';
import { listBanners } from '../../services/catalogue/site/list-banners';
import { listCategoryGroups } from '../../services/catalogue/site/list-category-groups';
import { listEvents } from '../../services/catalogue/site/list-events';
import { listNotices } from '../../services/catalogue/site/list-notices';
import { listRegions } from '../../services/catalogue/site/list-regions';
import { endpoint } from '../define';

/** Site look-ups: categories, banners, events, notices, regions (public, no feature gate). */
export const siteEndpoints = {
  banners: endpoint({
    rest: { method: 'GET', path: '/api/banners' },
    trpc: 'query',
    access: 'public',
    action: ({ ctx }) => listBanners({ ctx }),
  }),
  events: endpoint({
    rest: { method: 'GET', path: '/api/events' },
    trpc: 'query',
    access: 'public',
    action: ({ ctx }) => listEvents({ ctx }),
  }),
  notices: endpoint({
    rest: { method: 'GET', path: '/api/notices' },
    trpc: 'query',
    access: 'public',
    input: pageSchema,
    action: ({ ctx, input }) => listNotices({ ctx, input }),
  }),
  regions: endpoint({
    rest: { method: 'GET', path: '/api/regions' },
    trpc: 'query',
    access: 'public',
    action: ({ ctx }) => listRegions({ ctx }),
  }),
  /** Both tabs' category options. */
  categories: endpoint({
    rest: { method: 'GET', path: '/api/categories' },
    trpc: 'query',
    access: 'public',
    action: ({ ctx }) => listCategoryGroups({ ctx }),
  }),
  /** One category option with its tab. */
  category: endpoint({
    rest: { method: 'GET', path: '/api/categories/{id}' },
    trpc: 'query',
    access: 'public',
    input: categoryIdSchema,
    action: ({ ctx, input }) => getCategory({ ctx, input }),
  }),
};
