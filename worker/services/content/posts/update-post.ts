import { asc, eq } from 'drizzle-orm';
import { postMedia } from '../../../../db/schema';
import { AppError } from '../../../../shared/errors';
import { MSG } from '../../../../shared/messages';
import type { PostItem, PostUpdateInput } from '../../../../shared/schemas/content';
import type { UserCtx } from '../../../env';
import { deleteObjects } from '../../../lib/objects';
import { withTransaction } from '../../../scope/transaction';
import { checkMediaCount, removeStored, storePostFiles, storeThumbnail } from './internal-media';
import { getAuthoredPost, getVisiblePost, toPostItems } from './internal';
import { rewritePost, type MediaSlot } from './internal-write';

/**
 * PUT /api/content/posts/{id}: the author edits title, content and announcement, drops media
 * (remove_media_ids), gives kept videos new thumbnails (existing_media_thumbnails) and adds files.
 * Kept media stay in their order and new files follow; the first is the thumbnail. Between 1 and 10
 * media remain. New objects are removed again if the rows cannot be written; dropped ones once they are.
 */
export async function updatePost({ ctx, input }: { ctx: UserCtx; input: PostUpdateInput }): Promise<PostItem> {
  await getAuthoredPost(ctx, input.id);
  const stored = await storePostFiles(ctx, input.files, input.custom_thumbnails);
  const newThumbnails: { mediaId: number; key: string }[] = [];
  try {
    for (const t of input.existing_media_thumbnails) newThumbnails.push({ mediaId: t.media_id, key: await storeThumbnail(ctx, t.thumbnail) });
    const dropped = await withTransaction(ctx, async (tx) => {
      await getAuthoredPost(tx, input.id, { lock: true });
      const current = await tx.db
        .select()
        .from(postMedia)
        .where(tx.own.where(postMedia, eq(postMedia.postId, input.id)))
        .orderBy(asc(postMedia.sortOrder), asc(postMedia.id));
      const ownIds = new Set(current.map((m) => m.id));
      const named = [...input.remove_media_ids, ...newThumbnails.map((t) => t.mediaId)];
      if (named.some((id) => !ownIds.has(id))) throw new AppError('VALIDATION', MSG.postMediaNotOwn, { field: 'remove_media_ids' });
      const removed = new Set(input.remove_media_ids);
      const kept = current.filter((m) => !removed.has(m.id));
      checkMediaCount(kept.length + stored.length);
      // Kept media stay in their order and new files follow.
      const slots: MediaSlot[] = [
        ...kept.map((m) => ({ keep: m, thumbnailKey: newThumbnails.find((t) => t.mediaId === m.id)?.key })),
        ...stored.map((m) => ({ add: m })),
      ];
      return rewritePost(tx, input.id, current, input, slots);
    });
    await deleteObjects(ctx, dropped);
  } catch (err) {
    await removeStored(ctx, stored);
    await deleteObjects(ctx, newThumbnails.map((t) => t.key));
    throw err;
  }
  const [item] = await toPostItems(ctx, [await getVisiblePost(ctx, input.id)]);
  return item;
}
