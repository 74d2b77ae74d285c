import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG } from 'pngjs';
import { createTestApp, type TestApp } from '../fixtures/app';
import { seed, DEMO_PASSWORD } from '../../db/seed';
import {
  banners,
  categories,
  events,
  merchantProfiles,
  notices,
  productMedia,
  products,
  regions,
  tenants,
  users,
  type Tenant,
} from '../../db/schema';
import { createMemoryStorage } from '../../worker/adapters/storage-memory';
import { computeDiscountRate } from '../../shared/catalogue-constants';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Great-circle distance in km. */
function km(a: { lat: number; lng: number }, b: { lat: number; lng: number }) {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lng - a.lng) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

async function tenantNamed(name: string): Promise<Tenant> {
  const [tenant] = await t.db.select().from(tenants).where(eq(tenants.name, name));
  return tenant;
}

async function counts(tenantId: number) {
  const one = async (table: typeof products | typeof productMedia | typeof categories | typeof banners | typeof events | typeof notices | typeof regions) => {
    const [row] = await t.db.select({ n: sql<number>`count(*)::int` }).from(table).where(eq(table.tenantId, tenantId));
    return row.n;
  };
  const [m] = await t.db.select({ n: sql<number>`count(*)::int` }).from(merchantProfiles).where(eq(merchantProfiles.tenantId, tenantId));
  return {
    products: await one(products),
    media: await one(productMedia),
    categories: await one(categories),
    regions: await one(regions),
    banners: await one(banners),
    events: await one(events),
    notices: await one(notices),
    merchants: m.n,
  };
}

describe('the demo seed', () => {
  const storage = createMemoryStorage();

  it('gives each demo tenant a catalogue with pictures in the storage, and a second run adds nothing', { timeout: 120_000 }, async () => {
    await seed(t.appDb, { storage });
    const farm = await tenantNamed('farm');
    const sea = await tenantNamed('sea');
    const before = { farm: await counts(farm.id), sea: await counts(sea.id), keys: storage.keys().length };

    for (const tenant of [farm, sea]) {
      const c = before[tenant.name as 'farm' | 'sea'];
      expect(c.products).toBeGreaterThanOrEqual(40);
      expect(c.merchants).toBeGreaterThanOrEqual(5);
      expect(c.regions).toBeGreaterThanOrEqual(5);
      expect(c.banners).toBe(3);
      expect(c.events).toBeGreaterThanOrEqual(2);
      expect(c.notices).toBeGreaterThanOrEqual(3);

      const cats = await t.db.select().from(categories).where(eq(categories.tenantId, tenant.id));
      expect(cats.filter((x) => x.kind === 'shopping').length).toBeGreaterThanOrEqual(5);
      expect(cats.filter((x) => x.kind === 'delivery').length).toBeGreaterThanOrEqual(5);
      expect(cats.some((x) => x.kind === 'shopping' && x.value === 'fashion')).toBe(true);
      for (const x of cats) {
        expect(x.value).toMatch(/^[a-z][a-z0-9-]*$/);
        expect(x.emoji).not.toBe('');
      }

      const pinned = await t.db.select().from(notices).where(and(eq(notices.tenantId, tenant.id), eq(notices.isPinned, true)));
      expect(pinned).toHaveLength(1);

      // Nearby with the default 5 km radius finds several shops, and not every shop.
      const shops = await t.db.select().from(merchantProfiles).where(eq(merchantProfiles.tenantId, tenant.id));
      const located = shops.filter((s) => s.lat !== null && s.lng !== null);
      expect(located).toHaveLength(shops.length);
      const near = located.filter((s) => km({ lat: 37.55, lng: 126.92 }, { lat: s.lat!, lng: s.lng! }) <= 5);
      expect(near.length).toBeGreaterThanOrEqual(3);
      expect(near.length).toBeLessThan(located.length);
      expect(shops.some((s) => s.isFeatured)).toBe(true);

      const rows = await t.db.select().from(products).where(and(eq(products.tenantId, tenant.id), isNull(products.deletedAt)));
      expect(rows.some((p) => p.isDelivery && p.deliveryCategory)).toBe(true);
      expect(rows.some((p) => !p.isDelivery && p.category)).toBe(true);
      expect(rows.filter((p) => p.displayRemaining === 0).length).toBeGreaterThanOrEqual(2);
      expect(rows.filter((p) => p.discountRate > 0).length).toBeGreaterThanOrEqual(5);
      expect(new Set(rows.map((p) => p.ordersCount)).size).toBeGreaterThan(20);
      // A partial word the search benchmarks and the demo use.
      const word = tenant.name === 'farm' ? '사과' : '고등어';
      expect(rows.filter((p) => p.title.includes(word)).length).toBeGreaterThan(1);
      const owners = new Set(shops.map((s) => s.userId));
      for (const p of rows) {
        expect(p.discountRate).toBe(computeDiscountRate(p.price, p.originalPrice));
        expect(owners.has(p.ownerId)).toBe(true);
        expect(p.isDelivery ? p.deliveryCategory && !p.category : p.category && !p.deliveryCategory).toBeTruthy();
      }

      const media = await t.db
        .select()
        .from(productMedia)
        .where(inArray(productMedia.productId, rows.map((p) => p.id)))
        .orderBy(asc(productMedia.productId), asc(productMedia.sortOrder));
      for (const p of rows) {
        const mine = media.filter((m) => m.productId === p.id);
        expect(mine.length).toBeGreaterThanOrEqual(1);
        expect(mine.length).toBeLessThanOrEqual(3);
        expect(mine.map((m) => m.isThumbnail)).toEqual(mine.map((_, i) => i === 0));
        expect(p.thumbnailKey).toBe(mine[0].storageKey);
        for (const m of mine) {
          expect(m.storageKey).toMatch(new RegExp(`^public/t${tenant.id}/products/seed-[a-z0-9-]+-\\d\\.png$`));
          const stored = await storage.get(m.storageKey);
          expect(stored, m.storageKey).not.toBeNull();
          expect(stored!.contentType).toBe('image/png');
          expect(stored!.size).toBe(m.sizeBytes);
        }
      }
      // A real PNG of the promised size.
      const sample = await storage.get(rows[0].thumbnailKey!);
      const png = PNG.sync.read(Buffer.from(sample!.body as Uint8Array));
      expect([png.width, png.height]).toEqual([480, 480]);

      const [banner] = await t.db.select().from(banners).where(eq(banners.tenantId, tenant.id)).limit(1);
      expect(await storage.get(banner.imageUrl!.replace(/^\/media\//, ''))).not.toBeNull();
    }

    await seed(t.appDb, { storage });
    expect(await counts(farm.id)).toEqual(before.farm);
    expect(await counts(sea.id)).toEqual(before.sea);
    expect(storage.keys()).toHaveLength(before.keys);
  });

  it('the extra merchants can log in with the demo password', async () => {
    const res = await t.request('farm.localhost', 'POST', '/api/auth/login', {
      form: { username: 'merchant2@example.com', password: DEMO_PASSWORD },
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { user: { user_type: string } };
    expect(body.user.user_type).toBe('merchant');
    const [user] = await t.db
      .select({ username: users.username })
      .from(users)
      .innerJoin(tenants, eq(tenants.id, users.tenantId))
      .where(and(eq(tenants.name, 'sea'), eq(users.email, 'merchant3@example.com')));
    expect(user.username).toBe('통영굴아재');
  });

  it('redraws the pictures when the storage lost them', { timeout: 120_000 }, async () => {
    const fresh = createMemoryStorage();
    await seed(t.appDb, { storage: fresh });
    const farm = await tenantNamed('farm');
    const keys = await t.db.select({ key: productMedia.storageKey }).from(productMedia).where(and(eq(productMedia.tenantId, farm.id), sql`${productMedia.storageKey} like 'public/%/products/seed-%'`));
    for (const { key } of keys) expect(await fresh.get(key), key).not.toBeNull();
  });
});
