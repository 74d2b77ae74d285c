import { expect, test, type Browser, type Page } from '@playwright/test';
import { categoryValues, createProduct, loginToken, solidPng } from './catalogue/api';
import { atWidths, FIRST_PAINT, login, settled, siteUrl, seriousViolations } from './fixtures';
import { CUSTOMER, MERCHANT, moveOrder, orderOf, PASSWORD, payAsCustomer } from './orders-api';

/**
 * A return, as the two people do it: the buyer of a delivered parcel (택배) order asks a return with a
 * reason and a photo on /orders, the shop accepts it in its order center (the refund goes through the
 * gateway simulator), and the buyer reads 반품 승인 with the refund. Walked at 390 px; each screen
 * is also shown at 1280 px (width check and screenshot) by resizing, as the steps are the same there.
 */

const SHOTS = 'test-results/order-claims';

async function noSidewaysScroll(page: Page) {
  const w = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  expect(w.scroll, `scrollWidth ${w.scroll} > clientWidth ${w.client}`).toBeLessThanOrEqual(w.client);
}
async function signedIn(browser: Browser, email: string) {
  const context = await browser.newContext({ baseURL: siteUrl('localhost'), locale: 'ko-KR', viewport: { width: 390, height: 900 } });
  const page = await context.newPage();
  await login(page, email, PASSWORD);
  await expect(page).not.toHaveURL(/\/login/, FIRST_PAINT);
  return { context, page };
}

test.describe.configure({ mode: 'serial' });

test('a buyer returns a delivered parcel with a photo, the shop accepts, the buyer sees 반품 승인 and the refund (390 and 1280 px)', async ({ browser, request }) => {
  test.slow();
  const stamp = Date.now().toString(36);
  const buyerName = `반품손님${stamp}`;
  const title = `택배 사과 한 상자 ${stamp}`;
  // Set-up: a shopping product sent by courier, bought (2 × 13,000 + 3,000 shipping), shipped and delivered.
  const shop = await loginToken(request, MERCHANT);
  const [category] = await categoryValues(request, 'shopping');
  const product = await createProduct(request, shop, { title, price: 13_000, is_delivery: false, category });
  await payAsCustomer(request, product.id, 'delivery', buyerName);
  const order = await orderOf(request, shop, 'delivery', buyerName);
  expect(order.kind).toBe('parcel');
  const shipped = await request.post(siteUrl('localhost', '/api/shop/orders/ship'), {
    headers: { Authorization: `Bearer ${shop}` },
    data: { order_id: order.id, courier: 'cj', tracking_number: '6543-2109-8765' },
  });
  expect(shipped.status(), await shipped.text()).toBe(200);
  await moveOrder(request, shop, order.id, 'DELIVERED');

  // ---- The buyer asks a return on /orders. ----
  const buyer = await signedIn(browser, CUSTOMER);
  const merchant = await signedIn(browser, MERCHANT);
  try {
    const b = buyer.page;
    await b.goto('/orders');
    const card = b.locator(`li[data-order-id="${order.id}"]`);
    await expect(card.getByTestId('order-status')).toHaveText('배송 완료', FIRST_PAINT);
    await expect(card.getByTestId('order-kind')).toHaveText('택배');
    await expect(card.getByTestId('order-shipping-fee')).toContainText('3,000원');
    const track = card.getByRole('link', { name: /배송 조회/ });
    await expect(track).toHaveAttribute('href', /cjlogistics\.com.*654321098765/);
    await expect(track).toHaveAttribute('target', '_blank');
    await expect(track).toHaveAttribute('rel', /noopener/);
    await expect(card.getByTestId('order-tracking')).toContainText('CJ대한통운 654321098765');
    // Delivered: a return or an exchange, no cancel.
    await expect(card.getByRole('button', { name: '주문 취소' })).toHaveCount(0);
    await card.getByRole('button', { name: '반품 요청' }).click();

    const dialog = b.getByTestId('claim-dialog');
    await expect(dialog.getByRole('heading', { name: '반품 요청' })).toBeVisible();
    // Neither a reason nor a photo: both are asked for, nothing is sent.
    await dialog.getByRole('button', { name: '반품 요청하기' }).click();
    await expect(dialog).toContainText('사유를 선택해주세요.');
    await expect(dialog).toContainText('반품·교환 요청에는 사진을 1장 이상 첨부해주세요.');
    await dialog.getByLabel('사유').selectOption({ label: '상품 파손' });
    await dialog.getByLabel('자세한 내용 (선택)').fill('상자 모서리가 찌그러져 사과 세 개가 멍들었어요.');
    await dialog.getByLabel('사진', { exact: true }).setInputFiles({ name: 'bruised.png', mimeType: 'image/png', buffer: solidPng([180, 60, 40], 96) });
    await expect(dialog.getByRole('progressbar', { name: '사진 1 업로드 진행률' })).toHaveAttribute('aria-valuenow', '100');
    // The upload finished (the button waits for it); a modal dialog hides the main landmark, so checked as it stands.
    await expect(dialog.getByRole('button', { name: '반품 요청하기' })).toBeEnabled();
    // The pointer still rests on the submit button from the first try: its hover colour is not what is checked.
    await b.mouse.move(0, 0);
    expect(await seriousViolations(b)).toEqual([]);
    await atWidths(b, `${SHOTS}/buyer-dialog`, [390, 1280], { fullPage: false });
    await dialog.getByRole('button', { name: '반품 요청하기' }).click();
    await expect(dialog).toBeHidden();
    await expect(b.getByText('요청이 접수되었습니다. 판매자가 확인 후 처리합니다.')).toBeVisible();
    await expect(card.getByTestId('claim-label')).toHaveText('반품 요청');
    await expect(card.getByTestId('order-claim')).toContainText('상품 파손');
    await expect(card.getByRole('button', { name: '요청 철회' })).toBeVisible();
    await expect(card.getByRole('button', { name: '반품 요청' })).toHaveCount(0);
    await atWidths(b, `${SHOTS}/buyer-requested`, [390, 1280]);

    // ---- The shop finds it under 반품 요청 and accepts it. ----
    const m = merchant.page;
    await m.goto('/merchant/orders');
    await settled(m);
    await m.locator('[data-shortcut="return_requests"]').click();
    await expect(m).toHaveURL(/view=return_requests/);
    const row = m.locator(`li[data-order-id="${order.id}"]`);
    await expect(row.getByTestId('claim-label')).toHaveText('반품 요청');
    await expect(row.getByRole('list', { name: '첨부 사진' }).locator('img')).toHaveCount(1);
    await expect(row).toContainText('상자 모서리가 찌그러져');
    await atWidths(m, `${SHOTS}/merchant-claim`, [390, 1280]);
    await row.getByRole('button', { name: '승인', exact: true }).click();
    const ask = m.getByRole('alertdialog');
    await expect(ask).toContainText('29,000원');
    await ask.getByRole('button', { name: '승인', exact: true }).click();
    await expect(m.getByTestId('center-announce')).toContainText('요청을 승인했습니다.');
    // Accepted: it leaves the 반품 요청 list; all orders show it accepted with the refund.
    await expect(row).toHaveCount(0);
    await m.goto(`/merchant/orders?q=${encodeURIComponent(buyerName)}`);
    await expect(row.getByTestId('claim-label')).toHaveText('반품 승인', FIRST_PAINT);
    await expect(row.getByTestId('claim-refund')).toHaveText('환불 금액 29,000원');
    await expect(row.locator('[data-status]')).toHaveText('환불됨');

    // ---- The buyer reads it. ----
    await b.reload();
    await expect(card.getByTestId('claim-label')).toHaveText('반품 승인', FIRST_PAINT);
    await expect(card.getByTestId('claim-refund')).toHaveText('환불 금액 29,000원');
    await expect(card.getByTestId('order-refund')).toHaveText('환불 완료 29,000원');
    await expect(card.getByRole('button', { name: '요청 철회' })).toHaveCount(0);
    await settled(b);
    expect(await seriousViolations(b)).toEqual([]);
    await atWidths(b, `${SHOTS}/buyer-accepted`, [390, 1280]);
  } finally {
    await buyer.context.close();
    await merchant.context.close();
  }
});

test('an order not yet started is cancelled at once and refunded; a request is withdrawn', async ({ browser, request }) => {
  const stamp = Date.now().toString(36);
  const shop = await loginToken(request, MERCHANT);
  const [category] = await categoryValues(request, 'shopping');
  const product = await createProduct(request, shop, { title: `택배 배 ${stamp}`, price: 10_000, is_delivery: false, category });
  const instantName = `즉시취소${stamp}`;
  const laterName = `취소요청${stamp}`;
  await payAsCustomer(request, product.id, 'delivery', instantName, { qty: 1 });
  await payAsCustomer(request, product.id, 'delivery', laterName, { qty: 1 });
  const instant = await orderOf(request, shop, 'delivery', instantName);
  const later = await orderOf(request, shop, 'delivery', laterName);
  await moveOrder(request, shop, later.id, 'PREPARING');

  const buyer = await signedIn(browser, CUSTOMER);
  try {
    const b = buyer.page;
    await b.goto('/orders');
    const card = b.locator(`li[data-order-id="${instant.id}"]`);
    await card.getByRole('button', { name: '주문 취소' }).click(FIRST_PAINT);
    const dialog = b.getByTestId('claim-dialog');
    await expect(dialog).toContainText('바로 환불됩니다');
    await expect(dialog).toContainText('13,000원');
    await dialog.getByLabel('사유').selectOption({ label: '단순 변심' });
    await dialog.getByRole('button', { name: '주문 취소하고 환불받기' }).click();
    await expect(card.getByTestId('claim-label')).toHaveText('취소 승인');
    await expect(card.getByTestId('order-refund')).toHaveText('환불 완료 13,000원');

    // Being prepared: a request the shop answers, which the buyer may take back.
    const other = b.locator(`li[data-order-id="${later.id}"]`);
    await other.getByRole('button', { name: '취소 요청' }).click();
    await expect(dialog).toContainText('판매자가 승인하면 환불됩니다');
    await dialog.getByLabel('사유').selectOption({ label: '주문 실수' });
    await dialog.getByRole('button', { name: '취소 요청하기' }).click();
    await expect(other.getByTestId('claim-label')).toHaveText('취소 요청');
    await other.getByRole('button', { name: '요청 철회' }).click();
    await b.getByRole('alertdialog').getByRole('button', { name: '요청 철회' }).click();
    await expect(other.getByTestId('claim-label')).toHaveText('취소 철회');
    await expect(other.getByRole('button', { name: '취소 요청' })).toBeVisible();
    await noSidewaysScroll(b);
  } finally {
    await buyer.context.close();
  }
});
