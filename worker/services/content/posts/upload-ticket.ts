import { UPLOAD_URL_TTL_SEC } from '../../../../shared/catalogue-constants';
import type { UploadTicket } from '../../../../shared/schemas/catalogue';
import type { PostUploadRequest } from '../../../../shared/schemas/content';
import type { MerchantCtx } from '../../../env';
import { issueUploadToken } from '../../catalogue/media/internal-images';
import { newPostKey } from './internal-media';
import { checkDeclaredPostMedia } from './internal-uploads';

/**
 * content.posts.uploadTicket: a signed ticket for one image or video of a post, uploaded by the
 * browser itself (an R2 presigned PUT, else the app's own PUT /api/uploads/{token}) so a 50 MB
 * video shows its progress. The token (kind post-upload) names a server-chosen key under the
 * tenant's posts/; the post save checks the object again by its bytes.
 */
export async function postUploadTicket({ ctx, input }: { ctx: MerchantCtx; input: PostUploadRequest }): Promise<UploadTicket> {
  const { mime, ext } = checkDeclaredPostMedia(input.content_type, input.file_name);
  const key = newPostKey(ctx.own.tenantId, ext);
  const { token, payload } = await issueUploadToken(ctx, 'post-upload', {
    key,
    user: ctx.user.id,
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
