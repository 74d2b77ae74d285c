import { expect, type APIRequestContext } from '@playwright/test';
import { loginToken } from './catalogue/api';
import { siteUrl } from './fixtures';

/**
 * Orders made through the real flow, for the order specs: a buyer's session, the gateway simulator's
 * pay page and the return (so nothing depends on the seed's orders), and the shop's view of them.
 */

export const MERCHANT = 'merchant@example.com';
export const CUSTOMER = 'customer@example.com';
export const PASSWORD = 'demo1234!';

/** Pays for `qty` of `productId` as `buyer` (an account e-mail) through the simulator; the order's recipient is `buyerName`. */
export async function payAsCustomer(
  request: APIRequestContext,
  productId: number,
  orderType: 'delivery' | 'pickup',
  buyerName: string,
  { qty = 2, buyer = CUSTOMER }: { qty?: number; buyer?: string } = {},
) {
  const token = await loginToken(request, buyer);
  const res = await request.post(siteUrl('localhost', '/api/payment/session'), {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      productId,
      qty,
      deviceType: 'mobile',
      buyerName,
      buyerEmail: buyer,
      buyerTel: '010-1234-5678',
      buyerAddr: '서울특별시 마포구 월드컵북로 1',
      buyerPostcode: '03900',
      order_type: orderType,
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  const { authPageUrl } = (await res.json()) as { authPageUrl: string };
  const pageUrl = new URL(authPageUrl, siteUrl('localhost'));
  const html = await (await request.get(pageUrl.toString())).text();
  const t = /name="t" value="([^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, '&');
  expect(t, 'the pay page carries its token').toBeTruthy();
  const decided = await request.post(new URL('webpay', pageUrl).toString(), { form: { t: t!, decision: 'approve', sim: '' }, maxRedirects: 0 });
  expect(decided.status()).toBe(303);
  const back = await request.get(new URL(decided.headers().location, siteUrl('localhost')).toString(), { maxRedirects: 0 });
  expect(back.status()).toBe(303);
  expect(back.headers().location).toContain('resCd=0000');
}

export interface ShopOrder {
  id: number;
  order_number: string;
  recipient_name: string;
  status: string;
  kind: string;
  total_price: number;
}

/** The shop's order whose recipient is `buyerName` (the newest 100 of that type). */
export async function orderOf(request: APIRequestContext, merchantToken: string, orderType: 'delivery' | 'pickup', buyerName: string): Promise<ShopOrder> {
  const res = await request.get(siteUrl('localhost', `/api/delivery/merchant/orders?order_type=${orderType}&limit=100`), { headers: { Authorization: `Bearer ${merchantToken}` } });
  const { deliveries } = (await res.json()) as { deliveries: ShopOrder[] };
  const order = deliveries.find((d) => d.recipient_name === buyerName);
  expect(order, `the ${orderType} order of ${buyerName}`).toBeTruthy();
  return order!;
}

/** Moves an order as the shop would (PUT /api/delivery/status). */
export async function moveOrder(request: APIRequestContext, merchantToken: string, orderId: number, status: string) {
  const res = await request.put(siteUrl('localhost', '/api/delivery/status'), { headers: { Authorization: `Bearer ${merchantToken}` }, data: { order_id: orderId, status, memo: null } });
  expect(res.status(), await res.text()).toBe(200);
}
