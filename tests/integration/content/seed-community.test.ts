import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../fixtures/app';
import { seed } from '../../../db/seed';
import { comments, postLikes, postMedia, posts, tenants, users, type Tenant } from '../../../db/schema';
import { createMemoryStorage } from '../../../worker/adapters/storage-memory';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 300_000);
afterAll(() => t.close());

const EBML_MAGIC = [0x1a, 0x45, 0xdf, 0xa3];

async function tenantNamed(name: string): Promise<Tenant> {
  const [tenant] = await t.db.select().from(tenants).where(eq(tenants.name, name));
  return tenant;
}

async function counts(tenantId: number) {
  const one = async (table: typeof posts | typeof postMedia | typeof comments | typeof postLikes | typeof users) => {
    const [row] = await t.db.select({ n: sql<number>`count(*)::int` }).from(table).where(eq(table.tenantId, tenantId));
    return row.n;
  };
  return { posts: await one(posts), media: await one(postMedia), comments: await one(comments), likes: await one(postLikes), users: await one(users) };
}

async function bytesOf(storage: ReturnType<typeof createMemoryStorage>, key: string): Promise<Uint8Array | null> {
  const stored = await storage.get(key);
  return stored ? (stored.body as Uint8Array) : null;
}

describe('the demo community seed', () => {
  const storage = createMemoryStorage();

  it('gives each demo tenant video and picture posts, likes and a comment thread five replies deep; a second run adds nothing', { timeout: 120_000 }, async () => {
    await seed(t.appDb, { storage });
    const farm = await tenantNamed('farm');
    const sea = await tenantNamed('sea');
    const before = { farm: await counts(farm.id), sea: await counts(sea.id), keys: storage.keys().length };

    for (const tenant of [farm, sea]) {
      const rows = await t.db.select().from(posts).where(eq(posts.tenantId, tenant.id));
      const media = await t.db.select().from(postMedia).where(inArray(postMedia.postId, rows.map((p) => p.id)));
      const merchants = await t.db.select({ id: users.id }).from(users).where(and(eq(users.tenantId, tenant.id), eq(users.userType, 'merchant')));
      for (const p of rows) {
        expect(merchants.some((m) => m.id === p.authorId)).toBe(true);
        const mine = media.filter((m) => m.postId === p.id);
        expect(mine.length, p.title).toBeGreaterThanOrEqual(1);
        expect(p.isVideo).toBe(mine.some((m) => m.mediaType === 'video'));
      }

      const videos = rows.filter((p) => p.isVideo);
      expect(videos.length).toBeGreaterThanOrEqual(4);
      for (const p of videos) {
        const [video] = media.filter((m) => m.postId === p.id && m.mediaType === 'video');
        expect(video.mimeType).toBe('video/webm');
        expect(video.storageKey).toMatch(new RegExp(`^public/t${tenant.id}/posts/seed-[a-z0-9-]+\\.webm$`));
        const bytes = await bytesOf(storage, video.storageKey);
        expect(bytes, video.storageKey).not.toBeNull();
        expect([...bytes!.subarray(0, 4)]).toEqual(EBML_MAGIC);
        expect(bytes!.byteLength).toBe(video.sizeBytes);
        const poster = await storage.get(video.thumbnailKey!);
        expect(poster?.contentType).toBe('image/jpeg');
      }
      expect(rows.filter((p) => !p.isVideo).length).toBeGreaterThanOrEqual(4);
      expect(rows.filter((p) => p.isAnnouncement).length).toBeGreaterThanOrEqual(1);
      expect(new Set(rows.map((p) => p.viewsCount)).size).toBeGreaterThan(5);
      const days = rows.map((p) => (Date.now() - p.createdAt.getTime()) / 86_400_000);
      expect(Math.max(...days)).toBeLessThanOrEqual(14);
      expect(Math.max(...days) - Math.min(...days)).toBeGreaterThan(7);

      // The counts the triggers keep agree with the rows.
      const likes = await t.db.select().from(postLikes).where(eq(postLikes.tenantId, tenant.id));
      const thread = await t.db.select().from(comments).where(eq(comments.tenantId, tenant.id));
      expect(likes.length).toBeGreaterThan(rows.length);
      for (const p of rows) {
        expect(p.likesCount).toBe(likes.filter((l) => l.postId === p.id).length);
        expect(p.commentsCount).toBe(thread.filter((c) => c.postId === p.id).length);
      }
      const customers = await t.db.select({ id: users.id }).from(users).where(and(eq(users.tenantId, tenant.id), eq(users.userType, 'customer')));
      for (const l of likes) expect(customers.some((c) => c.id === l.userId)).toBe(true);

      // A chain from a top-level comment down to depth 5, each reply one level below its parent.
      const byId = new Map(thread.map((c) => [c.id, c]));
      const deepest = thread.find((c) => c.depth === 5);
      expect(deepest).toBeDefined();
      let c = deepest!;
      while (c.parentId !== null) {
        const parent = byId.get(c.parentId)!;
        expect(parent.depth).toBe(c.depth - 1);
        expect(parent.postId).toBe(c.postId);
        c = parent;
      }
      expect(c.depth).toBe(0);
      expect(thread.filter((x) => x.depth === 0).length).toBeGreaterThan(3);
    }

    await seed(t.appDb, { storage });
    expect(await counts(farm.id)).toEqual(before.farm);
    expect(await counts(sea.id)).toEqual(before.sea);
    expect(storage.keys()).toHaveLength(before.keys);
  });

  it('stores the files again when the storage lost them', { timeout: 120_000 }, async () => {
    const fresh = createMemoryStorage();
    await seed(t.appDb, { storage: fresh });
    const farm = await tenantNamed('farm');
    const media = await t.db.select().from(postMedia).where(eq(postMedia.tenantId, farm.id));
    for (const m of media) {
      expect(await fresh.get(m.storageKey), m.storageKey).not.toBeNull();
      if (m.thumbnailKey) expect(await fresh.get(m.thumbnailKey), m.thumbnailKey).not.toBeNull();
    }
  });

  it('answers the seeded posts through the community API', async () => {
    const res = await t.request('farm.localhost', 'GET', '/api/content/posts?is_video=true');
    expect(res.status).toBe(200);
    const list = ((await res.json()) as { posts: { media: { media_type: string; thumbnail_url: string | null }[] }[] }).posts;
    expect(list.length).toBeGreaterThanOrEqual(4);
    for (const p of list) expect(p.media[0]).toMatchObject({ media_type: 'video', thumbnail_url: expect.stringMatching(/\.jpg$/) });
  });
});
