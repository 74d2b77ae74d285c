import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { loginToken } from './catalogue/api';
import { FIRST_PAINT, login, settled, siteUrl, seriousViolations } from './fixtures';

/** The first check after a full page load waits for its first paint (scaled by the machine's load). */
const loaded = expect.configure(FIRST_PAINT);
const VIDEOS = new URL('../../db/seed-media/videos/', import.meta.url);

interface Profile {
  id: number;
  username: string;
  merchant: { id: number; business_name: string; business_description: string } | null;
  product_count: number;
  post_count: number;
  video_count: number;
}

interface Channel {
  profile: Profile;
  token: string;
  /** A post of the channel (not a video), whose author link opens it. */
  postId: number;
}

const api = async <T,>(request: APIRequestContext, path: string, token?: string): Promise<T> => {
  const res = await request.get(siteUrl('localhost', path), { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  expect(res.status(), `${path}: ${await res.text()}`).toBe(200);
  return (await res.json()) as T;
};

/** A video post of the demo merchant, with its poster, through the REST form. */
async function postVideo(request: APIRequestContext, token: string, name: string, title: string) {
  const poster = `data:image/png;base64,${readFileSync(new URL(`${name}.png`, VIDEOS)).toString('base64')}`;
  const res = await request.post(siteUrl('localhost', '/api/content/posts'), {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      title,
      content: `${title}: 채널 화면 점검용 영상입니다.`,
      custom_thumbnails: JSON.stringify([{ file_name: `${name}.webm`, thumbnail: poster }]),
      files: { name: `${name}.webm`, mimeType: 'video/webm', buffer: readFileSync(new URL(`${name}.webm`, VIDEOS)) },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

let ready: Promise<Channel> | undefined;
/**
 * The demo merchant's channel (햇살농원), with at least three videos: the seed gives each merchant
 * one, so two more are posted once per run, for a feed to scroll through.
 */
function demoChannel(request: APIRequestContext): Promise<Channel> {
  ready ??= (async () => {
    const token = await loginToken(request, 'merchant@example.com');
    const me = await api<{ id: number }>(request, '/api/auth/me', token);
    let profile = await api<Profile>(request, `/api/users/${me.id}`);
    for (const [i, name] of (['boat', 'fish'] as const).entries()) {
      if (profile.video_count >= 3) break;
      await postVideo(request, token, name, `채널 영상 ${i + 1}`);
      profile = await api<Profile>(request, `/api/users/${me.id}`);
    }
    const { posts } = await api<{ posts: { id: number; is_video: boolean }[] }>(request, `/api/content/posts?author_id=${me.id}&size=50`);
    const post = posts.find((p) => !p.is_video) ?? posts[0];
    return { profile, token, postId: post.id };
  })();
  return ready;
}

const feed = (page: Page) => page.getByRole('list', { name: '채널 영상' }).locator(':scope > li');
const playing = (video: Locator) => video.evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0.2);

test('a guest opens a channel from a post’s author link: the header’s counts, then videos (the one in view plays), products and posts, each tab in the address', async ({
  page,
  request,
}) => {
  test.slow();
  const { profile, postId } = await demoChannel(request);
  const name = profile.merchant!.business_name;
  const { total: productTotal } = await api<{ total: number }>(request, `/api/products/?merchant_id=${profile.merchant!.id}&size=50`);

  await page.goto(`/content/${postId}`);
  await loaded(page.getByRole('main').getByRole('link', { name, exact: true })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/merchant/${profile.id}$`));

  const header = page.getByRole('region', { name });
  await loaded(header.getByRole('heading', { level: 2, name })).toBeVisible();
  await expect(header.getByText(`@${profile.username}`)).toBeVisible();
  await expect(header.getByText(profile.merchant!.business_description)).toBeVisible();
  const stats = header.getByRole('list', { name: '채널 통계' });
  await expect(stats.locator('[data-count="products"]')).toHaveText(`상품 ${profile.product_count}`);
  await expect(stats.locator('[data-count="videos"]')).toHaveText(`영상 ${profile.video_count}`);
  await expect(stats.locator('[data-count="posts"]')).toHaveText(`게시글 ${profile.post_count}`);
  expect(profile.product_count).toBe(productTotal);

  // Videos first: the first one plays (muted, looping), the rest are paused.
  const tabs = page.getByRole('tablist', { name: '채널 콘텐츠' });
  await expect(tabs.getByRole('tab', { name: '영상' })).toHaveAttribute('aria-selected', 'true');
  const items = feed(page);
  await expect(items).toHaveCount(Math.min(50, profile.video_count));
  await expect(items.first()).toHaveAttribute('data-active', 'true');
  const first = items.first().locator('video');
  await expect.poll(() => playing(first), { timeout: 15_000 }).toBe(true);
  expect(await first.evaluate((v: HTMLVideoElement) => v.muted && v.loop)).toBe(true);
  expect(await page.locator('li[data-active="false"] video').evaluateAll((vs) => vs.every((v) => (v as HTMLVideoElement).paused))).toBe(true);

  // Scrolled to the second: it becomes the active one and plays; the first pauses.
  await items.nth(1).evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await expect(items.nth(1)).toHaveAttribute('data-active', 'true');
  await expect(items.first()).toHaveAttribute('data-active', 'false');
  await expect.poll(() => playing(items.nth(1).locator('video')), { timeout: 15_000 }).toBe(true);
  await expect.poll(() => first.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);

  // The comment button opens the post.
  const videoTitle = (await items.nth(1).getByRole('link').textContent())!;
  await items.nth(1).getByRole('button', { name: /^댓글/ }).click();
  await expect(page).toHaveURL(/\/content\/\d+$/);
  await loaded(page.getByRole('heading', { level: 2, name: videoTitle })).toBeVisible();
  await page.goBack();

  // Products: the shop's live products; a card opens the product; back returns to the tab.
  await loaded(tabs.getByRole('tab', { name: '상품' })).toBeVisible();
  await tabs.getByRole('tab', { name: '상품' }).click();
  await expect(page).toHaveURL(new RegExp(`/merchant/${profile.id}\\?tab=products$`));
  const products = page.getByRole('list', { name: '채널 상품' }).getByRole('listitem');
  await expect(products).toHaveCount(Math.min(50, productTotal));
  const productLink = products.first().getByRole('link').first();
  const productHref = await productLink.getAttribute('href');
  expect(productHref).toMatch(/^\/products\/\d+$/);
  await productLink.click();
  await expect(page).toHaveURL(new RegExp(`${productHref}$`));
  await page.goBack();
  await expect(page).toHaveURL(/tab=products$/);
  await loaded(tabs.getByRole('tab', { name: '상품' })).toHaveAttribute('aria-selected', 'true');

  // Posts: every post of the channel (videos among them), a card opens /content/{id}.
  await tabs.getByRole('tab', { name: '게시글' }).click();
  await expect(page).toHaveURL(/tab=posts$/);
  const posts = page.getByRole('list', { name: '채널 게시글' }).getByRole('article');
  await expect(posts).toHaveCount(Math.min(50, profile.post_count));
  const postLink = posts.first().getByRole('link');
  const postTitle = (await postLink.textContent())!;
  await postLink.click();
  await expect(page).toHaveURL(/\/content\/\d+$/);
  await loaded(page.getByRole('heading', { level: 2, name: postTitle })).toBeVisible();

  // History: back to posts, back again to products.
  await page.goBack();
  await expect(page).toHaveURL(/tab=posts$/);
  await page.goBack();
  await expect(page).toHaveURL(/tab=products$/);
  await loaded(tabs.getByRole('tab', { name: '상품' })).toHaveAttribute('aria-selected', 'true');
});

test('a guest who likes a channel video goes to /login with the way back, and returns to the channel after logging in', async ({ page, request }) => {
  const { profile } = await demoChannel(request);
  await page.goto(`/merchant/${profile.id}?tab=videos`);
  await loaded(feed(page).first()).toBeVisible();
  await feed(page).first().getByRole('button', { name: /^좋아요/ }).click();
  await page.waitForURL('**/login');
  await expect(page.getByText('로그인이 필요합니다.')).toBeVisible();
  await page.getByLabel('이메일').fill('customer@example.com');
  await page.getByLabel('비밀번호').fill('demo1234!');
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/merchant/${profile.id}\\?tab=videos$`));
  await loaded(feed(page).first()).toBeVisible();
});

test('a customer’s like of a channel video changes the count at once and stays; a refused like goes back', async ({ page, request }) => {
  const { profile } = await demoChannel(request);
  await login(page, 'customer@example.com', 'demo1234!');
  await page.waitForURL((url) => url.pathname !== '/login');
  await page.goto(`/merchant/${profile.id}`);
  const item = feed(page).first();
  await loaded(item).toBeVisible();
  const like = item.getByRole('button', { name: /^좋아요/ });
  const count = item.locator('[data-likes]');
  const before = (await like.getAttribute('aria-pressed')) === 'true';
  const n = Number(await count.textContent());
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', String(!before));
  await expect(count).toHaveText(String(n + (before ? -1 : 1)));
  // The server kept it.
  await page.reload();
  await loaded(feed(page).first().locator('[data-likes]')).toHaveText(String(n + (before ? -1 : 1)));
  await expect(feed(page).first().getByRole('button', { name: /^좋아요/ })).toHaveAttribute('aria-pressed', String(!before));

  // Refused: shown at once while the call is out, then put back; only logged.
  let answer!: () => void;
  const held = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/trpc/content.posts.*like*', async (route) => {
    await held;
    await route.fulfill({ status: 500, body: '{}' });
  });
  const again = feed(page).first().getByRole('button', { name: /^좋아요/ });
  const shown = feed(page).first().locator('[data-likes]');
  await again.click();
  await expect(again).toHaveAttribute('aria-pressed', String(before));
  await expect(shown).toHaveText(String(n));
  answer();
  await expect(again).toHaveAttribute('aria-pressed', String(!before));
  await expect(shown).toHaveText(String(n + (before ? -1 : 1)));
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.unroute('**/trpc/content.posts.*like*');
});

test('an unknown channel shows the not-found view with a back button; a failed load offers back and retry', async ({ page, request }) => {
  for (const path of ['/merchant/99999999', '/merchant/99999999?use_mid=true', '/merchant/abc']) {
    await page.goto(path);
    const alert = page.getByRole('alert');
    await loaded(alert.getByText('채널을 찾을 수 없거나 삭제되었습니다.')).toBeVisible();
    await expect(alert.getByRole('button', { name: '뒤로 가기' })).toBeVisible();
    await expect(alert.getByRole('button', { name: '다시 시도' })).toHaveCount(0);
  }
  await page.getByRole('alert').getByRole('button', { name: '뒤로 가기' }).click();
  await expect(page).toHaveURL(siteUrl('localhost', '/'));

  const { profile } = await demoChannel(request);
  await page.route('**/trpc/*content.channels.user*', (route) => route.fulfill({ status: 500, body: '{}' }));
  // Reached inside the app: a first load of the address carries the channel in the page itself.
  await page.goto('/');
  await page.evaluate((path) => {
    history.pushState({}, '', path);
    dispatchEvent(new PopStateEvent('popstate'));
  }, `/merchant/${profile.id}`);
  const alert = page.getByRole('alert');
  await loaded(alert.getByText('채널 정보를 불러올 수 없습니다.')).toBeVisible();
  await expect(alert.getByRole('button', { name: '뒤로 가기' })).toBeVisible();
  await page.unroute('**/trpc/*content.channels.user*');
  await alert.getByRole('button', { name: '다시 시도' }).click();
  await expect(page.getByRole('heading', { level: 2, name: profile.merchant!.business_name })).toBeVisible();
});

test('?use_mid=true opens the channel by the shop’s id, as the product page links it', async ({ page, request }) => {
  const { profile } = await demoChannel(request);
  const { products } = await api<{ products: { id: number }[] }>(request, `/api/products/?merchant_id=${profile.merchant!.id}&size=1`);
  await page.goto(`/products/${products[0].id}`);
  await loaded(page.getByRole('link', { name: '판매자 채널 보기' })).toBeVisible();
  await page.getByRole('link', { name: '판매자 채널 보기' }).click();
  await expect(page).toHaveURL(new RegExp(`/merchant/${profile.merchant!.id}\\?use_mid=true$`));
  const header = page.getByRole('region', { name: profile.merchant!.business_name });
  await loaded(header.getByText(`@${profile.username}`)).toBeVisible();
  await expect(header.locator('[data-count="posts"]')).toHaveText(`게시글 ${profile.post_count}`);
  await page.getByRole('tab', { name: '게시글' }).click();
  await expect(page).toHaveURL(new RegExp(`/merchant/${profile.merchant!.id}\\?use_mid=true&tab=posts$`));
  await expect(page.getByRole('list', { name: '채널 게시글' }).getByRole('article')).toHaveCount(Math.min(50, profile.post_count));
});

test('each tab of the channel at 320 and 390 px: no sideways scroll, no serious accessibility violation (screenshots kept)', async ({ page, request }, info) => {
  test.slow();
  const { profile } = await demoChannel(request);
  for (const width of [320, 390]) {
    await page.setViewportSize({ width, height: 780 });
    for (const tab of ['videos', 'products', 'posts']) {
      await page.goto(`/merchant/${profile.id}?tab=${tab}`);
      await loaded(page.getByRole('tab', { selected: true })).toBeVisible();
      await settled(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.screenshot({ path: info.outputPath(`channel-${tab}-${width}.png`), fullPage: false });
      if (tab === 'videos') {
        await feed(page).first().evaluate((el) => el.scrollIntoView({ block: 'center' }));
        await page.screenshot({ path: info.outputPath(`channel-videos-scrolled-${width}.png`) });
      }
      if (width === 390) expect(await seriousViolations(page, { settle: true }), tab).toEqual([]);
    }
  }
});
