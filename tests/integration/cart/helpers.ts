import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { merchantProfiles, products, type Tenant } from '../../../db/schema';
import type { Cart, CartCheckoutAnswer } from '../../../shared/schemas/cart';
import type { TestApp } from '../../fixtures/app';
import { arrive, buyerFields } from '../../fixtures/payments';

/** The cart suites' calls: the shopper's REST requests, the checkout through the gateway simulator. */
export function cartClient(t: TestApp, tenant: Tenant) {
  const call = async <T>(method: string, path: string, token: string, json?: unknown) => {
    const res = await t.request(tenant, method, path, { token, json });
    return { status: res.status, body: (await res.json()) as T & { detail?: string } };
  };
  return {
    get: (token: string) => call<Cart>('GET', '/api/cart', token),
    count: (token: string) => call<{ count: number }>('GET', '/api/cart/count', token),
    add: (token: string, product_id: number, quantity = 1) => call<Cart>('POST', '/api/cart/items', token, { product_id, quantity }),
    setQuantity: (token: string, product_id: number, quantity: number) => call<Cart>('PUT', `/api/cart/items/${product_id}`, token, { quantity }),
    remove: (token: string, product_ids?: number[]) => call<Cart>('DELETE', '/api/cart/items', token, product_ids ? { product_ids } : {}),
    merge: (token: string, items: { product_id: number; quantity: number }[]) => call<Cart>('POST', '/api/cart/merge', token, { items }),
    checkout: (token: string, expected_total: number, extra: Record<string, unknown> = {}) => {
      const { qty: _q, order_type: _o, ...fields } = buyerFields();
      return call<CartCheckoutAnswer>('POST', '/api/cart/checkout', token, { ...fields, expected_total, ...extra });
    },
  };
}

/** The simulator's pay page for a checkout, decided (`sim` a test knob); answers the return URL it sends the browser to. */
export async function decideOnSimulator(t: TestApp, tenant: Tenant, authPageUrl: string, decision: 'approve' | 'decline' | 'cancel' = 'approve') {
  const pageUrl = new URL(authPageUrl, `http://${tenant.domain}`);
  const page = await t.app.request(pageUrl.toString(), { headers: { host: tenant.domain } });
  expect(page.status).toBe(200);
  const tokenValue = /name="t" value="([^"]+)"/.exec(await page.text())?.[1] ?? '';
  const decided = await t.app.request(`http://${tenant.domain}/dev/easypay/webpay`, {
    method: 'POST',
    headers: { host: tenant.domain, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ t: tokenValue.replace(/&amp;/g, '&'), decision, sim: '' }),
  });
  expect(decided.status).toBe(303);
  return new URL(decided.headers.get('location')!);
}

/** Pays a checkout answer through the simulator and comes back: the result page's resCd. */
export async function payCheckout(t: TestApp, tenant: Tenant, answer: CartCheckoutAnswer) {
  const back = await arrive(t, tenant, await decideOnSimulator(t, tenant, answer.authPageUrl));
  return back.searchParams.get('resCd');
}

/** Sets a shop's own shipping rule (null: the tenant's). */
export async function setShopShipping(t: TestApp, merchantId: number, fee: number | null, threshold: number | null) {
  await t.db.update(merchantProfiles).set({ shippingFee: fee, freeShippingThreshold: threshold }).where(eq(merchantProfiles.id, merchantId));
}

/** Another product of an existing shop, written straight to the table. */
export async function addProduct(t: TestApp, tenant: Tenant, shop: { merchantId: number; userId: number }, opts: { price: number; displayRemaining?: number; title?: string; isDelivery?: boolean }) {
  const [p] = await t.db
    .insert(products)
    .values({
      tenantId: tenant.id,
      merchantId: shop.merchantId,
      ownerId: shop.userId,
      title: opts.title ?? `장바구니 상품 ${Math.random().toString(36).slice(2, 6)}`,
      description: '장바구니 시험 상품',
      price: opts.price,
      isDelivery: opts.isDelivery ?? false,
      category: '과일',
      displayRemaining: opts.displayRemaining ?? -1,
      deliveryAvailable: true,
    })
    .returning();
  return p;
}

export const productRow = async (t: TestApp, id: number) => (await t.db.select().from(products).where(eq(products.id, id)))[0];
