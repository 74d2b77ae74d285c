import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { categoryValues, createProduct, loginToken, trpcMutation, type CreatedProduct } from './catalogue/api';
import { FIRST_PAINT, settled, seriousViolations } from './fixtures';

/*
 * 장바구니 (docs/cart.md 화면): a customer fills the cart from two shops, changes a quantity, checks
 * out once through the gateway simulator and finds one order per shop; a guest's cart survives the
 * login. Each test sells its own products (two demo merchants, through the API) and empties the
 * customer's cart first, so neither the seed's stock nor another run matters.
 */

const loaded = expect.configure(FIRST_PAINT);
const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
const CUSTOMER = 'customer@example.com';
const PASSWORD = 'demo1234!';

async function sell(request: APIRequestContext, merchant: string, title: string, price: number): Promise<CreatedProduct> {
  const token = await loginToken(request, merchant);
  const [category] = await categoryValues(request, 'shopping');
  return createProduct(request, token, { title, price, description: '장바구니 테스트 상품입니다.', is_delivery: false, category, display_remaining: 10 });
}

async function emptyCart(request: APIRequestContext) {
  const token = await loginToken(request, CUSTOMER);
  await trpcMutation(request, 'cart.remove', {}, { token });
}

/** No sideways scroll at the page's current width. */
async function fitsWidth(page: Page) {
  const { scroll, width } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, width: window.innerWidth }));
  expect(scroll, 'no sideways scroll').toBeLessThanOrEqual(width);
}

/** A screenshot at this width, and at 320 px too on a phone-sized run. */
async function shoot(page: Page, name: string, width: number) {
  await page.mouse.move(0, 0);
  await fitsWidth(page);
  await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  if (width < 768) {
    await page.setViewportSize({ width: 320, height: 740 });
    await fitsWidth(page);
    await page.screenshot({ path: test.info().outputPath(`${name}-320.png`), fullPage: true });
    await page.setViewportSize({ width, height: 844 });
  }
}

async function loginHere(page: Page) {
  await page.getByLabel('이메일').fill(CUSTOMER);
  await page.getByLabel('비밀번호').fill(PASSWORD);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
}

async function openProduct(page: Page, product: CreatedProduct) {
  await page.goto(`/products/${product.id}`);
  await loaded(page.getByRole('heading', { name: product.title, level: 2 })).toBeVisible();
}

for (const width of [390, 1280]) {
  test(`at ${width} px: two shops in one cart, a quantity changed, one payment, two orders`, async ({ page, request }) => {
    test.slow();
    await page.setViewportSize({ width, height: 844 });
    const apples = await sell(request, 'merchant@example.com', unique('장바구니 사과'), 12_000);
    const greens = await sell(request, 'merchant2@example.com', unique('장바구니 상추'), 8_000);
    await emptyCart(request);

    await page.goto('/login');
    await loginHere(page);
    await page.waitForURL((url) => url.pathname !== '/login');

    // From the product page, with its quantity; the toast's link opens the cart.
    await openProduct(page, apples);
    await page.getByRole('button', { name: '장바구니 담기' }).click();
    await expect(page.getByText('장바구니에 담았습니다.')).toBeVisible();
    await expect(page.getByRole('link', { name: '장바구니 (1개)' })).toBeVisible();
    await openProduct(page, greens);
    await page.getByRole('button', { name: '수량 늘리기' }).click();
    await page.getByRole('button', { name: '장바구니 담기' }).click();
    await expect(page.getByRole('link', { name: '장바구니 (2개)' })).toBeVisible();
    await page.getByRole('link', { name: '장바구니 보기' }).click();
    await expect(page).toHaveURL(/\/cart$/);

    // Two shops, each with the site's fee (3,000 won under 50,000).
    const shops = page.getByTestId('cart-shop');
    await loaded(shops).toHaveCount(2);
    const appleShop = shops.filter({ hasText: apples.title });
    const greenShop = shops.filter({ hasText: greens.title });
    await expect(appleShop.getByTestId('cart-shop-fee')).toHaveText('3,000원');
    await expect(greenShop.getByTestId('cart-shop-fee')).toHaveText('3,000원');
    await expect(greenShop.getByTestId('cart-line-total')).toHaveText('16,000원');
    await expect(appleShop.getByTestId('cart-free-shipping')).toHaveText('38,000원 더 담으면 무료배송');
    await expect(page.getByTestId('cart-summary-total')).toHaveText('34,000원');

    // One more apple: the line, the shop and the total follow (and the server keeps it).
    await appleShop.getByRole('button', { name: '수량 늘리기' }).click();
    await expect(appleShop.getByTestId('cart-line-total')).toHaveText('24,000원');
    await expect(page.getByTestId('cart-summary-total')).toHaveText('46,000원');
    await settled(page);
    await page.reload();
    await loaded(appleShop.getByTestId('cart-line-total')).toHaveText('24,000원');
    await settled(page);
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, 'cart', width);

    await page.getByRole('button', { name: '46,000원 주문하기 (2개)' }).click();
    await expect(page).toHaveURL(/\/cart\/checkout\?items=/);
    const summary = page.getByTestId('checkout-summary');
    await loaded(summary.getByTestId('checkout-shop')).toHaveCount(2);
    await expect(page.getByTestId('checkout-amount')).toHaveText('46,000원');
    await expect(page.getByLabel('이메일')).toHaveValue(CUSTOMER);
    await page.getByLabel('이름').fill('김고객');
    await page.getByLabel('휴대폰 번호').fill('');
    await page.getByLabel('휴대폰 번호').pressSequentially('01098765432');
    await page.getByLabel('우편번호').fill('03900');
    await page.getByLabel('배송 주소').fill('서울특별시 마포구 월드컵북로 400');
    await page.getByLabel('상세 주소 (선택)').fill('5층');
    await page.getByLabel('배송 요청사항 (선택)').selectOption('문 앞에 놓아주세요');
    // The consents are required.
    await page.getByRole('button', { name: '46,000원 결제하기' }).click();
    await expect(page.getByText('필수 약관에 모두 동의해주세요.')).toBeVisible();
    await page.getByText('필수 약관 전체 동의').click();
    await settled(page);
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, 'cart-checkout', width);

    await page.getByRole('button', { name: '46,000원 결제하기' }).click();
    await page.waitForURL(/\/dev\/easypay\//, FIRST_PAINT);
    await expect(page.getByText('46,000원')).toBeVisible();
    await page.getByRole('button', { name: '승인', exact: true }).click();
    await page.waitForURL(/\/payment\/callback\?resCd=0000/, FIRST_PAINT);
    await loaded(page.getByRole('heading', { name: '결제 완료' })).toBeVisible();
    await expect(page.getByTestId('paid-amount')).toHaveText('46,000원');
    await expect(page.getByTestId('paid-order-no')).not.toBeEmpty();
    await settled(page);
    await page.screenshot({ path: test.info().outputPath(`cart-paid-${width}.png`) });

    // One order per shop, each with its own fee; the bought lines left the cart.
    await page.getByRole('link', { name: '주문 내역 보기' }).click();
    await expect(page).toHaveURL(/\/orders$/);
    const appleOrder = page.getByTestId('order-card').filter({ hasText: apples.title });
    const greenOrder = page.getByTestId('order-card').filter({ hasText: greens.title });
    await loaded(appleOrder).toHaveCount(1);
    await expect(greenOrder).toHaveCount(1);
    await expect(appleOrder.getByText('27,000원')).toBeVisible();
    await expect(greenOrder.getByText('19,000원')).toBeVisible();
    await page.goto('/cart');
    await loaded(page.getByText('장바구니가 비어 있습니다.')).toBeVisible();
    await expect(page.getByRole('link', { name: '쇼핑하러 가기' })).toBeVisible();
  });
}

test('a guest’s cart is kept in the browser and joins the account at login', async ({ page, request }) => {
  const pears = await sell(request, 'merchant@example.com', unique('게스트 배'), 15_000);
  await emptyCart(request);

  await openProduct(page, pears);
  await page.getByRole('button', { name: '수량 늘리기' }).click();
  await page.getByRole('button', { name: '장바구니 담기' }).click();
  await expect(page.getByText('장바구니에 담았습니다.')).toBeVisible();
  await expect(page.getByRole('link', { name: '장바구니 (1개)' })).toBeVisible();

  await page.goto('/cart');
  const line = page.getByTestId('cart-line').filter({ hasText: pears.title });
  await loaded(line).toBeVisible();
  await expect(line.getByRole('textbox', { name: '수량' })).toHaveValue('2');
  await expect(page.getByTestId('cart-summary-total')).toHaveText('33,000원');

  // Ordering asks for the login, which brings the buyer to the checkout with the cart merged.
  await page.getByRole('button', { name: /주문하기/ }).click();
  await expect(page).toHaveURL(/\/login$/);
  await loginHere(page);
  await page.waitForURL(/\/cart\/checkout\?items=/, FIRST_PAINT);
  await loaded(page.getByTestId('checkout-summary').getByText(`${pears.title} × 2`)).toBeVisible();
  await expect(page.getByTestId('checkout-amount')).toHaveText('33,000원');
  expect(await page.evaluate(() => localStorage.getItem('guest_cart'))).toBeNull();

  await page.goto('/cart');
  await loaded(page.getByTestId('cart-line').filter({ hasText: pears.title })).toBeVisible();
  await expect(page.getByRole('textbox', { name: '수량' })).toHaveValue('2');
});
