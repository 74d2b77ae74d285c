import type { ProductDetail } from '../../../../shared/schemas/catalogue';
import type { MerchantCtx } from '../../../env';
import { getOwnedProduct, productDetail } from './internal';

/** The owner's copy of a product for the edit form (no view counted; deleted ones too). */
export async function getProductForEdit({ ctx, input }: { ctx: MerchantCtx; input: { id: number } }): Promise<ProductDetail> {
  const product = await getOwnedProduct(ctx, input.id);
  return productDetail(ctx, { product, scope: ctx.own });
}
