import type { UploadTicket } from '../../../../shared/schemas/catalogue';
import type { PostUploadRequest } from '../../../../shared/schemas/content';
import type { MerchantCtx } from '../../../env';
import { signedUploadTicket } from '../../catalogue/media/internal-images';
import { newPostKey } from './internal-media';
import { checkDeclaredPostMedia } from './internal-uploads';

/**
 * content.posts.uploadTicket: a signed ticket for one image or video of a post (kind post-upload),
 * uploaded by the browser itself so a 50 MB video shows its progress. The post save checks the
 * object again by its bytes.
 */
export async function postUploadTicket({ ctx, input }: { ctx: MerchantCtx; input: PostUploadRequest }): Promise<UploadTicket> {
  const { mime, ext } = checkDeclaredPostMedia(input.content_type, input.file_name);
  const key = newPostKey(ctx.own.tenantId, ext);
  return signedUploadTicket(ctx, 'post-upload', { key, user: ctx.user.id, mime, size: input.size, fileName: input.file_name });
}
