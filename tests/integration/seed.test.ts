import { and, asc, eq, inArray, isNull, sql, type AnyColumn } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import jpeg from 'jpeg-js';
import { createTestApp, type TestApp } from '../fixtures/app';
import { seed, DEMO_PASSWORD } from '../../db/seed';
import {
  banners,
  categories,
  events,
  merchantProfiles,
  notices,
  orders,
  ORDER_STATUSES,
  payments,
  plans,
  postMedia,
  productMedia,
  products,
  regions,
  reviewHelpful,
  reviewMedia,
  reviews,
  salesDays,
  subscriptions,
  tenants,
  users,
  wallets,
  walletTransactions,
  type Tenant,
} from '../../db/schema';
import { createMemoryStorage } from '../../worker/adapters/storage-memory';
import { computeDiscountRate } from '../../shared/catalogue-constants';
import { shippingFeeFor, shippingPolicy } from '../../shared/shipping';
import { SEED_REVIEW_TARGET } from '../../db/seed-commerce-data';
import { SEED_NEIGHBOURS } from '../../db/seed-community-data';
import type { DeliveryList } from '../../shared/schemas/orders';
import type { SubscriptionItem } from '../../shared/schemas/subscriptions';
import type { Leaderboard } from '../../shared/schemas/wallet';
import { accountsOf, tenantScope } from '../../worker/scope/tenant-scope';
import { ledgerDrift } from '../../worker/services/wallet/internal';
import { earnOrder } from '../../worker/services/wallet/earning/internal';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 300_000);
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

/** The demo customer's bearer token on `tenant`, through the login route. */
async function loginToken(tenant: Tenant): Promise<string> {
  const res = await t.request(tenant, 'POST', '/api/auth/login', { form: { username: 'customer@example.com', password: DEMO_PASSWORD } });
  return ((await res.json()) as { access_token: string }).access_token;
}

async function counts(tenantId: number) {
  type Counted = typeof products | typeof productMedia | typeof categories | typeof banners | typeof events | typeof notices | typeof regions | typeof payments | typeof orders | typeof reviews | typeof reviewMedia | typeof reviewHelpful;
  const one = async (table: Counted) => {
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
    payments: await one(payments),
    orders: await one(orders),
    reviews: await one(reviews),
    reviewMedia: await one(reviewMedia),
    helpful: await one(reviewHelpful),
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
      // A few food-tab products are pickup only; the rest can be delivered.
      const pickupOnly = rows.filter((p) => !p.deliveryAvailable);
      expect(pickupOnly.length).toBeGreaterThanOrEqual(2);
      expect(pickupOnly.every((p) => p.isDelivery)).toBe(true);
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
          expect(m.storageKey).toMatch(new RegExp(`^public/t${tenant.id}/products/seed-[a-z0-9-]+-\\d\\.jpg$`));
          const stored = await storage.get(m.storageKey);
          expect(stored, m.storageKey).not.toBeNull();
          expect(stored!.contentType).toBe('image/jpeg');
          expect(stored!.size).toBe(m.sizeBytes);
        }
      }
      // A real JPEG of the promised size, and small (a shop's first screen loads a dozen).
      const sample = await storage.get(rows[0].thumbnailKey!);
      const picture = jpeg.decode(Buffer.from(sample!.body as Uint8Array));
      expect([picture.width, picture.height]).toEqual([480, 480]);
      expect(sample!.size).toBeLessThan(20_000);

      const [banner] = await t.db.select().from(banners).where(eq(banners.tenantId, tenant.id)).limit(1);
      expect(await storage.get(banner.imageUrl!.replace(/^\/media\//, ''))).not.toBeNull();
    }

    await seed(t.appDb, { storage });
    expect(await counts(farm.id)).toEqual(before.farm);
    expect(await counts(sea.id)).toEqual(before.sea);
    expect(storage.keys()).toHaveLength(before.keys);
  });

  it('gives each demo tenant payments and orders in every status, and reviews only by buyers', async () => {
    for (const name of ['farm', 'sea']) {
      const tenant = await tenantNamed(name);
      const pays = await t.db.select().from(payments).where(eq(payments.tenantId, tenant.id));
      const ords = await t.db.select().from(orders).where(eq(orders.tenantId, tenant.id));
      const revs = await t.db.select().from(reviews).where(eq(reviews.tenantId, tenant.id));
      const policy = shippingPolicy((tenant.settings as { legal_info?: { shipping_fee?: number; free_shipping_threshold?: number } }).legal_info);

      // Payments: six statuses (the demo customer's abandoned one expired; a cancelled or refunded order's
      // refunded), unique order numbers, amounts by the tenant's shipping rule; every order reads its payment's number.
      for (const status of ['paid', 'refunded', 'pending', 'failed', 'cancelled', 'expired'] as const) expect(pays.some((p) => p.status === status), `${name} ${status}`).toBe(true);
      const [demoCustomer] = await t.db.select().from(users).where(and(eq(users.tenantId, tenant.id), eq(users.email, 'customer@example.com')));
      expect(pays.filter((p) => p.status === 'expired' && p.buyerId === demoCustomer.id)).toHaveLength(1);
      expect(new Set(pays.map((p) => p.shopOrderNo)).size).toBe(pays.length);
      const numberOf = new Map(pays.map((p) => [p.id, p.shopOrderNo]));
      for (const o of ords) expect(o.orderNumber).toBe(numberOf.get(o.paymentId));
      // The analytics' per-day sums (sales_days, kept by the payments' triggers) hold exactly the paid ones.
      const paidPays = pays.filter((p) => p.status === 'paid');
      const [sums] = await t.db
        .select({ n: sql<number>`coalesce(sum(${salesDays.paymentCount}), 0)::int`, qty: sql<number>`coalesce(sum(${salesDays.quantity}), 0)::int`, amount: sql<number>`coalesce(sum(${salesDays.amount}), 0)::int` })
        .from(salesDays)
        .where(eq(salesDays.tenantId, tenant.id));
      expect(sums).toEqual({ n: paidPays.length, qty: paidPays.reduce((s, p) => s + p.qty, 0), amount: paidPays.reduce((s, p) => s + p.amount, 0) });
      const pickupOnlyIds = new Set((await t.db.select({ id: products.id }).from(products).where(and(eq(products.tenantId, tenant.id), eq(products.deliveryAvailable, false)))).map((p) => p.id));
      for (const p of pays) {
        if (pickupOnlyIds.has(p.productId!)) expect(p.orderType).toBe('pickup');
        expect(p.amount).toBe(p.unitPrice * p.qty + shippingFeeFor(p.unitPrice * p.qty, p.orderType!, policy));
        if (p.status === 'paid' || p.status === 'refunded') expect([p.pgCno, p.paidAt, p.transactionDate, p.resCd]).toEqual([expect.any(String), expect.any(Date), expect.any(Date), '0000']);
        else expect(p.pgCno).toBeNull();
        expect(p.refundedAmount).toBe(p.status === 'refunded' ? p.amount : 0);
        expect(Date.now() - p.createdAt.getTime()).toBeLessThanOrEqual(30 * 24 * 3600 * 1000);
      }
      expect(pays.some((p) => p.shippingFee > 0) && pays.some((p) => p.orderType === 'delivery' && p.shippingFee === 0)).toBe(true);
      // Spread over the month, over several products and buyers.
      expect(new Set(pays.map((p) => p.createdAt.toISOString().slice(0, 10))).size).toBeGreaterThanOrEqual(10);
      expect(new Set(pays.map((p) => p.productId)).size).toBeGreaterThanOrEqual(10);
      expect(new Set(pays.map((p) => p.buyerId)).size).toBeGreaterThanOrEqual(4);

      // Orders: one per approved payment (none for the others), every status for delivery and for pickup;
      // a cancelled or refunded order's payment gave its money back, every other order's is paid.
      const paidIds = new Set(pays.filter((p) => p.status === 'paid' || p.status === 'refunded').map((p) => p.id));
      expect(ords).toHaveLength(paidIds.size);
      for (const o of ords) {
        expect(paidIds.has(o.paymentId)).toBe(true);
        const p = pays.find((x) => x.id === o.paymentId)!;
        expect(p.status).toBe(o.status === 'CANCELLED' || o.status === 'REFUNDED' ? 'refunded' : 'paid');
        expect([o.buyerId, o.productId, o.quantity, o.totalPrice, o.orderType]).toEqual([p.buyerId, p.productId, p.qty, p.amount, p.orderType]);
      }
      for (const status of ORDER_STATUSES) {
        for (const type of ['delivery', 'pickup']) expect(ords.some((o) => o.status === status && o.orderType === type), `${name} ${type} ${status}`).toBe(true);
      }

      // Reviews: only with a paid purchase of that product, one per buyer and product; some with photos and marks.
      expect(revs.length).toBeGreaterThanOrEqual(10);
      const paidPairs = new Set(ords.map((o) => `${o.buyerId}:${o.productId}`));
      for (const r of revs) {
        expect(paidPairs.has(`${r.authorId}:${r.productId}`), `review ${r.id}`).toBe(true);
        // Written after a paid order of it, not in the future.
        const first = Math.min(...ords.filter((o) => o.buyerId === r.authorId && o.productId === r.productId).map((o) => o.createdAt.getTime()));
        expect(r.createdAt.getTime()).toBeGreaterThan(first);
        expect(r.createdAt.getTime()).toBeLessThanOrEqual(Date.now());
      }
      expect(new Set(revs.map((r) => `${r.authorId}:${r.productId}`)).size).toBe(revs.length);
      expect(new Set(revs.map((r) => r.rating)).size).toBeGreaterThanOrEqual(4);
      const photos = await t.db.select().from(reviewMedia).where(eq(reviewMedia.tenantId, tenant.id));
      expect(photos.length).toBeGreaterThanOrEqual(2);
      for (const m of photos) {
        expect(m.storageKey).toMatch(new RegExp(`^public/t${tenant.id}/reviews/seed-\\d+\\.jpg$`));
        expect((await storage.get(m.storageKey))?.size).toBe(m.sizeBytes);
      }
      const marks = await t.db.select().from(reviewHelpful).where(eq(reviewHelpful.tenantId, tenant.id));
      expect(marks.length).toBeGreaterThan(0);
      for (const r of revs) expect(r.helpfulCount).toBe(marks.filter((m) => m.reviewId === r.id).length);
      // The products' kept totals follow the reviews.
      const [reviewed] = await t.db.select().from(products).where(eq(products.id, revs[0].productId));
      const mine = revs.filter((r) => r.productId === reviewed.id);
      expect([reviewed.reviewCount, reviewed.ratingSum]).toEqual([mine.length, mine.reduce((a, r) => a + r.rating, 0)]);

      // The demo customer: a delivered, paid delivery order of the target, not reviewed, with another buyer's review to mark.
      const [customer] = await t.db.select().from(users).where(and(eq(users.tenantId, tenant.id), eq(users.email, 'customer@example.com')));
      const [target] = await t.db.select().from(products).where(and(eq(products.tenantId, tenant.id), eq(products.title, SEED_REVIEW_TARGET[name])));
      expect(ords.some((o) => o.buyerId === customer.id && o.productId === target.id && o.status === 'DELIVERED' && o.orderType === 'delivery')).toBe(true);
      expect(revs.some((r) => r.authorId === customer.id && r.productId === target.id)).toBe(false);
      const others = revs.filter((r) => r.productId === target.id && r.authorId !== customer.id);
      expect(others.length).toBeGreaterThanOrEqual(1);
      expect(marks.some((m) => m.userId === customer.id && others.some((r) => r.id === m.reviewId))).toBe(false);
      const res = await t.request(tenant, 'GET', `/api/products/${target.id}/purchase-status`, { token: await loginToken(tenant) });
      expect(await res.json()).toEqual({ has_purchased: true, has_reviewed: false });
    }
  });

  it('the demo customers hold the points their seeded orders, reviews, posts and comments earned; keyed, so a second run changes nothing', { timeout: 120_000 }, async () => {
    // The demo sites' rows only: on PostgreSQL other suites earn points on their own sites meanwhile.
    const demo = [(await tenantNamed('farm')).id, (await tenantNamed('sea')).id];
    const wallet = async () =>
      t.db
        .select({ tenantId: wallets.tenantId, userId: wallets.userId, available: wallets.available, locked: wallets.locked })
        .from(wallets)
        .where(inArray(wallets.tenantId, demo))
        .orderBy(asc(wallets.tenantId), asc(wallets.userId));
    const entryCount = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(walletTransactions).where(inArray(walletTransactions.tenantId, demo)))[0].n;
    for (const name of ['farm', 'sea']) {
      const tenant = await tenantNamed(name);
      const own = tenantScope('own', tenant.id);
      const [customer] = await t.db.select().from(users).where(and(eq(users.tenantId, tenant.id), eq(users.email, 'customer@example.com')));
      // The wallet tab: a few thousand points, exactly the sum of the entries.
      const token = await loginToken(tenant);
      const overview = (await (await t.request(tenant, 'GET', '/api/wallet/overview', { token })).json()) as { balance: { available: number } };
      expect(overview.balance.available, name).toBeGreaterThanOrEqual(3000);
      expect(await ledgerDrift(t.db, own, customer.id)).toEqual({ available: 0, locked: 0 });
      // Every entry of the seed is an earning or a clawback, keyed by its cause.
      const entries = await t.db.select({ key: walletTransactions.idempotencyKey }).from(walletTransactions).where(eq(walletTransactions.tenantId, tenant.id));
      expect(entries.length).toBeGreaterThan(50);
      for (const e of entries) expect(e.key).toMatch(/^(earn|clawback:earn):[a-z_]+:\d+(:[a-z_]+)?$/);
      // The leaderboard: the demo customers (comments, reviews) with their scores.
      const board = (await (await t.request(tenant, 'GET', '/api/score/leaderboard?top_n=50', { token })).json()) as Leaderboard;
      const neighbours = await t.db.select({ id: users.id }).from(users).where(and(eq(users.tenantId, tenant.id), inArray(users.email, ['customer@example.com', ...SEED_NEIGHBOURS.map((n) => n.email)])));
      const ranked = new Map(board.top.map((r) => [r.user_id, r.total_score]));
      for (const n of neighbours) expect(ranked.get(n.id), `${name} ${n.id}`).toBeGreaterThan(0);
      expect(board.me.breakdown.total).toBeGreaterThan(0);
      // Replaying a seeded paid order through the app's earning again writes nothing (its earnings are keyed).
      const [paid] = await t.db.select().from(payments).where(and(eq(payments.tenantId, tenant.id), eq(payments.status, 'paid'))).limit(1);
      const before = await entryCount();
      const again = await t.db.transaction((tx) =>
        earnOrder({ db: tx, own: accountsOf(paid.buyerTenantId), shown: tenantScope('shown', tenant.id), settings: tenant.settings, userId: paid.buyerId, amount: paid.amount, now: paid.paidAt!, paymentId: paid.id }),
      );
      expect(again).toEqual([]);
      expect(await entryCount()).toBe(before);
    }
    const before = { wallets: await wallet(), entries: await entryCount() };
    await seed(t.appDb, { storage });
    expect({ wallets: await wallet(), entries: await entryCount() }).toEqual(before);
  });

  it('a merchant can refund a seeded order: the simulator knows the seed’s approvals', async () => {
    const tenant = await tenantNamed('farm');
    const login = await t.request(tenant, 'POST', '/api/auth/login', { form: { username: 'merchant@example.com', password: DEMO_PASSWORD } });
    const { access_token: token } = (await login.json()) as { access_token: string };
    const list = (await (await t.request(tenant, 'GET', '/api/delivery/merchant/orders?status=DELIVERED&limit=1', { token })).json()) as DeliveryList;
    const [order] = list.deliveries;
    expect(order).toBeDefined();
    const res = await t.request(tenant, 'PUT', '/api/delivery/status', { token, json: { order_id: order.id, status: 'REFUNDED', memo: null } });
    expect(res.status, await res.clone().text()).toBe(200);
    const [pay] = await t.db.select().from(payments).where(eq(payments.id, order.payment_id));
    expect([pay.status, pay.refundedAmount]).toEqual(['refunded', order.total_price]);
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

  it('gives each demo site plans (a weekly one among them) and merchants in every subscription state; a second run adds nothing', { timeout: 120_000 }, async () => {
    const state = async () =>
      Object.fromEntries(
        await Promise.all(
          ['farm', 'sea'].map(async (name) => {
            const tenant = await tenantNamed(name);
            const sitePlans = await t.db.select().from(plans).where(eq(plans.tenantId, tenant.id));
            const subs = await t.db.select().from(subscriptions).where(eq(subscriptions.tenantId, tenant.id));
            return [name, { plans: sitePlans.length, subscriptions: subs.map((x) => [x.userId, x.planId, x.status]).sort() }] as const;
          }),
        ),
      );
    const before = await state();
    for (const name of ['farm', 'sea']) {
      const host = `${name}.localhost`;
      const tenant = await tenantNamed(name);
      const sitePlans = await t.db.select().from(plans).where(eq(plans.tenantId, tenant.id));
      expect(sitePlans.map((p) => p.code)).toEqual(expect.arrayContaining(['basic', 'pro', 'unlimited', 'lite-weekly']));
      expect(sitePlans.find((p) => p.code === 'lite-weekly')?.interval).toBe('week');
      const cardOf = async (email: string) => {
        const login = await t.request(host, 'POST', '/api/auth/login', { form: { username: email, password: DEMO_PASSWORD } });
        const { access_token } = (await login.json()) as { access_token: string };
        const res = await t.request(host, 'GET', '/api/subscriptions/me', { token: access_token });
        expect(res.status).toBe(200);
        return (await res.json()) as SubscriptionItem;
      };
      // The demo merchant has room (its flows add products); the others show each state.
      const main = await cardOf('merchant@example.com');
      expect(main).toMatchObject({ status: 'active', prd_limit: -1 });
      const atLimit = await cardOf('merchant5@example.com');
      expect(atLimit.status).toBe('active');
      expect(atLimit.product_count).toBeGreaterThanOrEqual(atLimit.prd_limit);
      expect((await cardOf('merchant4@example.com')).status).toBe('past_due');
      const trial = await cardOf('merchant6@example.com');
      expect(trial.status).toBe('trialing');
      expect(trial.trial_ends_at).not.toBeNull();
      for (const email of ['merchant2@example.com', 'merchant3@example.com']) {
        const card = await cardOf(email);
        expect(card.status).toBe('active');
        expect(card.product_count).toBeLessThan(card.prd_limit);
      }
    }
    await seed(t.appDb, { storage });
    expect(await state()).toEqual(before);
  });

  it('redraws the pictures when the storage lost them', { timeout: 120_000 }, async () => {
    const fresh = createMemoryStorage();
    await seed(t.appDb, { storage: fresh });
    const farm = await tenantNamed('farm');
    const keys = await t.db.select({ key: productMedia.storageKey }).from(productMedia).where(and(eq(productMedia.tenantId, farm.id), sql`${productMedia.storageKey} like 'public/%/products/seed-%'`));
    for (const { key } of keys) expect(await fresh.get(key), key).not.toBeNull();
    const photos = await t.db.select({ key: reviewMedia.storageKey }).from(reviewMedia).where(eq(reviewMedia.tenantId, farm.id));
    expect(photos.length).toBeGreaterThan(0);
    for (const { key } of photos) expect(await fresh.get(key), key).not.toBeNull();
  });

  // Last in this file, on purpose: it renames farm's picture rows in this suite's database (each suite
  // has a database of its own, and no test after this one reads them). A seed of a fresh database for
  // it alone took 30-50 s.
  it('redraws a database seeded when the pictures were PNG under the names its rows hold', { timeout: 120_000 }, async () => {
    const db = t.appDb;
    const [farm] = await db.select().from(tenants).where(eq(tenants.name, 'farm'));
    const asPng = (column: AnyColumn) => sql`replace(${column}, '.jpg', '.png')`;
    await db.update(productMedia).set({ storageKey: asPng(productMedia.storageKey) }).where(eq(productMedia.tenantId, farm.id));
    await db.update(products).set({ thumbnailKey: asPng(products.thumbnailKey) }).where(eq(products.tenantId, farm.id));
    await db.update(reviewMedia).set({ storageKey: asPng(reviewMedia.storageKey) }).where(eq(reviewMedia.tenantId, farm.id));
    await db.update(postMedia).set({ storageKey: asPng(postMedia.storageKey), thumbnailKey: asPng(postMedia.thumbnailKey) }).where(eq(postMedia.tenantId, farm.id));
    await db.update(banners).set({ imageUrl: asPng(banners.imageUrl) }).where(eq(banners.tenantId, farm.id));
    await db.update(events).set({ imageUrl: asPng(events.imageUrl) }).where(eq(events.tenantId, farm.id));
    const lost = createMemoryStorage();
    await seed(db, { storage: lost });
    const keys = [
      ...(await db.select({ key: productMedia.storageKey }).from(productMedia).where(eq(productMedia.tenantId, farm.id))),
      ...(await db.select({ key: reviewMedia.storageKey }).from(reviewMedia).where(eq(reviewMedia.tenantId, farm.id))),
      ...(await db.select({ key: postMedia.storageKey }).from(postMedia).where(and(eq(postMedia.tenantId, farm.id), eq(postMedia.mediaType, 'image')))),
      ...(await db.select({ key: banners.imageUrl }).from(banners).where(eq(banners.tenantId, farm.id))),
      ...(await db.select({ key: events.imageUrl }).from(events).where(eq(events.tenantId, farm.id))),
      // The videos' posters (JPEG since, PNG then).
      ...(await db.select({ key: postMedia.thumbnailKey }).from(postMedia).where(and(eq(postMedia.tenantId, farm.id), eq(postMedia.mediaType, 'video')))),
    ].map((r) => r.key!.replace(/^\/media\//, ''));
    expect(keys.filter((k) => k.endsWith('.png')).length).toBeGreaterThan(20);
    for (const key of keys) expect(await lost.get(key), key).not.toBeNull();
  });
});
