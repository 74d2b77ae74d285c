import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { categoryValues, createProduct, loginToken } from './catalogue/api';
import { FIRST_PAINT, login, settled } from './fixtures';

/** Korean texts as shared/messages.ts has them. */
const CREATED = '상품이 등록되었습니다.';
const UPDATED = '상품이 수정되었습니다.';
const DELETED = '상품이 삭제되었습니다.';
const RESTORED = '상품이 복구되었습니다.';
const DELETE_CONFIRM = '상품을 삭제하시겠습니까?';
const EDIT_FORBIDDEN = '상품을 수정할 권한이 없습니다.';
const NOT_OWNER = '본인이 등록한 상품만 수정할 수 있습니다.';
const NOT_FOUND = '상품을 불러올 수 없습니다.';
const FORM_LOAD_FAILED = '데이터를 불러오는데 실패했습니다.';

/** The first check after a full page load waits for its first paint (FIRST_PAINT, scaled by the machine's load). */
const loaded = expect.configure(FIRST_PAINT);

const rows = (page: Page) => page.getByTestId('dashboard-product');
const row = (page: Page, title: string) => rows(page).filter({ hasText: title });
const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}`;

async function seriousViolations(page: Page) {
  await settled(page);
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
}

/** The page is no wider than the screen (no sideways scroll). */
async function fitsWidth(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

test('a merchant lands on the dashboard, registers a product, sees it saved, edits it, deletes and restores it', async ({ page, request }) => {
  // The whole round trip of a merchant's day in one test: more steps than the default time allows.
  test.slow();
  // Another shop's product must never show on this merchant's dashboard.
  const [category = 'fruit'] = await categoryValues(request, 'shopping');
  const rivalTitle = unique('이웃 가게 상품');
  await createProduct(request, await loginToken(request, 'merchant2@example.com'), { title: rivalTitle, price: 5000, is_delivery: false, category });

  await login(page, 'merchant@example.com', 'demo1234!');
  await expect(page).toHaveURL(/\/merchant\/dashboard/);
  await expect(page.getByRole('heading', { name: '대시보드' })).toBeVisible(FIRST_PAINT);
  await expect(rows(page).first()).toBeVisible(FIRST_PAINT);
  await expect(page.getByText(/^전체 \d+개$/)).toBeVisible();
  await expect(row(page, rivalTitle)).toHaveCount(0);
  await fitsWidth(page);
  expect(await seriousViolations(page)).toEqual([]);

  // 상품 등록 → the form → saved → back on the dashboard with the word and the product first.
  const title = unique('대시보드 햇사과');
  await page.getByRole('link', { name: '상품 등록' }).first().click();
  await expect(page).toHaveURL(/\/products\/create$/);
  await loaded(page.getByLabel('상품명')).toBeVisible();
  await page.getByLabel('상품명').fill(title);
  await page.getByLabel('판매가').fill('15000');
  await page.getByLabel('카테고리').selectOption({ index: 1 });
  // The toast lasts 3 s: watch for it from the click on, not after checking the next page.
  await Promise.all([expect(page.getByText(CREATED)).toBeVisible(), page.getByRole('button', { name: '등록하기' }).click()]);
  await expect(page).toHaveURL(/\/merchant\/dashboard$/);
  await expect(rows(page).first()).toContainText(title);
  await expect(row(page, title)).toContainText('15,000원');
  await expect(row(page, title)).toContainText('판매중');

  // Edit from its row: the word says it was changed.
  await row(page, title).getByRole('link', { name: `${title} 수정` }).click();
  await expect(page).toHaveURL(/\/products\/edit\/\d+$/);
  await loaded(page.getByLabel('상품명')).toHaveValue(title);
  await page.getByText('판매중지', { exact: true }).click();
  await Promise.all([expect(page.getByText(UPDATED)).toBeVisible(), page.getByRole('button', { name: '저장하기' }).click()]);
  await expect(page).toHaveURL(/\/merchant\/dashboard$/);
  await expect(row(page, title)).toContainText('판매중지');

  // Delete asks first; cancelling keeps it.
  await row(page, title).getByRole('button', { name: `${title} 삭제` }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(DELETE_CONFIRM);
  await dialog.getByRole('button', { name: '취소' }).click();
  await expect(row(page, title)).toHaveCount(1);
  await row(page, title).getByRole('button', { name: `${title} 삭제` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '삭제', exact: true }).click();
  await expect(page.getByText(DELETED)).toBeVisible();
  await expect(row(page, title)).toHaveCount(0);

  // It waits under 삭제된 상품, and comes back when restored.
  await page.getByRole('tab', { name: '삭제된 상품' }).click();
  await expect(page).toHaveURL(/tab=deleted/);
  await expect(row(page, title)).toContainText('삭제');
  await fitsWidth(page);
  await row(page, title).getByRole('button', { name: `${title} 복구` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '복구', exact: true }).click();
  await expect(page.getByText(RESTORED)).toBeVisible();
  await expect(row(page, title)).toHaveCount(0);
  await page.getByRole('tab', { name: '상품 관리' }).click();
  await expect(row(page, title)).toHaveCount(1);
});

test('the list pages through more products than one page holds', async ({ page, request }) => {
  const token = await loginToken(request, 'merchant3@example.com');
  const [category = 'fruit'] = await categoryValues(request, 'shopping');
  for (let i = 0; i < 21; i++) {
    await createProduct(request, token, { title: `쪽 넘김 상품 ${i + 1}`, price: 1000 + i, is_delivery: false, category });
  }
  await login(page, 'merchant3@example.com', 'demo1234!');
  await expect(page).toHaveURL(/\/merchant\/dashboard/);
  await expect(page.getByText(/^전체 \d+개$/)).toBeVisible(FIRST_PAINT);
  const totalText = await page.getByText(/^전체 \d+개$/).textContent();
  const total = Number(totalText!.match(/\d+/)![0]);
  expect(total).toBeGreaterThan(20);
  const pages = Math.ceil(total / 20);
  await expect(rows(page)).toHaveCount(20);
  const pager = page.getByRole('navigation', { name: '내 상품 페이지' });
  await expect(pager).toContainText(`1 / ${pages}`);
  await expect(pager.getByRole('button', { name: '이전' })).toBeDisabled();
  await pager.getByRole('button', { name: '다음' }).click();
  await expect(pager).toContainText(`2 / ${pages}`);
  await expect(page).toHaveURL(/page=2/);
  await expect(rows(page)).toHaveCount(Math.min(20, total - 20));
  await fitsWidth(page);
  await pager.getByRole('button', { name: '이전' }).click();
  await expect(rows(page)).toHaveCount(20);
});

test('with no products the dashboard says so and offers 상품 등록', async ({ page }) => {
  await login(page, 'merchant@example.com', 'demo1234!');
  await expect(page).toHaveURL(/\/merchant\/dashboard/);
  // A merchant without products: the dashboard list answers empty (the rest of the batch untouched).
  await page.route('**/trpc/**', async (route) => {
    const names = new URL(route.request().url()).pathname.replace(/^\/trpc\//, '').split(',');
    const at = names.indexOf('dashboard.products');
    if (at < 0) return route.fallback();
    const response = await route.fetch();
    const body = (await response.json()) as { result: { data: { json: unknown } } }[];
    body[at] = { result: { data: { json: { products: [], total: 0, limit: 20, offset: 0, has_more: false } } } };
    await route.fulfill({ response, json: body });
  });
  await page.reload();
  await expect(page.getByText('등록된 상품이 없습니다.')).toBeVisible(FIRST_PAINT);
  await expect(rows(page)).toHaveCount(0);
  // The empty state's own call to action (besides the one at the top).
  await expect(page.getByRole('link', { name: '상품 등록' })).toHaveCount(2);
  await page.getByRole('link', { name: '상품 등록' }).last().click();
  await expect(page).toHaveURL(/\/products\/create$/);
});

test('another shop’s product reads as a refusal, a missing one as not found: no retry for either', async ({ page, request }) => {
  const [category = 'fruit'] = await categoryValues(request, 'shopping');
  const theirs = await createProduct(request, await loginToken(request, 'merchant@example.com'), {
    title: unique('남의 가게 상품'),
    price: 7000,
    is_delivery: false,
    category,
  });
  await login(page, 'merchant2@example.com', 'demo1234!');
  await expect(page).toHaveURL(/\/merchant\/dashboard/);

  await page.goto(`/products/edit/${theirs.id}`);
  const refusal = page.getByRole('alert');
  await expect(refusal).toContainText(EDIT_FORBIDDEN, FIRST_PAINT);
  await expect(refusal).toContainText(NOT_OWNER);
  await expect(page.getByText(FORM_LOAD_FAILED)).toHaveCount(0);
  await expect(page.getByRole('button', { name: '다시 시도' })).toHaveCount(0);
  await expect(page.getByLabel('상품명')).toHaveCount(0);
  await fitsWidth(page);
  expect(await seriousViolations(page)).toEqual([]);
  // The way back: opened directly, there is no page before it, so back goes home.
  await page.getByRole('main').getByRole('button', { name: '뒤로 가기' }).click();
  await expect(page).not.toHaveURL(/\/products\/edit/);

  for (const path of ['/products/edit/2000000000', '/products/2000000000', '/products/edit/abc']) {
    await page.goto(path);
    await expect(page.getByRole('alert'), path).toContainText(NOT_FOUND, FIRST_PAINT);
    await expect(page.getByRole('button', { name: '다시 시도' }), path).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('button', { name: '뒤로 가기' }), path).toBeVisible();
  }
});

test('a real failure (no answer) offers a retry that loads the form', async ({ page, request }) => {
  const [category = 'fruit'] = await categoryValues(request, 'shopping');
  const mine = await createProduct(request, await loginToken(request, 'merchant@example.com'), {
    title: unique('다시 불러올 상품'),
    price: 8000,
    is_delivery: false,
    category,
  });
  await login(page, 'merchant@example.com', 'demo1234!');
  await expect(page).toHaveURL(/\/merchant\/dashboard/);
  // A regex, not a glob: the form's queries share one batched request (`/trpc/a,b?batch=1`).
  const formLoad = /\/trpc\/[^?]*catalogue\.products\.getForEdit/;
  await page.route(formLoad, (route) => route.abort('failed'));
  await page.goto(`/products/edit/${mine.id}`);
  await expect(page.getByRole('alert')).toContainText(FORM_LOAD_FAILED, FIRST_PAINT);
  const retry = page.getByRole('button', { name: '다시 시도' });
  await expect(retry).toBeVisible();
  await page.unroute(formLoad);
  await retry.click();
  await expect(page.getByLabel('상품명')).toHaveValue(mine.title);
});
