import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { merchantProfiles, products, users, type Tenant } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../fixtures/app';

/**
 * merchant_delivery_categories (migration 0008) is what the food tab's pickup shops of a category
 * read. After every kind of product write, straight to the database as a faulty service or a manual
 * fix would, it must equal a count of the live delivery products themselves.
 */
let t: TestApp;
let tenant: Tenant;

beforeAll(async () => {
  t = await createTestApp();
  tenant = await t.createTenant();
});
afterAll(() => t.close());

async function shop() {
  const { user } = await t.createUser(tenant, 'merchant');
  const [profile] = await t.db.select().from(merchantProfiles).where(eq(merchantProfiles.userId, user.id));
  return { userId: user.id, merchantId: profile.id };
}

type Row = { merchant_id: number; delivery_category: string; n: number };
const rowsOf = async (query: ReturnType<typeof sql>) => ((await t.db.execute(query)) as unknown as { rows: Row[] }).rows;

/** The kept counts and a recount from products, both sorted, for this test's tenant. */
async function keptAndCounted() {
  const kept = await rowsOf(sql`select merchant_id, delivery_category, product_count as n from merchant_delivery_categories
    where tenant_id = ${tenant.id} and product_count > 0 order by 1, 2`);
  const counted = await rowsOf(sql`select merchant_id, delivery_category, count(*)::int as n from products
    where tenant_id = ${tenant.id} and deleted_at is null and is_available and owner_live and is_delivery and delivery_category is not null
    group by 1, 2 order by 1, 2`);
  return { kept, counted };
}

describe('merchant_delivery_categories', () => {
  it('equals a recount of live delivery products after inserts, changes, deletions and an account deletion', async () => {
    const a = await shop();
    const b = await shop();
    const product = (m: { userId: number; merchantId: number }, deliveryCategory: string | null, isDelivery = true) => ({
      tenantId: tenant.id,
      merchantId: m.merchantId,
      ownerId: m.userId,
      title: '반찬',
      price: 1000,
      isDelivery,
      deliveryCategory,
    });
    // One statement with many rows (the statement trigger), then single rows.
    const made = await t.db
      .insert(products)
      .values([product(a, 'banchan'), product(a, 'banchan'), product(a, 'soup'), product(b, 'banchan'), product(b, null), product(b, 'soup', false)])
      .returning({ id: products.id });
    const [one] = await t.db.insert(products).values(product(b, 'banchan')).returning({ id: products.id });
    let now = await keptAndCounted();
    expect(now.kept).toEqual(now.counted);
    expect(now.kept).toContainEqual({ merchant_id: b.merchantId, delivery_category: 'banchan', n: 2 });

    const ids = made.map((p) => p.id);
    const steps: [string, () => Promise<unknown>][] = [
      ['category changed', () => t.db.update(products).set({ deliveryCategory: 'soup' }).where(eq(products.id, ids[0]))],
      ['paused', () => t.db.update(products).set({ isAvailable: false }).where(eq(products.id, ids[1]))],
      ['back on sale', () => t.db.update(products).set({ isAvailable: true }).where(eq(products.id, ids[1]))],
      ['moved to the shopping tab', () => t.db.update(products).set({ isDelivery: false }).where(eq(products.id, ids[3]))],
      ['moved to the delivery tab', () => t.db.update(products).set({ isDelivery: true }).where(eq(products.id, ids[5]))],
      ['given a category', () => t.db.update(products).set({ deliveryCategory: 'banchan' }).where(eq(products.id, ids[4]))],
      ['soft-deleted', () => t.db.update(products).set({ deletedAt: new Date() }).where(eq(products.id, one.id))],
      ['restored', () => t.db.update(products).set({ deletedAt: null }).where(eq(products.id, one.id))],
      ['a view counted (no change)', () => t.db.update(products).set({ viewsCount: sql`${products.viewsCount} + 1` }).where(eq(products.id, ids[2]))],
      ['account deleted', () => t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, a.userId))],
      ['account restored', () => t.db.update(users).set({ deletedAt: null }).where(eq(users.id, a.userId))],
      ['hard-deleted', () => t.db.delete(products).where(eq(products.merchantId, b.merchantId))],
    ];
    for (const [step, write] of steps) {
      await write();
      now = await keptAndCounted();
      expect(now.kept, step).toEqual(now.counted);
    }
    expect(now.kept.every((r) => r.merchant_id === a.merchantId)).toBe(true);
  });

  it('stays true under 40 concurrent inserts and pauses of one shop and category', async () => {
    const m = await shop();
    const base = { tenantId: tenant.id, merchantId: m.merchantId, ownerId: m.userId, title: '국', price: 1000, isDelivery: true, deliveryCategory: 'soup' };
    const made = await t.db.insert(products).values(Array.from({ length: 20 }, () => base)).returning({ id: products.id });
    await Promise.all([
      ...Array.from({ length: 20 }, () => t.db.insert(products).values(base)),
      ...made.map((p) => t.db.update(products).set({ isAvailable: false }).where(eq(products.id, p.id))),
    ]);
    const now = await keptAndCounted();
    expect(now.kept).toEqual(now.counted);
    expect(now.kept).toContainEqual({ merchant_id: m.merchantId, delivery_category: 'soup', n: 20 });
  });
});
