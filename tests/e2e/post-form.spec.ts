import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { loginToken, solidPng } from './catalogue/api';
import { dragTile, FIRST_PAINT, login, settled, siteUrl, seriousViolations } from './fixtures';

const loaded = expect.configure(FIRST_PAINT);
const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}`;
const png = (name: string, rgb: [number, number, number]) => ({ name, mimeType: 'image/png', buffer: solidPng(rgb) });
/** One of the clips the seed ships (a few seconds of drawn frames, WebM). */
const webm = (name: string) => ({
  name,
  mimeType: 'video/webm',
  buffer: readFileSync(new URL('../../db/seed-media/videos/apples.webm', import.meta.url)),
});

const tiles = (page: Page) => page.getByTestId('post-media');
const tileNames = (page: Page) => tiles(page).evaluateAll((els) => els.map((el) => el.getAttribute('data-name')));

interface SavedPost {
  id: number;
  title: string;
  is_announcement: boolean;
  media: { id: number; media_type: string; file_name: string; thumbnail_url: string | null; is_thumbnail: boolean }[];
}

async function savedPost(page: Page, id: number): Promise<SavedPost> {
  const res = await page.request.get(siteUrl('localhost', `/api/content/posts/${id}`));
  expect(res.status()).toBe(200);
  return (await res.json()) as SavedPost;
}

test('a merchant publishes a post with two images and a video, reorders them, picks a frame, then edits it', async ({ page }) => {
  test.slow();
  const title = unique('딸기 수확');
  await login(page, 'merchant@example.com', 'demo1234!');
  await page.waitForURL((url) => url.pathname !== '/login');
  await page.goto('/main?tab=post');
  await loaded(page.getByRole('link', { name: '글쓰기' })).toBeVisible();
  await page.getByRole('link', { name: '글쓰기' }).click();
  await page.waitForURL('**/content/upload');
  await loaded(page.getByRole('heading', { name: '게시글 작성' })).toBeVisible();

  // Nothing filled in: the spec's three messages, the focus on the first field.
  await page.getByRole('button', { name: '게시하기' }).click();
  await expect(page.getByText('이미지 또는 동영상을 1개 이상 첨부해주세요.')).toBeVisible();
  await expect(page.getByText('제목을 입력해주세요.')).toBeVisible();
  await expect(page.getByText('내용을 입력해주세요.')).toBeVisible();
  await expect(page.getByRole('button', { name: /파일 추가/ })).toBeFocused();

  // A file that is neither image nor video is refused before it is sent.
  await page.getByLabel('사진·동영상', { exact: true }).setInputFiles({ name: 'memo.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByText('이미지 또는 동영상 파일만 첨부할 수 있습니다.')).toBeVisible();

  await page.getByLabel('사진·동영상', { exact: true }).setInputFiles([png('red.png', [200, 40, 40]), png('green.png', [40, 160, 60]), webm('harvest.webm')]);
  await expect(tiles(page)).toHaveCount(3);
  await expect(page.getByText('파일을 업로드하는 중입니다.', { exact: false })).toHaveCount(0, FIRST_PAINT);
  // The video got a first thumbnail on its own (a frame one second in).
  const video = page.locator('[data-testid="post-media"][data-media-type="video"]');
  await expect(video.locator('img')).toHaveAttribute('src', /^blob:/);
  const autoPoster = await video.locator('img').getAttribute('src');

  // Reorder: the video to the front by drag, then one image back by its button.
  await dragTile(page, video, tiles(page).nth(0));
  await expect.poll(() => tileNames(page)).toEqual(['harvest.webm', 'red.png', 'green.png']);
  await page.getByRole('button', { name: '파일 2 뒤로 이동' }).click();
  await expect.poll(() => tileNames(page)).toEqual(['harvest.webm', 'green.png', 'red.png']);

  // A frame chosen on the slider becomes the thumbnail.
  await video.getByRole('button', { name: /썸네일 장면 고르기/ }).click();
  const dialog = page.getByRole('dialog', { name: '썸네일 장면 고르기' });
  await expect(dialog).toBeVisible();
  const slider = dialog.getByLabel(/장면 위치/);
  await expect(slider).toBeEnabled();
  await page.screenshot({ path: 'test-results/post-frame-picker-390.png' });
  expect(await seriousViolations(page)).toEqual([]);
  await slider.focus();
  await page.keyboard.press('End');
  await expect(dialog.getByText(/0:0[1-9] \/ 0:0[1-9]/)).toBeVisible();
  await dialog.getByRole('button', { name: '이 장면으로 설정' }).click();
  await expect(dialog).toBeHidden();
  await expect(video.locator('img')).not.toHaveAttribute('src', autoPoster!);
  await expect(page.getByText('파일을 업로드하는 중입니다.', { exact: false })).toHaveCount(0);

  await page.getByLabel('제목').fill(title);
  await page.getByLabel('내용').fill('새벽에 딴 딸기를 소개합니다. 오늘 오후 배송됩니다.');
  await page.getByText('공지사항으로 등록').click();
  await page.screenshot({ path: 'test-results/post-form-390.png', fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: '게시하기' }).click();

  await page.waitForURL(/\/content\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  await loaded(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  const saved = await savedPost(page, id);
  expect(saved.is_announcement).toBe(true);
  expect(saved.media.map((m) => [m.file_name, m.media_type, m.is_thumbnail])).toEqual([
    ['harvest.webm', 'video', true],
    ['green.png', 'image', false],
    ['red.png', 'image', false],
  ]);
  expect(saved.media[0]!.thumbnail_url).toMatch(/^\/media\//);
  const thumbnail = await page.request.get(siteUrl('localhost', saved.media[0]!.thumbnail_url!));
  expect(thumbnail.headers()['content-type']).toBe('image/jpeg');
  // A link shared in a messenger previews it: the page the server sends carries its title and picture.
  const html = await (await page.request.get(siteUrl('localhost', `/content/${id}`))).text();
  expect(html).toContain(`<meta property="og:title" content="${title}`);
  expect(html).toMatch(/<meta property="og:image" content="http:\/\/localhost:\d+\/media\//);

  // Edit: the saved values come back; drop an image, move the other to the front, save.
  await page.getByRole('button', { name: '수정' }).click();
  await page.waitForURL(`**/content/${id}/edit`);
  await loaded(page.getByRole('heading', { name: '게시글 수정' })).toBeVisible();
  await expect(page.getByLabel('제목')).toHaveValue(title);
  await expect(tiles(page)).toHaveCount(3);
  await page.getByRole('button', { name: '파일 3 삭제' }).click();
  await page.getByRole('button', { name: '파일 2 앞으로 이동' }).click();
  await page.getByLabel('제목').fill(`${title} (수정)`);
  await page.getByRole('button', { name: '저장하기' }).click();
  await page.waitForURL(`**/content/${id}`);
  await loaded(page.getByRole('heading', { level: 2, name: `${title} (수정)` })).toBeVisible();
  const edited = await savedPost(page, id);
  expect(edited.media.map((m) => m.file_name)).toEqual(['green.png', 'harvest.webm']);
  expect(edited.media[1]!.thumbnail_url).toBe(saved.media[0]!.thumbnail_url);
});

test("a save the server refuses shows the server's message in a dialog and keeps what was typed", async ({ page, request }) => {
  const token = await loginToken(request, 'merchant@example.com');
  const res = await request.post(siteUrl('localhost', '/api/content/posts'), {
    headers: { Authorization: `Bearer ${token}` },
    multipart: { title: unique('지울 글'), content: '곧 지워집니다.', files: png('a.png', [90, 90, 200]) },
  });
  expect(res.status()).toBe(201);
  const { id } = (await res.json()) as { id: number };

  await login(page, 'merchant@example.com', 'demo1234!');
  await page.waitForURL((url) => url.pathname !== '/login');
  await page.goto(`/content/${id}/edit`);
  await loaded(page.getByLabel('제목')).toHaveValue(/지울 글/);
  // Deleted elsewhere (another tab, another device) while the form is open.
  const gone = await request.delete(siteUrl('localhost', `/api/content/posts/${id}`), { headers: { Authorization: `Bearer ${token}` } });
  expect(gone.status()).toBeLessThan(300);
  await page.getByLabel('내용').fill('고쳐 쓴 내용');
  await page.getByRole('button', { name: '저장하기' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('게시글을 찾을 수 없습니다');
  await dialog.getByRole('button', { name: '확인' }).click();
  await expect(page.getByLabel('내용')).toHaveValue('고쳐 쓴 내용');
});

test("another merchant's post cannot be edited: the refusal in the spec's words, with a way back", async ({ page, request }) => {
  const token = await loginToken(request, 'merchant2@example.com');
  const res = await request.post(siteUrl('localhost', '/api/content/posts'), {
    headers: { Authorization: `Bearer ${token}` },
    multipart: { title: unique('다른 가게 글'), content: '초록텃밭 소식', files: png('b.png', [30, 130, 30]) },
  });
  const { id } = (await res.json()) as { id: number };
  await login(page, 'merchant@example.com', 'demo1234!');
  await page.waitForURL((url) => url.pathname !== '/login');
  await page.goto(`/content/${id}/edit`);
  await loaded(page.getByText('게시글을 수정할 권한이 없습니다.')).toBeVisible();
  await expect(page.getByRole('alert').getByRole('button', { name: '뒤로 가기' })).toBeVisible();
  await expect(page.getByLabel('제목')).toHaveCount(0);
});

test('the post form fits a 320 px phone and reads well to a screen reader', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await login(page, 'merchant@example.com', 'demo1234!');
  await page.waitForURL((url) => url.pathname !== '/login');
  await page.goto('/content/upload');
  await loaded(page.getByRole('heading', { name: '게시글 작성' })).toBeVisible();
  await page.getByLabel('사진·동영상', { exact: true }).setInputFiles([png('a.png', [10, 10, 10]), webm('clip.webm')]);
  await expect(page.getByText('파일을 업로드하는 중입니다.', { exact: false })).toHaveCount(0, FIRST_PAINT);
  await settled(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await page.screenshot({ path: 'test-results/post-form-320.png', fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);
});
