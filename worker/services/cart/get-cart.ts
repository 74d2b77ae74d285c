import type { Cart } from '../../../shared/schemas/cart';
import type { UserCtx } from '../../env';
import { cartOf } from './internal';

/** GET /api/cart: the shopper's cart, grouped by shop, at today's prices with each shop's shipping. */
export async function getCart({ ctx }: { ctx: UserCtx }): Promise<Cart> {
  return cartOf(ctx);
}
