import { eq } from 'drizzle-orm';
import { products } from '../../../../db/schema';
import { AppError } from '../../../../shared/errors';
import { MSG } from '../../../../shared/messages';
import type { ProductDetail, ProductUpdateData } from '../../../../shared/schemas/catalogue';
import type { MerchantCtx } from '../../../env';
import { withTransaction } from '../../../scope/transaction';
import { editableColumns, getOwnedProduct, productDetail } from './internal';
import { applyImages, prepareImageRefs } from '../media/internal-save-images';
import { deleteObjects } from '../../../lib/objects';

/**
 * PUT /api/products/{id}: the owner replaces the fields (the tab, is_delivery, stays). With
 * `images`, the media become that list in that order: saved ones kept, uploads added, the rest
 * removed (rows in the transaction, objects after it commits).
 */
export async function updateProduct({ ctx, input }: { ctx: MerchantCtx; input: ProductUpdateData }): Promise<ProductDetail> {
  const existing = await getOwnedProduct(ctx, input.id);
  if (existing.isDelivery && !input.delivery_category) {
    throw new AppError('VALIDATION', MSG.productDeliveryCategoryRequired, { field: 'delivery_category' });
  }
  if (!existing.isDelivery && !input.category) throw new AppError('VALIDATION', MSG.productCategoryRequired, { field: 'category' });
  const images = input.images ? await prepareImageRefs(ctx, input.images) : null;
  const now = ctx.deps.clock.now();

  const { product, removedKeys } = await withTransaction(ctx, async (tx) => {
    await getOwnedProduct(tx, input.id, { lock: true });
    const [p] = await tx.db
      .update(products)
      .set({
        ...editableColumns(input),
        updatedAt: now,
      })
      .where(tx.own.where(products, eq(products.id, input.id)))
      .returning();
    const removedKeys = images ? await applyImages(tx, p.id, images, now) : [];
    return { product: p, removedKeys };
  });
  await deleteObjects(ctx, removedKeys);
  return productDetail(ctx, { product, scope: ctx.own });
}
