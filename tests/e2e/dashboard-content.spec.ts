import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { loginToken, solidPng, trpcMutation, trpcQuery } from './catalogue/api';
import { E2E_PASSWORD, signUpMerchant } from './accounts-api';
import { FIRST_PAINT, login, resizeTo, settled, siteUrl, seriousViolations } from './fixtures';

/*
 * The dashboard's content tabs (commerce.md §2 User dashboard, §8 Dashboard and Lists errors):
 * home, videos, posts, announcements, comments on my posts and reviews by product, as the demo
 * merchant and as a merchant without anything yet. Screenshots of each tab at 390 and 1280 px are
 * kept in the test's output folder.
 */

/** The texts of shared/messages.ts the tabs show when a load fails. */
const FAILED = {
  stats: '통계를 불러오지 못했습니다.',
  activity: '최근 활동을 불러오지 못했습니다.',
  contents: '콘텐츠를 불러오지 못했습니다.',
  notices: '공지사항을 불러오지 못했습니다.',
  comments: '댓글을 불러오지 못했습니다.',
  reviews: '리뷰를 불러오지 못했습니다.',
};

const TABS = [
  { key: 'home', label: '홈' },
  { key: 'videos', label: '동영상' },
  { key: 'posts', label: '게시글' },
  { key: 'announcements', label: '공지사항' },
  { key: 'comments', label: '댓글' },
  { key: 'reviews', label: '리뷰' },
] as const;
type TabKey = (typeof TABS)[number]['key'];

const DEMO = 'merchant@example.com';
const PASSWORD = E2E_PASSWORD;
const loaded = expect.configure(FIRST_PAINT);
const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 4)}`;

interface Stats {
  products: { total: number; selling: number; stopped: number; sold_out: number; deleted: number };
  orders: { total: number; pending: number; in_progress: number; delivered: number; sales_30d: number; orders_30d: number };
  content: { posts: number; videos: number; announcements: number; views: number; likes: number; comments: number };
  reviews: { count: number; average_rating: number };
}
interface ContentList {
  contents: { id: number; title: string }[];
  total: number;
}
interface ReviewGroup {
  product: { id: number; title: string };
  review_count: number;
  average_rating: number;
  reviews: { id: number }[];
}

const panel = (page: Page) => page.getByRole('tabpanel');
const tabTrigger = (page: Page, label: string) => page.getByRole('tab', { name: label, exact: true });

async function openTab(page: Page, key: TabKey) {
  await page.goto(key === 'home' ? '/merchant/dashboard' : `/merchant/dashboard?tab=${key}`);
  await settled(page);
}

/** The page is no wider than the screen (no sideways scroll). */
async function fitsWidth(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

/** A post of `token`'s merchant through the REST form, with its one picture (a post needs one). */
async function createPost(request: APIRequestContext, token: string, title: string, rgb: [number, number, number] = [60, 140, 90]): Promise<number> {
  const multipart = {
    title,
    content: `${title}: 이번 주 가게 소식을 전합니다. 새로 들어온 채소와 과일을 소개해요.`,
    files: { name: 'a.png', mimeType: 'image/png', buffer: solidPng(rgb) },
  };
  const res = await request.post(siteUrl('localhost', '/api/content/posts'), { headers: { Authorization: `Bearer ${token}` }, multipart });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

/** What each tab shows once its list has arrived for the demo merchant. */
async function expectTabContent(page: Page, key: TabKey) {
  const p = panel(page);
  switch (key) {
    case 'home':
      await expect(p.getByTestId('stat-products')).toBeVisible();
      await expect(p.getByRole('img', { name: /^상품 현황:/ })).toBeVisible();
      await expect(p.getByTestId('recent-content').first()).toBeVisible();
      await expect(p.getByTestId('recent-activity').first()).toBeVisible();
      return;
    case 'videos':
    case 'posts':
    case 'announcements':
      await expect(p.getByTestId('dashboard-content').first()).toBeVisible();
      return;
    case 'comments':
      await expect(p.getByTestId('comment-group').first()).toBeVisible();
      return;
    case 'reviews':
      await expect(p.getByTestId('review-group').first()).toBeVisible();
      return;
  }
}

test('the demo merchant walks the six content tabs at 390 and 1280 px: each fits, is accessible, and is kept as a screenshot', async ({ page, request }, info) => {
  test.slow();
  // A post with a picture and a neighbour's comment on it, so the posts and comments tabs have rows of this run.
  const token = await loginToken(request, DEMO);
  const title = unique('대시보드 산책 게시글');
  const id = await createPost(request, token, title, [200, 120, 60]);
  const customer = await loginToken(request, 'customer@example.com');
  await trpcMutation(request, 'content.comments.create', { id, content: '사진이 정말 먹음직스러워요!' }, { token: customer });

  await login(page, DEMO, 'demo1234!');
  await expect(page).toHaveURL(/\/merchant\/dashboard/, FIRST_PAINT);
  // Each tab is opened once and measured at each width in turn (a resize re-lays the same page out):
  // 390 and 1280 px with axe and a screenshot, then 320, the narrowest phone.
  for (const { key, label } of TABS) {
    await page.setViewportSize({ width: 390, height: 844 });
    await openTab(page, key);
    await expect(tabTrigger(page, label)).toHaveAttribute('aria-selected', 'true');
    await expectTabContent(page, key);
    if (key === 'posts') await expect(panel(page).getByTestId('dashboard-content').first()).toContainText(title);
    if (key === 'comments') await expect(panel(page).getByTestId('comment-group').first()).toContainText(title);
    for (const width of [390, 1280, 320]) {
      await resizeTo(page, width, width < 768 ? 844 : 900);
      await expectTabContent(page, key);
      await fitsWidth(page);
      if (width === 320) continue;
      expect(await seriousViolations(page, { settle: true }), `${key} at ${width}px`).toEqual([]);
      await page.screenshot({ path: info.outputPath(`dashboard-${key}-${width}.png`), fullPage: true });
    }
  }
});

test('the home tab’s figures are the server’s, and its cards open their tabs', async ({ page, request }) => {
  const token = await loginToken(request, DEMO);
  await login(page, DEMO, 'demo1234!');
  await expect(page).toHaveURL(/\/merchant\/dashboard/, FIRST_PAINT);
  const n = (v: number) => v.toLocaleString('ko-KR');
  // Other tests of the run may add to this merchant meanwhile: read the answer and the screen together until they agree.
  await expect(async () => {
    const s = await trpcQuery<Stats>(request, 'dashboard.stats', undefined, { token });
    await openTab(page, 'home');
    const card = (key: string) => panel(page).getByTestId(`stat-${key}`);
    await expect(card('products').getByTestId('stat-value')).toHaveText(`${n(s.products.selling)}개`, { timeout: 2000 });
    await expect(card('products').getByTestId('stat-detail')).toHaveText(`전체 ${n(s.products.total)} · 품절 ${n(s.products.sold_out)} · 판매중지 ${n(s.products.stopped)}`, { timeout: 2000 });
    await expect(card('orders').getByTestId('stat-value')).toHaveText(`${n(s.orders.pending)}건`, { timeout: 2000 });
    await expect(card('sales').getByTestId('stat-value')).toHaveText(`${n(s.orders.sales_30d)}원`, { timeout: 2000 });
    await expect(card('sales').getByTestId('stat-detail')).toHaveText(`주문 ${n(s.orders.orders_30d)}건`, { timeout: 2000 });
    await expect(card('reviews').getByTestId('stat-value')).toHaveText(s.reviews.average_rating.toFixed(1), { timeout: 2000 });
    await expect(card('reviews').getByTestId('stat-detail')).toHaveText(`리뷰 ${n(s.reviews.count)}개`, { timeout: 2000 });
    await expect(card('contents').getByTestId('stat-value')).toHaveText(`${n(s.content.posts + s.content.videos + s.content.announcements)}개`, { timeout: 2000 });
    await expect(card('views').getByTestId('stat-value')).toHaveText(n(s.content.views), { timeout: 2000 });
    await expect(card('views').getByTestId('stat-detail')).toHaveText(`좋아요 ${n(s.content.likes)} · 댓글 ${n(s.content.comments)}`, { timeout: 2000 });
    // The charts say the same numbers to a screen reader.
    await expect(panel(page).getByRole('img', { name: `주문 현황: 접수 대기 ${n(s.orders.pending)}, 진행 중 ${n(s.orders.in_progress)}, 완료 ${n(s.orders.delivered)}` })).toBeVisible({ timeout: 5000 });
  }).toPass(FIRST_PAINT);

  // Recent contents: the server's six newest, in its order.
  const recent = await trpcQuery<ContentList>(request, 'dashboard.contents', { limit: 6, offset: 0, content_type: 'all', sort: 'latest' }, { token });
  await expect(panel(page).getByTestId('recent-content').first()).toContainText(recent.contents[0].title);
  // A card opens the tab it counts.
  await panel(page).getByTestId('stat-reviews').getByRole('link', { name: '평균 별점' }).click();
  await expect(page).toHaveURL(/tab=reviews/);
  await expect(tabTrigger(page, '리뷰')).toHaveAttribute('aria-selected', 'true');
});

test('the posts tab’s sort is the server’s order, lives in the address and survives a reload', async ({ page, request }) => {
  // A merchant of this test alone, so the three posts are the whole list in every order.
  const merchant = await signUpMerchant(request, 'dashempty');
  const token = merchant.token;
  // Three posts, the middle one liked and commented by a neighbour (the most popular: 3 × likes + 2 × comments + views).
  const titles = [unique('정렬 첫째 글'), unique('정렬 둘째 글'), unique('정렬 셋째 글')];
  const ids: number[] = [];
  for (const t of titles) ids.push(await createPost(request, token, t));
  const customer = await loginToken(request, 'customer@example.com');
  await trpcMutation(request, 'content.posts.like', { id: ids[1] }, { token: customer });
  await trpcMutation(request, 'content.comments.create', { id: ids[1], content: '이 글 좋아요' }, { token: customer });

  await login(page, merchant.email, PASSWORD);
  await expect(page).toHaveURL(/\/merchant\/dashboard/, FIRST_PAINT);
  await openTab(page, 'posts');
  const shownIds = async () =>
    (await panel(page).getByTestId('dashboard-content').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-content-id')))));
  const serverIds = async (sort: string) =>
    (await trpcQuery<ContentList>(request, 'dashboard.contents', { limit: 6, offset: 0, content_type: 'post', sort }, { token })).contents.map((c) => c.id);

  // 최신순 by default: newest first.
  await expect(panel(page).getByRole('radio', { name: '최신순' })).toBeChecked();
  await expect(panel(page).getByTestId('dashboard-content').first()).toContainText(titles[2]);
  expect(await shownIds()).toEqual([ids[2], ids[1], ids[0]]);
  expect(await serverIds('latest')).toEqual([ids[2], ids[1], ids[0]]);
  // Edit and open links of a row.
  await expect(panel(page).getByRole('link', { name: `${titles[2]} 수정` })).toHaveAttribute('href', `/content/${ids[2]}/edit`);
  await expect(panel(page).getByRole('link', { name: titles[2], exact: true })).toHaveAttribute('href', `/content/${ids[2]}`);
  await expect(panel(page).getByRole('link', { name: '글쓰기' })).toHaveAttribute('href', '/content/upload');

  for (const [label, sort] of [
    ['날짜순', 'oldest'],
    ['인기순', 'popular'],
  ] as const) {
    await panel(page).getByText(label, { exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]sort=${sort}`));
    await expect(page).toHaveURL(/[?&]tab=posts/);
    await expect(panel(page).getByRole('radio', { name: label })).toBeChecked();
    const expected = await serverIds(sort);
    await expect.poll(shownIds).toEqual(expected);
    if (sort === 'oldest') expect(expected).toEqual(ids);
  }
  // 인기순: the liked and commented post first, then the newer of the other two (the server's tie-break).
  expect(await shownIds()).toEqual([ids[1], ids[2], ids[0]]);

  await page.reload();
  await settled(page);
  await expect(page).toHaveURL(/sort=popular/);
  await expect(panel(page).getByRole('radio', { name: '인기순' })).toBeChecked();
  expect(await shownIds()).toEqual(await serverIds('popular'));
});

test('reviews come grouped by product in an accordion, and a product’s stats open in a modal', async ({ page, request }) => {
  const token = await loginToken(request, DEMO);
  const answer = await trpcQuery<{ groups: ReviewGroup[]; total: number }>(request, 'dashboard.reviews', { limit: 20, offset: 0 }, { token });
  expect(answer.groups.length, 'the demo merchant has reviews of two products or more').toBeGreaterThan(1);

  await login(page, DEMO, 'demo1234!');
  await expect(page).toHaveURL(/\/merchant\/dashboard/, FIRST_PAINT);
  await openTab(page, 'reviews');
  const groups = panel(page).getByTestId('review-group');
  await expect(groups).toHaveCount(answer.groups.length);
  const [first, second] = answer.groups;
  const group = (id: number) => panel(page).locator(`[data-testid="review-group"][data-product-id="${id}"]`);
  // The trigger is named by the product, its stars and its figures; the stats button by the product and 리뷰 통계.
  const trigger = (id: number, title: string) => group(id).getByRole('button', { name: `${title} 별점` });

  // The first product is open with this page's reviews of it; the second is closed until asked.
  await expect(trigger(first.product.id, first.product.title)).toHaveAttribute('aria-expanded', 'true');
  await expect(group(first.product.id).getByTestId('review-card')).toHaveCount(first.reviews.length);
  await expect(group(first.product.id)).toContainText(`리뷰 ${first.review_count.toLocaleString('ko-KR')}개`);
  await expect(trigger(second.product.id, second.product.title)).toHaveAttribute('aria-expanded', 'false');
  await expect(group(second.product.id).getByTestId('review-card').first()).toBeHidden();
  await trigger(second.product.id, second.product.title).click();
  await expect(trigger(second.product.id, second.product.title)).toHaveAttribute('aria-expanded', 'true');
  await expect(group(second.product.id).getByTestId('review-card')).toHaveCount(second.reviews.length);
  await expect(group(second.product.id).getByTestId('review-card').last()).toBeVisible();
  // Closing the first leaves the second open (several can be open at once).
  await trigger(first.product.id, first.product.title).click();
  await expect(trigger(first.product.id, first.product.title)).toHaveAttribute('aria-expanded', 'false');
  await expect(group(first.product.id).getByTestId('review-card').first()).toBeHidden();
  await expect(trigger(second.product.id, second.product.title)).toHaveAttribute('aria-expanded', 'true');

  // The stats modal: the product's figures from reviews.stats, the same total the group shows.
  const stats = await trpcQuery<{ total_count: number; average_rating: number; rating_distribution: Record<string, number> }>(request, 'reviews.stats', { id: second.product.id });
  await group(second.product.id).getByRole('button', { name: `${second.product.title} 리뷰 통계` }).click();
  const dialog = page.getByRole('dialog', { name: '리뷰 통계' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(second.product.title);
  await expect(dialog.getByTestId('review-average')).toHaveText(stats.average_rating.toFixed(1));
  await expect(dialog.getByTestId('review-total')).toHaveText(String(stats.total_count));
  expect(stats.total_count).toBe(second.review_count);
  const bars = dialog.getByRole('list', { name: '별점 분포' }).getByRole('listitem');
  await expect(bars).toHaveCount(5);
  await expect(bars.first()).toContainText(`5점 ${stats.rating_distribution['5']}개`);
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  await fitsWidth(page);
  await page.screenshot({ path: test.info().outputPath('dashboard-review-stats-390.png') });
  await dialog.getByRole('button', { name: '닫기', exact: true }).click();
  await expect(dialog).toBeHidden();
});

test('a merchant with nothing yet sees each tab’s empty state and its next step', async ({ page, request }, info) => {
  const merchant = await signUpMerchant(request, 'dashempty');
  await page.setViewportSize({ width: 390, height: 844 });
  await login(page, merchant.email, PASSWORD);
  await expect(page).toHaveURL(/\/merchant\/dashboard/, FIRST_PAINT);

  await openTab(page, 'home');
  const p = panel(page);
  await expect(p.getByTestId('stat-products').getByTestId('stat-value')).toHaveText('0개');
  await expect(p.getByTestId('stat-reviews').getByTestId('stat-value')).toHaveText('0.0');
  await expect(p.getByText('아직 올린 콘텐츠가 없습니다.')).toBeVisible();
  await expect(p.getByText('아직 최근 활동이 없습니다.')).toBeVisible();
  // Charts with nothing to draw are left out rather than drawn empty.
  await expect(p.getByTestId('stat-views')).toBeVisible();
  await expect(p.getByTestId('chart-products')).toHaveCount(0);
  await expect(p.getByTestId('chart-orders')).toHaveCount(0);
  await fitsWidth(page);
  await page.screenshot({ path: info.outputPath('dashboard-empty-home-390.png'), fullPage: true });

  const empties: [TabKey, string][] = [
    ['videos', '아직 올린 동영상이 없습니다.'],
    ['posts', '아직 작성한 게시글이 없습니다.'],
    ['announcements', '등록한 공지사항이 없습니다.'],
    ['comments', '아직 내 글에 달린 댓글이 없습니다.'],
    ['reviews', '아직 받은 리뷰가 없습니다.'],
  ];
  for (const [key, text] of empties) {
    await openTab(page, key);
    await expect(p.getByTestId('list-empty')).toContainText(text);
    if (key !== 'comments' && key !== 'reviews') {
      await expect(p.getByTestId('list-empty').getByRole('link', { name: '글쓰기' })).toHaveAttribute('href', '/content/upload');
    }
    await fitsWidth(page);
    expect(await seriousViolations(page, { settle: true }), key).toEqual([]);
    await page.screenshot({ path: info.outputPath(`dashboard-empty-${key}-390.png`), fullPage: true });
  }
  // The empty state's 글쓰기 leads to the form.
  await openTab(page, 'posts');
  await p.getByTestId('list-empty').getByRole('link', { name: '글쓰기' }).click();
  await expect(page).toHaveURL(/\/content\/upload$/);
});

test('a lost answer shows each tab’s failure text with a retry that loads it', async ({ page }, info) => {
  await login(page, DEMO, 'demo1234!');
  await expect(page).toHaveURL(/\/merchant\/dashboard/, FIRST_PAINT);
  await settled(page);
  /** Every tRPC request that asks for one of the dashboard's lists goes unanswered while `lost` is set. */
  let lost = true;
  await page.route(
    (url) => url.pathname.startsWith('/trpc/') && url.pathname.includes('dashboard.'),
    (route) => (lost ? route.abort('connectionrefused') : route.fallback()),
  );
  const p = panel(page);

  // Home: its three sections fail on their own, each with its words and a retry.
  await page.goto('/merchant/dashboard');
  for (const text of [FAILED.stats, FAILED.contents, FAILED.activity]) await loaded(p.getByRole('alert').filter({ hasText: text })).toBeVisible();
  await page.screenshot({ path: info.outputPath('dashboard-home-failed.png'), fullPage: true });
  lost = false;
  await p.getByRole('alert').filter({ hasText: FAILED.stats }).getByRole('button', { name: '다시 시도' }).click();
  await expect(p.getByTestId('stat-products')).toBeVisible();
  await p.getByRole('alert').filter({ hasText: FAILED.activity }).getByRole('button', { name: '다시 시도' }).click();
  await expect(p.getByTestId('recent-activity').first()).toBeVisible();

  for (const [key, text] of [
    ['videos', FAILED.contents],
    ['posts', FAILED.contents],
    ['announcements', FAILED.notices],
    ['comments', FAILED.comments],
    ['reviews', FAILED.reviews],
  ] as [TabKey, string][]) {
    lost = true;
    await page.goto(`/merchant/dashboard?tab=${key}`);
    const alert = p.getByRole('alert').filter({ hasText: text });
    await loaded(alert).toBeVisible();
    lost = false;
    await alert.getByRole('button', { name: '다시 시도' }).click();
    await expect(alert).toBeHidden();
    await expectTabContent(page, key);
  }
});

test('the home tab’s charts draw after its figures, and a drawing that cannot load leaves the figures and the legends', async ({ page }, info) => {
  await login(page, DEMO, 'demo1234!');
  await expect(page).toHaveURL(/\/merchant\/dashboard/, FIRST_PAINT);
  const p = panel(page);
  const ring = p.getByTestId('chart-products').getByRole('img').first();
  await loaded(ring.locator('svg')).toBeVisible();
  const box = await ring.boundingBox();

  // recharts' chunk refused: the page, its cards and the legends stay, the ring's box keeps its size and stays empty.
  await page.route('**/assets/ChartDrawings-*.js', (route) => route.abort('connectionrefused'));
  await page.reload();
  await loaded(p.getByTestId('stat-products')).toBeVisible();
  await expect(p.getByTestId('chart-products').getByText('판매 중')).toBeVisible();
  await expect(p.getByTestId('recent-activity').first()).toBeVisible();
  await settled(page);
  expect(await ring.boundingBox()).toEqual(box);
  await expect(ring.locator('svg')).toHaveCount(0);
  await page.screenshot({ path: info.outputPath('dashboard-home-no-charts.png'), fullPage: true });
});
