import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tenant } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../fixtures/app';
import { arrive, payThroughSimulator, shopProduct, withGateway } from '../../fixtures/payments';

/** The return redirect of a payment that did not go through carries its product and quantity (다시 결제). */
let t: TestApp;
let tenant: Tenant;
let other: Tenant;
let buyer: string;

beforeAll(async () => {
  t = await createTestApp();
  tenant = await withGateway(t, await t.createTenant());
  other = await withGateway(t, await t.createTenant());
  buyer = (await t.createUser(tenant, 'customer')).token;
}, 60_000);
afterAll(async () => t?.close());

describe('the declined return', () => {
  it('a declined payment comes back with its productId and qty; the failure code is the gateway’s', async () => {
    const { product } = await shopProduct(t, tenant, { displayRemaining: 9 });
    const { returnUrl } = await payThroughSimulator(t, tenant, buyer, product.id, 'decline', { session: { qty: 3 } });
    const callback = await arrive(t, tenant, returnUrl);
    expect(Object.fromEntries(callback.searchParams)).toEqual({ resCd: 'C052', type: 'product', productId: String(product.id), qty: '3' });
  });

  it('a cancel at the pay page does too; a paid one does not', async () => {
    const { product } = await shopProduct(t, tenant);
    const cancelled = await arrive(t, tenant, (await payThroughSimulator(t, tenant, buyer, product.id, 'cancel', { session: { qty: 2 } })).returnUrl);
    expect(cancelled.searchParams.get('qty')).toBe('2');
    const paid = await arrive(t, tenant, (await payThroughSimulator(t, tenant, buyer, product.id, 'approve', { session: { qty: 2 } })).returnUrl);
    expect(paid.searchParams.get('resCd')).toBe('0000');
    expect(paid.searchParams.has('productId')).toBe(false);
    expect(paid.searchParams.has('qty')).toBe(false);
  });

  it('another site’s order number says nothing of its product', async () => {
    const { product } = await shopProduct(t, other);
    const theirs = (await t.createUser(other, 'customer')).token;
    const { returnUrl } = await payThroughSimulator(t, other, theirs, product.id, 'decline');
    // The same gateway answer, brought back to this site instead.
    const elsewhere = await arrive(t, tenant, returnUrl);
    expect(elsewhere.searchParams.get('resCd')).not.toBe('0000');
    expect(elsewhere.searchParams.has('productId')).toBe(false);
  });
});
