import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems, products, type Tenant } from '../../../db/schema';
import { MSG } from '../../../shared/messages';
import { CART_MAX_ITEMS } from '../../../shared/schemas/cart';
import { createTestApp, type TestApp } from '../../fixtures/app';
import { shopProduct, withGateway } from '../../fixtures/payments';
import { addProduct, cartClient } from './helpers';

/**
 * The cart's lines (docs/cart.md): adding adds up (capped at 999), the 50-line limit under a burst,
 * the guest cart's merge, and whose cart is whose (another buyer, another tenant).
 */
let t: TestApp;
let tenant: Tenant;
let cart: ReturnType<typeof cartClient>;
let shop: { token: string; userId: number; merchantId: number };
let apple: number;

beforeAll(async () => {
  t = await createTestApp();
  tenant = await withGateway(t, await t.createTenant());
  cart = cartClient(t, tenant);
  const made = await shopProduct(t, tenant, { price: 3000, title: '사과' });
  shop = made.merchant;
  apple = made.product.id;
}, 120_000);
afterAll(async () => t?.close());

/** `n` products of the shop, made one after another (ids in order). */
async function manyProducts(n: number) {
  const made = [];
  for (let i = 0; i < n; i++) made.push(await addProduct(t, tenant, shop, { price: 1000 + i, title: `상품 ${i}` }));
  return made;
}
const rowsOf = (userId: number) => t.db.select().from(cartItems).where(eq(cartItems.buyerId, userId)).orderBy(cartItems.productId);

describe('lines', () => {
  it('adding again adds the quantity, capped at 999; set and remove; pickup-only, sold-out and unknown products refused', async () => {
    const { token, user } = await t.createUser(tenant, 'customer');
    expect((await cart.add(token, apple, 2)).status).toBe(200);
    const again = await cart.add(token, apple, 3);
    expect(again.body.shops[0].lines[0]).toMatchObject({ product_id: apple, quantity: 5, unit_price: 3000, line_total: 15000, problem: null });
    expect(again.body.item_count).toBe(1);
    await Promise.all([cart.add(token, apple, 999), cart.add(token, apple, 999)]);
    expect((await rowsOf(user.id))[0].quantity).toBe(999);
    expect((await cart.setQuantity(token, apple, 4)).body.shops[0].lines[0].quantity).toBe(4);
    expect((await cart.setQuantity(token, apple, 0)).status).toBe(422);

    const pickup = await addProduct(t, tenant, shop, { price: 5000 });
    await t.db.update(products).set({ deliveryAvailable: false }).where(eq(products.id, pickup.id));
    const refused = await cart.add(token, pickup.id);
    expect(refused.status).toBe(422);
    expect(refused.body.detail).toBe(MSG.cartPickupOnly);
    const sold = await addProduct(t, tenant, shop, { price: 5000, displayRemaining: 0 });
    expect((await cart.add(token, sold.id)).status).toBe(409);
    expect((await cart.add(token, 99_999_999)).status).toBe(404);
    expect((await cart.setQuantity(token, pickup.id, 2)).status).toBe(404);

    const pear = await addProduct(t, tenant, shop, { price: 2000 });
    await cart.add(token, pear.id);
    expect((await cart.remove(token, [apple])).body.shops[0].lines.map((l) => l.product_id)).toEqual([pear.id]);
    const viaQuery = await t.request(tenant, 'DELETE', `/api/cart/items?product_ids=${pear.id}`, { token });
    expect(viaQuery.status).toBe(200);
    expect((await cart.count(token)).body.count).toBe(0);
    await cart.add(token, apple);
    await cart.add(token, pear.id);
    expect((await cart.remove(token)).body.item_count).toBe(0);
  });

  it('a line whose product stopped selling stays, flagged, and counts in no total', async () => {
    const { token } = await t.createUser(tenant, 'customer');
    const p = await addProduct(t, tenant, shop, { price: 4000, displayRemaining: 3, title: '곧 품절' });
    await cart.add(token, p.id, 3);
    await cart.add(token, apple, 1);
    await t.db.update(products).set({ displayRemaining: 2 }).where(eq(products.id, p.id));
    let body = (await cart.get(token)).body;
    expect(body.shops[0].lines.find((l) => l.product_id === p.id)).toMatchObject({ remaining: 2, problem: MSG.cartStockShort('곧 품절') });
    expect(body.subtotal).toBe(3000);
    await t.db.update(products).set({ deletedAt: new Date() }).where(eq(products.id, p.id));
    body = (await cart.get(token)).body;
    expect(body.shops[0].lines.find((l) => l.product_id === p.id)?.problem).toBe(MSG.cartUnavailable('곧 품절'));
  });
});

describe('the 50-line limit', () => {
  it(`a burst of ${CART_MAX_ITEMS + 10} adds of different products into an empty cart: exactly ${CART_MAX_ITEMS} lines`, async () => {
    const { token, user } = await t.createUser(tenant, 'customer');
    const ps = await manyProducts(CART_MAX_ITEMS + 10);
    const answers = await Promise.all(ps.map((p) => cart.add(token, p.id)));
    const codes = answers.map((a) => a.status);
    expect(codes.filter((c) => c === 200)).toHaveLength(CART_MAX_ITEMS);
    expect(codes.filter((c) => c === 409)).toHaveLength(10);
    expect(answers.find((a) => a.status === 409)!.body.detail).toBe(MSG.cartFull);
    expect(await rowsOf(user.id)).toHaveLength(CART_MAX_ITEMS);
    // A product already in the full cart still adds its quantity.
    const inCart = (await rowsOf(user.id))[0].productId;
    expect((await cart.add(token, inCart, 2)).status).toBe(200);
  });
});

describe('the guest cart merged at login', () => {
  it('quantities add up (capped), dead, unknown and pickup-only products are dropped, new lines only while there is room', async () => {
    const { token, user } = await t.createUser(tenant, 'customer');
    const [x, y, dead, pickup] = await manyProducts(4);
    await t.db.update(products).set({ isAvailable: false }).where(eq(products.id, dead.id));
    await t.db.update(products).set({ deliveryAvailable: false }).where(eq(products.id, pickup.id));
    await cart.add(token, x.id, 2);
    const merged = await cart.merge(token, [
      { product_id: x.id, quantity: 3 },
      { product_id: y.id, quantity: 1 },
      { product_id: y.id, quantity: 2 },
      { product_id: dead.id, quantity: 1 },
      { product_id: pickup.id, quantity: 1 },
      { product_id: 99_999_999, quantity: 1 },
    ]);
    expect(merged.status).toBe(200);
    expect((await rowsOf(user.id)).map((r) => [r.productId, r.quantity])).toEqual([
      [x.id, 5],
      [y.id, 3],
    ]);
    expect((await cart.merge(token, [{ product_id: x.id, quantity: 999 }])).status).toBe(200);
    expect((await rowsOf(user.id))[0].quantity).toBe(999);

    // A cart of 49 lines takes one more new line from the guest's, and still adds to those it has.
    const { token: t2, user: u2 } = await t.createUser(tenant, 'customer');
    const ps = await manyProducts(CART_MAX_ITEMS + 2);
    for (const p of ps.slice(0, CART_MAX_ITEMS - 1)) expect((await cart.add(t2, p.id)).status).toBe(200);
    const full = await cart.merge(t2, [...ps.slice(CART_MAX_ITEMS - 1).map((p) => ({ product_id: p.id, quantity: 1 })), { product_id: ps[0].id, quantity: 4 }]);
    expect(full.body.item_count).toBe(CART_MAX_ITEMS);
    expect((await rowsOf(u2.id)).find((r) => r.productId === ps[0].id)!.quantity).toBe(5);
  });
});

describe('whose cart', () => {
  it("another buyer sees and touches none of it; another tenant's site cannot add this tenant's products; guests are refused", async () => {
    const mine = await t.createUser(tenant, 'customer');
    const theirs = await t.createUser(tenant, 'customer');
    await cart.add(mine.token, apple, 2);
    expect((await cart.get(theirs.token)).body.item_count).toBe(0);
    expect((await cart.setQuantity(theirs.token, apple, 7)).status).toBe(404);
    await cart.remove(theirs.token);
    expect((await cart.checkout(theirs.token, 3000 + 3000)).status).toBe(400);
    expect((await rowsOf(mine.user.id)).map((r) => r.quantity)).toEqual([2]);

    const other = await withGateway(t, await t.createTenant());
    const stranger = await t.createUser(other, 'customer');
    const otherCart = cartClient(t, other);
    expect((await otherCart.add(stranger.token, apple)).status).toBe(404);
    expect((await otherCart.get(stranger.token)).body.item_count).toBe(0);
    // This tenant's token on the other site is not a login there.
    expect((await otherCart.get(mine.token)).status).toBe(401);
    expect((await t.request(tenant, 'GET', '/api/cart')).status).toBe(401);
    expect((await rowsOf(mine.user.id)).map((r) => r.quantity)).toEqual([2]);
  });
});
