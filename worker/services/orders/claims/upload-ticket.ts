import { orders } from '../../../../db/schema';
import { AppError } from '../../../../shared/errors';
import { MSG } from '../../../../shared/messages';
import type { UploadTicket } from '../../../../shared/schemas/catalogue';
import type { ClaimUploadRequest } from '../../../../shared/schemas/orders/center';
import type { UserCtx } from '../../../env';
import { checkDeclaredImage, newClaimMediaKey, signedUploadTicket } from '../../catalogue/media/internal-images';
import { buyerOrderWhere, CLAIM_UPLOAD_KIND } from './internal';

/**
 * claims.uploadTicket: a signed ticket for one photo of a return or exchange, which the browser
 * uploads itself (progress shown). Only for the buyer's own order of this shop (storage is not handed
 * to anyone else); images by the declared type here, by the bytes when received and again when the
 * claim is saved. Answers the object's key, which the claim request names.
 */
export async function claimUploadTicket({ ctx, input }: { ctx: UserCtx; input: ClaimUploadRequest }): Promise<UploadTicket & { key: string }> {
  const [order] = await ctx.db.select({ id: orders.id }).from(orders).where(buyerOrderWhere(ctx, input.order_id)).limit(1);
  if (!order) throw new AppError('NOT_FOUND', MSG.orderNotFound);
  const { mime, ext } = checkDeclaredImage(input.content_type, input.file_name);
  const key = newClaimMediaKey(ctx.own.tenantId, ext);
  const ticket = await signedUploadTicket(ctx, CLAIM_UPLOAD_KIND, { key, user: ctx.user.id, mime, size: input.size, fileName: input.file_name });
  // The claim names its photos by key (claimRequestSchema photo_keys): checked again as the caller's own finished upload when saved.
  return { ...ticket, key };
}
