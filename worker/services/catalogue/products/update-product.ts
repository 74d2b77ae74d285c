import { eq } from 'drizzle-orm';
import { products } from '../../../../db/schema';
import { computeDiscountRate } from '../../../../shared/catalogue-constants';
import { AppError } from '../../../../shared/errors';
import { MSG } from '../../../../shared/messages';
import { productIdSchema, productUpdateSchema, type ProductDetail, type ProductUpdateInput } from '../../../../shared/schemas/catalogue';
import type { ServiceCtx } from '../../../env';
import { getOwnedProduct, productDetail, requireMerchant } from './internal';
import { applyImages, deleteObjects, prepareImageRefs } from '../media/internal-save-images';

/**
 * PUT /api/products/{id}: the owner replaces the fields (the tab, is_delivery, stays). With
 * `images`, the media become that list in that order: saved ones kept, uploads added, the rest
 * removed (rows in the transaction, objects after it commits).
 */
export async function updateProduct({ ctx, input }: { ctx: ServiceCtx; input: ProductUpdateInput }): Promise<ProductDetail> {
  // Whose product it is comes before what the body says: another tenant's id is a 404 either way.
  const { id } = productIdSchema.parse({ id: (input as { id?: unknown }).id });
  const user = requireMerchant(ctx);
  const existing = await getOwnedProduct(ctx.db, ctx, id);
  const data = productUpdateSchema.parse(input);
  if (existing.isDelivery && !data.delivery_category) {
    throw new AppError('VALIDATION', MSG.productDeliveryCategoryRequired, { field: 'delivery_category' });
  }
  if (!existing.isDelivery && !data.category) throw new AppError('VALIDATION', MSG.productCategoryRequired, { field: 'category' });
  const images = data.images ? await prepareImageRefs(ctx, user.id, data.images) : null;
  const now = ctx.deps.clock.now();

  const { product, removedKeys } = await ctx.db.transaction(async (tx) => {
    await getOwnedProduct(tx, ctx, data.id, { lock: true });
    const [p] = await tx
      .update(products)
      .set({
        title: data.title,
        description: data.description,
        price: data.price,
        originalPrice: data.original_price,
        discountRate: computeDiscountRate(data.price, data.original_price),
        isAvailable: data.is_available,
        category: data.category ?? null,
        deliveryCategory: data.delivery_category ?? null,
        displayRemaining: data.display_remaining,
        updatedAt: now,
      })
      .where(eq(products.id, data.id))
      .returning();
    const removedKeys = images ? await applyImages(tx, ctx, p.id, images, now) : [];
    return { product: p, removedKeys };
  });
  await deleteObjects(ctx, removedKeys);
  return productDetail(ctx.db, ctx, product);
}
