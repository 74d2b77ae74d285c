import { endpointTree } from '../../../endpoints';
import { proceduresOf } from '../../build';
import { router } from '../../init';
import { feedRouter } from './feed';
import { merchantsRouter } from './merchants';
import { searchRouter } from './search';
import { siteRouter } from './site';

/**
 * TRANSITIONAL: the catalogue's declared endpoints (products and media) beside the rooms still
 * written as procedures (feeds, merchants, site look-ups, search), under one `catalogue` router.
 */
export const catalogueRouter = router({
  ...proceduresOf(endpointTree.catalogue),
  feed: feedRouter,
  merchants: merchantsRouter,
  site: siteRouter,
  search: searchRouter,
});
