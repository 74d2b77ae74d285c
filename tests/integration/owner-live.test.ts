import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { merchantProfiles, products, users, type Tenant } from '../../db/schema';
import { createTestApp, type TestApp } from '../fixtures/app';

/**
 * products.owner_live (migration 0005) is what the lists read for "the merchant's account is live":
 * triggers keep it equal to the owner's users row, whoever writes. Each case writes straight to the
 * database (the tests' own handle), as a faulty service or a manual fix would.
 */
let t: TestApp;
let tenant: Tenant;

async function shopWithProducts(count: number) {
  const { user } = await t.createUser(tenant, 'merchant');
  const [profile] = await t.db.select().from(merchantProfiles).where(eq(merchantProfiles.userId, user.id));
  const rows = Array.from({ length: count }, (_, i) => ({
    tenantId: tenant.id,
    merchantId: profile.id,
    ownerId: user.id,
    title: `상품 ${i}`,
    price: 1000,
    isDelivery: false,
    category: 'fruit',
  }));
  const made = rows.length ? await t.db.insert(products).values(rows).returning({ id: products.id }) : [];
  return { userId: user.id, merchantId: profile.id, productIds: made.map((p) => p.id) };
}

const ownerLiveOf = async (ownerId: number) =>
  (await t.db.select({ live: products.ownerLive }).from(products).where(eq(products.ownerId, ownerId))).map((r) => r.live);

const setDeleted = (userId: number, at: Date | null) => t.db.update(users).set({ deletedAt: at }).where(eq(users.id, userId));

beforeAll(async () => {
  t = await createTestApp();
  tenant = await t.createTenant();
});
afterAll(() => t.close());

describe('products.owner_live', () => {
  it('is true for the products of a live account, and turns false for all of them when the account is deleted', async () => {
    const shop = await shopWithProducts(3);
    const other = await shopWithProducts(2);
    expect(await ownerLiveOf(shop.userId)).toEqual([true, true, true]);

    await setDeleted(shop.userId, new Date());
    expect(await ownerLiveOf(shop.userId)).toEqual([false, false, false]);
    expect(await ownerLiveOf(other.userId)).toEqual([true, true]);

    // Restored by hand (support): the products come back with it.
    await setDeleted(shop.userId, null);
    expect(await ownerLiveOf(shop.userId)).toEqual([true, true, true]);
  });

  it('a product written for a deleted account is not live, whatever the writer says', async () => {
    const shop = await shopWithProducts(1);
    await setDeleted(shop.userId, new Date());
    const [made] = await t.db
      .insert(products)
      .values({ tenantId: tenant.id, merchantId: shop.merchantId, ownerId: shop.userId, title: '늦은 상품', price: 500, isDelivery: false, ownerLive: true })
      .returning({ id: products.id, live: products.ownerLive });
    expect(made.live).toBe(false);

    await t.db.update(products).set({ ownerLive: true }).where(eq(products.id, made.id));
    const [after] = await t.db.select({ live: products.ownerLive }).from(products).where(eq(products.id, made.id));
    expect(after.live).toBe(false);
  });

  it('follows the owner when a product is given to another account', async () => {
    const gone = await shopWithProducts(1);
    const live = await shopWithProducts(0);
    await setDeleted(gone.userId, new Date());
    const [id] = gone.productIds;
    await t.db.update(products).set({ ownerId: live.userId, merchantId: live.merchantId }).where(eq(products.id, id));
    const [row] = await t.db.select({ live: products.ownerLive }).from(products).where(eq(products.id, id));
    expect(row.live).toBe(true);
  });

  it('another field written (a view, a price) leaves it as it is', async () => {
    const shop = await shopWithProducts(1);
    await t.db.update(products).set({ viewsCount: 5, price: 2000 }).where(eq(products.id, shop.productIds[0]));
    expect(await ownerLiveOf(shop.userId)).toEqual([true]);
  });
});

const accountLiveOf = async (userId: number) =>
  (await t.db.select({ live: merchantProfiles.accountLive }).from(merchantProfiles).where(eq(merchantProfiles.userId, userId))).map((r) => r.live);

/** merchant_profiles.account_live (migration 0007): the visible-merchant rule's column, kept the same way. */
describe('merchant_profiles.account_live', () => {
  it('turns false when the shop account is deleted and true again when it is restored', async () => {
    const shop = await shopWithProducts(0);
    const other = await shopWithProducts(0);
    expect(await accountLiveOf(shop.userId)).toEqual([true]);

    await setDeleted(shop.userId, new Date());
    expect(await accountLiveOf(shop.userId)).toEqual([false]);
    expect(await accountLiveOf(other.userId)).toEqual([true]);

    await setDeleted(shop.userId, null);
    expect(await accountLiveOf(shop.userId)).toEqual([true]);
  });

  it('a shop row cannot be written live for a deleted account', async () => {
    const shop = await shopWithProducts(0);
    await setDeleted(shop.userId, new Date());
    await t.db.update(merchantProfiles).set({ accountLive: true }).where(eq(merchantProfiles.id, shop.merchantId));
    expect(await accountLiveOf(shop.userId)).toEqual([false]);

    const { user } = await t.createUser(tenant, 'customer');
    await setDeleted(user.id, new Date());
    const [made] = await t.db
      .insert(merchantProfiles)
      .values({ tenantId: tenant.id, userId: user.id, businessName: '늦은 가게', businessNumber: '123-45-67890', address: '서울', phone: '01000000000', accountLive: true })
      .returning({ live: merchantProfiles.accountLive });
    expect(made.live).toBe(false);
  });
});
