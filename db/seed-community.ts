import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq, inArray, isNull, like, sql } from 'drizzle-orm';
import type { Db } from './client';
import { comments, postLikes, postMedia, posts, users, type Tenant } from './schema';
import type { ObjectStorage } from '../worker/adapters/types';
import { SEED_CATALOGUES } from './seed-catalogue-data';
import { SEED_COMMUNITY, SEED_NEIGHBOURS, type SeedPost, type SeedThread } from './seed-community-data';
import { drawSeedImage, seedPictureExtension } from './seed-images';

/** Recorded once by scripts/make-demo-videos.ts and committed, so seeding needs no browser. */
const VIDEOS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'seed-media/videos');

/**
 * The demo community of one demo tenant: posts of the demo merchants (videos, pictures, announcements)
 * with likes and comments of a few neighbours. Runs once per tenant: a tenant that has any post is
 * left as it is, except that lost files are stored again (a fresh media directory next to an old
 * database). The counts of the posts follow likes and comments by trigger (migration 0010).
 */
export async function seedCommunity(db: Db, tenant: Tenant, storage: ObjectStorage, passwordHash: string, now = new Date()): Promise<void> {
  const plan = SEED_COMMUNITY[tenant.name];
  const cat = SEED_CATALOGUES[tenant.name];
  if (!plan || !cat) return;
  const authors = await userIds(db, tenant, cat.merchants.map((m) => m.email));
  if (authors.some((id) => id === undefined)) return;
  const neighbours = await seedNeighbours(db, tenant, passwordHash);

  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(posts).where(eq(posts.tenantId, tenant.id));
  if (count > 0) return restoreIfLost(db, tenant, plan, storage);

  // Files first: no row ever points at an object that is not stored.
  const media: StoredMedia[][] = [];
  for (const [i, p] of plan.entries()) media.push(await storeMedia(storage, tenant.id, p, i));

  await db.transaction(async (tx) => {
    for (const [i, p] of plan.entries()) {
      const createdAt = new Date(now.getTime() - p.hoursAgo * 3600 * 1000);
      const [post] = await tx
        .insert(posts)
        .values({
          tenantId: tenant.id,
          authorId: authors[p.author]!,
          title: p.title,
          content: p.content,
          isAnnouncement: p.announcement ?? false,
          isVideo: media[i].some((m) => m.mediaType === 'video'),
          viewsCount: p.views,
          createdAt,
          updatedAt: createdAt,
        })
        .returning({ id: posts.id });
      await tx.insert(postMedia).values(media[i].map((m) => ({ tenantId: tenant.id, postId: post.id, createdAt, ...m })));
      if (p.likes > 0) {
        const likers = neighbours.slice(0, p.likes);
        await tx.insert(postLikes).values(likers.map((userId, k) => ({ tenantId: tenant.id, postId: post.id, userId, createdAt: minutesAfter(createdAt, 30 + k * 47) })));
      }
      for (const [k, thread] of (p.threads ?? []).entries()) {
        await insertThread(tx, tenant.id, post.id, thread, authors[p.author]!, neighbours, minutesAfter(createdAt, 20 + k * 90));
      }
    }
  });
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

interface StoredMedia {
  mediaType: 'image' | 'video';
  mimeType: string;
  storageKey: string;
  fileName: string;
  sizeBytes: number;
  thumbnailKey: string | null;
  sortOrder: number;
  isThumbnail: boolean;
}

const minutesAfter = (t: Date, minutes: number) => new Date(t.getTime() + minutes * 60 * 1000);
const postKey = (tenantId: number, name: string) => `public/t${tenantId}/posts/seed-${name}`;

/** Live users by e-mail, in the order asked (undefined where there is none). */
async function userIds(db: Db, tenant: Tenant, emails: string[]): Promise<(number | undefined)[]> {
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.tenantId, tenant.id), inArray(users.email, emails), isNull(users.deletedAt)));
  return emails.map((e) => rows.find((r) => r.email === e)?.id);
}

/** customer@example.com and the demo neighbours, made when missing; answers the ids that exist. */
async function seedNeighbours(db: Db, tenant: Tenant, passwordHash: string): Promise<number[]> {
  const address = (tenant.settings as { company_info?: { address?: string } }).company_info?.address ?? '';
  const emails = ['customer@example.com', ...SEED_NEIGHBOURS.map((n) => n.email)];
  let ids = await userIds(db, tenant, emails);
  const missing = SEED_NEIGHBOURS.filter((_, i) => ids[i + 1] === undefined);
  if (missing.length > 0) {
    // Nothing on conflict: a name someone already took only means one neighbour less.
    await db
      .insert(users)
      .values(missing.map((n) => ({ tenantId: tenant.id, email: n.email, username: n.username, passwordHash, userType: 'customer' as const, phone: '01012345678', address })))
      .onConflictDoNothing();
    ids = await userIds(db, tenant, emails);
  }
  return ids.filter((id): id is number => id !== undefined);
}

/**
 * Stores a post's files: a video with its poster as the thumbnail, or the pictures drawn by db/seed-images.ts.
 * The posters are JPEG (<name>.jpg, a third of the PNG's bytes: the video tab's largest paint waits for
 * the first); a database seeded when they were PNG keeps its .png names (posterExtension).
 */
async function storeMedia(
  storage: ObjectStorage,
  tenantId: number,
  p: SeedPost,
  index: number,
  extension = seedPictureExtension(),
  posterExtension: 'jpg' | 'png' = 'jpg',
): Promise<StoredMedia[]> {
  if (p.video) {
    const [webm, poster] = await Promise.all([
      readFile(path.join(VIDEOS_DIR, `${p.video}.webm`)),
      readFile(path.join(VIDEOS_DIR, `${p.video}.${posterExtension}`)),
    ]);
    const key = postKey(tenantId, `${p.slug}.webm`), posterKey = postKey(tenantId, `${p.slug}.${posterExtension}`);
    await storage.put(key, new Uint8Array(webm), { contentType: 'video/webm' });
    await storage.put(posterKey, new Uint8Array(poster), { contentType: posterExtension === 'png' ? 'image/png' : 'image/jpeg' });
    return [{ mediaType: 'video', mimeType: 'video/webm', storageKey: key, fileName: `${p.video}.webm`, sizeBytes: webm.byteLength, thumbnailKey: posterKey, sortOrder: 0, isThumbnail: true }];
  }
  const media: StoredMedia[] = [];
  for (const [n, kind] of (p.images ?? []).entries()) {
    const image = drawSeedImage(kind, tenantId * 1000 + 500 + index * 10 + n);
    const key = postKey(tenantId, `${p.slug}-${n + 1}.${extension}`);
    await storage.put(key, image.bytes, { contentType: image.contentType });
    media.push({ mediaType: 'image', mimeType: image.contentType, storageKey: key, fileName: `${p.slug}-${n + 1}.${extension}`, sizeBytes: image.bytes.byteLength, thumbnailKey: null, sortOrder: n, isThumbnail: n === 0 });
  }
  return media;
}

/** A top-level comment and its replies, each a reply to the one before (depth 0, 1, 2…), minutes apart. */
async function insertThread(tx: Tx, tenantId: number, postId: number, thread: SeedThread, authorId: number, neighbours: number[], start: Date) {
  let parentId: number | null = null;
  for (const [depth, [who, content]] of thread.entries()) {
    const commenter = who === 'author' ? authorId : neighbours[who % neighbours.length];
    const [row]: { id: number }[] = await tx
      .insert(comments)
      .values({ tenantId, postId, authorId: commenter, parentId, depth, content, createdAt: minutesAfter(start, depth * 13) })
      .returning({ id: comments.id });
    parentId = row.id;
  }
}

/** The database has the seed posts but the storage lost their files: store them again. */
async function restoreIfLost(db: Db, tenant: Tenant, plan: SeedPost[], storage: ObjectStorage) {
  const [first] = await db
    .select({ key: postMedia.storageKey })
    .from(postMedia)
    .where(and(eq(postMedia.tenantId, tenant.id), like(postMedia.storageKey, `${postKey(tenant.id, '')}%`)))
    .limit(1);
  if (!first || (await storage.get(first.key))) return;
  const [picture] = await db
    .select({ key: postMedia.storageKey })
    .from(postMedia)
    .where(and(eq(postMedia.tenantId, tenant.id), eq(postMedia.mediaType, 'image'), like(postMedia.storageKey, `${postKey(tenant.id, '')}%`)))
    .limit(1);
  const [video] = await db
    .select({ key: postMedia.thumbnailKey })
    .from(postMedia)
    .where(and(eq(postMedia.tenantId, tenant.id), eq(postMedia.mediaType, 'video'), like(postMedia.storageKey, `${postKey(tenant.id, '')}%`)))
    .limit(1);
  const posterExtension = video?.key?.endsWith('.png') ? 'png' : 'jpg';
  for (const [i, p] of plan.entries()) await storeMedia(storage, tenant.id, p, i, seedPictureExtension(picture?.key), posterExtension);
}
