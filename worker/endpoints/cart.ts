import {
  cartAddSchema,
  cartCheckoutSchema,
  cartCountSchema,
  cartMergeSchema,
  cartRemoveSchema,
  cartSetQuantitySchema,
} from '../../shared/schemas/cart';
import { MSG } from '../../shared/messages';
import { addCartItem } from '../services/cart/add-item';
import { checkoutCart } from '../services/cart/checkout-cart';
import { countCart } from '../services/cart/count-cart';
import { getCart } from '../services/cart/get-cart';
import { mergeCart } from '../services/cart/merge-cart';
import { removeCartItems } from '../services/cart/remove-items';
import { setCartQuantity } from '../services/cart/set-quantity';
import { endpoint, type RestRequest } from './define';

/** DELETE /api/cart/items: the ids in the JSON body, or the query (`?product_ids=1,2`); none: the whole cart. */
async function removeInput({ body, query }: RestRequest): Promise<unknown> {
  const b = await body().catch(() => ({}) as Record<string, unknown>);
  if (b && b.product_ids !== undefined) return b;
  return query.product_ids ? { product_ids: query.product_ids.split(',').filter(Boolean) } : {};
}

/** 장바구니 (docs/cart.md): the signed-in shopper's cart on the selling tenant; feature payment. */
export const cartEndpoints = {
  get: endpoint({
    rest: { method: 'GET', path: '/api/cart' },
    trpc: 'query',
    access: 'login',
    feature: 'payment',
    action: ({ ctx }) => getCart({ ctx }),
  }),
  count: endpoint({
    rest: { method: 'GET', path: '/api/cart/count' },
    trpc: 'query',
    access: 'login',
    feature: 'payment',
    input: cartCountSchema,
    action: ({ ctx }) => countCart({ ctx }),
  }),
  add: endpoint({
    rest: { method: 'POST', path: '/api/cart/items' },
    trpc: 'mutation',
    access: 'login',
    feature: 'payment',
    input: cartAddSchema,
    // Its own transaction under the shopper's lock; the answer is read after it commits.
    ownTransactions: true,
    action: ({ ctx, input }) => addCartItem({ ctx, input }),
  }),
  setQuantity: endpoint({
    rest: { method: 'PUT', path: '/api/cart/items/{product_id}' },
    trpc: 'mutation',
    access: 'login',
    feature: 'payment',
    input: cartSetQuantitySchema,
    notFound: MSG.cartNotFound,
    action: ({ ctx, input }) => setCartQuantity({ ctx, input }),
  }),
  remove: endpoint({
    rest: { method: 'DELETE', path: '/api/cart/items', input: removeInput },
    trpc: 'mutation',
    access: 'login',
    feature: 'payment',
    input: cartRemoveSchema,
    action: ({ ctx, input }) => removeCartItems({ ctx, input }),
  }),
  merge: endpoint({
    rest: { method: 'POST', path: '/api/cart/merge' },
    trpc: 'mutation',
    access: 'login',
    feature: 'payment',
    input: cartMergeSchema,
    ownTransactions: true,
    action: ({ ctx, input }) => mergeCart({ ctx, input }),
  }),
  /** One payment for the chosen lines; the browser goes to authPageUrl (the gateway is called outside any transaction). */
  checkout: endpoint({
    rest: { method: 'POST', path: '/api/cart/checkout' },
    trpc: 'mutation',
    access: 'login',
    feature: 'payment',
    input: cartCheckoutSchema,
    ownTransactions: true,
    action: ({ ctx, input }) => checkoutCart({ ctx, input }),
  }),
};
