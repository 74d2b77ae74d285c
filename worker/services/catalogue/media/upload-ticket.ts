import { UPLOAD_URL_TTL_SEC } from '../../../../shared/catalogue-constants';
import type { UploadRequestData, UploadTicket } from '../../../../shared/schemas/catalogue';
import type { MerchantCtx } from '../../../env';
import { checkDeclaredImage, issueUploadToken, newProductMediaKey } from './internal-images';

/**
 * A signed ticket for one product image the browser uploads by itself: an R2 presigned PUT when
 * the storage offers one, else the app's own PUT /api/uploads/{token}. The token names the
 * server-chosen key; the product save re-checks the object before using it.
 */
export async function uploadTicket({ ctx, input }: { ctx: MerchantCtx; input: UploadRequestData }): Promise<UploadTicket> {
  const { mime, ext } = checkDeclaredImage(input.content_type, input.file_name);
  const key = newProductMediaKey(ctx.own.tenantId, ext);
  const { token, payload } = await issueUploadToken(ctx, 'product-upload', {
    key,
    user: ctx.merchant.userId,
    content_type: mime,
    size: input.size,
    file_name: input.file_name,
  });
  const presigned = ctx.deps.storage.presignPut
    ? await ctx.deps.storage.presignPut(key, { contentType: mime, size: input.size, expiresInSec: UPLOAD_URL_TTL_SEC })
    : null;
  return {
    upload_url: presigned?.url ?? `/api/uploads/${token}`,
    method: 'PUT',
    headers: presigned?.headers ?? { 'Content-Type': mime },
    upload_token: token,
    expires_at: new Date(payload.exp * 1000).toISOString(),
  };
}
