import { eq } from 'drizzle-orm';
import { products } from '../../../../db/schema';
import type { ProductDetail } from '../../../../shared/schemas/catalogue';
import type { MerchantCtx } from '../../../env';
import { withTransaction } from '../../../scope/transaction';
import { AppError } from '../../../../shared/errors';
import { MSG } from '../../../../shared/messages';
import { productRoom } from '../../subscriptions/internal-product-limit';
import { getOwnedProduct, productDetail } from './internal';

/**
 * POST /api/products/{id}/restore: the owner brings a deleted product back (a live one stays as it
 * is). A restored product counts against the plan's limit again, so it is refused like a create
 * when the plan has no room (checked and written in one transaction, the subscription row locked).
 */
export async function restoreProduct({ ctx, input }: { ctx: MerchantCtx; input: { id: number } }): Promise<ProductDetail> {
  let product = await getOwnedProduct(ctx, input.id);
  if (product.deletedAt) {
    product = await withTransaction(ctx, async (tx) => {
      // The lock first, then the product again: a restore that raced this one and won leaves it live (no second count).
      const room = await productRoom(tx, tx.merchant, { lock: true });
      const current = await getOwnedProduct(tx, input.id);
      if (!current.deletedAt) return current;
      if (!room.allowed) throw new AppError('PLAN_LIMIT', MSG.planLimit);
      const [restored] = await tx.db
        .update(products)
        .set({ deletedAt: null, updatedAt: tx.deps.clock.now() })
        .where(tx.own.where(products, eq(products.id, input.id)))
        .returning();
      return restored;
    });
  }
  return productDetail(ctx, { product, scope: ctx.own });
}
