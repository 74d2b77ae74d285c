import { expect, test, type APIRequestContext } from '@playwright/test';
import { loginToken, solidPng } from './catalogue/api';
import { FIRST_PAINT, login, settled, siteUrl, seriousViolations } from './fixtures';

/** The first check after a full page load waits for its first paint (scaled by the machine's load). */
const loaded = expect.configure(FIRST_PAINT);
const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}`;

/** A post of the demo merchant with two images, through the REST form the spec describes. */
async function postWithImages(request: APIRequestContext, title: string): Promise<number> {
  const token = await loginToken(request, 'merchant@example.com');
  const file = (name: string, rgb: [number, number, number]) => ({ name, mimeType: 'image/png', buffer: solidPng(rgb) });
  const res = await request.post(siteUrl('localhost', '/api/content/posts'), {
    headers: { Authorization: `Bearer ${token}` },
    multipart: { title, content: `${title}: 오늘 아침 밭에서 거둔 채소를 소개합니다.`, files: file('a.png', [200, 60, 60]) },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

test('a customer likes a post, comments, replies five levels deep and no deeper; the post tab lists it', async ({ page, request }) => {
  test.slow();
  const title = unique('수확 소식');
  const id = await postWithImages(request, title);

  await login(page, 'customer@example.com', 'demo1234!');
  await page.waitForURL((url) => url.pathname !== '/login');
  await page.goto('/main?tab=post');
  await loaded(page.getByRole('heading', { name: '최신 게시글' })).toBeVisible();
  expect(await seriousViolations(page, { settle: true })).toEqual([]);
  await page.getByRole('link', { name: title }).first().click();

  await loaded(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  const like = page.getByRole('button', { name: /좋아요/ });
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(like).toContainText('1');

  await page.getByLabel('댓글 입력').fill('첫 댓글입니다');
  await page.getByRole('button', { name: '댓글 등록' }).click();
  await expect(page.getByText('첫 댓글입니다')).toBeVisible();

  // Replies down to depth 5; a depth-5 comment offers no reply.
  let parent = '첫 댓글입니다';
  for (let depth = 1; depth <= 5; depth++) {
    const comment = page.locator(`[data-depth="${depth - 1}"]`).filter({ hasText: parent });
    await comment.getByRole('button', { name: '답글', exact: true }).click();
    await comment.getByLabel('답글 입력').fill(`${depth}단계 답글`);
    await comment.getByRole('button', { name: '답글 등록' }).click();
    parent = `${depth}단계 답글`;
    await expect(page.locator(`[data-depth="${depth}"]`).filter({ hasText: parent })).toBeVisible();
  }
  await expect(page.locator('[data-depth="5"]')).toHaveCount(1);
  await expect(page.locator('[data-depth="5"]').getByRole('button', { name: '답글', exact: true })).toHaveCount(0);
  expect(await seriousViolations(page, { settle: true })).toEqual([]);

  // A view of the same post counts the reader once a day: the count stays after a reload.
  await page.reload();
  await loaded(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  await expect(page.getByRole('button', { name: /좋아요/ })).toHaveAttribute('aria-pressed', 'true');
  expect(id).toBeGreaterThan(0);
});

test('a guest who likes or comments goes to /login with the login-required message, and comes back after', async ({ page, request }) => {
  const title = unique('손님 글');
  const id = await postWithImages(request, title);
  await page.goto(`/content/${id}`);
  await loaded(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  await page.getByRole('button', { name: /좋아요/ }).click();
  await page.waitForURL('**/login');
  await expect(page.getByText('로그인이 필요합니다.')).toBeVisible();
  await page.getByLabel('이메일').fill('customer@example.com');
  await page.getByLabel('비밀번호').fill('demo1234!');
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await page.waitForURL(`**/content/${id}`);
});

test('an unknown post reads as not found, with a way back and no retry', async ({ page }) => {
  await page.goto('/content/987654321');
  await loaded(page.getByText('게시글을 찾을 수 없습니다')).toBeVisible();
  await expect(page.getByText('삭제되었거나 잘못된 주소입니다.')).toBeVisible();
  await expect(page.getByRole('button', { name: '다시 시도' })).toHaveCount(0);
});

test("a guest's post paints from the page before any request of it, and the page's own request counts the view once", async ({ page, request }) => {
  const title = unique('조회 글');
  const id = await postWithImages(request, title);
  const heading = page.getByRole('heading', { level: 2, name: title });
  // The post's request is held until the post has painted: what painted came with the page.
  let painted!: () => void;
  const paintedFirst = new Promise<void>((resolve) => (painted = resolve));
  let asked = 0;
  await page.route('**/trpc/*content.posts.get*', async (route) => {
    asked += 1;
    await paintedFirst;
    await route.continue();
  });
  await page.goto(`/content/${id}`);
  await loaded(heading).toBeVisible();
  await expect(page.getByText(/조회 0/)).toBeVisible();
  painted();
  // The visitor's own request counted the view (the page's server data did not).
  await loaded(page.getByText(/조회 1/)).toBeVisible();
  await settled(page);
  expect(asked).toBe(1);
  // The image viewer, loaded at its first use, opens and closes.
  await page.getByRole('button', { name: '이미지 1 크게 보기' }).click();
  const viewer = page.getByRole('dialog', { name: `${title} 이미지 보기` });
  await loaded(viewer).toBeVisible();
  await viewer.getByRole('button', { name: '닫기' }).click();
  await expect(viewer).toHaveCount(0);
});
