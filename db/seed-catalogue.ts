import { and, eq, inArray, isNull, like, sql } from 'drizzle-orm';
import type { Db } from './client';
import {
  banners,
  categories,
  events,
  merchantProfiles,
  notices,
  productMedia,
  products,
  regions,
  users,
  type Tenant,
} from './schema';
import { computeDiscountRate } from '../shared/catalogue-constants';
import type { ObjectStorage } from '../worker/adapters/types';
import { SEED_CATALOGUES, SEED_PICKUP_ONLY, SEED_REGIONS, type SeedCatalogue, type SeedMerchant, type SeedProductRow } from './seed-catalogue-data';
import { drawSeedImage, seedPictureExtension } from './seed-images';

/**
 * The demo catalogue of one demo tenant: categories, regions, merchants, products with pictures
 * drawn by db/seed-images.ts, banners, events and notices. Running it again adds only what is
 * missing (rows are matched by their natural keys), and redraws the pictures when the storage
 * lost them (a fresh media directory or R2 emulation next to an old database).
 */
export async function seedCatalogue(db: Db, tenant: Tenant, storage: ObjectStorage, passwordHash: string, now = new Date()): Promise<void> {
  const cat = SEED_CATALOGUES[tenant.name];
  if (!cat) return;
  await seedOptions(db, tenant, cat);
  const merchantIds = await seedMerchants(db, tenant, cat.merchants, passwordHash);
  await seedProducts(db, tenant, cat, merchantIds, storage, now);
  await seedSite(db, tenant, cat, storage, now);
}

async function seedOptions(db: Db, tenant: Tenant, cat: SeedCatalogue) {
  const rows = [
    ...cat.shoppingCategories.map((c, i) => ({ tenantId: tenant.id, kind: 'shopping' as const, ...c, sortOrder: i + 1 })),
    ...cat.deliveryCategories.map((c, i) => ({ tenantId: tenant.id, kind: 'delivery' as const, ...c, sortOrder: i + 1 })),
  ];
  await db.insert(categories).values(rows).onConflictDoNothing();
  await db
    .insert(regions)
    .values(SEED_REGIONS.map((r, i) => ({ tenantId: tenant.id, ...r, sortOrder: i + 1 })))
    .onConflictDoNothing();
}

const REPRESENTATIVES = ['김햇살', '이초록', '박사과', '최정숙', '정밀가', '한우진', '오바다', '강해녀', '윤미나', '서준호', '임다은', '조현우'];

/**
 * The seller information a product page shows (상호·대표자·사업자등록번호·통신판매업 신고번호·주소·연락처): a
 * representative and a report number made up from the shop's place ("2025-서울마포-01201"), and every
 * site's third shop (merchant3) its own shipping rule (4,000 won, free from 30,000), so a cart shows two rules side by side.
 */
function sellerInfo(m: SeedMerchant, i: number) {
  const [city = '서울', district = ''] = m.address.split(' ');
  const place = `${city.replace(/특별시|광역시|특별자치시|특별자치도|도$/g, '')}${district.replace(/[구군시]$/, '')}`;
  return {
    representativeName: REPRESENTATIVES[i % REPRESENTATIVES.length],
    ecommerceReportNumber: `2025-${place}-0${1201 + i}`,
    ...(i === 2 ? { shippingFee: 4000, freeShippingThreshold: 30000 } : {}),
  };
}

/** Users by e-mail, profiles by user; a profile made before locations existed gets them filled in. */
async function seedMerchants(db: Db, tenant: Tenant, merchants: SeedMerchant[], passwordHash: string) {
  const ids: { profileId: number; userId: number }[] = [];
  for (const [i, m] of merchants.entries()) {
    const location = { lat: m.lat, lng: m.lng, region: m.region, category: m.category, isFeatured: m.isFeatured, address: m.address, ...sellerInfo(m, i) };
    const [existing] = await db
      .select({ userId: users.id, profileId: merchantProfiles.id, lat: merchantProfiles.lat })
      .from(users)
      .leftJoin(merchantProfiles, and(eq(merchantProfiles.tenantId, users.tenantId), eq(merchantProfiles.userId, users.id)))
      .where(and(eq(users.tenantId, tenant.id), eq(users.email, m.email), isNull(users.deletedAt)))
      .limit(1);
    if (existing?.profileId) {
      if (existing.lat === null) {
        await db.update(merchantProfiles).set(location).where(and(eq(merchantProfiles.tenantId, tenant.id), eq(merchantProfiles.id, existing.profileId)));
      }
      ids.push({ profileId: existing.profileId, userId: existing.userId });
      continue;
    }
    // A user of that e-mail without a profile (not a merchant): leave it alone.
    if (existing) continue;
    const created = await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({ tenantId: tenant.id, email: m.email, username: m.username, passwordHash, userType: 'merchant', phone: m.phone, address: m.address })
        .returning({ id: users.id });
      const [profile] = await tx
        .insert(merchantProfiles)
        .values({
          tenantId: tenant.id,
          userId: user.id,
          businessName: m.businessName,
          businessNumber: m.businessNumber,
          businessDescription: m.description,
          phone: m.phone,
          ...location,
        })
        .returning({ id: merchantProfiles.id });
      return { profileId: profile.id, userId: user.id };
    });
    ids.push(created);
  }
  return ids;
}

/** Deterministic 0..1 values per product, so feeds and rankings differ but every run agrees. */
function hashUnit(text: string, salt: number): number {
  let h = 2166136261 ^ salt;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  h = Math.imul(h ^ (h >>> 13), 0x5bd1e995);
  return ((h ^ (h >>> 15)) >>> 0) / 4294967296;
}

const REMAINING = [-1, -1, -1, 10, 5, -1, 1, 10, -1, 0, 5, -1] as const;
const IMAGE_COUNTS = [1, 2, 1, 3, 2, 1] as const;

interface PlannedProduct {
  row: SeedProductRow;
  isDelivery: boolean;
  index: number;
}

const imageKey = (tenantId: number, slug: string, n: number, extension: string) => `public/t${tenantId}/products/seed-${slug}-${n}.${extension}`;

function planned(cat: SeedCatalogue): PlannedProduct[] {
  return [
    ...cat.shopping.map((row, i) => ({ row, isDelivery: false, index: i })),
    ...cat.delivery.map((row, i) => ({ row, isDelivery: true, index: cat.shopping.length + i })),
  ];
}

/** Draws and stores the pictures of one product; returns the product_media fields of each. */
async function storeImages(storage: ObjectStorage, tenantId: number, p: PlannedProduct, extension = seedPictureExtension()) {
  const [slug, , , , , , , kind] = p.row;
  const count = IMAGE_COUNTS[p.index % IMAGE_COUNTS.length];
  const media = [];
  for (let n = 1; n <= count; n++) {
    const image = drawSeedImage(kind, p.index * 10 + n + tenantId * 1000);
    const key = imageKey(tenantId, slug, n, extension);
    await storage.put(key, image.bytes, { contentType: image.contentType });
    media.push({ storageKey: key, fileName: `${slug}-${n}.${extension}`, mimeType: image.contentType, sizeBytes: image.bytes.byteLength, sortOrder: n - 1, isThumbnail: n === 1 });
  }
  return media;
}

async function seedProducts(db: Db, tenant: Tenant, cat: SeedCatalogue, merchantIds: { profileId: number; userId: number }[], storage: ObjectStorage, now: Date) {
  if (merchantIds.length !== cat.merchants.length) return;
  const plan = planned(cat);
  const have = await db
    .select({ ownerId: products.ownerId, title: products.title })
    .from(products)
    .where(and(eq(products.tenantId, tenant.id), inArray(products.ownerId, merchantIds.map((m) => m.userId))));
  const haveSet = new Set(have.map((h) => `${h.ownerId}\u0000${h.title}`));
  const missing = plan.filter((p) => !haveSet.has(`${merchantIds[p.row[6]].userId}\u0000${p.row[1]}`));

  if (missing.length < plan.length) await redrawIfLost(db, tenant, plan, storage);
  if (missing.length === 0) return;

  // Pictures first: no row ever points at an object that is not stored.
  const images: Awaited<ReturnType<typeof storeImages>>[] = [];
  for (const p of missing) images.push(await storeImages(storage, tenant.id, p));

  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(products)
      .values(
        missing.map((p, i) => {
          const [slug, title, description, price, original, category, merchant] = p.row;
          const popularity = hashUnit(slug, 1);
          const originalPrice = original > 0 ? original : null;
          return {
            tenantId: tenant.id,
            merchantId: merchantIds[merchant].profileId,
            ownerId: merchantIds[merchant].userId,
            title,
            description,
            price,
            originalPrice,
            discountRate: computeDiscountRate(price, originalPrice),
            isAvailable: p.index % 17 !== 16,
            isDelivery: p.isDelivery,
            deliveryAvailable: !(SEED_PICKUP_ONLY[tenant.name] ?? []).includes(slug),
            category: p.isDelivery ? null : category,
            deliveryCategory: p.isDelivery ? category : null,
            displayRemaining: REMAINING[p.index % REMAINING.length],
            viewsCount: Math.round(popularity * popularity * 5000) + Math.round(hashUnit(slug, 2) * 200),
            ordersCount: Math.round(popularity * hashUnit(slug, 3) * 600),
            thumbnailKey: images[i][0].storageKey,
            // Spread over the last 30 days, so "latest" has an order of its own.
            createdAt: new Date(now.getTime() - Math.round(hashUnit(slug, 4) * 30 * 24 * 3600) * 1000),
          };
        }),
      )
      .returning({ id: products.id });
    await tx.insert(productMedia).values(
      inserted.flatMap((row, i) => images[i].map((m) => ({ tenantId: tenant.id, productId: row.id, mediaType: 'image' as const, ...m }))),
    );
  });
}

/** The database has the seed products but the storage lost their pictures: draw them again. */
async function redrawIfLost(db: Db, tenant: Tenant, plan: PlannedProduct[], storage: ObjectStorage) {
  const [first] = await db
    .select({ key: productMedia.storageKey })
    .from(productMedia)
    .where(and(eq(productMedia.tenantId, tenant.id), like(productMedia.storageKey, `public/t${tenant.id}/products/seed-%`)))
    .limit(1);
  if (!first || (await storage.get(first.key))) return;
  for (const p of plan) await storeImages(storage, tenant.id, p, seedPictureExtension(first.key));
}

async function seedSite(db: Db, tenant: Tenant, cat: SeedCatalogue, storage: ObjectStorage, now: Date) {
  const day = 24 * 3600 * 1000;
  const theme = (tenant.settings as { theme?: { primary?: string; accent?: string } }).theme ?? {};
  const primary = theme.primary ?? '#2F855A', accent = theme.accent ?? '#DD6B20';

  const [{ count: bannerCount }] = await db.select({ count: sql<number>`count(*)::int` }).from(banners).where(eq(banners.tenantId, tenant.id));
  const [seededBanner] = await db
    .select({ imageUrl: banners.imageUrl })
    .from(banners)
    .where(and(eq(banners.tenantId, tenant.id), like(banners.imageUrl, `/media/public/t${tenant.id}/banners/seed-%`)))
    .limit(1);
  const extension = seedPictureExtension(seededBanner?.imageUrl ?? undefined);
  const bannerKeys = cat.banners.map((_, i) => `public/t${tenant.id}/banners/seed-banner-${i + 1}.${extension}`);
  // Banner pictures are cheap: store them whenever the first is missing (new storage or first run).
  if (!(await storage.get(bannerKeys[0]))) {
    for (const [i, key] of bannerKeys.entries()) {
      const image = drawSeedImage('banner', tenant.id * 100 + i, { width: 960, height: 360, background: i % 2 ? [accent, primary] : [primary, accent] });
      await storage.put(key, image.bytes, { contentType: image.contentType });
    }
  }
  if (bannerCount === 0) {
    await db.insert(banners).values(
      cat.banners.map((b, i) => ({
        tenantId: tenant.id,
        title: b.title,
        subtitle: b.subtitle,
        imageUrl: `/media/${bannerKeys[i]}`,
        bg: `linear-gradient(135deg, ${i % 2 ? accent : primary}, ${i % 2 ? primary : accent})`,
        link: b.link,
        sortOrder: i + 1,
      })),
    );
  }

  const [{ count: eventCount }] = await db.select({ count: sql<number>`count(*)::int` }).from(events).where(eq(events.tenantId, tenant.id));
  if (eventCount === 0) {
    await db.insert(events).values(
      cat.events.map((e, i) => ({
        tenantId: tenant.id,
        title: e.title,
        description: e.description,
        imageUrl: `/media/${bannerKeys[i % bannerKeys.length]}`,
        link: e.link,
        startsAt: new Date(now.getTime() - (i + 2) * day),
        endsAt: new Date(now.getTime() + e.days * day),
      })),
    );
  }

  const [{ count: noticeCount }] = await db.select({ count: sql<number>`count(*)::int` }).from(notices).where(eq(notices.tenantId, tenant.id));
  if (noticeCount === 0) {
    await db.insert(notices).values(
      cat.notices.map((n, i) => ({
        tenantId: tenant.id,
        title: n.title,
        content: n.content,
        isPinned: n.pinned ?? false,
        // The first notice of the list is the newest.
        createdAt: new Date(now.getTime() - (i + 1) * 3 * day),
      })),
    );
  }
}
