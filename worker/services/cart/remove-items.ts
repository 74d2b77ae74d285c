import { inArray } from 'drizzle-orm';
import { cartItems } from '../../../db/schema';
import type { Cart, CartRemoveInput } from '../../../shared/schemas/cart';
import type { UserCtx } from '../../env';
import { cartOf, myCart } from './internal';

/** DELETE /api/cart/items: removes the named lines, or empties the cart when none is named. */
export async function removeCartItems({ ctx, input }: { ctx: UserCtx; input: CartRemoveInput }): Promise<Cart> {
  const ids = input.product_ids;
  if (ids && ids.length === 0) return cartOf(ctx);
  await ctx.db.delete(cartItems).where(myCart(ctx, ids ? inArray(cartItems.productId, ids) : undefined));
  return cartOf(ctx);
}
