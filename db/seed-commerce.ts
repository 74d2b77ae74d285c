import { and, asc, eq, inArray, isNull, like, sql } from 'drizzle-orm';
import type { Db } from './client';
import { ORDER_STATUSES, orders, orderStatusHistory, payments, products, rateLimits, reviewHelpful, reviewMedia, reviews, users, type Tenant } from './schema';
import { knownApprovalRows } from '../worker/adapters/easypay-simulator-store';
import type { ObjectStorage } from '../worker/adapters/types';
import { shippingFeeFor, shippingPolicy } from '../shared/shipping';
import type { TenantSettings } from '../shared/schemas/tenant';
import { SEED_CATALOGUES } from './seed-catalogue-data';
import { SEED_NEIGHBOURS } from './seed-community-data';
import { SEED_DELIVERY_MEMOS, SEED_ORDER_MEMOS, SEED_REVIEW_PHOTO_KINDS, SEED_REVIEW_TARGET, SEED_REVIEW_TEXTS } from './seed-commerce-data';
import { drawSeedImage, seedPictureExtension, type ImageKind } from './seed-images';

type OrderStatus = (typeof ORDER_STATUSES)[number];
type OrderType = 'delivery' | 'pickup';

const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;

/** Every seed payment's order number starts with this (unique across tenants: tenant names are). */
export const seedOrderPrefix = (tenant: Pick<Tenant, 'name'>) => `SEED-${tenant.name}-`;
/** Review photos are stored as the server stores them (public/t{tenant}/reviews/…), named seed-*. */
const reviewPhotoKey = (tenantId: number, n: number, extension = seedPictureExtension()) => `public/t${tenantId}/reviews/seed-${n}.${extension}`;

/**
 * The demo sales and reviews of one demo tenant (commerce.md §3 Payment, Delivery order, Review, §4):
 * paid payments with their orders in every order status, for delivery and pickup, plus pending,
 * failed, cancelled and expired (the demo customer's abandoned one) payments, over the last 30 days with varied products, buyers and amounts; and
 * reviews (some with photos) and helpful marks, written only by buyers with a paid purchase of the
 * product, one per buyer and product. The demo customer has a delivered order of SEED_REVIEW_TARGET
 * that they have not reviewed, and another buyer's review of it they have not marked.
 *
 * Runs once per tenant (a tenant with any seed payment is left as it is, except that lost review
 * photos are drawn again). The same tenant gets the same rows on every database (a fixed random
 * sequence); times are relative to `now`. Review and helpful counts follow by trigger (migration 0011).
 */
export async function seedCommerce(db: Db, tenant: Tenant, storage: ObjectStorage, now = new Date()): Promise<void> {
  const cat = SEED_CATALOGUES[tenant.name];
  const targetTitle = SEED_REVIEW_TARGET[tenant.name];
  if (!cat || !targetTitle) return;
  const prefix = seedOrderPrefix(tenant);

  const [{ count }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(payments)
    .where(and(eq(payments.tenantId, tenant.id), like(payments.shopOrderNo, `${prefix}%`)));
  if (count > 0) return restoreIfLost(db, tenant, storage);

  const buyers = await seedBuyers(db, tenant);
  const catalogue = await db
    .select(catalogueColumns)
    .from(products)
    .where(and(eq(products.tenantId, tenant.id), isNull(products.deletedAt), eq(products.isAvailable, true), eq(products.ownerLive, true)))
    .orderBy(asc(products.id));
  const target = catalogue.find((p) => p.title === targetTitle);
  if (!target || buyers.length < 3 || buyers[0].email !== 'customer@example.com') return;

  const plan = planSales(tenant, buyers, catalogue, target, now);
  const reviewPlan = planReviews(tenant, plan, buyers, target, now);

  // Photos first: no row ever points at an object that is not stored.
  const photos = new Map<number, { key: string; size: number }[]>();
  for (const r of reviewPlan) {
    if (r.photos.length === 0) continue;
    const stored: { key: string; size: number }[] = [];
    for (const [kind, n] of r.photos) {
      const image = drawSeedImage(kind, tenant.name.length * 7000 + n, { width: 360, height: 360 });
      const key = reviewPhotoKey(tenant.id, n);
      await storage.put(key, image.bytes, { contentType: image.contentType });
      stored.push({ key, size: image.bytes.byteLength });
    }
    photos.set(r.index, stored);
  }

  await db.transaction(async (tx) => {
    const paid = await tx
      .insert(payments)
      .values(plan.map((s) => s.payment))
      .returning({ id: payments.id, shopOrderNo: payments.shopOrderNo });
    const idOf = new Map(paid.map((p) => [p.shopOrderNo, p.id]));
    // The demo's gateway is the simulator: it learns the seed's approvals, so a merchant can refund them.
    const approvals = plan.flatMap((s) => (s.payment.pgCno ? [{ pgCno: s.payment.pgCno, amount: s.payment.amount, cancelled: s.payment.refundedAmount ?? 0 }] : []));
    if (approvals.length) await tx.insert(rateLimits).values(knownApprovalRows(approvals, now)).onConflictDoNothing();
    const orderRows = plan.filter((s) => s.order).map((s) => ({ ...s.order!, paymentId: idOf.get(s.payment.shopOrderNo)!, orderNumber: s.payment.shopOrderNo }));
    if (orderRows.length) {
      const made = await tx
        .insert(orders)
        .values(orderRows)
        .returning({ id: orders.id, tenantId: orders.tenantId, status: orders.status, createdAt: orders.createdAt, updatedAt: orders.updatedAt, deliveredAt: orders.deliveredAt });
      // Their timelines, as migration 0015 backfills orders: received, then the status they are in.
      const steps = made.flatMap((o) => [
        { tenantId: o.tenantId, orderId: o.id, status: 'PENDING' as const, at: o.createdAt },
        ...(o.status === 'PENDING' ? [] : [{ tenantId: o.tenantId, orderId: o.id, status: o.status, at: o.status === 'DELIVERED' ? (o.deliveredAt ?? o.updatedAt) : o.updatedAt }]),
      ]);
      await tx.insert(orderStatusHistory).values(steps);
    }

    if (reviewPlan.length === 0) return;
    const written = await tx
      .insert(reviews)
      .values(reviewPlan.map((r) => r.row))
      .returning({ id: reviews.id });
    const media = reviewPlan.flatMap((r, i) =>
      (photos.get(r.index) ?? []).map((p, n) => ({
        tenantId: tenant.id,
        reviewId: written[i].id,
        storageKey: p.key,
        fileName: p.key.split('/').pop()!,
        mimeType: 'image/jpeg',
        sizeBytes: p.size,
        sortOrder: n,
        createdAt: r.row.createdAt,
      })),
    );
    if (media.length) await tx.insert(reviewMedia).values(media);
    const marks = reviewPlan.flatMap((r, i) =>
      r.helpfulBy.map((userId, k) => ({
        tenantId: tenant.id,
        reviewId: written[i].id,
        userTenantId: tenant.id,
        userId,
        createdAt: new Date(Math.min(now.getTime(), r.row.createdAt.getTime() + (k + 1) * 5 * HOUR)),
      })),
    );
    if (marks.length) await tx.insert(reviewHelpful).values(marks);
  });
}

interface Buyer {
  id: number;
  email: string;
  username: string;
  phone: string;
  address: string;
}

const catalogueColumns = {
  id: products.id,
  title: products.title,
  price: products.price,
  merchantId: products.merchantId,
  deliveryAvailable: products.deliveryAvailable,
  createdAt: products.createdAt,
};

interface CatalogueProduct {
  id: number;
  title: string;
  price: number;
  merchantId: number;
  deliveryAvailable: boolean;
  createdAt: Date;
}

interface PlannedSale {
  payment: typeof payments.$inferInsert & { shopOrderNo: string };
  order: Omit<typeof orders.$inferInsert, 'paymentId'> | null;
  buyer: Buyer;
  product: CatalogueProduct;
  status: OrderStatus | null;
  createdAt: Date;
}

interface PlannedReview {
  index: number;
  row: typeof reviews.$inferInsert & { createdAt: Date };
  photos: [ImageKind, number][];
  helpfulBy: number[];
}

/** The demo customer and the neighbours of the community seed (made there), in that order. */
async function seedBuyers(db: Db, tenant: Tenant): Promise<Buyer[]> {
  const emails = ['customer@example.com', ...SEED_NEIGHBOURS.map((n) => n.email)];
  const rows = await db
    .select({ id: users.id, email: users.email, username: users.username, phone: users.phone, address: users.address })
    .from(users)
    .where(and(eq(users.tenantId, tenant.id), inArray(users.email, emails), isNull(users.deletedAt)));
  return emails
    .map((e) => rows.find((r) => r.email === e))
    .filter((r): r is NonNullable<typeof r> => r !== undefined)
    .map((r) => ({ id: r.id, email: r.email, username: r.username, phone: r.phone || '01012345678', address: r.address || '서울특별시 마포구 월드컵북로 400' }));
}

/** FNV-1a of a text. */
function titleHash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** mulberry32 seeded by the tenant's name: the same rows for the same tenant on any database. */
function randomFor(name: string) {
  let a = titleHash(name);
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** How long ago an order in this status was made: open ones are recent, finished ones older. */
const AGE_DAYS: Record<OrderStatus, [number, number]> = {
  PENDING: [0, 1],
  CONFIRMED: [0, 2],
  PREPARING: [0, 3],
  READY: [1, 4],
  DELIVERING: [1, 4],
  DELIVERED: [3, 29],
  CANCELLED: [2, 29],
  REFUNDED: [5, 29],
};

/** Most orders end delivered; the rest spread over the other statuses. */
const STATUS_WEIGHTS: [OrderStatus, number][] = [
  ['DELIVERED', 55],
  ['PENDING', 6],
  ['CONFIRMED', 7],
  ['PREPARING', 7],
  ['READY', 5],
  ['DELIVERING', 8],
  ['CANCELLED', 7],
  ['REFUNDED', 5],
];

function planSales(tenant: Tenant, buyers: Buyer[], catalogue: CatalogueProduct[], target: CatalogueProduct, now: Date): PlannedSale[] {
  const rand = randomFor(tenant.name);
  const policy = shippingPolicy((tenant.settings as TenantSettings | null)?.legal_info);
  const prefix = seedOrderPrefix(tenant);
  const pick = <T>(list: T[]) => list[Math.floor(rand() * list.length)];
  // Popular products sell more: a skewed pick over a fixed shuffle of the catalogue.
  // (by a hash of the title, not the id, so the same products sell on any database).
  const shuffled = [...catalogue].sort((a, b) => titleHash(a.title) - titleHash(b.title) || a.title.localeCompare(b.title));
  const popularProduct = () => shuffled[Math.floor(rand() ** 1.8 * shuffled.length)];
  const weightedStatus = () => {
    let r = rand() * 100;
    for (const [s, w] of STATUS_WEIGHTS) if ((r -= w) < 0) return s;
    return 'DELIVERED';
  };
  const ageFor = (status: OrderStatus) => {
    const [lo, hi] = AGE_DAYS[status];
    return (lo + rand() * (hi - lo)) * DAY + rand() * 10 * HOUR;
  };

  const sales: PlannedSale[] = [];
  let seq = 0;
  const add = (buyer: Buyer, product: CatalogueProduct, type: OrderType, status: OrderStatus | null, ageMs: number, paymentStatus: 'paid' | 'pending' | 'failed' | 'cancelled' | 'expired' = 'paid') => {
    seq += 1;
    const orderType: OrderType = type === 'delivery' && !product.deliveryAvailable ? 'pickup' : type;
    const qty = rand() < 0.6 ? 1 : rand() < 0.7 ? 2 : 3;
    const subtotal = product.price * qty;
    const shippingFee = shippingFeeFor(subtotal, orderType, policy);
    // Never before the product was listed.
    const listedAgo = now.getTime() - product.createdAt.getTime() - HOUR;
    const createdAt = new Date(now.getTime() - Math.max(Math.min(ageMs, listedAgo), 10 * 60 * 1000));
    const paidAt = new Date(createdAt.getTime() + 2 * 60 * 1000);
    const shopOrderNo = `${prefix}${String(seq).padStart(4, '0')}`;
    const paidNow = paymentStatus === 'paid';
    const declined = paymentStatus === 'failed' ? { resCd: 'C052', resMsg: '카드 한도 초과' } : paymentStatus === 'cancelled' ? { resCd: 'W002', resMsg: '사용자가 결제를 취소했습니다.' } : null;
    const address = orderType === 'delivery' ? buyer.address : '';
    // A cancelled or refunded order gave its money back (as the status change does through the gateway).
    const reversed = paidNow && (status === 'CANCELLED' || status === 'REFUNDED');
    const payment = {
      tenantId: tenant.id,
      buyerTenantId: tenant.id,
      buyerId: buyer.id,
      productId: product.id,
      merchantId: product.merchantId,
      shopOrderNo,
      goodsName: product.title,
      productTitle: product.title,
      unitPrice: product.price,
      qty,
      shippingFee,
      amount: subtotal + shippingFee,
      orderType,
      deviceType: rand() < 0.75 ? ('mobile' as const) : ('pc' as const),
      buyerName: buyer.username,
      buyerEmail: buyer.email,
      buyerTel: buyer.phone,
      buyerAddr: address,
      buyerPostcode: address ? '04001' : '',
      status: reversed ? ('refunded' as const) : paymentStatus,
      refundedAmount: reversed ? subtotal + shippingFee : 0,
      refundedAt: reversed ? new Date(Math.min(now.getTime(), paidAt.getTime() + DAY)) : null,
      // The gateway's transaction number (the approval number shown to the buyer) once approved.
      pgCno: paidNow ? `SEED${tenant.name.toUpperCase()}${String(seq).padStart(8, '0')}` : null,
      authorizationId: paidNow ? `seed-auth-${tenant.name}-${seq}` : null,
      payMethod: paidNow ? '11' : null,
      resCd: paidNow ? '0000' : (declined?.resCd ?? null),
      resMsg: paidNow ? '정상처리' : (declined?.resMsg ?? null),
      transactionDate: paidNow ? paidAt : null,
      paidAt: paidNow ? paidAt : null,
      cancelledAt: paymentStatus === 'cancelled' ? paidAt : null,
      createdAt,
      updatedAt: paidNow ? paidAt : createdAt,
    };
    const order =
      paidNow && status
        ? {
            tenantId: tenant.id,
            buyerTenantId: tenant.id,
            buyerId: buyer.id,
            productId: product.id,
            merchantId: product.merchantId,
            productTitle: product.title,
            quantity: qty,
            unitPrice: product.price,
            totalPrice: subtotal + shippingFee,
            orderType,
            status,
            memo: SEED_ORDER_MEMOS[status] ?? null,
            recipientName: buyer.username,
            deliveryAddress: address,
            deliveryPhone: buyer.phone,
            deliveryMemo: orderType === 'delivery' ? SEED_DELIVERY_MEMOS[seq % SEED_DELIVERY_MEMOS.length] : null,
            deliveredAt: status === 'DELIVERED' ? new Date(Math.min(now.getTime(), createdAt.getTime() + (1 + rand()) * DAY)) : null,
            confirmedAt: status === 'DELIVERED' && rand() < 0.5 ? new Date(Math.min(now.getTime(), createdAt.getTime() + 2 * DAY)) : null,
            createdAt,
            updatedAt: createdAt,
          }
        : null;
    sales.push({ payment, order, buyer, product, status: order ? status : null, createdAt });
  };

  const [customer, first, second] = buyers;
  // The write-a-review path: the demo customer's delivered order of the target, and two other buyers' ones.
  add(customer, target, 'delivery', 'DELIVERED', 6 * DAY);
  add(first, target, 'delivery', 'DELIVERED', 21 * DAY);
  add(second, target, 'pickup', 'DELIVERED', 14 * DAY);
  // Every order status for delivery and for pickup.
  for (const status of ORDER_STATUSES) {
    for (const type of ['delivery', 'pickup'] as const) {
      const product = popularProduct();
      add(pick(buyers), type === 'delivery' && !product.deliveryAvailable ? target : product, type, status, ageFor(status));
    }
  }
  // The rest of the month.
  for (let i = 0; i < 60; i++) {
    const status = weightedStatus();
    add(pick(buyers), popularProduct(), rand() < 0.6 ? 'delivery' : 'pickup', status, ageFor(status));
  }
  // Payments that never became orders: abandoned, declined, cancelled at the pay page.
  for (const [status, n] of [['pending', 3], ['failed', 4], ['cancelled', 3]] as const) {
    // A pending one is minutes old (older ones expire at the scheduled clean-up).
    for (let i = 0; i < n; i++) add(pick(buyers), popularProduct(), rand() < 0.6 ? 'delivery' : 'pickup', null, status === 'pending' ? (10 + rand() * 15) * 60 * 1000 : rand() * 29 * DAY, status);
  }
  // The demo customer's abandoned payment: 기한 만료, with 다시 결제 on their payment list.
  add(customer, target, 'delivery', null, 3 * DAY, 'expired');
  return sales;
}

/** Ratings in turn: mostly 4 and 5, every rating present. */
const RATINGS = [5, 4, 5, 3, 5, 4, 2, 5, 5, 4, 1, 3, 5, 4];

function planReviews(tenant: Tenant, sales: PlannedSale[], buyers: Buyer[], target: CatalogueProduct, now: Date): PlannedReview[] {
  const rand = randomFor(`${tenant.name}:reviews`);
  const kinds = SEED_REVIEW_PHOTO_KINDS[tenant.name] ?? ['box'];
  const productKind = new Map<string, ImageKind>(
    [...SEED_CATALOGUES[tenant.name].shopping, ...SEED_CATALOGUES[tenant.name].delivery].map((row) => [row[1], row[7]]),
  );
  const customer = buyers[0];
  const planned: PlannedReview[] = [];
  const seen = new Set<string>();
  let photoNo = 0;
  // A review only for a paid purchase; the earliest delivered (else any paid) order of each buyer and product.
  const eligible = sales
    .filter((s) => s.payment.status === 'paid' && s.order && s.status !== 'CANCELLED' && s.status !== 'REFUNDED')
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  for (const s of eligible) {
    const pair = `${s.buyer.id}:${s.product.id}`;
    if (seen.has(pair)) continue;
    seen.add(pair);
    // The demo customer's target order stays unreviewed (the write-a-review test uses it).
    if (s.buyer.id === customer.id && s.product.id === target.id) continue;
    const onTarget = s.product.id === target.id;
    // Delivered orders are mostly reviewed; open ones now and then.
    if (!onTarget && rand() > (s.status === 'DELIVERED' ? 0.75 : 0.2)) continue;
    const rating = onTarget ? (planned.some((p) => p.row.productId === target.id) ? 4 : 5) : RATINGS[planned.length % RATINGS.length];
    const texts = SEED_REVIEW_TEXTS[rating - 1];
    const [title, content] = texts[Math.floor(rand() * texts.length)];
    const after = s.status === 'DELIVERED' ? (1.2 + rand()) * DAY : (2 + rand() * 10) * HOUR;
    // After its order, and not in the future (an order of a just-listed product is minutes old).
    const createdAt = new Date(Math.max(s.createdAt.getTime() + 60 * 1000, Math.min(now.getTime() - 60 * 1000, s.createdAt.getTime() + after)));
    const photoCount = onTarget && !planned.some((p) => p.row.productId === target.id) ? 1 : rand() < 0.25 ? 1 + Math.floor(rand() * 2) : 0;
    const kind = productKind.get(s.product.title) ?? kinds[0];
    const photos: [ImageKind, number][] = Array.from({ length: photoCount }, (_, i) => [i === 0 ? kind : kinds[Math.floor(rand() * kinds.length)], ++photoNo]);
    // Helpful marks of other customers; never the demo customer's on the target (the e2e test marks it).
    const helpfulBy = buyers
      .filter((b) => b.id !== s.buyer.id && !(onTarget && b.id === customer.id))
      .filter(() => rand() < 0.4)
      .map((b) => b.id);
    planned.push({
      index: planned.length,
      row: { tenantId: tenant.id, productId: s.product.id, authorTenantId: tenant.id, authorId: s.buyer.id, rating, title, content, createdAt, updatedAt: createdAt },
      photos,
      helpfulBy,
    });
  }
  return planned;
}

/** The database has the seed reviews but the storage lost their photos: draw them again. */
async function restoreIfLost(db: Db, tenant: Tenant, storage: ObjectStorage) {
  const rows = await db
    .select({ key: reviewMedia.storageKey })
    .from(reviewMedia)
    .where(and(eq(reviewMedia.tenantId, tenant.id), like(reviewMedia.storageKey, `public/t${tenant.id}/reviews/seed-%`)));
  if (rows.length === 0 || (await storage.get(rows[0].key))) return;
  // Photo n of the plan was drawn from (kind, n); the plan is the same for the same tenant, so redraw it.
  const buyers = await seedBuyers(db, tenant);
  const catalogue = await db
    .select(catalogueColumns)
    .from(products)
    .where(and(eq(products.tenantId, tenant.id), isNull(products.deletedAt), eq(products.isAvailable, true), eq(products.ownerLive, true)))
    .orderBy(asc(products.id));
  const target = catalogue.find((p) => p.title === SEED_REVIEW_TARGET[tenant.name]);
  const kept = new Set(rows.map((r) => r.key));
  if (target) {
    const plan = planReviews(tenant, planSales(tenant, buyers, catalogue, target, new Date()), buyers, target, new Date());
    for (const r of plan) {
      for (const [kind, n] of r.photos) {
        const key = reviewPhotoKey(tenant.id, n, seedPictureExtension(rows[0].key));
        if (!kept.delete(key)) continue;
        const image = drawSeedImage(kind, tenant.name.length * 7000 + n, { width: 360, height: 360 });
        await storage.put(key, image.bytes, { contentType: image.contentType });
      }
    }
  }
  // Whatever the plan no longer names (a catalogue changed since) gets a plain picture.
  for (const key of kept) {
    const n = Number(key.match(/seed-(\d+)\.(?:png|jpg)$/)?.[1] ?? 0);
    const image = drawSeedImage('box', tenant.name.length * 7000 + n, { width: 360, height: 360 });
    await storage.put(key, image.bytes, { contentType: image.contentType });
  }
}
