import { UPLOAD_URL_TTL_SEC } from '../../../../shared/catalogue-constants';
import { uploadRequestSchema, type UploadRequestInput, type UploadTicket } from '../../../../shared/schemas/catalogue';
import type { ServiceCtx } from '../../../env';
import { checkDeclaredImage, issueUploadToken, newProductMediaKey } from './internal-images';
import { getOwnMerchant } from '../products/internal';

/**
 * A signed ticket for one product image the browser uploads by itself: an R2 presigned PUT when
 * the storage offers one, else the app's own PUT /api/uploads/{token}. The token names the
 * server-chosen key; the product save re-checks the object before using it.
 */
export async function uploadTicket({ ctx, input }: { ctx: ServiceCtx; input: UploadRequestInput }): Promise<UploadTicket> {
  const merchant = await getOwnMerchant(ctx.db, ctx);
  const data = uploadRequestSchema.parse(input);
  const { mime, ext } = checkDeclaredImage(data.content_type, data.file_name);
  const key = newProductMediaKey(ctx.tenant.id, ext);
  const { token, payload } = await issueUploadToken(ctx, {
    key,
    user: merchant.userId,
    content_type: mime,
    size: data.size,
    file_name: data.file_name,
  });
  const presigned = ctx.deps.storage.presignPut
    ? await ctx.deps.storage.presignPut(key, { contentType: mime, size: data.size, expiresInSec: UPLOAD_URL_TTL_SEC })
    : null;
  return {
    upload_url: presigned?.url ?? `/api/uploads/${token}`,
    method: 'PUT',
    headers: presigned?.headers ?? { 'Content-Type': mime },
    upload_token: token,
    expires_at: new Date(payload.exp * 1000).toISOString(),
  };
}
