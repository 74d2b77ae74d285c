import { and, count, desc, eq } from 'drizzle-orm';
import { products, wishlists } from '../../../db/schema';
import type { ProductList } from '../../../shared/schemas/catalogue';
import type { PageQuery } from '../../../shared/schemas/catalogue/common';
import type { UserCtx } from '../../env';
import { pageOf } from '../../lib/list-totals';
import { wishlistOwner } from '../../scope/people';
import { sameTenant } from '../../scope/tenant-scope';
import { selectProductCards, toProductCard } from '../catalogue/internal-cards';
import { viewableProduct } from '../catalogue/rules';

/**
 * GET /api/wishlist: the shopper's 찜 as product cards, newest first (wishlists_user_idx). Products
 * the catalogue no longer opens (deleted, the shop's account gone) drop out; paused and sold-out
 * ones stay, so a shopper can still ask for a restock alert.
 */
export async function listWishlist({ ctx, input }: { ctx: UserCtx; input: PageQuery }): Promise<ProductList> {
  const { page, size } = input;
  const offset = (page - 1) * size;
  const mine = and(ctx.shown.where(wishlists, ctx.own.personIs(wishlistOwner, ctx.user.id)), viewableProduct(ctx))!;
  const [rows, [total]] = await Promise.all([
    selectProductCards(ctx.db)
      .innerJoin(wishlists, sameTenant(wishlists, products, eq(wishlists.productId, products.id)))
      .where(mine)
      .orderBy(desc(wishlists.createdAt), desc(wishlists.id))
      .limit(size + 1)
      .offset(offset),
    ctx.db
      .select({ n: count() })
      .from(wishlists)
      .innerJoin(products, sameTenant(wishlists, products, eq(wishlists.productId, products.id)))
      .where(mine),
  ]);
  const { items, hasMore, total: shown } = pageOf(rows, size, offset, Number(total?.n ?? 0));
  return { products: items.map(toProductCard), total: shown, page, size, has_more: hasMore };
}
