import { eq, sql } from 'drizzle-orm';
import { cartItems } from '../../../db/schema';
import { AppError } from '../../../shared/errors';
import { MSG } from '../../../shared/messages';
import { CART_MAX_ITEMS, type Cart, type CartAddInput } from '../../../shared/schemas/cart';
import type { UserCtx } from '../../env';
import { cartBuyer } from '../../scope/people';
import { tenantColumn } from '../../scope/tenant-scope';
import { withTransaction } from '../../scope/transaction';
import { CART_LINE_QTY_MAX, cartOf, cartProducts, countLines, lockShopper, myCart } from './internal';

/**
 * POST /api/cart/items: puts a live product in the cart at today's price, or adds to its line's
 * quantity (capped at 999). A pickup-only product is refused (바로 구매 only); a 51st line is refused
 * (counted under the shopper's lock, so a burst of adds cannot pass the limit).
 */
export async function addCartItem({ ctx, input }: { ctx: UserCtx; input: CartAddInput }): Promise<Cart> {
  await withTransaction(ctx, async (tx) => {
    await lockShopper(tx);
    const p = (await cartProducts(tx, tx.db, [input.product_id])).get(input.product_id);
    if (!p || !p.live) throw new AppError('NOT_FOUND', MSG.productLoadFailed);
    if (!p.deliveryAvailable) throw new AppError('VALIDATION', MSG.cartPickupOnly, { field: 'product_id' });
    if (p.displayRemaining === 0) throw new AppError('CONFLICT', MSG.soldOut);
    const [had] = await tx.db.select({ id: cartItems.id }).from(cartItems).where(myCart(tx, eq(cartItems.productId, p.id))).limit(1);
    if (!had && (await countLines(tx)) >= CART_MAX_ITEMS) throw new AppError('CONFLICT', MSG.cartFull);
    const now = tx.deps.clock.now();
    await tx.db
      .insert(cartItems)
      .values(tx.shown.row({ ...tx.own.personRow(cartBuyer, tx.user.id), productId: p.id, quantity: input.quantity, unitPriceSeen: p.price, updatedAt: now, createdAt: now }))
      .onConflictDoUpdate({
        target: [tenantColumn(cartItems), ...cartBuyer.key, cartItems.productId],
        set: {
          quantity: sql`least(${cartItems.quantity} + excluded.quantity, ${CART_LINE_QTY_MAX})`,
          unitPriceSeen: sql`excluded.unit_price_seen`,
          updatedAt: now,
        },
      });
  });
  return cartOf(ctx);
}
