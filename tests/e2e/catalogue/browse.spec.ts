import { expect, test } from '@playwright/test';
import { categoryValues, createProduct, loginToken, trpcQuery, type CreatedProduct } from './api';
import { FIRST_PAINT, login } from '../fixtures';

/*
 * Browsing the catalogue as a customer and as a guest. The products are made here through the API
 * (as the demo merchant), so the tests hold whatever the demo seed contains.
 */

// A random Korean prefix keeps this run's titles apart from the seed's and from earlier runs.
const SYLLABLES = ['가', '나', '다', '라', '마', '바', '사', '아', '자', '차', '카', '타', '파', '하'];
const tag = Array.from({ length: 3 }, () => SYLLABLES[Math.floor(Math.random() * SYLLABLES.length)]).join('');
const WORD = `${tag}꿀사과`;

let apple: CreatedProduct;
let soldOut: CreatedProduct;

test.beforeAll(async ({ request }) => {
  const token = await loginToken(request, 'merchant@example.com');
  // The seed's first categories; fixed values when a database has none (products only need a value).
  const [shopping = 'fruit'] = await categoryValues(request, 'shopping');
  const [delivery = 'korean'] = await categoryValues(request, 'delivery');
  apple = await createProduct(request, token, {
    title: `${WORD} 선물세트`,
    description: '아삭하고 달콤한 사과를 한 알씩 골라 담았습니다.',
    price: 19_900,
    original_price: 25_000,
    is_delivery: false,
    category: shopping,
    images: 3,
  });
  soldOut = await createProduct(request, token, {
    title: `${tag} 품절 배 세트`,
    price: 30_000,
    is_delivery: false,
    category: shopping,
    display_remaining: 0,
    images: 1,
  });
  for (const [i, title] of ['김치찌개', '제육볶음', '된장찌개'].entries()) {
    const p = await createProduct(request, token, {
      title: `${tag} ${title}`,
      price: 9_000 + i * 1_000,
      is_delivery: true,
      delivery_category: delivery,
      images: 1,
    });
    // Views put these in the ranking.
    for (let v = 0; v <= i; v++) await trpcQuery(request, 'catalogue.products.get', { id: p.id });
  }
});

test('a customer browses shopping, searches a partial Korean word and opens the product', async ({ page }) => {
  await login(page, 'customer@example.com', 'demo1234!');
  await expect(page).toHaveURL(/\/main/);

  await page.goto('/main?tab=shopping');
  await expect(page.getByRole('heading', { name: '베스트 상품' })).toBeVisible(FIRST_PAINT);
  await expect(page.getByRole('list', { name: '베스트 상품' }).getByRole('article').first()).toBeVisible();

  // The header's search button opens search mode with the box focused.
  await page.getByRole('button', { name: '검색', exact: true }).click();
  await expect(page).toHaveURL(/tab=shopping.*search=true|search=true.*tab=shopping/);
  const box = page.getByRole('searchbox', { name: '쇼핑 상품 검색' });
  await expect(box).toBeFocused();

  await box.fill(WORD.slice(0, -1));
  const suggestions = page.getByRole('region', { name: '추천 검색어' });
  await expect(suggestions.getByRole('button', { name: apple.title })).toBeVisible();

  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(WORD.slice(0, -1))}`));
  const results = page.getByRole('list', { name: /검색 결과/ });
  await results.getByRole('link', { name: apple.title }).click();

  await expect(page).toHaveURL(new RegExp(`/products/${apple.id}$`));
  // A new route: its chunk and the product arrive first.
  await expect(page.getByRole('heading', { level: 1, name: apple.title })).toBeVisible(FIRST_PAINT);
  await expect(page.getByText('19,900원').first()).toBeVisible();
  await expect(page.getByText('25,000원').first()).toBeVisible();
  await expect(page.getByText('20%').first()).toBeVisible();

  const carousel = page.getByTestId('product-carousel');
  await expect(carousel.getByTestId('carousel-counter')).toHaveText('1 / 3');
  await carousel.focus();
  await page.keyboard.press('ArrowRight');
  await expect(carousel.getByTestId('carousel-counter')).toHaveText('2 / 3');
  await page.getByRole('button', { name: '3번 이미지 보기' }).click();
  await expect(carousel.getByTestId('carousel-counter')).toHaveText('3 / 3');

  // A swipe shorter than the threshold snaps back; a longer one moves a slide.
  const boxRect = (await carousel.boundingBox())!;
  const y = boxRect.y + boxRect.height / 2;
  const x = boxRect.x + boxRect.width / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + 20, y, { steps: 5 });
  await page.mouse.up();
  await expect(carousel.getByTestId('carousel-counter')).toHaveText('3 / 3');
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + 120, y, { steps: 8 });
  await page.mouse.up();
  await expect(carousel.getByTestId('carousel-counter')).toHaveText('2 / 3');

  // Logged in, buying opens the payment modal with the page's quantity and its price (tests/e2e/checkout.spec.ts pays).
  await page.getByRole('button', { name: '수량 늘리기' }).click();
  await expect(page.getByRole('textbox', { name: '수량' })).toHaveValue('2');
  await page.getByRole('button', { name: '구매하기' }).click();
  const dialog = page.getByRole('dialog', { name: '주문·결제' });
  await expect(dialog.getByRole('textbox', { name: '수량' })).toHaveValue('2', FIRST_PAINT);
  await expect(dialog.getByText('39,800원', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: '결제 창 닫기' }).click();
  await expect(dialog).toHaveCount(0);

  // A new product: no reviews yet, and no form for a customer who has not bought it.
  await page.getByRole('tab', { name: '리뷰' }).click();
  await expect(page.getByText('아직 작성된 리뷰가 없습니다.')).toBeVisible();
  await expect(page.getByTestId('review-total')).toHaveText('0');
  await expect(page.getByRole('form', { name: '리뷰 쓰기' })).toHaveCount(0);
});

test('a sold-out product says 재고 없음 and cannot be bought', async ({ page }) => {
  await page.goto(`/products/${soldOut.id}`);
  await expect(page.getByRole('heading', { level: 1, name: soldOut.title })).toBeVisible(FIRST_PAINT);
  await expect(page.getByText('재고 없음').first()).toBeVisible();
  // No buy button: a sold-out product offers 재입고 알림 instead (docs/wishlist.md).
  await expect(page.getByRole('button', { name: '구매하기' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: '재입고 알림 신청' })).toBeVisible();
});

test('a guest who presses buy goes to /login, and comes back to the product after logging in', async ({ page }) => {
  await page.goto(`/products/${apple.id}`);
  await page.getByRole('button', { name: '구매하기' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('로그인이 필요합니다.')).toBeVisible();
  await page.getByLabel('이메일').fill('customer@example.com');
  await page.getByLabel('비밀번호').fill('demo1234!');
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/products/${apple.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: apple.title })).toBeVisible(FIRST_PAINT);
});

test("a guest's first view comes with its data: the shopping feed asks nothing, a product asks once, to count its view", async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (r) => {
    const m = /\/trpc\/([\w.,]+)/.exec(r.url());
    if (m) asked.push(...m[1].split(','));
  });
  await page.goto('/main?tab=shopping');
  await expect(page.getByRole('list', { name: '베스트 상품' }).getByRole('article').first()).toBeVisible(FIRST_PAINT);
  await page.waitForLoadState('networkidle');
  expect(asked.filter((p) => p.startsWith('catalogue.feed'))).toEqual([]);

  asked.length = 0;
  await page.goto(`/products/${apple.id}`);
  await expect(page.getByRole('heading', { level: 1, name: apple.title })).toBeVisible(FIRST_PAINT);
  // The server's copy painted the page; the page's own request (which counts the view) goes once,
  // in the first idle moment (within 3 s on a busy page).
  await expect.poll(() => asked.filter((p) => p === 'catalogue.products.get').length).toBeGreaterThan(0);
  await page.waitForLoadState('networkidle');
  expect(asked.filter((p) => p === 'catalogue.products.get')).toHaveLength(1);
});

test('an unknown product shows the load failure with a back button', async ({ page }) => {
  await page.goto('/products/987654321');
  await expect(page.getByText('상품을 불러올 수 없습니다.')).toBeVisible(FIRST_PAINT);
  await expect(page.getByRole('button', { name: '뒤로 가기' }).last()).toBeVisible();
});

test('the food tab shows category tabs, hot items, a highlighted ranking and pickup shops', async ({ page }) => {
  await page.goto('/main?tab=delivery');
  const categoryTabs = page.getByRole('tablist', { name: '배달 카테고리' });
  await expect(categoryTabs.getByRole('tab', { name: '전체' })).toHaveAttribute('aria-selected', 'true', FIRST_PAINT);
  // The categories arrive after 전체: wait for them rather than counting what is there so far.
  await expect(categoryTabs.getByRole('tab').nth(1)).toBeVisible();

  await expect(page.getByRole('heading', { name: '지금 뜨는 메뉴' })).toBeVisible();
  await expect(page.getByRole('list', { name: '지금 뜨는 메뉴' }).getByRole('article').first()).toBeVisible();

  const ranking = page.getByRole('list', { name: '랭킹' });
  await expect(ranking.getByText('1위', { exact: true })).toBeVisible();
  const cards = ranking.getByRole('article');
  await expect(cards.nth(0)).toHaveAttribute('data-highlight', 'true');
  await expect(cards.nth(1)).toHaveAttribute('data-highlight', 'true');
  if ((await cards.count()) > 2) await expect(cards.nth(2)).not.toHaveAttribute('data-highlight', 'true');

  const pickup = page.getByRole('region', { name: '픽업 가능한 가게' });
  await expect(pickup.getByText('픽업', { exact: true }).first()).toBeVisible();
  await expect(pickup.getByRole('link').first()).toHaveAttribute('href', /\/merchant\/\d+\?use_mid=true$/);

  // The category lives in the URL, so back returns to 전체.
  await categoryTabs.getByRole('tab').nth(1).click();
  await expect(page).toHaveURL(/category=/);
  await page.goBack();
  await expect(page).not.toHaveURL(/category=/);
  await expect(categoryTabs.getByRole('tab', { name: '전체' })).toHaveAttribute('aria-selected', 'true');
});

test('the logged-in home shows hot delivery and best shopping sections', async ({ page }) => {
  await login(page, 'customer@example.com', 'demo1234!');
  await expect(page).toHaveURL(/\/main/);
  await page.goto('/');
  const hot = page.getByRole('region', { name: '지금 뜨는 배달' });
  await expect(hot.getByRole('article').first()).toBeVisible(FIRST_PAINT);
  expect(await hot.getByRole('article').count()).toBeLessThanOrEqual(4);
  await expect(hot.getByRole('link', { name: '지금 뜨는 배달 전체보기' })).toHaveAttribute('href', '/main?tab=delivery');
  const best = page.getByRole('region', { name: '베스트 쇼핑 상품' });
  await expect(best.getByRole('article').first()).toBeVisible();
  expect(await best.getByRole('article').count()).toBeLessThanOrEqual(4);
});

test('Enter while the Korean IME is composing does not submit half a word', async ({ page }) => {
  await page.goto('/main?tab=shopping&search=true');
  const box = page.getByRole('searchbox', { name: '쇼핑 상품 검색' });
  await expect(box).toBeFocused(FIRST_PAINT);
  // Every URL the page goes to (a search's is a same-document navigation), in order.
  const searched: (string | null)[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) searched.push(new URL(frame.url()).searchParams.get('q'));
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.imeSetComposition', { text: '사', selectionStart: 1, selectionEnd: 1 });
  await page.keyboard.press('Enter');
  await expect(box).toHaveValue('사');
  await cdp.send('Input.insertText', { text: '사과' });
  await page.keyboard.press('Enter');
  await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('사과');
  // Had the composing Enter submitted, its search for 사 would have come before this one.
  expect(searched).not.toContain('사');
});

test('the owner sees edit and delete; delete asks first, then removes the product', async ({ page, request }) => {
  const token = await loginToken(request, 'merchant@example.com');
  const [category = 'fruit'] = await categoryValues(request, 'shopping');
  const doomed = await createProduct(request, token, { title: `${tag} 삭제할 상품`, price: 5_000, is_delivery: false, category });

  // A customer sees neither action.
  await page.goto(`/products/${doomed.id}`);
  await expect(page.getByRole('heading', { level: 1, name: doomed.title })).toBeVisible(FIRST_PAINT);
  await expect(page.getByRole('button', { name: '수정', exact: true })).toHaveCount(0);

  await login(page, 'merchant@example.com', 'demo1234!');
  await expect(page).toHaveURL(/\/merchant\/dashboard/);
  await page.goto(`/products/${doomed.id}`);
  await page.getByRole('button', { name: '수정', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/products/edit/${doomed.id}$`));
  await page.goBack();

  await page.getByRole('button', { name: '삭제', exact: true }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('상품을 삭제하시겠습니까?');
  await confirm.getByRole('button', { name: '취소' }).click();
  await expect(page).toHaveURL(new RegExp(`/products/${doomed.id}$`));

  await page.getByRole('button', { name: '삭제', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '삭제' }).click();
  await expect(page).toHaveURL(/\/merchant\/dashboard\?tab=products$/);
  // The owner still sees it, marked deleted and not for sale; anyone else gets the load failure.
  await page.goto(`/products/${doomed.id}`);
  await expect(page.getByText('삭제된 상품입니다.', { exact: false })).toBeVisible(FIRST_PAINT);
  await expect(page.getByRole('button', { name: '삭제된 상품' })).toBeDisabled();
  await expect(page.getByRole('button', { name: '삭제', exact: true })).toHaveCount(0);
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await expect(page.getByText('상품을 불러올 수 없습니다.')).toBeVisible(FIRST_PAINT);
});
