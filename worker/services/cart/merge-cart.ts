import { sql } from 'drizzle-orm';
import { cartItems } from '../../../db/schema';
import type { Cart, CartMergeInput } from '../../../shared/schemas/cart';
import { CART_MAX_ITEMS } from '../../../shared/schemas/cart';
import type { UserCtx } from '../../env';
import { cartBuyer } from '../../scope/people';
import { tenantColumn } from '../../scope/tenant-scope';
import { withTransaction } from '../../scope/transaction';
import { CART_LINE_QTY_MAX, cartOf, cartProducts, lockShopper, myCart } from './internal';

/**
 * POST /api/cart/merge: the guest cart (kept in the browser) joins the account's after login, in one
 * transaction under the shopper's lock: a product already there adds its quantity (capped at 999),
 * a new one takes a free line while the cart has fewer than 50; unknown, dead or pickup-only products
 * are dropped. Answers the merged cart (the browser then forgets its own).
 */
export async function mergeCart({ ctx, input }: { ctx: UserCtx; input: CartMergeInput }): Promise<Cart> {
  // One entry a product: repeats in the browser's list add up.
  const wanted = new Map<number, number>();
  for (const i of input.items) wanted.set(i.product_id, Math.min(CART_LINE_QTY_MAX, (wanted.get(i.product_id) ?? 0) + i.quantity));
  if (wanted.size === 0) return cartOf(ctx);
  await withTransaction(ctx, async (tx) => {
    await lockShopper(tx);
    const have = new Set((await tx.db.select({ productId: cartItems.productId }).from(cartItems).where(myCart(tx))).map((r) => r.productId));
    let free = CART_MAX_ITEMS - have.size;
    const prods = await cartProducts(tx, tx.db, [...wanted.keys()]);
    const now = tx.deps.clock.now();
    for (const [productId, quantity] of wanted) {
      const p = prods.get(productId);
      if (!p || !p.live || !p.deliveryAvailable) continue;
      if (!have.has(productId)) {
        if (free <= 0) continue;
        free--;
      }
      await tx.db
        .insert(cartItems)
        .values(tx.shown.row({ ...tx.own.personRow(cartBuyer, tx.user.id), productId, quantity, unitPriceSeen: p.price, updatedAt: now, createdAt: now }))
        .onConflictDoUpdate({
          target: [tenantColumn(cartItems), ...cartBuyer.key, cartItems.productId],
          set: { quantity: sql`least(${cartItems.quantity} + excluded.quantity, ${CART_LINE_QTY_MAX})`, updatedAt: now },
        });
    }
  });
  return cartOf(ctx);
}
