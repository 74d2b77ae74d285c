import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createProduct, loginToken, trpcMutation, trpcQuery } from './catalogue/api';
import { FIRST_PAINT, login, settled } from './fixtures';

/*
 * 찜, 재입고 알림 and 판매자 정보 (docs/wishlist.md): a shopper hearts a product on a card, finds it in
 * the profile's 찜한 상품 and takes it out; a sold-out product offers a restock alert instead of the
 * buy button; the product page lists the shop's 판매자 정보. At 390 and 1280 px (320 for the screenshots).
 */

const loaded = expect.configure(FIRST_PAINT);

interface World {
  merchantId: number;
  inStock: { id: number; title: string };
  soldOut: { id: number; title: string };
}

async function makeWorld(request: APIRequestContext, tag: string): Promise<World> {
  // A demo shop no other spec counts or changes (its plan lets it list products); only its 대표자명
  // is set, nothing that changes a charge.
  const token = await loginToken(request, 'merchant2@example.com');
  await trpcMutation(request, 'dashboard.updateProfile', { representative_name: '김찜대표' }, { token });
  const run = `${tag}${Date.now().toString(36).slice(-5)}`;
  const inStock = await createProduct(request, token, { title: `찜 사과 ${run}`, price: 52000, is_delivery: false, category: '과일', images: 1 });
  const soldOut = await createProduct(request, token, { title: `품절 배 ${run}`, price: 9000, is_delivery: false, category: '과일', display_remaining: 0 });
  const detail = await trpcQuery<{ merchant: { id: number } }>(request, 'catalogue.products.get', { id: inStock.id });
  return { merchantId: detail.merchant.id, inStock, soldOut };
}

async function noSidewaysScroll(page: Page) {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  const { scroll, client } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  expect(scroll, 'the page scrolls sideways').toBeLessThanOrEqual(client);
}

/** The shop's channel, on its 상품 tab (the cards). */
async function openShopProducts(page: Page, merchantId: number) {
  await page.goto(`/merchant/${merchantId}?use_mid=true`);
  await settled(page);
  await page.getByRole('tab', { name: '상품' }).click();
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

for (const width of [390, 1280]) {
  test(`찜 on a card, the 찜한 상품 list, a restock alert and 판매자 정보 at ${width} px`, async ({ page, request }) => {
    test.slow();
    await page.setViewportSize({ width, height: 900 });
    const world = await makeWorld(request, String(width));

    // A guest's heart goes to the login.
    await openShopProducts(page, world.merchantId);
    const card = page.getByRole('article').filter({ hasText: world.inStock.title });
    await loaded(card).toBeVisible();
    // The card's trust signals: 무료배송 from the site's 50,000 won threshold.
    await expect(card.getByText('무료배송')).toBeVisible();
    await card.getByRole('button', { name: '찜하기' }).click();
    await page.waitForURL(/\/login/);

    await login(page, 'customer@example.com', 'demo1234!');
    await page.waitForURL((url) => url.pathname !== '/login');
    await openShopProducts(page, world.merchantId);
    const heart = page.getByRole('article').filter({ hasText: world.inStock.title }).getByTestId('wish-button');
    await loaded(heart).toHaveAttribute('aria-pressed', 'false');
    const box = (await heart.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(44);
    expect(box.height).toBeGreaterThanOrEqual(44);
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(heart).toHaveAccessibleName('찜 해제');
    // The click did not open the product.
    expect(new URL(page.url()).pathname).not.toMatch(/^\/products\//);
    await shot(page, `wishlist-card-${width}`);

    // The profile's 찜한 상품 lists it; un-hearting takes it out.
    await page.goto('/mypage?tab=wishlist');
    await settled(page);
    const tab = page.getByTestId('wishlist-tab');
    await loaded(tab.getByText(world.inStock.title)).toBeVisible();
    await noSidewaysScroll(page);
    await shot(page, `wishlist-tab-${width}`);
    if (width === 390) {
      await page.setViewportSize({ width: 320, height: 800 });
      await noSidewaysScroll(page);
      await shot(page, 'wishlist-tab-320');
      await page.setViewportSize({ width, height: 900 });
    }
    const listed = tab.getByRole('article').filter({ hasText: world.inStock.title }).getByTestId('wish-button');
    await expect(listed).toHaveAttribute('aria-pressed', 'true');
    await listed.click();
    await expect(listed).toHaveAttribute('aria-pressed', 'false');
    await page.reload();
    await settled(page);
    await loaded(page.getByRole('tab', { name: /찜한 상품/ })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText(world.inStock.title)).toHaveCount(0);

    // The product page's heart, and its 판매자 정보.
    await page.goto(`/products/${world.inStock.id}`);
    await settled(page);
    const pageHeart = page.getByTestId('wish-button');
    await loaded(pageHeart).toHaveAttribute('aria-pressed', 'false');
    await pageHeart.click();
    await expect(pageHeart).toHaveAttribute('aria-pressed', 'true');
    await pageHeart.click();
    await expect(pageHeart).toHaveAttribute('aria-pressed', 'false');
    const seller = page.getByRole('region', { name: '판매자 정보' });
    await seller.scrollIntoViewIfNeeded();
    await expect(seller.getByText('김찜대표')).toBeVisible();
    await expect(seller.getByText(/^\d{3}-\d{2}-\d{5}$/)).toBeVisible();
    // The seed's 통신판매업 신고번호 of the shop (db/seed-catalogue.ts sellerInfo).
    await expect(seller.getByText(/^\d{4}-[가-힣]+-\d{5}$/)).toBeVisible();
    await noSidewaysScroll(page);
    await shot(page, `seller-info-${width}`);
    if (width === 390) {
      await page.setViewportSize({ width: 320, height: 800 });
      await noSidewaysScroll(page);
      await shot(page, 'seller-info-320');
      await page.setViewportSize({ width, height: 900 });
    }

    // A sold-out product: the restock alert instead of the buy button.
    await page.goto(`/products/${world.soldOut.id}`);
    await settled(page);
    const restock = page.getByTestId('restock-button');
    await loaded(restock).toHaveText('재입고 알림 신청');
    await expect(page.getByRole('button', { name: '구매하기' })).toHaveCount(0);
    await restock.click();
    await expect(restock).toHaveText('알림 신청됨 · 취소');
    await shot(page, `restock-${width}`);
    await page.reload();
    await settled(page);
    await loaded(page.getByTestId('restock-button')).toHaveText('알림 신청됨 · 취소');
    await page.getByTestId('restock-button').click();
    await expect(page.getByTestId('restock-button')).toHaveText('재입고 알림 신청');
  });
}
