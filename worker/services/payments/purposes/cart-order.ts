import type { PurposeHandler } from '../purposes';

/**
 * A cart's one card payment (docs/cart.md). NOT BUILT YET: the cart helper writes its settle (a line
 * payment for each product, an order for each shop) and its reverse (one shop's order).
 */
export const cartOrder: PurposeHandler = {
  async settle() {
    throw new Error('cart_order: settle not built');
  },
  async reverse() {
    throw new Error('cart_order: reverse not built');
  },
};
