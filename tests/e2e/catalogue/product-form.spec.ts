import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import jpeg from 'jpeg-js';
import { dragTile, FIRST_PAINT, login } from '../fixtures';

/** Korean messages as shared/messages.ts has them (the spec's text, checked on screen). */
const TITLE_REQUIRED = '상품명을 입력해주세요.';
const PRICE_REQUIRED = '가격을 입력해주세요.';
const CATEGORY_REQUIRED = '카테고리를 선택해주세요.';
const HEIC_REFUSED = 'HEIC/HEIF 형식은 지원하지 않습니다. JPG 또는 PNG로 변환 후 업로드해주세요.';
const IMAGES_MAX = '이미지는 최대 10개까지 업로드할 수 있습니다.';

interface FilePayload {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A real small image drawn by the browser's canvas (PNG or JPEG), so the server's byte checks pass. */
async function drawImage(page: Page, name: string, colour: string, type: 'image/png' | 'image/jpeg'): Promise<FilePayload> {
  const base64 = await page.evaluate(
    async ({ colour, type, label }) => {
      const canvas = new OffscreenCanvas(96, 96);
      const g = canvas.getContext('2d')!;
      g.fillStyle = colour;
      g.fillRect(0, 0, 96, 96);
      g.fillStyle = '#fff';
      g.font = 'bold 40px sans-serif';
      g.fillText(label, 30, 62);
      const bytes = new Uint8Array(await (await canvas.convertToBlob({ type })).arrayBuffer());
      let text = '';
      for (const b of bytes) text += String.fromCharCode(b);
      return btoa(text);
    },
    { colour, type, label: name[0]!.toUpperCase() },
  );
  return { name, mimeType: type, buffer: Buffer.from(base64, 'base64') };
}

const tiles = (page: Page) => page.getByTestId('product-image');
const tileNames = (page: Page) => tiles(page).evaluateAll((els) => els.map((el) => el.getAttribute('data-name')));

/** Reads the id out of the tRPC answer of catalogue.products.create (superjson inside a batch). */
async function createdId(page: Page, save: () => Promise<void>): Promise<number> {
  const [res] = await Promise.all([
    page.waitForResponse((r) => r.url().includes('/trpc/catalogue.products.create') && r.request().method() === 'POST'),
    save(),
  ]);
  const body = (await res.json()) as { result: { data: { json: { id: number } } } }[];
  return body[0]!.result.data.json.id;
}

test.beforeEach(async ({ page }) => {
  await login(page, 'merchant@example.com', 'demo1234!');
  await expect(page).toHaveURL(/\/merchant\/dashboard/);
});

test('a merchant creates a shopping product with three images, reorders them, then edits the price', async ({ page }) => {
  await page.goto('/products/create');
  await expect(page.getByRole('radio', { name: '쇼핑' })).toBeChecked(FIRST_PAINT);

  // Required fields, with the focus on the first one in error.
  await page.getByRole('button', { name: '등록하기' }).click();
  await expect(page.getByText(TITLE_REQUIRED)).toBeVisible();
  await expect(page.getByText(PRICE_REQUIRED)).toBeVisible();
  await expect(page.getByText(CATEGORY_REQUIRED)).toBeVisible();
  const title = page.getByLabel('상품명');
  await expect(title).toBeFocused();
  await expect(title).toHaveAttribute('aria-invalid', 'true');
  await expect(title).toHaveAttribute('aria-describedby', /product-title-error/);

  // Three images upload right away, each with its own progress bar.
  const files = [
    await drawImage(page, 'apple.png', '#c53030', 'image/png'),
    await drawImage(page, 'banana.jpg', '#d69e2e', 'image/jpeg'),
    await drawImage(page, 'cherry.png', '#805ad5', 'image/png'),
  ];
  await page.getByLabel('상품 이미지', { exact: true }).setInputFiles(files);
  await expect(tiles(page)).toHaveCount(3);
  for (let n = 1; n <= 3; n++) {
    await expect(page.getByRole('progressbar', { name: `이미지 ${n} 업로드 진행률` })).toHaveAttribute('aria-valuenow', '100');
  }
  expect(await tileNames(page)).toEqual(['apple.png', 'banana.jpg', 'cherry.png']);
  await expect(tiles(page).first().getByText('대표')).toBeVisible();

  // Drag the third onto the first: it becomes the thumbnail.
  await dragTile(page, tiles(page).nth(2), tiles(page).nth(0));
  await expect.poll(() => tileNames(page)).toEqual(['cherry.png', 'apple.png', 'banana.jpg']);
  // Each step waits until the sortable list has taken the previous one (its announcement, the handle's
  // pressed state): a key pressed before dnd-kit's keyboard sensor is active is lost.
  const announced = (text: string) => expect(page.getByText(text, { exact: true })).toBeAttached();
  await announced('이미지를 1번째 자리에 놓았습니다.');
  // Keyboard: pick up image 2 with Space, move it right, drop it.
  const handle = page.getByRole('button', { name: '이미지 2 순서 바꾸기' });
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('ArrowRight');
  await announced('이미지 2이(가) 3번째 자리 위에 있습니다.');
  await page.keyboard.press('Space');
  await expect.poll(() => tileNames(page)).toEqual(['cherry.png', 'banana.jpg', 'apple.png']);
  // And the plain move buttons.
  await page.getByRole('button', { name: '이미지 3 앞으로 이동' }).click();
  await expect.poll(() => tileNames(page)).toEqual(['cherry.png', 'apple.png', 'banana.jpg']);
  await expect(tiles(page).first().getByText('대표')).toBeVisible();

  await title.fill('E2E 제철 사과');
  await page.getByLabel('상품 설명').fill('아침에 딴 사과입니다.');
  await page.getByLabel('판매가').fill('12900');
  await expect(page.getByText('12,900원').first()).toBeVisible();
  const category = page.getByLabel('카테고리');
  await category.selectOption({ index: 1 });
  const id = await createdId(page, () => page.getByRole('button', { name: '등록하기' }).click());
  await expect(page).toHaveURL(/\/merchant\/dashboard/);

  // Editing: the tab is fixed, the images keep the new order with the first as the thumbnail.
  await page.goto(`/products/edit/${id}`);
  await expect(page.getByLabel('상품명')).toHaveValue('E2E 제철 사과', FIRST_PAINT);
  await expect(page.getByRole('radio', { name: '쇼핑' })).toBeChecked();
  await expect(page.getByRole('radio', { name: '쇼핑' })).toBeDisabled();
  await expect(tiles(page)).toHaveCount(3);
  await expect(tiles(page).first().getByText('대표')).toBeVisible();
  await expect(tiles(page).nth(1).getByText('대표')).toHaveCount(0);
  // The form with its image tiles (move, handle, remove buttons) passes the automated checks too.
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  const savedSources = await tiles(page).locator('img').evaluateAll((els) => els.map((el) => (el as HTMLImageElement).src));
  expect(new Set(savedSources).size).toBe(3);

  await page.getByLabel('판매가').fill('16000');
  await page.getByLabel('정가 (선택)').fill('20000');
  await expect(page.getByText('할인율 20%')).toBeVisible();
  await page.getByRole('button', { name: '저장하기' }).click();
  await expect(page).toHaveURL(/\/merchant\/dashboard/);

  // The saved order survives a reload of the edit form.
  await page.goto(`/products/edit/${id}`);
  await expect(page.getByLabel('판매가')).toHaveValue('16000', FIRST_PAINT);
  await expect.poll(() => tiles(page).locator('img').evaluateAll((els) => els.map((el) => (el as HTMLImageElement).src))).toEqual(
    savedSources,
  );

  await page.goto(`/products/${id}`);
  // The product page reads "할인율 20%" (the prefix is for screen readers) next to the struck-out 20,000원.
  await expect(page.getByText('할인율 20%').first()).toBeVisible(FIRST_PAINT);
  await expect(page.getByText('16,000원').first()).toBeVisible();

  // A picture added while editing asks for its ticket naming the product (the server checks the owner).
  await page.goto(`/products/edit/${id}`);
  await expect(tiles(page)).toHaveCount(3, FIRST_PAINT);
  const ticket = page.waitForRequest((r) => r.url().includes('uploadTicket'));
  await page.getByLabel('상품 이미지', { exact: true }).setInputFiles(await drawImage(page, 'plum.png', '#884488', 'image/png'));
  expect((await ticket).postData()).toContain(`"product_id":${id}`);
});

test('HEIC files and an eleventh image are refused before upload', async ({ page }) => {
  await page.goto('/products/create');
  const picker = page.getByLabel('상품 이미지', { exact: true });

  await picker.setInputFiles({ name: 'IMG_0001.HEIC', mimeType: '', buffer: Buffer.from('....ftypheic....') });
  await expect(page.getByText(HEIC_REFUSED)).toBeVisible();
  await expect(tiles(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: /이미지 추가/ })).toHaveAttribute('aria-invalid', 'true');

  // A HEIC file under a .png name passes the browser's check; the storage PUT finds it by its bytes.
  const heicBytes = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic'), Buffer.alloc(64, 1)]);
  await picker.setInputFiles({ name: 'disguised.png', mimeType: 'image/png', buffer: heicBytes });
  await expect(tiles(page)).toHaveCount(1);
  await expect(tiles(page).first().getByRole('alert')).toHaveText(HEIC_REFUSED);
  await page.getByLabel('상품명').fill('저장 안 되는 상품');
  await page.getByLabel('판매가').fill('1000');
  await page.getByRole('button', { name: '등록하기' }).click();
  await expect(page.getByText('업로드에 실패한 이미지를 삭제한 뒤 다시 저장해주세요.')).toBeVisible();
  await expect(page).toHaveURL(/\/products\/create/);
  await page.getByRole('button', { name: '이미지 1 삭제' }).click();
  await expect(tiles(page)).toHaveCount(0);

  const one = await drawImage(page, 'x.png', '#2f855a', 'image/png');
  const eleven = Array.from({ length: 11 }, (_, i) => ({ ...one, name: `p${i + 1}.png` }));
  await picker.setInputFiles(eleven);
  await expect(page.getByText(IMAGES_MAX)).toBeVisible();
  await expect(tiles(page)).toHaveCount(10);
  await expect(page.getByText(HEIC_REFUSED)).toHaveCount(0);
  await expect(page.getByRole('button', { name: /이미지 추가/ })).toBeDisabled();
  for (let n = 1; n <= 10; n++) {
    await expect(page.getByRole('progressbar', { name: `이미지 ${n} 업로드 진행률` })).toHaveAttribute('aria-valuenow', '100');
  }

  // Leaving with unsaved changes asks first; staying keeps everything.
  await page.getByRole('button', { name: '뒤로 가기' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByText('저장하지 않은 변경 사항이 있습니다.', { exact: false })).toBeVisible();
  await dialog.getByRole('button', { name: '계속 작성' }).click();
  await expect(page).toHaveURL(/\/products\/create/);
  await expect(tiles(page)).toHaveCount(10);
});

/** A camera-sized photo (a gradient under noise, so it stays heavy as JPEG), drawn by the browser. */
async function cameraPhoto(page: Page, width: number, height: number): Promise<FilePayload> {
  const base64 = await page.evaluate(
    async ({ width, height }) => {
      const canvas = new OffscreenCanvas(width, height);
      const g = canvas.getContext('2d')!;
      const image = g.createImageData(width, height);
      let seed = 7;
      for (let i = 0; i < image.data.length; i += 4) {
        seed = (seed * 1103515245 + 12345) >>> 0;
        const noise = seed >>> 26;
        const x = (i / 4) % width;
        image.data[i] = (x * 255) / width + noise;
        image.data[i + 1] = 120 + noise;
        image.data[i + 2] = 60 + noise;
        image.data[i + 3] = 255;
      }
      g.putImageData(image, 0, 0);
      const bytes = new Uint8Array(await (await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.95 })).arrayBuffer());
      let text = '';
      for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return btoa(text);
    },
    { width, height },
  );
  return { name: 'IMG_2048.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(base64, 'base64') };
}

/**
 * The files the page sends to storage, as it sends them: the browser hands Playwright no body of a
 * File sent by XMLHttpRequest, so the page keeps a copy of each.
 */
async function keepSentFiles(page: Page) {
  await page.addInitScript(() => {
    const sent: Blob[] = [];
    (window as unknown as { sentFiles: Blob[] }).sentFiles = sent;
    const send = XMLHttpRequest.prototype.send;
    XMLHttpRequest.prototype.send = function (body) {
      if (body instanceof Blob) sent.push(body);
      return send.call(this, body);
    };
  });
}

async function sentFile(page: Page, index: number): Promise<{ type: string; bytes: Buffer }> {
  const { type, base64 } = await page.evaluate(async (index) => {
    const blob = (window as unknown as { sentFiles: Blob[] }).sentFiles[index]!;
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let text = '';
    for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return { type: blob.type, base64: btoa(text) };
  }, index);
  return { type, bytes: Buffer.from(base64, 'base64') };
}

test("a camera's photo goes up at 1600 px as a JPEG far lighter than the one chosen; a small picture goes up as chosen", async ({ page }) => {
  await keepSentFiles(page);
  await page.goto('/products/create');
  const picker = page.getByLabel('상품 이미지', { exact: true });
  const photo = await cameraPhoto(page, 4000, 3000);
  await picker.setInputFiles(photo);
  await expect(page.getByRole('progressbar', { name: '이미지 1 업로드 진행률' })).toHaveAttribute('aria-valuenow', '100');
  const first = await sentFile(page, 0);
  expect(first.type).toBe('image/jpeg');
  const picture = jpeg.decode(first.bytes);
  expect([picture.width, picture.height]).toEqual([1600, 1200]);
  expect(first.bytes.byteLength).toBeLessThan(photo.buffer.byteLength / 3);

  const small = await drawImage(page, 'label.png', '#2f855a', 'image/png');
  await picker.setInputFiles(small);
  await expect(page.getByRole('progressbar', { name: '이미지 2 업로드 진행률' })).toHaveAttribute('aria-valuenow', '100');
  expect((await sentFile(page, 1)).bytes.equals(small.buffer)).toBe(true);

  // A big picture with transparent parts keeps them, as WebP.
  const cutout = await page.evaluate(async () => {
    const canvas = new OffscreenCanvas(2400, 2400);
    const g = canvas.getContext('2d')!;
    g.fillStyle = '#c53030';
    g.beginPath();
    g.arc(1200, 1200, 1000, 0, Math.PI * 2);
    g.fill();
    const bytes = new Uint8Array(await (await canvas.convertToBlob({ type: 'image/png' })).arrayBuffer());
    let text = '';
    for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(text);
  });
  await picker.setInputFiles({ name: 'apple-cutout.png', mimeType: 'image/png', buffer: Buffer.from(cutout, 'base64') });
  await expect(page.getByRole('progressbar', { name: '이미지 3 업로드 진행률' })).toHaveAttribute('aria-valuenow', '100');
  const third = await sentFile(page, 2);
  expect(third.type).toBe('image/webp');
  expect(third.bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
});

test('changing the tab clears the category; the delivery tab asks for a delivery category', async ({ page }) => {
  await page.goto('/products/create');
  await page.getByLabel('카테고리').selectOption({ index: 1 });
  await page.getByText('배달', { exact: true }).click();
  await expect(page.getByRole('radio', { name: '배달' })).toBeChecked();
  const delivery = page.getByLabel('배달 카테고리');
  await expect(delivery).toHaveValue('');
  await page.getByLabel('상품명').fill('배달 도시락');
  await page.getByLabel('판매가').fill('8000');
  await page.getByRole('button', { name: '등록하기' }).click();
  await expect(page.getByText('배달 카테고리를 선택해주세요.')).toBeVisible();
  await expect(delivery).toBeFocused();
  await page.getByText('쇼핑', { exact: true }).click();
  await expect(page.getByLabel('카테고리')).toHaveValue('');
});

test('leaving a changed form asks first, by the back button and by the browser', async ({ page }) => {
  await page.getByRole('link', { name: '상품 등록' }).first().click();
  await expect(page).toHaveURL(/\/products\/create/);
  const title = page.getByLabel('상품명');
  const dialog = page.getByRole('alertdialog');
  await title.fill('떠나기 전 사과');

  // The page's back button: staying keeps the text, leaving goes back.
  await page.getByRole('button', { name: '뒤로 가기' }).click();
  await dialog.getByRole('button', { name: '계속 작성' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/products\/create/);
  await expect(title).toHaveValue('떠나기 전 사과');
  await page.getByRole('button', { name: '뒤로 가기' }).click();
  await dialog.getByRole('button', { name: '나가기' }).click();
  await expect(page).toHaveURL(/\/merchant\/dashboard/);

  // The browser's forward and back: asked the same way.
  await page.goForward();
  await expect(page).toHaveURL(/\/products\/create/);
  await title.fill('다시 쓴 사과');
  await page.goBack();
  await dialog.getByRole('button', { name: '계속 작성' }).click();
  await expect(page).toHaveURL(/\/products\/create/);
  await expect(title).toHaveValue('다시 쓴 사과');
  await page.goBack();
  await dialog.getByRole('button', { name: '나가기' }).click();
  await expect(page).toHaveURL(/\/merchant\/dashboard/);
});
