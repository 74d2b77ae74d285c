import { expect, test, type Page } from '@playwright/test';
import { FIRST_PAINT } from './fixtures';

/**
 * The web app's feature guards. The demo tenants have every feature on, so these tests switch
 * features off in the tenant the page receives: the one seeded into the HTML (first paint) and the
 * tRPC answer of a later refetch (the server's own gating is covered by the integration suites).
 */
const SEED = /(<script id="tenant-data" type="application\/json">)(.*?)(<\/script>)/s;

async function withFeaturesOff(page: Page, off: string[]) {
  const switchOff = (features: Record<string, boolean>) => {
    for (const key of off) features[key] = false;
  };
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const html = await response.text();
    const match = SEED.exec(html);
    if (!match || match[2] === 'null') return route.fulfill({ response, body: html });
    const seed = JSON.parse(match[2]) as { features: Record<string, boolean> };
    switchOff(seed.features);
    const data = JSON.stringify(seed).replace(/</g, '\\u003c');
    await route.fulfill({ response, body: html.replace(SEED, (_, open, _data, close) => `${open}${data}${close}`) });
  });
  await page.route('**/trpc/tenant.current**', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    for (const item of Array.isArray(body) ? body : [body]) switchOff(item.result.data.json.features);
    await route.fulfill({ response, json: body });
  });
}

test('a page of a switched-off feature shows the not-ready screen with a back button', async ({ page }) => {
  await withFeaturesOff(page, ['content']);
  await page.goto('/content/1');
  await expect(page.getByRole('heading', { name: '서비스 준비 중' })).toBeVisible(FIRST_PAINT);
  // Opened directly there is no history to go back to: back goes home.
  await page.getByRole('button', { name: '뒤로 가기' }).click();
  await expect(page).toHaveURL(/:\d+\/$/);
});

test('the Kakao return page sends to /login when social login is off', async ({ page }) => {
  await withFeaturesOff(page, ['social_login']);
  await page.goto('/auth/kakao/callback?code=abc');
  await expect(page).toHaveURL(/\/login$/, FIRST_PAINT);
  await expect(page.getByRole('button', { name: '카카오로 로그인' })).toHaveCount(0);
});

test('/main with no feed features says the service is being prepared', async ({ page }) => {
  await withFeaturesOff(page, ['delivery', 'shopping', 'content', 'wallet']);
  await page.goto('/main');
  await expect(page.getByText('help@localfarm.example')).toBeVisible(FIRST_PAINT);
  await expect(page.getByRole('link', { name: /홈/ }).first()).toBeVisible();
});

test('with reviews off the product page has no reviews tab and no rating', async ({ page, request }) => {
  const res = await request.get(`/api/products/search?q=${encodeURIComponent('햇살 꿀사과 3kg')}`);
  const { products } = (await res.json()) as { products: { id: number; title: string; review_count: number }[] };
  const product = products.find((p) => p.title === '햇살 꿀사과 3kg')!;
  // The seed's reviews are there; only the switch hides them.
  expect(product.review_count).toBeGreaterThan(0);
  await withFeaturesOff(page, ['reviews']);
  await page.goto(`/products/${product.id}`);
  await expect(page.getByRole('tab', { name: '상품 정보' })).toBeVisible(FIRST_PAINT);
  await expect(page.getByRole('tab', { name: /리뷰/ })).toHaveCount(0);
  await expect(page.getByText(/평균 별점/)).toHaveCount(0);
});
