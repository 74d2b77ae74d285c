import { and, count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { products, wishlists, type Product } from '../../../db/schema';
import { AppError } from '../../../shared/errors';
import { MSG } from '../../../shared/messages';
import type { ServiceCtx } from '../../env';
import type { TenantScope } from '../../scope/tenant-scope';
import { viewableProduct } from '../catalogue/rules';

/**
 * A product a shopper may 찜 or wait for: one the catalogue lets them open (shown here, not deleted,
 * its shop's account live). Anything else, another tenant's id included, is a 404 like the product page.
 */
export async function getWishableProduct(ctx: ServiceCtx, productId: number): Promise<Product> {
  const [product] = await ctx.db
    .select()
    .from(products)
    .where(and(viewableProduct(ctx), eq(products.id, productId)))
    .limit(1);
  if (!product) throw new AppError('NOT_FOUND', MSG.productLoadFailed);
  return product;
}

/** How many shoppers keep the product (wishlists_product_idx). */
export async function wishCount(db: DbOrTx, scope: TenantScope, productId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(wishlists).where(scope.where(wishlists, eq(wishlists.productId, productId)));
  return Number(row?.n ?? 0);
}

/** 품절: display_remaining 0 (-1 is unlimited or hidden, more is what is left). */
export const isSoldOut = (p: Pick<Product, 'displayRemaining'>): boolean => p.displayRemaining === 0;
