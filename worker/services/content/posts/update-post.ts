import { asc, eq, inArray } from 'drizzle-orm';
import { postMedia, posts } from '../../../../db/schema';
import { AppError } from '../../../../shared/errors';
import { MSG } from '../../../../shared/messages';
import type { PostItem, PostUpdateInput } from '../../../../shared/schemas/content';
import type { UserCtx } from '../../../env';
import { deleteObjects } from '../../../lib/objects';
import { withTransaction } from '../../../scope/transaction';
import { checkMediaCount, objectKeys, removeStored, storePostFiles, storeThumbnail } from './internal-media';
import { getAuthoredPost, getVisiblePost, toPostItems } from './internal';

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

      const now = tx.deps.clock.now();
      const gone = current.filter((m) => removed.has(m.id));
      if (gone.length > 0) await tx.db.delete(postMedia).where(tx.own.where(postMedia, inArray(postMedia.id, [...removed])));
      const replaced: string[] = [];
      for (const [i, m] of kept.entries()) {
        const thumbnail = newThumbnails.find((t) => t.mediaId === m.id);
        if (thumbnail && m.thumbnailKey) replaced.push(m.thumbnailKey);
        await tx.db
          .update(postMedia)
          .set({ sortOrder: i, isThumbnail: i === 0, ...(thumbnail ? { thumbnailKey: thumbnail.key } : {}) })
          .where(tx.own.where(postMedia, eq(postMedia.id, m.id)));
      }
      if (stored.length > 0) {
        await tx.db.insert(postMedia).values(stored.map((m, i) => tx.own.row({ ...m, postId: input.id, sortOrder: kept.length + i, isThumbnail: kept.length + i === 0, createdAt: now })));
      }
      const isVideo = [...kept, ...stored].some((m) => m.mediaType === 'video');
      await tx.db
        .update(posts)
        .set({ title: input.title, content: input.content, isAnnouncement: input.is_announcement, isVideo, updatedAt: now })
        .where(tx.own.where(posts, eq(posts.id, input.id)));
      return [...objectKeys(gone), ...replaced];
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
