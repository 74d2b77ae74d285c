import { AppError } from '../../../../shared/errors';
import { MSG } from '../../../../shared/messages';
import type { PostItem, PostSaveInput } from '../../../../shared/schemas/content';
import type { MerchantCtx } from '../../../env';
import { withTransaction } from '../../../scope/transaction';
import { getVisiblePost, toPostItems } from './internal';
import { claimUploadedKeys, preparePostMedia, uploadedKeys } from './internal-uploads';
import { insertPost } from './internal-write';

/**
 * content.posts.createWithUploads: the tRPC twin of POST /api/content/posts whose files were
 * uploaded beforehand with post upload tickets. Every token is checked by its object's bytes
 * before the one transaction that writes the post and its media (the first is the thumbnail).
 */
export async function createPostWithUploads({ ctx, input }: { ctx: MerchantCtx; input: PostSaveInput }): Promise<PostItem> {
  // A new post keeps nothing: a media id names another post's file.
  const kept = input.media.findIndex((m) => 'media_id' in m);
  if (kept >= 0) throw new AppError('VALIDATION', MSG.postMediaNotOwn, { field: `media.${kept}` });
  const prepared = await preparePostMedia(ctx, input.media);
  const uploads = prepared.flatMap((m) => ('upload' in m ? [m.upload] : []));
  const id = await withTransaction(ctx, async (tx) => {
    await claimUploadedKeys(tx, uploadedKeys(prepared));
    return insertPost(tx, input, uploads);
  });
  const [item] = await toPostItems(ctx, [await getVisiblePost(ctx, id)]);
  return item;
}
