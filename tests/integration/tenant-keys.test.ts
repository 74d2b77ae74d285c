import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { merchantProfiles, passwordResets, productMedia, products, sessions, userConsents, users, type Tenant } from '../../db/schema';
import { createTestApp, type TestApp } from '../fixtures/app';

/**
 * The composite (tenant_id, id) keys: a reference row can only name a parent of its own tenant.
 * Each case writes straight to the database (the tests' own handle), as a faulty service would.
 */
let t: TestApp;
let home: Tenant;
let other: Tenant;
let mine: { userId: number; merchantId: number; productId: number };
let theirs: { userId: number; merchantId: number; productId: number };

async function shop(tenant: Tenant) {
  const { user } = await t.createUser(tenant, 'merchant');
  const [profile] = await t.db.select().from(merchantProfiles).where(eq(merchantProfiles.userId, user.id));
  const [product] = await t.db
    .insert(products)
    .values({ tenantId: tenant.id, merchantId: profile.id, ownerId: user.id, title: '사과', price: 1000, isDelivery: false, category: '과일' })
    .returning();
  return { userId: user.id, merchantId: profile.id, productId: product.id };
}

/** The PostgreSQL error code under drizzle's wrapper. */
async function errorCode(write: Promise<unknown>): Promise<{ code?: string; constraint?: string }> {
  try {
    await write;
  } catch (err) {
    let e: unknown = err;
    for (let depth = 0; e && depth < 4; depth++) {
      const o = e as { code?: string; constraint?: string; cause?: unknown };
      if (typeof o.code === 'string') return { code: o.code, constraint: o.constraint };
      e = o.cause;
    }
    throw err;
  }
  return {};
}

const FOREIGN_KEY_VIOLATION = '23503';
const future = () => new Date(Date.now() + 60_000);

beforeAll(async () => {
  t = await createTestApp();
  home = await t.createTenant();
  other = await t.createTenant();
  mine = await shop(home);
  theirs = await shop(other);
});
afterAll(() => t.close());

describe('composite tenant keys', () => {
  it('refuse a product whose shop is of another tenant', async () => {
    const write = t.db.insert(products).values({ tenantId: home.id, merchantId: theirs.merchantId, ownerId: mine.userId, title: 'x', price: 1, isDelivery: false });
    expect(await errorCode(write)).toEqual({ code: FOREIGN_KEY_VIOLATION, constraint: 'products_merchant_fk' });
  });

  it('refuse a product whose owner is of another tenant', async () => {
    const write = t.db.insert(products).values({ tenantId: home.id, merchantId: mine.merchantId, ownerId: theirs.userId, title: 'x', price: 1, isDelivery: false });
    expect(await errorCode(write)).toEqual({ code: FOREIGN_KEY_VIOLATION, constraint: 'products_owner_fk' });
  });

  it('refuse moving a product to a shop of another tenant', async () => {
    const write = t.db.update(products).set({ merchantId: theirs.merchantId }).where(eq(products.id, mine.productId));
    expect(await errorCode(write)).toEqual({ code: FOREIGN_KEY_VIOLATION, constraint: 'products_merchant_fk' });
  });

  it('refuse a medium of another tenant’s product', async () => {
    const write = t.db.insert(productMedia).values({
      tenantId: home.id,
      productId: theirs.productId,
      storageKey: `keys-test-${home.id}-${Date.now()}`,
      fileName: 'a.jpg',
      mimeType: 'image/jpeg',
      sizeBytes: 10,
    });
    expect(await errorCode(write)).toEqual({ code: FOREIGN_KEY_VIOLATION, constraint: 'product_media_product_fk' });
  });

  it('refuse a session, a password reset, a consent and a shop for a user of another tenant', async () => {
    const session = t.db.insert(sessions).values({ tokenHash: `keys-${home.id}-s`, tenantId: home.id, userId: theirs.userId, expiresAt: future() });
    expect(await errorCode(session)).toEqual({ code: FOREIGN_KEY_VIOLATION, constraint: 'sessions_user_fk' });
    const reset = t.db.insert(passwordResets).values({ tokenHash: `keys-${home.id}-r`, tenantId: home.id, userId: theirs.userId, expiresAt: future() });
    expect(await errorCode(reset)).toEqual({ code: FOREIGN_KEY_VIOLATION, constraint: 'password_resets_user_fk' });
    const consent = t.db.insert(userConsents).values({ tenantId: home.id, userId: theirs.userId, key: 'tos', termsVersion: 'v', source: 'signup' });
    expect(await errorCode(consent)).toEqual({ code: FOREIGN_KEY_VIOLATION, constraint: 'user_consents_user_fk' });
    // A customer of the other tenant (its merchant already has a shop, which the one-shop key refuses first).
    const { user: customer } = await t.createUser(other);
    const profile = t.db
      .insert(merchantProfiles)
      .values({ tenantId: home.id, userId: customer.id, businessName: 'x', businessNumber: '1', address: 'x', phone: '1' });
    expect(await errorCode(profile)).toEqual({ code: FOREIGN_KEY_VIOLATION, constraint: 'merchant_profiles_user_fk' });
  });

  it('accept the same rows within one tenant, and delete children with their parent', async () => {
    const [medium] = await t.db
      .insert(productMedia)
      .values({ tenantId: home.id, productId: mine.productId, storageKey: `keys-test-${home.id}-ok`, fileName: 'a.jpg', mimeType: 'image/jpeg', sizeBytes: 10 })
      .returning();
    await t.db.insert(sessions).values({ tokenHash: `keys-${home.id}-ok`, tenantId: home.id, userId: mine.userId, expiresAt: future() });
    await t.db.delete(users).where(eq(users.id, mine.userId));
    expect(await t.db.select().from(products).where(eq(products.id, mine.productId))).toEqual([]);
    expect(await t.db.select().from(productMedia).where(eq(productMedia.id, medium.id))).toEqual([]);
    expect(await t.db.select().from(sessions).where(eq(sessions.tokenHash, `keys-${home.id}-ok`))).toEqual([]);
  });
});
