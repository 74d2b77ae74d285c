import type { UploadTicket } from '../../../shared/schemas/catalogue';
import type { ReviewUploadRequest } from '../../../shared/schemas/reviews';
import type { UserCtx } from '../../env';
import { getReviewableProduct } from './internal';
import { requirePaidPurchase } from './rules';
import { checkDeclaredImage, newReviewMediaKey, signedUploadTicket } from '../catalogue/media/internal-images';

/**
 * reviews.uploadTicket: a signed ticket for one review photo the browser uploads itself (kind
 * review-upload), so the form can show its progress. Images only by the declared type here, by the
 * bytes when received and again when saved; 5 MB. Only for a product the reader bought.
 */
export async function reviewUploadTicket({ ctx, input }: { ctx: UserCtx; input: ReviewUploadRequest }): Promise<UploadTicket> {
  // Storage only for a product the reader may review: a paid purchase of it on this site.
  const product = await getReviewableProduct(ctx, input.product_id);
  await requirePaidPurchase(ctx, product.id);
  const { mime, ext } = checkDeclaredImage(input.content_type, input.file_name);
  const key = newReviewMediaKey(ctx.own.tenantId, ext);
  return signedUploadTicket(ctx, 'review-upload', { key, user: ctx.user.id, mime, size: input.size, fileName: input.file_name });
}
