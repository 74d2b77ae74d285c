import { expect, test } from '@playwright/test';
import { categoryValues, createProduct, loginToken } from './catalogue/api';
import { agreeToTerms, FIRST_PAINT, login, settled, siteUrl, seriousViolations } from './fixtures';

/** Automated accessibility checks (labels, names, contrast, landmarks) of the screens built so far. */
const PAGES = [
  '/',
  '/login',
  '/terms?type=customer',
  '/find-email',
  '/reset-password-request',
  '/policy',
  '/legal/privacy-policy',
  '/main?tab=delivery',
  '/main?tab=shopping',
  '/main?tab=shopping&search=true',
  '/cart',
];

for (const path of PAGES) {
  test(`${path} has no serious accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await settled(page);
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('the sign-up form (reached through /terms) and the login errors have no serious accessibility violations', async ({ page }) => {
  await page.goto('/terms?type=customer');
  await settled(page);
  await agreeToTerms(page);
  await expect(page.getByRole('button', { name: '가입하기' })).toBeVisible(FIRST_PAINT);
  await page.getByLabel('전화번호', { exact: true }).pressSequentially('0212345678');
  await settled(page);
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/login');
  await settled(page);
  await page.getByLabel('이메일').press('Enter');
  await expect(page.getByText('비밀번호를 입력해주세요.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the signed-in main feed has no serious accessibility violations', async ({ page }) => {
  await login(page, 'customer@example.com', 'demo1234!');
  await expect(page).toHaveURL(/\/main/);
  // The URL changes before the lazily loaded page replaces the login form; check the feed itself.
  await expect(page.getByRole('tablist', { name: '메인 탭' })).toBeVisible(FIRST_PAINT);
  await expect(page.getByRole('heading', { name: '지금 뜨는 메뉴' })).toBeVisible(FIRST_PAINT);
  await settled(page);
  expect(await seriousViolations(page)).toEqual([]);
});

test('the product form, empty and with its errors, has no serious accessibility violations', async ({ page }) => {
  await login(page, 'merchant@example.com', 'demo1234!');
  await expect(page).toHaveURL(/\/merchant\/dashboard/);
  await page.goto('/products/create');
  // The form is ready when its category choices (loaded data) are in.
  await expect(page.getByLabel('카테고리').locator('option').nth(1)).toBeAttached(FIRST_PAINT);
  await settled(page);
  expect(await seriousViolations(page)).toEqual([]);
  // Submitted from the keyboard, so no hovered button is measured.
  await page.getByLabel('상품명').press('Enter');
  await expect(page.getByText('상품명을 입력해주세요.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the second tenant’s landing page has no serious accessibility violations', async ({ page }) => {
  await page.goto(siteUrl('sea.localhost', '/'));
  await expect(page.getByText('바다마켓').first()).toBeVisible(FIRST_PAINT);
  await settled(page);
  expect(await seriousViolations(page)).toEqual([]);
});

test('a product detail page and the signed-in home have no serious accessibility violations', async ({ page, request }) => {
  // Its own product (with images and a discount), so the check holds whatever the demo seed holds.
  const token = await loginToken(request, 'merchant@example.com');
  const [category = 'fruit'] = await categoryValues(request, 'shopping');
  const product = await createProduct(request, token, {
    title: '접근성 점검용 사과',
    price: 12_000,
    original_price: 15_000,
    is_delivery: false,
    category,
    display_remaining: 5,
    images: 2,
  });
  await page.goto(`/products/${product.id}`);
  await expect(page.getByTestId('product-carousel')).toBeVisible(FIRST_PAINT);
  await settled(page);
  expect(await seriousViolations(page)).toEqual([]);

  await login(page, 'customer@example.com', 'demo1234!');
  await expect(page).toHaveURL(/\/main/);
  await page.goto('/');
  await expect(page.getByRole('region', { name: '베스트 쇼핑 상품' }).getByRole('article').first()).toBeVisible(FIRST_PAINT);
  await settled(page);
  expect(await seriousViolations(page)).toEqual([]);
});

test('the merchant channel, each of its tabs, and its not-found view have no serious accessibility violations', async ({ page, request }) => {
  const token = await loginToken(request, 'merchant@example.com');
  const me = (await (await request.get(siteUrl('localhost', '/api/auth/me'), { headers: { Authorization: `Bearer ${token}` } })).json()) as { id: number };
  for (const tab of ['videos', 'products', 'posts']) {
    await page.goto(`/merchant/${me.id}?tab=${tab}`);
    await expect(page.getByRole('tab', { selected: true })).toBeVisible(FIRST_PAINT);
    await settled(page);
    expect(await seriousViolations(page), tab).toEqual([]);
  }
  await page.goto('/merchant/99999999');
  await expect(page.getByText('채널을 찾을 수 없거나 삭제되었습니다.')).toBeVisible(FIRST_PAINT);
  expect(await seriousViolations(page)).toEqual([]);
});
