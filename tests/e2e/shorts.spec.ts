import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { FIRST_PAINT, login, settled, siteUrl } from './fixtures';

/** The first check after a full page load waits for its first paint (scaled by the machine's load). */
const loaded = expect.configure(FIRST_PAINT);

test('the video tab opens the shorts player: the video in view plays, a tap unmutes, a failed like rolls back, back returns to the list', async ({ page }) => {
  test.slow();
  await login(page, 'customer@example.com', 'demo1234!');
  await page.waitForURL((url) => url.pathname !== '/login');
  await page.goto('/main?tab=video');
  const tiles = page.getByRole('button', { name: /영상 보기$/ });
  await loaded(tiles.first()).toBeVisible();
  // The demo seed's own videos (the grid may still be filling in after the first tile).
  await expect.poll(() => tiles.count()).toBeGreaterThanOrEqual(4);
  await settled(page);
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

  await tiles.nth(1).click();
  await expect(page).toHaveURL(/play=\d+/);
  const active = page.locator('[data-active="true"]');
  const video = active.locator('video');
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 }).toBeGreaterThan(0.2);
  expect(await page.locator('[data-active="false"] video').evaluateAll((vs) => vs.every((v) => (v as HTMLVideoElement).paused))).toBe(true);

  expect(await video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);
  await video.click();
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(false);
  await expect(page.getByText('소리 켜짐')).toBeVisible();

  // The server refuses the like: the heart shows at once, while the call is out, then goes back.
  let answer!: () => void;
  const held = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/trpc/content.posts.*like*', async (route) => {
    await held;
    await route.fulfill({ status: 500, body: '{}' });
  });
  const like = active.getByRole('button', { name: '좋아요' });
  const before = (await like.getAttribute('aria-pressed')) ?? 'false';
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', before === 'true' ? 'false' : 'true');
  answer();
  await expect(like).toHaveAttribute('aria-pressed', before);
  await page.unroute('**/trpc/content.posts.*like*');

  await active.getByRole('button', { name: '댓글' }).click();
  await expect(page.getByRole('dialog', { name: '댓글' }).getByLabel('댓글 입력')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: '목록' }).click();
  await expect(page).not.toHaveURL(/play=/);
  await expect(tiles.first()).toBeVisible();
});

test('the home shows two rising videos when page 1 of the posts holds at least two, and two recent non-video posts', async ({ page, request }) => {
  const first = (await (await request.get(siteUrl('localhost', '/api/main/posts?page=1&size=10'))).json()) as { posts: { is_video: boolean; title: string }[] };
  const videos = first.posts.filter((p) => p.is_video);
  const others = first.posts.filter((p) => !p.is_video);
  await login(page, 'customer@example.com', 'demo1234!');
  await page.waitForURL((url) => url.pathname !== '/login');
  await page.goto('/');
  const community = page.locator('section', { has: page.getByRole('heading', { name: '최근 커뮤니티' }) });
  await loaded(community).toBeVisible();
  // The hero shows the site's own banners (not the default slides), each link opening in a new tab.
  const { banners } = (await (await request.get(siteUrl('localhost', '/api/banners'))).json()) as { banners: { title: string; link: string }[] };
  expect(banners.length).toBeGreaterThan(0);
  const hero = page.getByRole('region', { name: '주요 소식' });
  await expect(hero.getByText(banners[0].title)).toBeVisible();
  await expect(hero.getByText('산지에서 식탁까지, 가장 신선하게')).toHaveCount(0);
  await expect(hero.locator(`a[href="${banners[0].link}"]`)).toHaveAttribute('target', '_blank');
  await expect(community.getByRole('article')).toHaveCount(Math.min(2, others.length));
  await expect(community.getByRole('link', { name: others[0].title })).toBeVisible();
  const rising = page.getByRole('heading', { name: '떠오르는 영상' });
  if (videos.length >= 2) {
    await expect(rising).toBeVisible();
    await expect(page.getByRole('link', { name: /영상 보기$/ })).toHaveCount(2);
    await page.getByRole('link', { name: `${videos[0].title} 영상 보기` }).click();
    await expect(page).toHaveURL(/tab=video&play=\d+/);
    await expect(page.locator('[data-active="true"] video')).toBeVisible();
  } else {
    await expect(rising).toHaveCount(0);
  }
});
