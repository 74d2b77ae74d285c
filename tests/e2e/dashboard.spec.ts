import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { categoryValues, createProduct, loginToken, trpcMutation, trpcQuery } from './catalogue/api';
import { FIRST_PAINT, login, resizeTo, settled, siteUrl, seriousViolations } from './fixtures';

/*
 * The merchant dashboard's management tabs (/merchant/dashboard: 상품 관리, 주문 관리, 삭제된 상품,
 * 결제 관리, 구독) and the product form's way back to them.
 */

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
const PRODUCTS_LOAD_FAILED = '상품 목록을 불러오지 못했습니다.';
const PAYMENTS_LOAD_FAILED = '결제 데이터를 불러오지 못했습니다.';
const MERCHANTS_ONLY = '판매자만 이용할 수 있는 메뉴입니다.';
const PLAN_LIMIT = '현재 플랜으로는 상품을 등록할 수 없습니다. 플랜을 결제해주세요.';

/** The first check after a full page load waits for its first paint (FIRST_PAINT, scaled by the machine's load). */
const loaded = expect.configure(FIRST_PAINT);

const rows = (page: Page) => page.getByTestId('dashboard-product');
const row = (page: Page, title: string) => rows(page).filter({ hasText: title });
const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
const won = (s: string) => Number(s.replace(/[^0-9]/g, ''));

/** The page is no wider than the screen (no sideways scroll). */
async function fitsWidth(page: Page) {
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  expect(widths.scroll, `scrollWidth ${widths.scroll} > clientWidth ${widths.client}`).toBeLessThanOrEqual(widths.client);
}

/** A product of `email`'s shop made through the API, on sale or paused. */
async function makeProduct(request: APIRequestContext, token: string, p: { title: string; price: number; is_available?: boolean }) {
  const [category = 'fruit'] = await categoryValues(request, 'shopping');
  return trpcMutation<{ id: number }>(request, 'catalogue.products.create', { ...p, is_delivery: false, category, images: [] }, { token });
}

/** Answers one tRPC procedure of the page's batched requests with `answer` (the rest of the batch untouched). */
async function answerProcedure(page: Page, procedure: string, answer: (input: unknown) => unknown) {
  await page.route('**/trpc/**', async (route) => {
    const url = new URL(route.request().url());
    const names = url.pathname.replace(/^\/trpc\//, '').split(',');
    const at = names.indexOf(procedure);
    if (at < 0) return route.fallback();
    const inputs = JSON.parse(url.searchParams.get('input') ?? '{}') as Record<string, { json: unknown }>;
    // A request of the page the test is leaving is cut off by the navigation: nobody reads its answer.
    const response = await route.fetch().catch(() => null);
    const body = (await response?.json().catch(() => null)) as unknown[] | null;
    if (!response || !body) return route.abort().catch(() => undefined);
    body[at] = answer(inputs[String(at)]?.json);
    await route.fulfill({ response, json: body }).catch(() => undefined);
  });
}
const ok = (json: unknown) => ({ result: { data: { json } } });
const trpcError = (httpStatus: number, code: string, detail: string) => ({
  error: { json: { message: detail, code: -32003, data: { code, httpStatus, detail } } },
});

test('a merchant registers a product, finds it on 상품 관리, pauses it (판매중지 filter), deletes and restores it', async ({ page, request }) => {
  // The whole round trip of a merchant's day in one test: more steps than the default time allows.
  test.slow();
  // Another shop's product must never show on this merchant's dashboard.
  const rivalTitle = unique('이웃 가게 상품');
  await makeProduct(request, await loginToken(request, 'merchant2@example.com'), { title: rivalTitle, price: 5000 });

  await login(page, 'merchant@example.com', 'demo1234!');
  await expect(page).toHaveURL(/\/merchant\/dashboard/);
  await expect(page.getByRole('heading', { name: '대시보드' })).toBeVisible(FIRST_PAINT);
  await page.getByRole('tab', { name: '상품 관리' }).click();
  await expect(page).toHaveURL(/tab=products/);
  await expect(page.getByRole('tabpanel', { name: '상품 관리' })).toBeVisible();
  await expect(rows(page).first()).toBeVisible(FIRST_PAINT);
  await expect(page.getByText(/^판매중 \d+개$/)).toBeVisible();
  await expect(page.getByLabel('판매 상태', { exact: true })).toHaveValue('selling');
  await expect(page.getByLabel('정렬', { exact: true })).toHaveValue('latest');
  await expect(row(page, rivalTitle)).toHaveCount(0);
  await fitsWidth(page);
  expect(await seriousViolations(page, { settle: true })).toEqual([]);

  // 상품 등록 → the form → saved → back on 상품 관리 with the word and the product first.
  const title = unique('대시보드 햇사과');
  await page.getByRole('link', { name: '상품 등록' }).first().click();
  await expect(page).toHaveURL(/\/products\/create$/);
  await loaded(page.getByLabel('상품명')).toBeVisible();
  await page.getByLabel('상품명').fill(title);
  await page.getByLabel('판매가').fill('15000');
  await page.getByLabel('카테고리').selectOption({ index: 1 });
  // The toast lasts 3 s: watch for it from the click on, not after checking the next page.
  await Promise.all([expect(page.getByText(CREATED)).toBeVisible(), page.getByRole('button', { name: '등록하기' }).click()]);
  await expect(page).toHaveURL(/\/merchant\/dashboard\?tab=products$/);
  await expect(rows(page).first()).toContainText(title);
  await expect(row(page, title)).toContainText('15,000원');
  await expect(row(page, title)).toContainText('판매중');

  // Edit from its row → 판매중지: it leaves the 판매중 list and shows under 판매중지.
  await row(page, title).getByRole('link', { name: `${title} 수정` }).click();
  await expect(page).toHaveURL(/\/products\/edit\/\d+$/);
  await loaded(page.getByLabel('상품명')).toHaveValue(title);
  await page.getByText('판매중지', { exact: true }).click();
  await Promise.all([expect(page.getByText(UPDATED)).toBeVisible(), page.getByRole('button', { name: '저장하기' }).click()]);
  await expect(page).toHaveURL(/\/merchant\/dashboard\?tab=products$/);
  await expect(rows(page).first()).toBeVisible();
  await expect(row(page, title)).toHaveCount(0);
  await page.getByLabel('판매 상태', { exact: true }).selectOption('stopped');
  await expect(page).toHaveURL(/availability=stopped/);
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

  // It waits under 삭제된 상품, and comes back (still paused) when restored.
  await page.getByRole('tab', { name: '삭제된 상품' }).click();
  await expect(page).toHaveURL(/tab=deleted$/);
  await expect(row(page, title)).toContainText('삭제');
  await fitsWidth(page);
  await row(page, title).getByRole('button', { name: `${title} 복구` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '복구', exact: true }).click();
  await expect(page.getByText(RESTORED)).toBeVisible();
  await expect(row(page, title)).toHaveCount(0);
  await page.getByRole('tab', { name: '상품 관리' }).click();
  // A tab switch starts the tab from its defaults (판매중).
  await expect(page.getByLabel('판매 상태', { exact: true })).toHaveValue('selling');
  await page.getByLabel('판매 상태', { exact: true }).selectOption('all');
  await expect(row(page, title)).toHaveCount(1);
});

test('sort and filter change the rows, live in the address and survive a reload', async ({ page, request }) => {
  const token = await loginToken(request, 'merchant2@example.com');
  const tag = unique('정렬 확인');
  // Three products of distinct prices, one of them paused; one looked at twice.
  const cheap = await makeProduct(request, token, { title: `${tag} 싼 상품`, price: 1010 });
  await makeProduct(request, token, { title: `${tag} 비싼 상품`, price: 987_650 });
  await makeProduct(request, token, { title: `${tag} 멈춘 상품`, price: 3030, is_available: false });
  for (let i = 0; i < 2; i++) await trpcQuery(request, 'catalogue.products.get', { id: cheap.id });

  await login(page, 'merchant2@example.com', 'demo1234!');
  await expect(page).toHaveURL(/\/merchant\/dashboard/);
  await page.goto('/merchant/dashboard?tab=products');
  await loaded(rows(page).first()).toBeVisible();
  // 판매중 (the default): the paused one is not there.
  await expect(row(page, `${tag} 싼 상품`)).toHaveCount(1);
  await expect(row(page, `${tag} 멈춘 상품`)).toHaveCount(0);

  const prices = async () => (await rows(page).getByTestId('dashboard-product-price').allTextContents()).map(won);
  await page.getByLabel('정렬', { exact: true }).selectOption({ label: '낮은 가격순' });
  await expect(page).toHaveURL(/sort=price_low/);
  await expect.poll(async () => { const p = await prices(); return p.length > 1 && p.every((v, i) => i === 0 || p[i - 1]! <= v); }).toBe(true);
  await page.getByLabel('정렬', { exact: true }).selectOption({ label: '높은 가격순' });
  await expect(page).toHaveURL(/sort=price_high/);
  await expect.poll(async () => { const p = await prices(); return p.length > 1 && p.every((v, i) => i === 0 || p[i - 1]! >= v); }).toBe(true);
  await expect(rows(page).first()).toContainText(`${tag} 비싼 상품`);

  await page.getByLabel('정렬', { exact: true }).selectOption({ label: '조회순' });
  await expect(page).toHaveURL(/sort=views/);
  const views = async () => (await rows(page).getByText(/^조회 [\d,]+ · 주문 [\d,]+$/).allTextContents()).map((s) => won(s.split('·')[0]!));
  await expect.poll(async () => { const v = await views(); return v.length > 1 && v.every((n, i) => i === 0 || v[i - 1]! >= n); }).toBe(true);

  // 판매중지: only paused rows; the paused product is there.
  await page.getByLabel('판매 상태', { exact: true }).selectOption({ label: '판매중지' });
  await expect(page).toHaveURL(/availability=stopped/);
  await expect(row(page, `${tag} 멈춘 상품`)).toHaveCount(1);
  await expect(row(page, `${tag} 싼 상품`)).toHaveCount(0);
  await expect(rows(page).filter({ hasNotText: '판매중지' })).toHaveCount(0);

  // 전체 and 낮은 가격순, then a reload: the same tab, sort, filter and rows.
  await page.getByLabel('판매 상태', { exact: true }).selectOption({ label: '전체' });
  await page.getByLabel('정렬', { exact: true }).selectOption({ label: '낮은 가격순' });
  await expect(page).toHaveURL(/tab=products/);
  await expect(page).toHaveURL(/availability=all/);
  await expect(page).toHaveURL(/sort=price_low/);
  await expect(row(page, `${tag} 멈춘 상품`)).toHaveCount(1);
  // The new answer is in (not the previous one kept on screen meanwhile): cheapest first again.
  await expect.poll(async () => { const p = await prices(); return p.length > 1 && p.every((v, i) => i === 0 || p[i - 1]! <= v); }).toBe(true);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const before = await rows(page).locator('a').first().textContent();
  await page.reload();
  await expect(page.getByRole('tab', { name: '상품 관리' })).toHaveAttribute('aria-selected', 'true', FIRST_PAINT);
  await expect(page.getByLabel('정렬', { exact: true })).toHaveValue('price_low');
  await expect(page.getByLabel('판매 상태', { exact: true })).toHaveValue('all');
  await expect(rows(page).locator('a').first()).toHaveText(before!);
  await expect(row(page, `${tag} 멈춘 상품`)).toHaveCount(1);
});

test('100 products a page: the paused list of a shop with more pages through them', async ({ page, request }) => {
  test.slow();
  // The demo merchant's plan has no limit: 101 paused products (paused, so no one else's list changes).
  const token = await loginToken(request, 'merchant@example.com');
  const tag = unique('쪽 넘김');
  for (let i = 0; i < 101; i += 10) {
    await Promise.all(
      Array.from({ length: Math.min(10, 101 - i) }, (_, k) => makeProduct(request, token, { title: `${tag} ${i + k + 1}`, price: 1000 + i + k, is_available: false })),
    );
  }
  await login(page, 'merchant@example.com', 'demo1234!');
  await expect(page).toHaveURL(/\/merchant\/dashboard/);
  await page.goto('/merchant/dashboard?tab=products&availability=stopped');
  await loaded(page.getByText(/^판매중지 \d+개$/)).toBeVisible();
  const total = won((await page.getByText(/^판매중지 \d+개$/).textContent())!);
  expect(total).toBeGreaterThan(100);
  const pages = Math.ceil(total / 100);
  await expect(rows(page)).toHaveCount(100);
  const pager = page.getByRole('navigation', { name: '내 상품 페이지' });
  await expect(pager).toContainText(`1 / ${pages}`);
  await expect(pager.getByRole('button', { name: '이전' })).toBeDisabled();
  await pager.getByRole('button', { name: '다음' }).click();
  await expect(pager).toContainText(`2 / ${pages}`);
  await expect(page).toHaveURL(/page=2/);
  await expect(page).toHaveURL(/availability=stopped/);
  await expect(rows(page)).toHaveCount(Math.min(100, total - 100));
  await fitsWidth(page);
  // A new filter starts again from page one.
  await page.getByLabel('정렬', { exact: true }).selectOption({ label: '높은 가격순' });
  await expect(page).not.toHaveURL(/page=/);
  await expect(rows(page)).toHaveCount(100);
});

test('each filter has its own empty state; a failed list says so and retries', async ({ page }) => {
  await login(page, 'merchant@example.com', 'demo1234!');
  await expect(page).toHaveURL(/\/merchant\/dashboard/);
  // A merchant without products: the dashboard list answers empty.
  await answerProcedure(page, 'dashboard.products', () => ok({ products: [], total: 0, limit: 100, offset: 0, has_more: false }));
  await page.goto('/merchant/dashboard?tab=products');
  await loaded(page.getByText('판매중인 상품이 없습니다.')).toBeVisible();
  await expect(rows(page)).toHaveCount(0);
  // The empty state's own call to action (besides the one at the top).
  await expect(page.getByRole('link', { name: '상품 등록' })).toHaveCount(2);
  await page.getByLabel('판매 상태', { exact: true }).selectOption({ label: '판매중지' });
  await expect(page.getByText('판매중지한 상품이 없습니다.')).toBeVisible();
  await page.getByLabel('판매 상태', { exact: true }).selectOption({ label: '전체' });
  await expect(page.getByText('등록된 상품이 없습니다.')).toBeVisible();
  await page.getByRole('link', { name: '상품 등록' }).last().click();
  await expect(page).toHaveURL(/\/products\/create$/);
  await page.unrouteAll({ behavior: 'ignoreErrors' });

  // No answer: the spec's text and a retry that loads the list.
  const productsCall = /\/trpc\/[^?]*dashboard\.products/;
  await page.route(productsCall, (route) => route.abort('failed'));
  await page.goto('/merchant/dashboard?tab=products');
  await loaded(page.getByRole('alert')).toContainText(PRODUCTS_LOAD_FAILED);
  await page.unroute(productsCall);
  await page.getByRole('button', { name: '다시 시도' }).click();
  await expect(rows(page).first()).toBeVisible();

  // The sales list the same way, with its own text.
  const salesCall = /\/trpc\/[^?]*orders\.deliveries\.merchantOrders/;
  await page.route(salesCall, (route) => route.abort('failed'));
  await page.goto('/merchant/dashboard?tab=payments&view=list');
  await loaded(page.getByRole('alert')).toContainText(PAYMENTS_LOAD_FAILED);
  await page.unroute(salesCall);
  await page.getByRole('button', { name: '다시 시도' }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByTestId('sale-row').first().or(page.getByTestId('list-empty'))).toBeVisible();
});

test('deleted products sort by date, title and price, and a permanent delete asks first and removes the product for good', async ({ page, request }) => {
  const token = await loginToken(request, 'merchant2@example.com');
  const tag = unique('휴지통');
  const made: { id: number; title: string }[] = [];
  // Deleted in this order: 다 (oldest deletion), 가, 나 (newest).
  for (const [name, price] of [['다', 3000], ['가', 9000], ['나', 1000]] as const) {
    const title = `${tag} ${name}`;
    const { id } = await makeProduct(request, token, { title, price });
    await trpcMutation(request, 'catalogue.products.remove', { id }, { token });
    made.push({ id, title });
  }
  await login(page, 'merchant2@example.com', 'demo1234!');
  await expect(page).toHaveURL(/\/merchant\/dashboard/);
  await page.goto('/merchant/dashboard?tab=deleted');
  const mine = rows(page).filter({ hasText: tag }).locator('a');
  await loaded(mine).toHaveText([`${tag} 나`, `${tag} 가`, `${tag} 다`]);
  await page.getByLabel('정렬', { exact: true }).selectOption({ label: '삭제일 오래된순' });
  await expect(page).toHaveURL(/sort=deleted_asc/);
  await expect(mine).toHaveText([`${tag} 다`, `${tag} 가`, `${tag} 나`]);
  await page.getByLabel('정렬', { exact: true }).selectOption({ label: '상품명순' });
  await expect(mine).toHaveText([`${tag} 가`, `${tag} 나`, `${tag} 다`]);
  await page.getByLabel('정렬', { exact: true }).selectOption({ label: '가격순' });
  await expect(page).toHaveURL(/sort=price/);
  await page.reload();
  await expect(page.getByLabel('정렬', { exact: true })).toHaveValue('price', FIRST_PAINT);
  // Cheapest first.
  await expect(mine).toHaveText([`${tag} 나`, `${tag} 다`, `${tag} 가`]);

  // Permanent delete: the question names it; cancelling keeps the row.
  const doomed = made[0]!;
  await row(page, doomed.title).getByRole('button', { name: `${doomed.title} 영구 삭제` }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('영구 삭제하시겠습니까?');
  await dialog.getByRole('button', { name: '취소' }).click();
  await expect(row(page, doomed.title)).toHaveCount(1);
  await row(page, doomed.title).getByRole('button', { name: `${doomed.title} 영구 삭제` }).click();
  await dialog.getByRole('button', { name: '영구 삭제', exact: true }).click();
  await expect(page.getByText('상품을 영구 삭제했습니다.')).toBeVisible();
  await expect(row(page, doomed.title)).toHaveCount(0);
  // Gone for good: not even the owner reads it, and it cannot be restored.
  const res = await request.get(siteUrl('localhost', `/api/products/${doomed.id}`), { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(404);
  const restore = await request.post(siteUrl('localhost', `/api/products/${doomed.id}/restore`), { headers: { Authorization: `Bearer ${token}` } });
  expect(restore.status()).toBe(404);
  await page.reload();
  await loaded(row(page, made[1]!.title)).toHaveCount(1);
  await expect(row(page, doomed.title)).toHaveCount(0);
});

test('a shop that may add no product reads the plan-limit warning above its deleted products, and a refused restore offers the plan page', async ({ page, request }) => {
  // merchant4's basic plan is past due: it may add (or restore) nothing.
  await login(page, 'merchant4@example.com', 'demo1234!');
  await expect(page).toHaveURL(/\/merchant\/dashboard/);
  // A past-due shop cannot make a product to delete: its deleted list is answered with one.
  await answerProcedure(page, 'catalogue.products.deleted', () =>
    ok({
      products: [
        {
          id: 2_000_000_001, title: '복구해 볼 상품', description: '', image_url: null, thumbnail_url: null, price: 5000, original_price: null, discount_rate: 0,
          category: null, delivery_category: null, is_delivery: false, delivery_available: true, is_available: true, display_remaining: -1, views_count: 0,
          orders_count: 0, rating: null, review_count: 0, merchant: { id: 1, name: '가게', user_id: 1 }, created_at: new Date().toISOString(), deleted_at: new Date().toISOString(),
        },
      ],
      total: 1, page: 1, size: 100, has_more: false,
    }),
  );
  await page.goto('/merchant/dashboard?tab=deleted');
  await loaded(page.getByTestId('plan-limit-warning')).toBeVisible();
  await expect(row(page, '복구해 볼 상품')).toHaveCount(1);
  // The restore refused for the plan (the server's PLAN_LIMIT) asks to pay for a plan.
  await page.route(/\/trpc\/catalogue\.products\.restore/, (route) =>
    route.fulfill({
      status: 403,
      contentType: 'application/json',
      body: JSON.stringify([{ error: { json: { message: PLAN_LIMIT, code: -32003, data: { code: 'FORBIDDEN', httpStatus: 403, detail: PLAN_LIMIT, appCode: 'PLAN_LIMIT' } } } }]),
    }),
  );
  await row(page, '복구해 볼 상품').getByRole('button', { name: '복구해 볼 상품 복구' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '복구', exact: true }).click();
  const question = page.getByRole('alertdialog');
  await expect(question).toContainText('플랜 제한');
  await expect(question).toContainText(PLAN_LIMIT);
  await question.getByRole('button', { name: '플랜 결제하러 가기' }).click();
  await expect(page).toHaveURL(/\/merchant\/subscription$/);
});

test('the orders tab says merchants only when the server refuses, and the tabs keep their state in the address', async ({ page }) => {
  await login(page, 'merchant@example.com', 'demo1234!');
  await expect(page).toHaveURL(/\/merchant\/dashboard/);
  await answerProcedure(page, 'orderCenter.list', () => trpcError(403, 'FORBIDDEN', '판매자만 이용할 수 있습니다.'));
  await page.goto('/merchant/dashboard?tab=orders');
  await loaded(page.getByRole('alert')).toContainText(MERCHANTS_ONLY);
  await expect(page.getByRole('button', { name: '다시 시도' })).toHaveCount(0);
  await page.unrouteAll({ behavior: 'ignoreErrors' });

  // The order center's filters are the tab's own parameters; a reload keeps them.
  await page.reload();
  await loaded(page.getByLabel('주문 종류')).toBeVisible();
  await page.getByLabel('주문 종류').selectOption({ label: '픽업' });
  await expect(page).toHaveURL(/tab=orders.*kind=pickup|kind=pickup.*tab=orders/);
  await page.reload();
  await expect(page.getByLabel('주문 종류')).toHaveValue('pickup', FIRST_PAINT);
  await expect(page.getByRole('tab', { name: '주문 관리' })).toHaveAttribute('aria-selected', 'true');

  // 결제 관리: the analytics first, the sales list a toggle away (and in the address).
  await page.getByRole('tab', { name: '결제 관리' }).click();
  await expect(page).toHaveURL(/tab=payments$/);
  await expect(page.getByRole('button', { name: '결제 분석' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('daily-chart')).toBeVisible();
  await page.getByRole('button', { name: '판매 내역' }).click();
  await expect(page).toHaveURL(/view=list/);
  await expect(page.getByTestId('daily-chart')).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('button', { name: '판매 내역' })).toHaveAttribute('aria-pressed', 'true', FIRST_PAINT);
});

test('a walk through the management tabs at 390 and 1280 px: no sideways scroll, no serious accessibility violation (screenshots kept)', async ({ page, request }, info) => {
  test.slow();
  // One deleted product, so 삭제된 상품 shows a row with its actions.
  const token = await loginToken(request, 'merchant@example.com');
  const { id } = await makeProduct(request, token, { title: unique('둘러보기 삭제 상품'), price: 4500 });
  await trpcMutation(request, 'catalogue.products.remove', { id }, { token });
  await login(page, 'merchant@example.com', 'demo1234!');
  await expect(page).toHaveURL(/\/merchant\/dashboard/);
  const tabs: [string, string, (p: Page) => Locator][] = [
    ['products', '상품 관리', (p) => rows(p).first()],
    ['orders', '주문 관리', (p) => p.locator('li[data-order-id]').first().or(p.getByTestId('list-empty'))],
    ['deleted', '삭제된 상품', (p) => rows(p).first().or(p.getByTestId('list-empty'))],
    ['payments', '결제 관리', (p) => p.getByTestId('daily-chart')],
    ['payments&view=list', '결제 관리', (p) => p.getByTestId('sale-row').first().or(p.getByTestId('list-empty'))],
    ['subscription', '구독', (p) => p.getByTestId('subscription-card')],
  ];
  // Each tab is loaded once and measured at each width in turn (a resize re-lays the same page out,
  // as turning a tablet would): 390 and 1280 px with a screenshot and axe, then 320, the narrowest phone.
  for (const [tab, label, ready] of tabs) {
    await page.setViewportSize({ width: 390, height: 900 });
    await page.goto(`/merchant/dashboard?tab=${tab}`);
    await loaded(ready(page)).toBeVisible();
    await expect(page.getByRole('tab', { name: label, exact: true })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: label, exact: true })).toBeVisible();
    for (const width of [390, 1280, 320]) {
      await resizeTo(page, width, 900);
      await settled(page);
      await fitsWidth(page);
      if (width === 320) continue;
      await expect(ready(page)).toBeVisible();
      // The whole tab, down to 2,400 px (a hundred product rows would make a useless strip).
      const height = Math.min(2400, await page.evaluate(() => document.documentElement.scrollHeight));
      await page.screenshot({ path: info.outputPath(`dashboard-${tab.replace('&view=', '-')}-${width}.png`), fullPage: true, clip: { x: 0, y: 0, width, height } });
      expect(await seriousViolations(page, { settle: true }), `${tab} at ${width}`).toEqual([]);
    }
  }
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
  expect(await seriousViolations(page, { settle: true })).toEqual([]);
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
