import { eq } from 'drizzle-orm';
import { cartItems } from '../../../db/schema';
import { AppError } from '../../../shared/errors';
import { MSG } from '../../../shared/messages';
import type { Cart, CartSetQuantityInput } from '../../../shared/schemas/cart';
import type { UserCtx } from '../../env';
import { cartOf, myCart } from './internal';

/** PUT /api/cart/items/{product_id}: the line's new quantity (one statement; another's line is not found). */
export async function setCartQuantity({ ctx, input }: { ctx: UserCtx; input: CartSetQuantityInput }): Promise<Cart> {
  const [row] = await ctx.db
    .update(cartItems)
    .set({ quantity: input.quantity, updatedAt: ctx.deps.clock.now() })
    .where(myCart(ctx, eq(cartItems.productId, input.product_id)))
    .returning({ id: cartItems.id });
  if (!row) throw new AppError('NOT_FOUND', MSG.cartNotFound);
  return cartOf(ctx);
}
