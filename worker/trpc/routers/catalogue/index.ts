import { router } from '../../init';
import { feedRouter } from './feed';
import { merchantsRouter } from './merchants';
import { productsRouter } from './products';
import { searchRouter } from './search';
import { siteRouter } from './site';

/** Products, media, feeds, merchants, site look-ups and search (the catalogue domain). */
export const catalogueRouter = router({
  products: productsRouter,
  feed: feedRouter,
  merchants: merchantsRouter,
  site: siteRouter,
  search: searchRouter,
});
