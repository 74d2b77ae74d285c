import { UPLOAD_URL_TTL_SEC } from '../../../shared/catalogue-constants';
import type { UploadTicket } from '../../../shared/schemas/catalogue';
import type { ReviewUploadRequest } from '../../../shared/schemas/reviews';
import type { UserCtx } from '../../env';
import { checkDeclaredImage, issueUploadToken, newReviewMediaKey } from '../catalogue/media/internal-images';

/**
 * reviews.uploadTicket: a signed ticket for one review photo the browser uploads itself (an R2
 * presigned PUT, else the app's own PUT /api/uploads/{token}), so the form can show its progress.
 * Images only by the declared type here, by the bytes when received and again when saved; 5 MB.
 */
export async function reviewUploadTicket({ ctx, input }: { ctx: UserCtx; input: ReviewUploadRequest }): Promise<UploadTicket> {
  const { mime, ext } = checkDeclaredImage(input.content_type, input.file_name);
  const key = newReviewMediaKey(ctx.own.tenantId, ext);
  const { token, payload } = await issueUploadToken(ctx, 'review-upload', { key, user: ctx.user.id, content_type: mime, size: input.size, file_name: input.file_name });
  const presigned = ctx.deps.storage.presignPut ? await ctx.deps.storage.presignPut(key, { contentType: mime, size: input.size, expiresInSec: UPLOAD_URL_TTL_SEC }) : null;
  return {
    upload_url: presigned?.url ?? `/api/uploads/${token}`,
    method: 'PUT',
    headers: presigned?.headers ?? { 'Content-Type': mime },
    upload_token: token,
    expires_at: new Date(payload.exp * 1000).toISOString(),
  };
}
