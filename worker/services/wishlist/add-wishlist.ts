import type { WishlistState } from '../../../shared/schemas/wishlist';
import { wishlists } from '../../../db/schema';
import type { UserCtx } from '../../env';
import { wishlistOwner } from '../../scope/people';
import { getWishableProduct, wishCount } from './internal';

/**
 * PUT /api/wishlist/{product_id}: keeps the product in the signed-in shopper's 찜. Idempotent: the
 * unique key (tenant, account, product) takes one row, so repeated or parallel clicks insert once.
 */
export async function addWishlist({ ctx, input }: { ctx: UserCtx; input: { product_id: number } }): Promise<WishlistState> {
  const product = await getWishableProduct(ctx, input.product_id);
  await ctx.db
    .insert(wishlists)
    .values(ctx.shown.row({ productId: product.id, ...ctx.own.personRow(wishlistOwner, ctx.user.id), createdAt: ctx.deps.clock.now() }))
    .onConflictDoNothing();
  return { product_id: product.id, wished: true, wish_count: await wishCount(ctx.db, ctx.shown, product.id) };
}
