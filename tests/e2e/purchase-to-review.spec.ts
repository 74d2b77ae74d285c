import { expect, test, type Locator, type Page } from '@playwright/test';
import { categoryValues, createProduct, loginToken, solidPng } from './catalogue/api';
import { FIRST_PAINT, login, settled, siteUrl } from './fixtures';

/*
 * One purchase from the pay page to the review, as the people involved do it, in two browsers:
 * a customer buys a delivery product through the payment modal and the gateway simulator's pay page
 * and finds the order in /orders; the product's merchant signs in, finds that order on
 * /merchant/orders and moves it through the statuses to 배달 완료; the customer confirms receipt and
 * reviews that very product with a photo, and the product's reviews tab counts it.
 *
 * Nobody else buys or reviews what this test sells: each run has the merchant put up a product of
 * its own (through the API, the one step that is set-up rather than flow), so a second run on the
 * same database starts from the same state (no review yet, one order) and the other specs never meet it.
 * The demo accounts are ones no other spec signs in with: merchant6 (in its free trial, so it may add
 * products; merchant4, used before, is the seed's suspended subscription) and neighbor2.
 */

const loaded = expect.configure(FIRST_PAINT);
const MERCHANT = 'merchant6@example.com';
const BUYER = 'neighbor2@example.com';
const BUYER_USERNAME = '연남동집밥러';
const PASSWORD = 'demo1234!';
const RECIPIENT = '연남동 이웃';

/** The delivery statuses in the order a shop goes through them (commerce.md §4), with their labels. */
const STEPS = [
  ['주문 확인', 'CONFIRMED'],
  ['준비 중', 'PREPARING'],
  ['준비 완료', 'READY'],
  ['배달 중', 'DELIVERING'],
  ['배달 완료', 'DELIVERED'],
] as const;

async function signIn(page: Page, email: string) {
  await login(page, email, PASSWORD);
  await page.waitForURL((url) => url.pathname !== '/login', FIRST_PAINT);
}

/** The customer's order card on /orders for the product `title`. */
const customerCard = (page: Page, title: string): Locator => page.getByTestId('order-card').filter({ has: page.getByRole('link', { name: title, exact: true }) });

test('a customer buys a delivery product, the merchant delivers it, the customer confirms receipt and reviews it', async ({ page, browser, request }) => {
  test.slow();
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  const title = `엄마손 반찬 세트 ${stamp}`;

  // Set-up: the shop puts up a food-tab product for delivery, 12,000 won, with one picture.
  const [deliveryCategory] = await categoryValues(request, 'delivery');
  const product = await createProduct(request, await loginToken(request, MERCHANT), {
    title,
    price: 12_000,
    description: '매일 새벽 만드는 반찬 네 가지 세트입니다.',
    is_delivery: true,
    delivery_category: deliveryCategory,
    images: 1,
  });

  // ---- The customer buys two through the payment modal and the pay page. ----
  await signIn(page, BUYER);
  await page.goto(`/products/${product.id}`);
  await loaded(page.getByRole('heading', { name: title, level: 2 })).toBeVisible();
  await settled(page);
  // No review yet: the tab has no count, the title no rating.
  await expect(page.getByRole('tab', { name: '리뷰', exact: true })).toBeVisible();
  await expect(page.getByText(/리뷰 \d+개/)).toHaveCount(0);
  const shippingBox = page.getByRole('region', { name: '배송 정보' });
  await expect(shippingBox).toContainText('배송 가능');
  await expect(shippingBox).toContainText('배송비 3,000원');

  await page.getByRole('button', { name: '구매하기', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '주문·결제' });
  await loaded(dialog).toBeVisible();
  await expect(dialog.getByRole('radio', { name: '배송', exact: true })).toBeChecked();
  await dialog.getByRole('button', { name: '수량 늘리기', exact: true }).click();
  await expect(dialog.getByRole('textbox', { name: '수량', exact: true })).toHaveValue('2');
  // The modal shows the same fee as the shipping box: 24,000 + 3,000.
  await expect(dialog.getByTestId('checkout-shipping')).toHaveText('3,000원');
  await expect(dialog.getByTestId('checkout-amount')).toHaveText('27,000원');
  await dialog.getByLabel('이름', { exact: true }).fill(RECIPIENT);
  await dialog.getByLabel('휴대폰 번호', { exact: true }).fill('');
  await dialog.getByLabel('휴대폰 번호', { exact: true }).pressSequentially('01055556666');
  await expect(dialog.getByLabel('휴대폰 번호', { exact: true })).toHaveValue('010-5555-6666');
  await dialog.getByLabel('우편번호', { exact: true }).fill('03981');
  await dialog.getByLabel('배송 주소', { exact: true }).fill('서울특별시 마포구 연남로 10');
  await dialog.getByLabel('상세 주소 (선택)', { exact: true }).fill('2층');
  await dialog.getByText('필수 약관 전체 동의', { exact: true }).click();
  await dialog.getByRole('button', { name: '27,000원 결제하기', exact: true }).click();

  await page.waitForURL(/\/dev\/easypay\//, FIRST_PAINT);
  await expect(page.getByText(`${title} x2`, { exact: true })).toBeVisible();
  await expect(page.getByText('27,000원', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: '승인', exact: true }).click();
  await page.waitForURL(/\/payment\/callback\?resCd=0000/, FIRST_PAINT);
  await loaded(page.getByRole('heading', { name: '결제 완료', exact: true })).toBeVisible();

  await page.getByRole('link', { name: '주문 내역 보기', exact: true }).click();
  await expect(page).toHaveURL(/\/orders$/);
  const card = customerCard(page, title);
  await loaded(card).toBeVisible();
  await expect(card.getByTestId('order-status')).toHaveText('주문 접수');
  await expect(card.getByText('27,000원', { exact: true })).toBeVisible();
  await expect(card.getByText(/연남로 10, 2층/)).toBeVisible();
  await expect(card.getByRole('button', { name: '수령 확인', exact: true })).toHaveCount(0);
  // The order number the customer reads is the one the shop's list shows.
  const orderNo = (await card.getByText(/^주문번호 \S+$/).textContent())!.replace('주문번호 ', '');

  // ---- The merchant, in a browser of their own, moves the order to 배달 완료. ----
  const shopContext = await browser.newContext({ baseURL: siteUrl('localhost'), locale: 'ko-KR', viewport: { width: 390, height: 844 } });
  try {
    const shop = await shopContext.newPage();
    await login(shop, MERCHANT, PASSWORD);
    await expect(shop).toHaveURL(/\/merchant\/dashboard/, FIRST_PAINT);
    // The dashboard's 주문 관리 tab (the /merchant/orders screen, as a tab).
    await loaded(shop.getByRole('tab', { name: '주문 관리', exact: true })).toBeVisible();
    await shop.getByRole('tab', { name: '주문 관리', exact: true }).click();
    await expect(shop).toHaveURL(/tab=orders/);
    const order = shop.getByRole('listitem').filter({ has: shop.getByRole('heading', { name: `주문 ${orderNo} · ${RECIPIENT}`, exact: true }) });
    await loaded(order).toBeVisible();
    await expect(order.getByText(`${title} × 2`, { exact: true })).toBeVisible();
    await expect(order).toContainText('27,000원');
    await expect(order.locator('[data-status]')).toHaveText('주문 접수');

    const status = order.getByLabel(`주문 ${orderNo} 상태`, { exact: true });
    for (const [label, value] of STEPS) {
      await status.selectOption({ label });
      if (value === 'DELIVERED') await order.getByLabel(`주문 ${orderNo} 메모`, { exact: true }).fill('문 앞에 두고 벨 눌렀습니다');
      await order.getByRole('button', { name: '상태 변경', exact: true }).click();
      // Each change is saved before the next: the badge reads the server's new status.
      await expect(order.locator('[data-status]')).toHaveAttribute('data-status', value);
      await expect(order.locator('[data-status]')).toHaveText(label);
    }
    await expect(order).toContainText('판매자 메모 문 앞에 두고 벨 눌렀습니다');
    // After a reload the list still says so.
    await shop.reload();
    await loaded(order.locator('[data-status]')).toHaveText('배달 완료');
  } finally {
    await shopContext.close();
  }

  // ---- The customer confirms receipt. ----
  await page.reload();
  await loaded(card.getByTestId('order-status')).toHaveText('배달 완료');
  await expect(card.getByText('판매자 메모: 문 앞에 두고 벨 눌렀습니다', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: '수령 확인', exact: true }).click();
  const ask = page.getByRole('alertdialog');
  await expect(ask).toContainText('상품을 받으셨나요?');
  await ask.getByRole('button', { name: '수령 확인', exact: true }).click();
  await expect(card.getByTestId('order-confirmed')).toContainText('수령 확인 완료');
  await expect(card.getByRole('button', { name: '수령 확인', exact: true })).toHaveCount(0);

  // ---- …and reviews that very product, from the order's link. ----
  await card.getByRole('link', { name: title, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/products/${product.id}$`));
  await loaded(page.getByRole('heading', { name: title, level: 2 })).toBeVisible();
  await page.getByRole('tab', { name: '리뷰', exact: true }).click();
  const stats = page.getByRole('region', { name: '리뷰 통계' });
  await loaded(stats).toBeVisible();
  await expect(page.getByTestId('review-total')).toHaveText('0');
  await expect(page.getByText('아직 작성된 리뷰가 없습니다.', { exact: true })).toBeVisible();

  const form = page.getByRole('form', { name: '리뷰 쓰기' });
  await expect(form).toBeVisible();
  const content = `반찬 간이 딱 맞고 양도 넉넉해서 이틀 동안 잘 먹었어요. ${stamp}`;
  await form.getByRole('radio', { name: '5점 매우 좋음', exact: true }).check();
  await expect(form.getByText('5점 · 매우 좋음', { exact: true })).toBeVisible();
  await form.getByLabel('제목 (선택)', { exact: true }).fill('또 시켜 먹을게요');
  await form.getByRole('textbox', { name: '리뷰 내용', exact: true }).fill(content);
  await form.getByLabel('리뷰 사진', { exact: true }).setInputFiles({ name: 'banchan.png', mimeType: 'image/png', buffer: solidPng([120, 160, 60], 96) });
  const progress = form.getByRole('progressbar', { name: '사진 1 업로드 진행률' });
  await expect(progress).toHaveAttribute('aria-valuenow', '100');
  await form.getByRole('button', { name: '리뷰 등록', exact: true }).click();

  // The review is listed under the buyer's name with its stars, text and photo; the form is gone.
  const mine = page.getByRole('article', { name: `${BUYER_USERNAME}님의 리뷰`, exact: true }).filter({ hasText: stamp });
  await expect(mine).toBeVisible();
  await expect(mine.getByText('내 리뷰', { exact: true })).toBeVisible();
  await expect(mine.getByText('또 시켜 먹을게요', { exact: true })).toBeVisible();
  await expect(mine.getByText(content, { exact: true })).toBeVisible();
  await expect(mine.getByRole('img', { name: '별점 5점 (매우 좋음)', exact: true })).toBeVisible();
  const photo = mine.getByRole('img', { name: '리뷰 사진 1', exact: true });
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(96);
  await expect(page.getByRole('form', { name: '리뷰 쓰기' })).toHaveCount(0);

  // The counts: the stats, the tab and the rating by the title.
  await expect(page.getByTestId('review-total')).toHaveText('1');
  await expect(page.getByTestId('review-average')).toHaveText('5.0');
  await expect(stats.getByText('5점 1개 (100%)', { exact: true })).toBeAttached();
  await expect(page.getByRole('tab', { name: '리뷰 (1)', exact: true })).toHaveAttribute('aria-selected', 'true');
  const byTitle = page.locator('p').filter({ has: page.getByText('평균 별점', { exact: true }) });
  await expect(byTitle).toContainText('5.0 · 리뷰 1개');

  // A fresh load agrees: the review and its count are the server's, not the page's memory.
  await page.reload();
  await loaded(page.getByRole('tab', { name: '리뷰 (1)', exact: true })).toBeVisible();
  await page.getByRole('tab', { name: '리뷰 (1)', exact: true }).click();
  await loaded(page.getByTestId('review-total')).toHaveText('1');
  await expect(page.getByRole('article', { name: `${BUYER_USERNAME}님의 리뷰`, exact: true }).filter({ hasText: stamp })).toBeVisible();
  // One review per purchase: no form offered again.
  await expect(page.getByRole('form', { name: '리뷰 쓰기' })).toHaveCount(0);
});
