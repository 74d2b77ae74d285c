import { expect, test, type Locator, type Page } from '@playwright/test';
import { categoryValues, createProduct, loginToken } from './catalogue/api';
import { FIRST_PAINT, login, settled, siteUrl } from './fixtures';

/** The first check after a full page load waits for its first paint (FIRST_PAINT, scaled by the machine's load). */
const loaded = expect.configure(FIRST_PAINT);
const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}`;

/** A tap target on a phone: at least 44 × 44 px (a half pixel for rounding). */
async function expectTapTarget(target: Locator, name: string) {
  await expect(target, name).toBeVisible();
  const box = (await target.boundingBox())!;
  expect({ name, width: box.width >= 43.5, height: box.height >= 43.5 }).toEqual({ name, width: true, height: true });
}

/** A post of page 1 that is not a video, with the count its detail page shows. */
async function textPostId(page: Page): Promise<number> {
  const res = await page.request.get(siteUrl('localhost', '/api/main/posts?page=1&size=10'));
  const { posts } = (await res.json()) as { posts: { id: number; is_video: boolean }[] };
  const post = posts.find((p) => !p.is_video);
  expect(post, 'a text post on page 1').toBeTruthy();
  return post!.id;
}

test('a toast does not cover the dashboard tabs at 390 px, and the tabs take a tap while it shows', async ({ page, request }) => {
  const [category = 'fruit'] = await categoryValues(request, 'shopping');
  const title = unique('토스트 확인 상품');
  await createProduct(request, await loginToken(request, 'merchant@example.com'), { title, price: 7000, is_delivery: false, category });

  await login(page, 'merchant@example.com', 'demo1234!');
  await expect(page).toHaveURL(/\/merchant\/dashboard/);
  // The products management tab (the dashboard opens on its home tab).
  await page.getByRole('tab', { name: '상품 관리' }).click();
  const row = page.getByTestId('dashboard-product').filter({ hasText: title });
  await loaded(row).toHaveCount(1);
  await row.getByRole('button', { name: `${title} 삭제` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '삭제', exact: true }).click();

  const toast = page.locator('[data-scope="toast"][data-part="root"]').filter({ hasText: '상품이 삭제되었습니다.' });
  await expect(toast).toBeVisible();
  const tabs = page.getByRole('tablist').first();
  const [t, l] = [(await toast.boundingBox())!, (await tabs.boundingBox())!];
  const overlaps = t.x < l.x + l.width && l.x < t.x + t.width && t.y < l.y + l.height && l.y < t.y + t.height;
  expect(overlaps, 'the toast overlaps the tab list').toBe(false);
  // Taps pass through the toast to what lies under it: only its close button is its own.
  const under = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('[data-scope="toast"][data-part="root"]') !== null, {
    x: t.x + t.width / 3,
    y: t.y + t.height / 2,
  });
  expect(under, 'the toast takes taps on its body').toBe(false);

  // A pointer resting on the toast does not stop a tab from taking a tap while the toast shows.
  await page.mouse.move(t.x + t.width / 3, t.y + t.height / 2);
  await expect(toast).toBeVisible();
  await page.getByRole('tab', { name: '삭제된 상품' }).click();
  await expect(page).toHaveURL(/tab=deleted/);
  await expect(page.getByTestId('dashboard-product').filter({ hasText: title })).toHaveCount(1);
});

test('a new comment changes the post’s comment count at once, and its controls are tap targets', async ({ page }) => {
  await login(page, 'customer@example.com', 'demo1234!');
  await page.waitForURL((url) => url.pathname !== '/login');
  const id = await textPostId(page);
  await page.goto(`/content/${id}`);
  const count = page.getByText(/^댓글 \S+ · 조회/);
  await loaded(count).toBeVisible();
  const before = Number((await count.innerText()).match(/^댓글 (\d+)/)![1]);

  const text = unique('댓글 수 확인');
  await page.getByLabel('댓글 입력').fill(text);
  await page.getByRole('button', { name: '댓글 등록' }).click();
  await expect(page.getByText(text)).toBeVisible();
  await expect(count).toHaveText(new RegExp(`^댓글 ${before + 1} ·`));

  // 390 px: like, share, reply and delete are big enough for a finger.
  await expectTapTarget(page.getByRole('button', { name: /좋아요/ }), '좋아요');
  await expectTapTarget(page.getByRole('button', { name: '공유' }), '공유');
  const mine = page.locator('[data-depth]').filter({ hasText: text });
  await expectTapTarget(mine.getByRole('button', { name: '답글' }), '답글');
  await expectTapTarget(mine.getByRole('button', { name: '삭제' }), '삭제');

  // Deleting it takes the count back down, again without a reload.
  await mine.getByRole('button', { name: '삭제' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '삭제', exact: true }).click();
  await expect(page.getByText(text)).toHaveCount(0);
  await expect(count).toHaveText(new RegExp(`^댓글 ${before} ·`));
});

test('at 390 px the account menu, tabs, chips, quantity buttons and footer links are at least 44 px', async ({ page }) => {
  await login(page, 'customer@example.com', 'demo1234!');
  await page.waitForURL((url) => url.pathname !== '/login');
  await page.goto('/main?tab=shopping');
  await settled(page);
  const account = page.getByRole('button', { name: /사용자 메뉴$/ });
  await expectTapTarget(account, '사용자 메뉴');
  await account.click();
  await expectTapTarget(page.getByRole('menuitem').first(), '메뉴 항목');
  await page.keyboard.press('Escape');

  await expectTapTarget(page.getByRole('tablist', { name: '메인 탭' }).getByRole('tab').first(), '메인 탭');
  const chips = page.getByRole('tablist').filter({ has: page.getByRole('tab', { name: '전체' }) }).first();
  await expectTapTarget(chips.getByRole('tab', { name: '전체' }), '카테고리 칩');

  const footerLinks = page.getByRole('navigation', { name: '약관 및 정책' }).getByRole('link');
  if ((await footerLinks.count()) === 0) await page.goto('/');
  await loaded(page.getByRole('navigation', { name: '약관 및 정책' }).getByRole('link').first()).toBeVisible();
  const links = page.getByRole('navigation', { name: '약관 및 정책' }).getByRole('link');
  for (let i = 0; i < (await links.count()); i++) await expectTapTarget(links.nth(i), `약관 링크 ${i + 1}`);

  await page.goto('/main?tab=shopping');
  const product = page.locator('a[href^="/products/"]').first();
  await loaded(product).toBeVisible();
  await product.click();
  await expect(page).toHaveURL(/\/products\/\d+/);
  await expectTapTarget(page.getByRole('button', { name: '수량 늘리기' }), '수량 늘리기');
  await expectTapTarget(page.getByRole('button', { name: '수량 줄이기' }), '수량 줄이기');
});

test('each site’s landing page has its own copy: 바다마켓 the sea’s, 로컬팜 the farm’s', async ({ page }) => {
  await page.goto(siteUrl('sea.localhost', '/'));
  await loaded(page.getByRole('heading', { name: '싱싱한 제철 수산물' })).toBeVisible();
  await expect(page.getByText('오늘의 바다를 식탁으로')).toBeVisible();
  await expect(page.getByText('통영 바다목장 · 굴')).toBeVisible();
  await expect(page.getByRole('heading', { name: '신선한 채소' })).toHaveCount(0);

  await page.goto(siteUrl('farm.localhost', '/'));
  await loaded(page.getByRole('heading', { name: '신선한 채소' })).toBeVisible();
  await expect(page.getByText('이천 쌀농원 · 쌀')).toBeVisible();
  await expect(page.getByRole('heading', { name: '싱싱한 제철 수산물' })).toHaveCount(0);
});
