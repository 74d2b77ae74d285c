import { products } from '../../../../db/schema';
import { AppError } from '../../../../shared/errors';
import { MSG } from '../../../../shared/messages';
import type { ProductCreateData, ProductDetail } from '../../../../shared/schemas/catalogue';
import type { MerchantCtx } from '../../../env';
import { withTransaction } from '../../../scope/transaction';
import { editableColumns, productDetail } from './internal';
import { applyImages, prepareImageRefs } from '../media/internal-save-images';
import { assertRoomForProduct } from '../../subscriptions/internal-product-limit';

/**
 * POST /api/products/: a merchant's new product. Its images are uploads made with upload tickets
 * (in display order, the first is the thumbnail); each is checked before the one transaction
 * that writes the product and its media. The plan's product limit is checked in that transaction,
 * with the merchant's subscription row locked, so parallel creates cannot race past it.
 */
export async function createProduct({ ctx, input }: { ctx: MerchantCtx; input: ProductCreateData }): Promise<ProductDetail> {
  const refs = input.images ?? [];
  const savedRef = refs.findIndex((r) => 'media_id' in r);
  if (savedRef >= 0) throw new AppError('VALIDATION', MSG.invalidInput, { field: `images.${savedRef}` });
  const images = await prepareImageRefs(ctx, refs);
  const now = ctx.deps.clock.now();

  const product = await withTransaction(ctx, async (tx) => {
    await assertRoomForProduct(tx, tx.merchant);
    const [p] = await tx.db
      .insert(products)
      .values(
        tx.own.row({
          merchantId: tx.merchant.id,
          ownerId: tx.merchant.userId,
          ...editableColumns(input),
          isDelivery: input.is_delivery,
          createdAt: now,
          updatedAt: now,
        }),
      )
      .returning();
    await applyImages(tx, p.id, images, now);
    return p;
  });
  return productDetail(ctx, { product, scope: ctx.own });
}
