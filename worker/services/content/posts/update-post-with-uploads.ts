import { AppError } from '../../../../shared/errors';
import { MSG } from '../../../../shared/messages';
import type { PostEditInput, PostItem } from '../../../../shared/schemas/content';
import type { UserCtx } from '../../../env';
import { deleteObjects } from '../../../lib/objects';
import { withTransaction } from '../../../scope/transaction';
import { getAuthoredPost, getVisiblePost, listPostMedia, toPostItems } from './internal';
import { claimUploadedKeys, preparePostMedia, thumbnailOnlyForVideo, uploadedKeys } from './internal-uploads';
import { rewritePost, type MediaSlot } from './internal-write';

/**
 * content.posts.updateWithUploads: the author's edit where `media` is the whole new list in
 * display order (kept items may move, unlike PUT /api/content/posts/{id}): kept media ids of this
 * post, new uploads, and new captured frames for videos. Media left out are removed with their
 * objects once the transaction has committed.
 */
export async function updatePostWithUploads({ ctx, input }: { ctx: UserCtx; input: PostEditInput }): Promise<PostItem> {
  // Whose post it is answers before any token is judged (404, then 403).
  await getAuthoredPost(ctx, input.id);
  const prepared = await preparePostMedia(ctx, input.media);
  const dropped = await withTransaction(ctx, async (tx) => {
    await getAuthoredPost(tx, input.id, { lock: true });
    const current = await listPostMedia(tx, [input.id]);
    const byId = new Map(current.map((m) => [m.id, m]));
    const slots = prepared.map((item, i): MediaSlot => {
      if ('upload' in item) return { add: item.upload };
      const row = byId.get(item.mediaId);
      if (!row) throw new AppError('VALIDATION', MSG.postMediaNotOwn, { field: `media.${i}` });
      if (item.thumbnailKey && row.mediaType !== 'video') throw thumbnailOnlyForVideo(`media.${i}.thumbnail_token`);
      return { keep: row, thumbnailKey: item.thumbnailKey ?? undefined };
    });
    await claimUploadedKeys(tx, uploadedKeys(prepared));
    return rewritePost(tx, input.id, current, input, slots);
  });
  await deleteObjects(ctx, dropped);
  const [item] = await toPostItems(ctx, [await getVisiblePost(ctx, input.id)]);
  return item;
}
