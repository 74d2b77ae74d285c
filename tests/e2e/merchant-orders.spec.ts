import { expect, test, type Page } from '@playwright/test';
import { categoryValues, createProduct, loginToken } from './catalogue/api';
import { FIRST_PAINT, login, settled, siteUrl, seriousViolations } from './fixtures';
import { CUSTOMER, MERCHANT, moveOrder, orderOf, PASSWORD, payAsCustomer } from './orders-api';

/**
 * Merchant order management (/merchant/orders) and payment analytics (/payment/analytics). The orders
 * are made here through the real flow (the customer's session, the gateway simulator's pay page, the
 * return), on a product the demo merchant creates, so nothing depends on the seed's orders.
 */

const orderIdOf = async (...args: Parameters<typeof orderOf>) => (await orderOf(...args)).id;

async function noSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  expect(widths.scroll, `scrollWidth ${widths.scroll} > clientWidth ${widths.client}`).toBeLessThanOrEqual(widths.client);
}

const stamp = Date.now().toString(36);
const deliveryBuyer = `배달손님${stamp}`;
const pickupBuyer = `픽업손님${stamp}`;
const productTitle = `주문 관리 사과 ${stamp}`;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  const token = await loginToken(request, MERCHANT);
  // A local-delivery product (배달 words; a shopping product sent by courier reads 택배 words).
  const [category] = await categoryValues(request, 'shopping');
  const [deliveryCategory] = await categoryValues(request, 'delivery');
  const product = await createProduct(request, token, { title: productTitle, price: 13000, is_delivery: true, category, delivery_category: deliveryCategory });
  await payAsCustomer(request, product.id, 'delivery', deliveryBuyer);
  await payAsCustomer(request, product.id, 'pickup', pickupBuyer);
  // The pickup order waits at the counter.
  await moveOrder(request, token, await orderIdOf(request, token, 'pickup', pickupBuyer), 'READY');
});

test('the merchant moves a delivery order to 배달 완료 with a memo; a pickup order reads the pickup labels', async ({ page, request }) => {
  const token = await loginToken(request, MERCHANT);
  const { id: deliveryId, order_number: deliveryNo } = await orderOf(request, token, 'delivery', deliveryBuyer);
  await page.setViewportSize({ width: 390, height: 844 });
  await login(page, MERCHANT, PASSWORD);
  await expect(page).toHaveURL(/\/merchant\/dashboard/, FIRST_PAINT);
  // The dashboard's 주문 관리 tab is the order management screen.
  await page.getByRole('tab', { name: '주문 관리', exact: true }).click();
  await expect(page).toHaveURL(/tab=orders/);

  const card = page.locator(`li[data-order-id="${deliveryId}"]`);
  await expect(card).toBeVisible();
  await expect(card).toContainText(deliveryBuyer);
  await expect(card).toContainText(`${productTitle} × 2`);
  await expect(card).toContainText('29,000원'); // 26,000 + 3,000 shipping
  await expect(card.locator('[data-status]')).toHaveText('주문 접수');
  await card.getByLabel(`주문 ${deliveryNo} 상태`).selectOption({ label: '배달 완료' });
  await card.getByLabel(`주문 ${deliveryNo} 메모`).fill('  문 앞에 두었습니다  ');
  await card.getByRole('button', { name: '상태 변경' }).click();
  await expect(page.getByText('배달 상태가 업데이트되었습니다.')).toBeVisible();
  await expect(card.locator('[data-status]')).toHaveText('배달 완료');
  await expect(card).toContainText('판매자 메모 문 앞에 두었습니다');
  const saved = await request.get(siteUrl('localhost', `/api/delivery/orders/${deliveryId}`), { headers: { Authorization: `Bearer ${token}` } });
  expect(await saved.json()).toMatchObject({ status: 'DELIVERED', memo: '문 앞에 두었습니다' });

  // The order center's kind filter (in the address) narrows to pickup orders.
  await page.getByLabel('주문 종류').selectOption({ label: '픽업' });
  await expect(page).toHaveURL(/tab=orders.*kind=pickup/);
  const { id: pickupId, order_number: pickupNo } = await orderOf(request, token, 'pickup', pickupBuyer);
  const pickup = page.locator(`li[data-order-id="${pickupId}"]`);
  await expect(pickup.locator('[data-status]')).toHaveText('픽업 대기');
  const options = await pickup.getByLabel(`주문 ${pickupNo} 상태`).locator('option').allTextContents();
  // Only the moves the state machine allows from 픽업 대기.
  expect(options).toEqual(['픽업 중', '픽업 완료', '취소됨']);
  await settled(page);
  expect(await seriousViolations(page)).toEqual([]);

  // A failed update says so (the server answers 500).
  await page.route('**/trpc/orders.deliveries.updateStatus*', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '[{"error":{"json":{"message":"x","code":-32603,"data":{"code":"INTERNAL_SERVER_ERROR","httpStatus":500}}}}]' }));
  await pickup.getByRole('button', { name: '상태 변경' }).click();
  await expect(page.getByText('상태 업데이트에 실패했습니다.')).toBeVisible();
  await page.unroute('**/trpc/orders.deliveries.updateStatus*');

  for (const width of [320, 390]) {
    await page.setViewportSize({ width, height: 800 });
    for (const path of ['/merchant/dashboard?tab=orders', '/merchant/orders']) {
      await page.goto(path);
      await expect(page.locator(`li[data-order-id="${deliveryId}"]`), path).toBeVisible(FIRST_PAINT);
      await noSidewaysScroll(page);
    }
  }
  // /merchant/orders keeps its own address and heading, and its pickup list under ?kind=pickup.
  await expect(page.getByRole('heading', { name: '주문 관리', level: 1 })).toBeVisible();
  await page.getByLabel('주문 종류').selectOption({ label: '픽업' });
  await expect(page).toHaveURL(/\/merchant\/orders\?kind=pickup$/);
  await expect(page.locator(`li[data-order-id="${pickupId}"]`)).toBeVisible();
});

test('a partial refund asks first, goes through the gateway and shows on both sides; a refused move shows its reason', async ({ page, browser, request }) => {
  const token = await loginToken(request, MERCHANT);
  const { id: deliveryId, order_number: deliveryNo } = await orderOf(request, token, 'delivery', deliveryBuyer);
  const { id: pickupId, order_number: pickupNo } = await orderOf(request, token, 'pickup', pickupBuyer);
  await page.setViewportSize({ width: 390, height: 844 });
  await login(page, MERCHANT, PASSWORD);
  await expect(page).toHaveURL(/\/merchant\/dashboard/, FIRST_PAINT);
  await page.goto('/merchant/orders');
  const card = page.locator(`li[data-order-id="${deliveryId}"]`);
  await expect(card.locator('[data-status]')).toHaveText('배달 완료', FIRST_PAINT);
  await card.getByLabel(`주문 ${deliveryNo} 상태`).selectOption({ label: '환불됨' });
  const amount = card.getByLabel(`주문 ${deliveryNo} 환불 금액`);
  await expect(amount).toHaveValue('29000');
  await amount.fill('5000');
  await card.getByRole('button', { name: '상태 변경' }).click();
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(dialog).toContainText('5,000원');
  await expect(dialog).toContainText('29,000원');
  // Closing the question changes nothing.
  await dialog.getByRole('button', { name: '닫기' }).click();
  await expect(card.locator('[data-status]')).toHaveText('배달 완료');
  await card.getByRole('button', { name: '상태 변경' }).click();
  await dialog.getByRole('button', { name: '환불', exact: true }).click();
  await expect(page.getByText('배달 상태가 업데이트되었습니다.')).toBeVisible();
  await expect(card.locator('[data-status]')).toHaveText('환불됨');
  await expect(card.getByTestId('order-refund')).toHaveText('부분 환불 5,000원');
  await expect(card.getByTestId('order-timeline').locator('li')).toHaveText([/주문 접수/, /배달 완료/, /환불됨/]);
  await expect(card).toContainText('더 이상 상태를 바꿀 수 없습니다');
  const saved = await request.get(siteUrl('localhost', `/api/delivery/orders/${deliveryId}`), { headers: { Authorization: `Bearer ${token}` } });
  expect(await saved.json()).toMatchObject({ status: 'REFUNDED', refunded_amount: 5000, delivered_at: null });

  // The buyer reads it on /orders.
  const buyerContext = await browser.newContext({ baseURL: siteUrl('localhost'), locale: 'ko-KR', viewport: { width: 390, height: 844 } });
  try {
    const buyer = await buyerContext.newPage();
    await login(buyer, CUSTOMER, PASSWORD);
    await expect(buyer).not.toHaveURL(/\/login/, FIRST_PAINT);
    await buyer.goto('/orders');
    await expect(buyer.getByTestId('order-refund').filter({ hasText: '부분 환불 5,000원' })).toBeVisible(FIRST_PAINT);
  } finally {
    await buyerContext.close();
  }

  // A stale screen: the pickup started elsewhere; cancelling it now is refused with the reason.
  await page.getByLabel('주문 종류').selectOption({ label: '픽업' });
  const pickup = page.locator(`li[data-order-id="${pickupId}"]`);
  await expect(pickup.locator('[data-status]')).toHaveText('픽업 대기');
  // The shop picks 취소됨 first; then the pickup starts elsewhere (the screen may refetch meanwhile: the
  // pick stays, and the server judges it from where the order is now).
  await pickup.getByLabel(`주문 ${pickupNo} 상태`).selectOption({ label: '취소됨' });
  const moved = await request.put(siteUrl('localhost', '/api/delivery/status'), { headers: { Authorization: `Bearer ${token}` }, data: { order_id: pickupId, status: 'DELIVERING' } });
  expect(moved.status()).toBe(200);
  await pickup.getByRole('button', { name: '상태 변경' }).click();
  await dialog.getByRole('button', { name: '주문 취소' }).click();
  await expect(page.getByText('픽업 중 주문은 취소할 수 없습니다. 픽업이 시작된 주문은 환불로 처리해 주세요.')).toBeVisible();
  await expect(pickup.locator('[data-status]')).toHaveText('픽업 중');
  await settled(page);
  expect(await seriousViolations(page)).toEqual([]);
  await noSidewaysScroll(page);
});

test('the payments tab renders the analytics (figures, chart, tables) and the shop’s sales list; /payment/analytics still works', async ({ page, request }) => {
  // Tables from the 768 px breakpoint up (cards on a phone, below).
  await page.setViewportSize({ width: 1280, height: 900 });
  await login(page, MERCHANT, PASSWORD);
  await expect(page).toHaveURL(/\/merchant\/dashboard/, FIRST_PAINT);
  await page.getByRole('tab', { name: '결제 관리', exact: true }).click();
  await expect(page).toHaveURL(/tab=payments/);
  await expect(page.getByRole('button', { name: '결제 분석' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('heading', { name: '최근 7일 매출' })).toBeVisible(FIRST_PAINT);
  await expect(page.getByTestId('daily-chart').locator('svg.recharts-surface')).toBeVisible();
  await expect(page.getByTestId('daily-chart').locator('.recharts-bar-rectangle').first()).toBeAttached();
  for (const h of ['최근 30일 결제 상태별 통계', '최근 30일 상품별 매출 TOP 5', '최근 30일 구매 고객 TOP 5', '최근 30일 일별 매출']) await expect(page.getByRole('heading', { name: h, exact: true })).toBeVisible();
  // The customers' addresses are masked (ho***@example.com), never whole.
  const customers = page.getByRole('table', { name: '구매 금액이 큰 고객 다섯 명' });
  await expect(customers.locator('tbody tr').first()).toContainText(/\S{1,2}\*\*\*@/);
  expect(await customers.textContent()).not.toMatch(/[^*\s]{3,}@example\.com/);
  const products = page.getByRole('table', { name: '상품별 매출, 합계 금액이 큰 순서' });
  await expect(products).toContainText(productTitle);
  await expect(products.locator('[data-top="1"]')).toHaveText('TOP 1');
  const totals = (await products.locator('tbody tr td:last-child').allTextContents()).map((s) => Number(s.replace(/[^0-9]/g, '')));
  expect([...totals].sort((a, b) => b - a)).toEqual(totals);
  await expect(page.getByRole('table', { name: '일별 결제 완료 건수와 매출, 최근 날짜부터' }).locator('tbody tr')).toHaveCount(30);
  await expect(page.getByRole('complementary', { name: '데이터 안내' })).toBeVisible();

  await page.getByRole('button', { name: '최근 1주' }).click();
  await expect(page).toHaveURL(/tab=payments&period=week/);
  // The titles follow the period.
  await expect(page.getByRole('heading', { name: '최근 7일 일별 매출', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: '최근 7일 구매 고객 TOP 5', exact: true })).toBeVisible();
  await page.getByRole('button', { name: '오늘' }).click();
  await expect(page.getByRole('heading', { name: '오늘 일별 매출', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: '오늘 매출', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: '최근 7일 매출', exact: true })).toHaveCount(0);
  await expect(page.getByRole('table', { name: '상품별 매출, 합계 금액이 큰 순서' })).toContainText(productTitle);
  // On a phone the wide tables are cards (each row's first cell its title, the others labelled); the
  // daily table's three short columns stay a table, which fits (a card a day would be a long scroll).
  await page.setViewportSize({ width: 390, height: 844 });
  const productCards = page.getByRole('list', { name: '상품별 매출, 합계 금액이 큰 순서' });
  await expect(productCards.getByRole('listitem').filter({ hasText: productTitle })).toContainText('합계');
  await expect(page.getByRole('table')).toHaveCount(1);
  const daily = page.getByRole('table', { name: '일별 결제 완료 건수와 매출, 최근 날짜부터' });
  await expect(daily).toBeVisible();
  expect(await daily.evaluate((t) => t.getBoundingClientRect().right <= document.documentElement.clientWidth)).toBe(true);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await settled(page);
  expect(await seriousViolations(page)).toEqual([]);

  // The sales list: this run's two orders with their buyer, product, amount, status and number.
  await page.getByRole('button', { name: '판매 내역' }).click();
  await expect(page).toHaveURL(/view=list/);
  const token = await loginToken(request, MERCHANT);
  const { order_number: deliveryNo } = await orderOf(request, token, 'delivery', deliveryBuyer);
  const sale = page.getByTestId('sale-row').filter({ hasText: deliveryBuyer });
  await expect(sale).toContainText(`${productTitle} × 2`);
  await expect(sale).toContainText('29,000원');
  await expect(sale).toContainText(deliveryNo);
  await expect(sale.locator('[data-status]')).toBeVisible();
  await expect(page.getByTestId('sale-row').filter({ hasText: pickupBuyer })).toHaveCount(1);
  await settled(page);
  expect(await seriousViolations(page)).toEqual([]);
  // From the breakpoint up, a table with the same row.
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(page.getByRole('table', { name: '판매 내역' }).getByRole('row').filter({ hasText: deliveryBuyer })).toContainText('29,000원');

  for (const width of [320, 390]) {
    await page.setViewportSize({ width, height: 800 });
    for (const path of ['/merchant/dashboard?tab=payments', '/payment/analytics']) {
      await page.goto(path);
      await expect(page.getByTestId('daily-chart'), path).toBeVisible(FIRST_PAINT);
      await noSidewaysScroll(page);
    }
    await page.goto('/merchant/dashboard?tab=payments&view=list');
    await expect(page.getByTestId('sale-row').first()).toBeVisible(FIRST_PAINT);
    await noSidewaysScroll(page);
  }
  // The page of its own keeps its heading.
  await page.goto('/payment/analytics');
  await expect(page.getByRole('heading', { name: '결제 분석', level: 1 })).toBeVisible(FIRST_PAINT);
});

test('a customer reads the merchants-only message on the orders page and a refusal on analytics', async ({ page }) => {
  await login(page, CUSTOMER, PASSWORD);
  await expect(page).not.toHaveURL(/\/login/, FIRST_PAINT);
  await page.goto('/merchant/orders');
  await expect(page.getByRole('alert')).toContainText('판매자만 이용할 수 있는 메뉴입니다.', FIRST_PAINT);
  await settled(page);
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto('/payment/analytics');
  await expect(page.getByRole('alert')).toContainText('판매자와 관리자만 이용할 수 있습니다.', FIRST_PAINT);
});
