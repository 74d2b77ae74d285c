import { products } from '../../../../db/schema';
import { computeDiscountRate } from '../../../../shared/catalogue-constants';
import { AppError } from '../../../../shared/errors';
import { MSG } from '../../../../shared/messages';
import { productCreateSchema, type ProductCreateInput, type ProductDetail } from '../../../../shared/schemas/catalogue';
import type { ServiceCtx } from '../../../env';
import { getOwnMerchant, productDetail } from './internal';
import { applyImages, prepareImageRefs } from '../media/internal-save-images';

/**
 * POST /api/products/: a merchant's new product. Its images are uploads made with upload tickets
 * (in display order, the first is the thumbnail); each is checked before the one transaction
 * that writes the product and its media.
 */
export async function createProduct({ ctx, input }: { ctx: ServiceCtx; input: ProductCreateInput }): Promise<ProductDetail> {
  const data = productCreateSchema.parse(input);
  const merchant = await getOwnMerchant(ctx.db, ctx);
  const refs = data.images ?? [];
  const savedRef = refs.findIndex((r) => 'media_id' in r);
  if (savedRef >= 0) throw new AppError('VALIDATION', MSG.invalidInput, { field: `images.${savedRef}` });
  const images = await prepareImageRefs(ctx, merchant.userId, refs);
  const now = ctx.deps.clock.now();

  const product = await ctx.db.transaction(async (tx) => {
    const [p] = await tx
      .insert(products)
      .values({
        tenantId: ctx.tenant.id,
        merchantId: merchant.id,
        ownerId: merchant.userId,
        title: data.title,
        description: data.description,
        price: data.price,
        originalPrice: data.original_price,
        discountRate: computeDiscountRate(data.price, data.original_price),
        isAvailable: data.is_available,
        isDelivery: data.is_delivery,
        category: data.category ?? null,
        deliveryCategory: data.delivery_category ?? null,
        displayRemaining: data.display_remaining,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await applyImages(tx, ctx, p.id, images, now);
    return p;
  });
  return productDetail(ctx.db, ctx, product);
}
