import type { UploadRequestData, UploadTicket } from '../../../../shared/schemas/catalogue';
import type { MerchantCtx } from '../../../env';
import { getOwnedProduct } from '../products/internal';
import { checkDeclaredImage, newProductMediaKey, signedUploadTicket } from './internal-images';

/**
 * A signed ticket for one product image the browser uploads by itself (kind product-upload); the
 * product save re-checks the object before using it.
 */
export async function uploadTicket({ ctx, input }: { ctx: MerchantCtx; input: UploadRequestData }): Promise<UploadTicket> {
  // A product being edited must be the merchant's own (a new product has no id yet).
  if (input.product_id !== undefined) await getOwnedProduct(ctx, input.product_id);
  const { mime, ext } = checkDeclaredImage(input.content_type, input.file_name);
  const key = newProductMediaKey(ctx.own.tenantId, ext);
  return signedUploadTicket(ctx, 'product-upload', { key, user: ctx.merchant.userId, mime, size: input.size, fileName: input.file_name });
}
