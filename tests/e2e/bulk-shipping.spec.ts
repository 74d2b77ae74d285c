import { expect, test } from '@playwright/test';
import { categoryValues, createProduct, loginToken } from './catalogue/api';
import { atWidths, FIRST_PAINT, login, settled, siteUrl, seriousViolations } from './fixtures';
import { CUSTOMER, MERCHANT, orderOf, PASSWORD, payAsCustomer } from './orders-api';

/**
 * Bulk shipping in the shop's order center: several paid parcel orders are moved to 발송 대기 in one
 * bulk status change, found under 발송 대기 and the buyers' names, all chosen, shipped in one go with a
 * courier and a number each (typed and pasted), and read 배송 중; the buyer then sees 배송 조회.
 * Walked at 390 px; each screen is also shown at 1280 px (and the center at 320) by resizing.
 */

const SHOTS = 'test-results/bulk-shipping';
const COUNT = 3;

/** Letters only: the center's search reads digits as a phone number. */
const letters = () => Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

test.describe.configure({ mode: 'serial' });

test('the shop bulk-ships paid parcel orders with a courier and numbers; the buyer sees 배송 조회 (390 and 1280 px)', async ({ page, browser, request }) => {
  test.slow();
  const prefix = `묶음${letters()}`;
  const shop = await loginToken(request, MERCHANT);
  const [category] = await categoryValues(request, 'shopping');
  const product = await createProduct(request, shop, { title: `택배 귤 ${prefix}`, price: 9_000, is_delivery: false, category });
  const names = Array.from({ length: COUNT }, (_, i) => `${prefix}${i + 1}`);
  for (const name of names) await payAsCustomer(request, product.id, 'delivery', name, { qty: 1 });
  const orders = await Promise.all(names.map((n) => orderOf(request, shop, 'delivery', n)));
  for (const o of orders) expect(o.kind).toBe('parcel');

  await page.setViewportSize({ width: 390, height: 900 });
  await login(page, MERCHANT, PASSWORD);
  await expect(page).toHaveURL(/\/merchant\/dashboard/, FIRST_PAINT);
  await page.goto('/merchant/orders');
  await settled(page);

  // Paid orders wait as 신규 주문: the buyers' names find them; all chosen, one bulk move to 발송 대기.
  await page.getByRole('searchbox', { name: '검색' }).fill(prefix);
  await page.getByRole('button', { name: '검색', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(prefix)}`));
  const rows = page.getByTestId('center-order');
  await expect(rows).toHaveCount(COUNT);
  await page.getByText('이 페이지 전체 선택').click();
  const bar = page.getByTestId('bulk-bar');
  await expect(bar).toContainText(`${COUNT}건 선택됨`);
  await bar.getByLabel('바꿀 상태').selectOption({ label: '준비 완료 (택배: 발송 대기)' });
  await bar.getByRole('button', { name: '상태 일괄 변경' }).click();
  const ask = page.getByRole('alertdialog');
  await expect(ask).toContainText(`선택한 주문 ${COUNT}건`);
  await ask.getByRole('button', { name: `${COUNT}건 변경` }).click();
  await expect(page.getByTestId('center-announce')).toContainText(`${COUNT}건`);
  for (const o of orders) await expect(page.locator(`li[data-order-id="${o.id}"] [data-status]`)).toHaveText('발송 대기');

  // 발송 대기 from the strip, narrowed to these buyers again.
  await page.locator('[data-shortcut="awaiting_shipment"]').click();
  await expect(page.locator('[data-shortcut="awaiting_shipment"]')).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/view=awaiting_shipment/);
  await page.getByRole('searchbox', { name: '검색' }).fill(prefix);
  await page.getByRole('button', { name: '검색', exact: true }).click();
  await expect(rows).toHaveCount(COUNT);
  await page.getByText('이 페이지 전체 선택').click();
  await expect(bar).toContainText(`${COUNT}건 선택됨`);
  await atWidths(page, `${SHOTS}/center-selected`, [390, 1280]);
  await bar.getByRole('button', { name: /일괄 발송처리/ }).click();

  const dialog = page.getByTestId('bulk-ship-dialog');
  await expect(dialog.getByRole('heading', { name: `일괄 발송처리 (${COUNT}건)` })).toBeVisible();
  // Nothing filled: the courier and each number are asked for.
  await dialog.getByRole('button', { name: `${COUNT}건 발송처리` }).click();
  await expect(dialog).toContainText('택배사를 선택해주세요.');
  await expect(dialog.getByText('운송장 번호는 숫자 8~20자리로 입력해주세요.')).toHaveCount(COUNT);
  await dialog.getByLabel('택배사 (모든 주문에 같은 택배사)').selectOption({ label: '한진택배' });
  // The first typed, the others pasted as "주문번호,운송장번호" lines.
  const numbers = orders.map((_, i) => `5000${Date.now().toString().slice(-6)}${i}`);
  await dialog.getByLabel(`주문 ${orders[0].order_number} 운송장 번호`).fill(numbers[0]);
  await dialog.getByText('엑셀에서 붙여넣기').click();
  await dialog.getByLabel('한 줄에 하나씩: 주문번호,운송장번호').fill(orders.slice(1).map((o, i) => `${o.order_number},${numbers[i + 1]}`).join('\n'));
  await dialog.getByRole('button', { name: '붙여넣은 번호 채우기' }).click();
  await expect(dialog).toContainText(`${COUNT - 1}건을 채웠습니다.`);
  for (const [i, o] of orders.entries()) await expect(dialog.getByLabel(`주문 ${o.order_number} 운송장 번호`)).toHaveValue(numbers[i]);
  expect(await seriousViolations(page)).toEqual([]);
  await atWidths(page, `${SHOTS}/bulk-dialog`, [390, 1280], { fullPage: false });
  await dialog.getByRole('button', { name: `${COUNT}건 발송처리` }).click();
  await expect(ask).toContainText(`선택한 ${COUNT}건을 한진택배(으)로 발송처리합니다.`);
  await ask.getByRole('button', { name: `${COUNT}건 발송처리` }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('center-announce')).toContainText(`${COUNT}건`);

  // Shipped: out of 발송 대기; every one reads 배송 중 with its number.
  await expect(rows).toHaveCount(0);
  await page.goto(`/merchant/orders?q=${encodeURIComponent(prefix)}`);
  await expect(rows).toHaveCount(COUNT, FIRST_PAINT);
  for (const [i, o] of orders.entries()) {
    const row = page.locator(`li[data-order-id="${o.id}"]`);
    await expect(row.locator('[data-status]')).toHaveText('배송 중');
    await expect(row.getByTestId('order-tracking')).toContainText(`한진택배 ${numbers[i]}`);
  }
  await settled(page);
  expect(await seriousViolations(page)).toEqual([]);
  await atWidths(page, `${SHOTS}/center-shipped`, [390, 1280, 320]);

  // The buyer reads 배송 중 and follows 배송 조회 to the courier's page.
  const context = await browser.newContext({ baseURL: siteUrl('localhost'), locale: 'ko-KR', viewport: { width: 390, height: 900 } });
  try {
    const b = await context.newPage();
    await login(b, CUSTOMER, PASSWORD);
    await expect(b).not.toHaveURL(/\/login/, FIRST_PAINT);
    await b.goto('/orders');
    const card = b.locator(`li[data-order-id="${orders[0].id}"]`);
    await expect(card.getByTestId('order-status')).toHaveText('배송 중', FIRST_PAINT);
    const track = card.getByRole('link', { name: /배송 조회/ });
    await expect(track).toHaveAttribute('href', new RegExp(`hanjin\\.com.*${numbers[0]}`));
    await expect(track).toHaveAttribute('target', '_blank');
    await expect(card.getByTestId('order-tracking')).toContainText(`한진택배 ${numbers[0]}`);
    await atWidths(b, `${SHOTS}/buyer-tracking`, [390, 1280]);
  } finally {
    await context.close();
  }
});
