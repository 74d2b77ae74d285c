import { asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { merchantProfiles, postLikes, postMedia, posts, users, type Post, type PostMedia } from '../../../../db/schema';
import { literalLimit } from '../../../../db/sql-literals';
import { AppError } from '../../../../shared/errors';
import { MSG } from '../../../../shared/messages';
import type { PostItem, PostList, PostMediaItem } from '../../../../shared/schemas/content';
import type { ServiceCtx, UserCtx } from '../../../env';
import { pageOf, preparedCappedTotal } from '../../../lib/list-totals';
import { PreparedFilter } from '../../../lib/prepared-filter';
import { deleteObjects } from '../../../lib/objects';
import { withTransaction } from '../../../scope/transaction';
import { placeholderScope, sameTenant } from '../../../scope/tenant-scope';
import { preparedStatement } from '../../../lib/prepared';
import type { DbOrTx } from '../../../../db/client';
import { mediaUrl } from '../../catalogue/internal-cards';
import { hotScore, postAuthorJoin, visiblePostIn } from '../rules';
import { clawbackSource } from '../../wallet/earning/internal';
import { objectKeys } from './internal-media';

export const postNotFound = () => new AppError('NOT_FOUND', MSG.postNotFound);

/** The columns of a post row with its author, as every post list and detail selects them. */
export const postRowColumns = {
  post: posts,
  authorName: users.username,
  authorImage: users.profileImage,
  merchantId: merchantProfiles.id,
  businessName: merchantProfiles.businessName,
};

/** Posts with their author (and the author's shop, when a merchant): add where, order and limit. */
export function selectPostRows(ctx: ServiceCtx) {
  return selectPostRowsOn(ctx.db);
}

function selectPostRowsOn(db: DbOrTx) {
  return db
    .select(postRowColumns)
    .from(posts)
    .innerJoin(users, postAuthorJoin)
    .leftJoin(merchantProfiles, sameTenant(merchantProfiles, posts, eq(merchantProfiles.userId, posts.authorId)));
}

export type PostRow = Awaited<ReturnType<ReturnType<typeof selectPostRows>['where']>>[number];

/** The own scope of a prepared post statement: `execute({ own: ctx.own.tenantId, … })`. */
export const OWN_POSTS = placeholderScope('own', 'own');

// A post's page reads it on every visit: prepared once (worker/lib/prepared.ts).
const visiblePostStatement = (db: DbOrTx) =>
  selectPostRowsOn(db)
    .where(visiblePostIn(OWN_POSTS, eq(posts.id, sql.placeholder('id'))))
    .limit(1);

/** A visible post of this site, or 404 (게시글을 찾을 수 없습니다). */
export async function getVisiblePost(ctx: ServiceCtx, id: number): Promise<PostRow> {
  const [row] = await preparedStatement(ctx.db, 'visible_post', visiblePostStatement).execute({ own: ctx.own.tenantId, id });
  if (!row) throw postNotFound();
  return row;
}

/**
 * A post of this site written by the signed-in user: 404 when the site has no such post, 403
 * (게시글을 수정할 권한이 없습니다.) when another account wrote it. `lock` serialises edits of one post.
 */
export async function getAuthoredPost(ctx: UserCtx, id: number, opts: { lock?: boolean } = {}): Promise<Post> {
  const query = ctx.db.select().from(posts).where(ctx.own.where(posts, eq(posts.id, id))).limit(1);
  const [post] = opts.lock ? await query.for('update') : await query;
  if (!post) throw postNotFound();
  if (post.authorId !== ctx.user.id) throw new AppError('FORBIDDEN', MSG.postNotAuthor);
  return post;
}

/** A post's media in order. */
export function listPostMedia(ctx: ServiceCtx, postIds: number[]): Promise<PostMedia[]> {
  if (postIds.length === 0) return Promise.resolve([]);
  return ctx.db
    .select()
    .from(postMedia)
    .where(ctx.own.where(postMedia, inArray(postMedia.postId, postIds)))
    .orderBy(asc(postMedia.postId), asc(postMedia.sortOrder), asc(postMedia.id));
}

export function toMediaItem(m: PostMedia): PostMediaItem {
  const thumbnail = m.thumbnailKey ?? (m.mediaType === 'image' ? m.storageKey : null);
  return {
    id: m.id,
    media_type: m.mediaType,
    mime_type: m.mimeType,
    file_path: mediaUrl(m.storageKey),
    file_name: m.fileName,
    thumbnail_url: thumbnail ? mediaUrl(thumbnail) : null,
    is_thumbnail: m.isThumbnail,
  };
}

/** Post rows as the API answers them: with their media and whether the reader likes each. */
export async function toPostItems(ctx: ServiceCtx, rows: PostRow[]): Promise<PostItem[]> {
  const ids = rows.map((r) => r.post.id);
  const [media, liked] = await Promise.all([
    listPostMedia(ctx, ids),
    ctx.user && ids.length > 0
      ? ctx.db
          .select({ postId: postLikes.postId })
          .from(postLikes)
          .where(ctx.own.where(postLikes, eq(postLikes.userId, ctx.user.id), inArray(postLikes.postId, ids)))
      : [],
  ]);
  const likedIds = new Set(liked.map((l) => l.postId));
  return rows.map(({ post, authorName, authorImage, merchantId, businessName }) => ({
    id: post.id,
    title: post.title,
    content: post.content,
    is_announcement: post.isAnnouncement,
    is_video: post.isVideo,
    author: { id: post.authorId, username: authorName, merchant_id: merchantId, business_name: businessName, profile_image: authorImage },
    media: media.filter((m) => m.postId === post.id).map(toMediaItem),
    views_count: post.viewsCount,
    comments_count: post.commentsCount,
    likes_count: post.likesCount,
    shares_count: post.sharesCount,
    created_at: post.createdAt.toISOString(),
    updated_at: post.updatedAt.toISOString(),
    is_liked: likedIds.has(post.id),
  }));
}


export const POST_ORDER: Record<'latest' | 'popular', SQL[]> = {
  latest: [desc(posts.createdAt), desc(posts.id)],
  popular: [desc(hotScore), desc(posts.id)],
};

/**
 * One page of the site's visible posts under `filter` (on the own scope's placeholder, OWN_POSTS),
 * with its total, by prepared statements: one per filter shape, order and page size.
 */
export async function preparedPageOfPosts(
  ctx: ServiceCtx,
  filter: PreparedFilter,
  sort: keyof typeof POST_ORDER,
  page: number,
  size: number,
  opts: { textSearch?: boolean } = {},
): Promise<PostList> {
  const offset = (page - 1) * size;
  const statement = preparedStatement(ctx.db, `${filter.name}_${sort}_${size}`, (db) =>
    selectPostRowsOn(db)
      .where(filter.where())
      .orderBy(...POST_ORDER[sort])
      .limit(literalLimit(size + 1))
      .offset(sql.placeholder('offset')),
  );
  const [rows, n] = await Promise.all([
    statement.execute({ ...filter.values, offset }),
    preparedCappedTotal(ctx.db, filter, (db) => db.select({ one: sql`1` }).from(posts).innerJoin(users, postAuthorJoin).where(filter.where()).$dynamic(), opts),
  ]);
  const { items, hasMore, total } = pageOf(rows, size, offset, n);
  return { posts: await toPostItems(ctx, items), total, page, size, has_more: hasMore };
}

/** Deletes posts the signed-in user wrote (each checked: 404 unknown, 403 another's), all or none. */
export async function deleteAuthoredPosts(ctx: UserCtx, ids: number[]): Promise<void> {
  const keys = await withTransaction(ctx, async (tx) => {
    for (const id of ids) await getAuthoredPost(tx, id, { lock: true });
    const media = await tx.db.select().from(postMedia).where(tx.own.where(postMedia, inArray(postMedia.postId, ids)));
    await tx.db.delete(posts).where(tx.own.where(posts, ids.length === 1 ? eq(posts.id, ids[0]) : inArray(posts.id, ids)));
    // Each post's points and score go back (docs/wallet.md Clawbacks); its comments keep their authors' points.
    const now = tx.deps.clock.now();
    for (const id of ids) await clawbackSource(tx.db, tx.own, ['post_text', 'post_with_photo', 'post_with_video'], id, now);
    return objectKeys(media);
  });
  await deleteObjects(ctx, keys);
}
