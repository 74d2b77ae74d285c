import { eq, inArray } from 'drizzle-orm';
import { postMedia, posts, type PostMedia } from '../../../../db/schema';
import { AppError } from '../../../../shared/errors';
import { MSG } from '../../../../shared/messages';
import type { UserCtx } from '../../../env';
import { uniqueViolation } from '../../../lib/db-errors';
import { markUploadsSaved } from '../../catalogue/media/internal-upload-tickets';
import { earnActivity } from '../../wallet/earning/internal';
import { objectKeys, type StoredMedia } from './internal-media';

/**
 * The rows of a post save, shared by the multipart forms (REST) and the direct-upload procedures
 * (tRPC): both end in the same writes, so a post looks the same whichever way it was made.
 * Each runs inside the caller's withTransaction (`tx`).
 */

/** The text of a post form. */
export interface PostFields {
  title: string;
  content: string;
  is_announcement: boolean;
}

/** One item of a post's new media list: a row it keeps (with a new thumbnail, maybe) or a new object. */
export type MediaSlot = { keep: PostMedia; thumbnailKey?: string } | { add: StoredMedia };

const mediaTypeOf = (slot: MediaSlot) => ('keep' in slot ? slot.keep.mediaType : slot.add.mediaType);

/** New media rows at their places in the list; the first place is the thumbnail. */
async function insertMedia(tx: UserCtx, postId: number, added: { media: StoredMedia; at: number }[], now: Date): Promise<void> {
  if (added.length === 0) return;
  await tx.db
    .insert(postMedia)
    .values(added.map(({ media, at }) => tx.own.row({ ...media, postId, sortOrder: at, isThumbnail: at === 0, createdAt: now })))
    .catch((err: unknown) => {
      // One uploaded object saved twice at the same moment: the unique key lets only the first through.
      if (uniqueViolation(err) === 'post_media_storage_key_key') throw new AppError('BAD_REQUEST', MSG.uploadExpired, { field: 'media' });
      throw err;
    });
  await markUploadsSaved(tx, added.flatMap(({ media }) => [media.storageKey, media.thumbnailKey]));
}

/** A new post of the signed-in user with `media` in that order; answers its id. */
export async function insertPost(tx: UserCtx, fields: PostFields, media: StoredMedia[]): Promise<number> {
  const now = tx.deps.clock.now();
  const [post] = await tx.db
    .insert(posts)
    .values(
      tx.own.row({
        authorId: tx.user.id,
        title: fields.title,
        content: fields.content,
        isAnnouncement: fields.is_announcement,
        isVideo: media.some((m) => m.mediaType === 'video'),
        createdAt: now,
        updatedAt: now,
      }),
    )
    .returning({ id: posts.id });
  await insertMedia(tx, post.id, media.map((m, at) => ({ media: m, at })), now);
  // The post's points and score by its media (docs/wallet.md Earning): a video, else a photo, else text.
  const activity = media.some((m) => m.mediaType === 'video') ? 'post_with_video' : media.length > 0 ? 'post_with_photo' : 'post_text';
  await earnActivity({ db: tx.db, own: tx.own, settings: tx.tenant.settings, now, userId: tx.user.id, activity, sourceId: post.id });
  return post.id;
}

/**
 * Makes a post's text `fields` and its media exactly `slots`, in that order: rows of `current`
 * not kept are deleted, kept ones take their new place (and thumbnail), new ones are inserted.
 * Answers the object keys to delete once the transaction has committed.
 */
export async function rewritePost(tx: UserCtx, postId: number, current: PostMedia[], fields: PostFields, slots: MediaSlot[]): Promise<string[]> {
  const now = tx.deps.clock.now();
  const keptIds = new Set(slots.flatMap((s) => ('keep' in s ? [s.keep.id] : [])));
  const gone = current.filter((m) => !keptIds.has(m.id));
  if (gone.length > 0) await tx.db.delete(postMedia).where(tx.own.where(postMedia, inArray(postMedia.id, gone.map((m) => m.id))));
  const replaced: string[] = [];
  const added: { media: StoredMedia; at: number }[] = [];
  for (const [at, slot] of slots.entries()) {
    if ('add' in slot) {
      added.push({ media: slot.add, at });
      continue;
    }
    const { keep, thumbnailKey } = slot;
    if (thumbnailKey && keep.thumbnailKey) replaced.push(keep.thumbnailKey);
    await tx.db
      .update(postMedia)
      .set({ sortOrder: at, isThumbnail: at === 0, ...(thumbnailKey ? { thumbnailKey } : {}) })
      .where(tx.own.where(postMedia, eq(postMedia.id, keep.id)));
    await markUploadsSaved(tx, [thumbnailKey]);
  }
  await insertMedia(tx, postId, added, now);
  await tx.db
    .update(posts)
    .set({ title: fields.title, content: fields.content, isAnnouncement: fields.is_announcement, isVideo: slots.some((s) => mediaTypeOf(s) === 'video'), updatedAt: now })
    .where(tx.own.where(posts, eq(posts.id, postId)));
  return [...objectKeys(gone), ...replaced];
}
