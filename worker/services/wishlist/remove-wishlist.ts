import { eq } from 'drizzle-orm';
import { wishlists } from '../../../db/schema';
import type { WishlistState } from '../../../shared/schemas/wishlist';
import type { UserCtx } from '../../env';
import { wishlistOwner } from '../../scope/people';
import { getWishableProduct, wishCount } from './internal';

/** DELETE /api/wishlist/{product_id}: takes the product out of the shopper's 찜; removing an absent one is no error. */
export async function removeWishlist({ ctx, input }: { ctx: UserCtx; input: { product_id: number } }): Promise<WishlistState> {
  const product = await getWishableProduct(ctx, input.product_id);
  await ctx.db
    .delete(wishlists)
    .where(ctx.shown.where(wishlists, eq(wishlists.productId, product.id), ctx.own.personIs(wishlistOwner, ctx.user.id)));
  return { product_id: product.id, wished: false, wish_count: await wishCount(ctx.db, ctx.shown, product.id) };
}
