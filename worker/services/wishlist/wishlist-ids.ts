import { and, desc, inArray } from 'drizzle-orm';
import { wishlists } from '../../../db/schema';
import type { UserCtx } from '../../env';
import { wishlistOwner } from '../../scope/people';

/** How many ids the cards' heart state reads at most (the newest first). */
export const WISHLIST_IDS_MAX = 500;

/**
 * GET /api/wishlist/ids: the products the shopper keeps, so every card on a page paints its heart
 * from one cached call; `product_ids` narrows it to those asked about.
 */
export async function wishlistIds({ ctx, input }: { ctx: UserCtx; input: { product_ids?: number[] } }): Promise<{ product_ids: number[] }> {
  const asked = input.product_ids;
  if (asked && asked.length === 0) return { product_ids: [] };
  const rows = await ctx.db
    .select({ productId: wishlists.productId })
    .from(wishlists)
    .where(and(ctx.shown.where(wishlists, ctx.own.personIs(wishlistOwner, ctx.user.id)), asked ? inArray(wishlists.productId, asked) : undefined))
    .orderBy(desc(wishlists.createdAt), desc(wishlists.id))
    .limit(WISHLIST_IDS_MAX);
  return { product_ids: rows.map((r) => r.productId) };
}
