import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { orders, payments, products, type Order, type Payment, type Product, type Tenant } from '../../../db/schema';
import type { TestApp } from '../../fixtures/app';
import { imageBytes, putBytes } from '../../fixtures/catalogue';
import { arrive, payThroughSimulator, shopProduct, withGateway } from '../../fixtures/payments';

/**
 * Paid orders for the claims, shipping and order-center suites: a tenant with a gateway account, a
 * shop with a shopping product (its delivery orders are 택배 orders, settled with `parcel`) and a
 * delivery-tab product of the same shop (a local 배달 order), buyers who pay through the gateway simulator.
 */
const pick = (p: Product) => ({ tenantId: p.tenantId, merchantId: p.merchantId, ownerId: p.ownerId, description: p.description, price: p.price, displayRemaining: p.displayRemaining });

export async function ordersWorld(t: TestApp, opts: { price?: number; stock?: number } = {}) {
  const tenant = await withGateway(t, await t.createTenant());
  const made = await shopProduct(t, tenant, { price: opts.price ?? 10000, displayRemaining: opts.stock ?? 500, title: '택배 사과' });
  const [localProduct] = await t.db
    .insert(products)
    .values({ ...pick(made.product), title: '배달 도시락', isDelivery: true, category: null, deliveryCategory: 'dosirak' })
    .returning();
  const b = await t.createUser(tenant, 'customer');
  return { tenant, shop: made.merchant, product: made.product, localProduct, buyer: { token: b.token, userId: b.user.id } };
}

export async function paidOrder(
  t: TestApp,
  tenant: Tenant,
  buyerToken: string,
  productId: number,
  opts: { qty?: number; session?: Record<string, unknown> } = {},
): Promise<{ payment: Payment; order: Order }> {
  const { session, returnUrl } = await payThroughSimulator(t, tenant, buyerToken, productId, 'approve', {
    session: { order_type: 'delivery', qty: opts.qty ?? 1, ...opts.session },
  });
  expect((await arrive(t, tenant, returnUrl)).searchParams.get('resCd')).toBe('0000');
  const [payment] = await t.db.select().from(payments).where(eq(payments.shopOrderNo, session.shopOrderNo));
  const [order] = await t.db.select().from(orders).where(eq(orders.paymentId, payment.id));
  return { payment, order };
}

export const orderRow = async (t: TestApp, id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0];
export const paymentRow = async (t: TestApp, id: number) => (await t.db.select().from(payments).where(eq(payments.id, id)))[0];

/** A claim photo the buyer uploaded with its ticket: answers its key. */
export async function claimPhoto(t: TestApp, tenant: Tenant, token: string, orderId: number): Promise<string> {
  const caller = await t.caller(tenant, token);
  const bytes = imageBytes('png', 64);
  const ticket = await caller.claims.uploadTicket({ order_id: orderId, file_name: 'broken.png', content_type: 'image/png', size: bytes.byteLength });
  const put = await putBytes(t, tenant, ticket.upload_url, bytes, 'image/png');
  expect(put.status).toBe(200);
  return ticket.key;
}

/** A REST call answering status and JSON body. */
export async function call<T = Record<string, unknown>>(t: TestApp, tenant: Tenant, method: string, path: string, token: string, json?: unknown) {
  const res = await t.request(tenant, method, path, { token, json });
  const body = (await res.json().catch(() => ({}))) as T & { detail?: string };
  return { status: res.status, body };
}

/**
 * `n` paid orders of the shop, written straight into the tables (as the access walk's are), for the
 * suites that need many (bulk shipping, filters): each its own paid payment; `each(i)` sets an
 * order's own columns.
 */
export async function tableOrders(
  t: TestApp,
  tenant: Tenant,
  shop: { merchantId: number },
  buyerId: number,
  productId: number,
  n: number,
  each: (i: number) => Partial<typeof orders.$inferInsert> = () => ({}),
): Promise<Order[]> {
  const tag = `B${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
  const paid = await t.db
    .insert(payments)
    .values(
      Array.from({ length: n }, (_, i) => ({
        tenantId: tenant.id,
        buyerTenantId: tenant.id,
        buyerId,
        productId,
        merchantId: shop.merchantId,
        shopOrderNo: `${tag}${String(i).padStart(4, '0')}`,
        goodsName: '택배 사과',
        productTitle: '택배 사과',
        unitPrice: 10000,
        qty: 1,
        amount: 10000,
        orderType: 'delivery' as const,
        deviceType: 'pc' as const,
        buyerName: '김구매',
        buyerEmail: 'buyer@example.com',
        buyerTel: '01012345678',
        status: 'paid' as const,
        pgCno: `${tag}${i}`,
        paidAt: new Date(),
      })),
    )
    .returning();
  return t.db
    .insert(orders)
    .values(
      paid.map((p, i) => ({
        tenantId: tenant.id,
        paymentId: p.id,
        buyerTenantId: tenant.id,
        buyerId,
        productId,
        merchantId: shop.merchantId,
        productTitle: '택배 사과',
        quantity: 1,
        unitPrice: 10000,
        totalPrice: 10000,
        orderType: 'delivery' as const,
        parcel: true,
        status: 'READY' as const,
        recipientName: '김구매',
        deliveryAddress: '(04524) 서울시 중구 세종대로 110',
        deliveryPhone: '010-1234-5678',
        ...each(i),
      })),
    )
    .returning();
}
