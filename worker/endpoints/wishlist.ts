import { MSG } from '../../shared/messages';
import { restockAlertSchema, wishlistIdsSchema, wishlistListSchema, wishlistToggleSchema } from '../../shared/schemas/wishlist';
import { addWishlist } from '../services/wishlist/add-wishlist';
import { listWishlist } from '../services/wishlist/list-wishlist';
import { removeWishlist } from '../services/wishlist/remove-wishlist';
import { restockOff } from '../services/wishlist/restock-off';
import { restockOn } from '../services/wishlist/restock-on';
import { restockState } from '../services/wishlist/restock-state';
import { wishlistIds } from '../services/wishlist/wishlist-ids';
import { CATALOGUE } from './catalogue/products';
import { endpoint } from './define';

const PRODUCT_NOT_FOUND = MSG.productLoadFailed;

/** 찜 and 재입고 알림 (docs/wishlist.md): the signed-in shopper's own, on products this site shows. */
export const wishlistEndpoints = {
  list: endpoint({
    rest: { method: 'GET', path: '/api/wishlist' },
    trpc: 'query',
    access: 'login',
    feature: CATALOGUE,
    input: wishlistListSchema,
    action: listWishlist,
  }),
  ids: endpoint({
    rest: { method: 'GET', path: '/api/wishlist/ids' },
    trpc: 'query',
    access: 'login',
    feature: CATALOGUE,
    input: wishlistIdsSchema,
    action: wishlistIds,
  }),
  add: endpoint({
    rest: { method: 'PUT', path: '/api/wishlist/{product_id}' },
    trpc: 'mutation',
    access: 'login',
    feature: CATALOGUE,
    input: wishlistToggleSchema,
    notFound: PRODUCT_NOT_FOUND,
    action: addWishlist,
  }),
  remove: endpoint({
    rest: { method: 'DELETE', path: '/api/wishlist/{product_id}' },
    trpc: 'mutation',
    access: 'login',
    feature: CATALOGUE,
    input: wishlistToggleSchema,
    notFound: PRODUCT_NOT_FOUND,
    action: removeWishlist,
  }),
  restockState: endpoint({
    rest: { method: 'GET', path: '/api/products/{product_id}/restock-alert' },
    trpc: 'query',
    access: 'login',
    feature: CATALOGUE,
    input: restockAlertSchema,
    notFound: PRODUCT_NOT_FOUND,
    action: restockState,
  }),
  restockOn: endpoint({
    rest: { method: 'PUT', path: '/api/products/{product_id}/restock-alert' },
    trpc: 'mutation',
    access: 'login',
    feature: CATALOGUE,
    input: restockAlertSchema,
    notFound: PRODUCT_NOT_FOUND,
    action: restockOn,
  }),
  restockOff: endpoint({
    rest: { method: 'DELETE', path: '/api/products/{product_id}/restock-alert' },
    trpc: 'mutation',
    access: 'login',
    feature: CATALOGUE,
    input: restockAlertSchema,
    notFound: PRODUCT_NOT_FOUND,
    action: restockOff,
  }),
};
