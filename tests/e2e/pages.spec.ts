import { expect, test, type Page } from '@playwright/test';
import { FIRST_PAINT, login, settled } from './fixtures';

/**
 * The pages' edges: an unknown address is the 404 page (status 404), a signed-in user on a page
 * of another role reads the access-denied page, and the main pages run under their
 * Content-Security-Policy without a single violation.
 */

/** Every CSP violation the page reports (the console's refusals and the securitypolicyviolation events). */
async function watchCsp(page: Page): Promise<string[]> {
  const seen: string[] = [];
  page.on('console', (msg) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(msg.text())) seen.push(msg.text());
  });
  await page.exposeFunction('__cspViolation', (text: string) => void seen.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { __cspViolation(t: string): void }).__cspViolation(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  return seen;
}

test('an unknown address shows the 404 page with status 404', async ({ page }) => {
  const res = await page.goto('/no-such-page');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '페이지를 찾을 수 없습니다' })).toBeVisible(FIRST_PAINT);
  await expect(page).toHaveURL(/\/no-such-page$/);
  await page.getByRole('link', { name: '홈으로' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a customer on a merchant page sees the access-denied page, with the role and a way back', async ({ page }) => {
  await login(page, 'customer@example.com', 'demo1234!');
  await expect(page).toHaveURL(/\/main/, FIRST_PAINT);
  await page.goto('/products/create');
  const denied = page.getByRole('alert');
  await expect(denied.getByRole('heading', { name: '접근 권한이 없습니다' })).toBeVisible(FIRST_PAINT);
  await expect(denied).toContainText('판매자 회원만 이용할 수 있습니다');
  await expect(page).toHaveURL(/\/products\/create$/);
  await denied.getByRole('link', { name: '내 홈으로' }).click();
  await expect(page).toHaveURL(/\/main$/);
});

test('a signed-out visitor on a merchant page still goes to /login', async ({ page }) => {
  await page.goto('/merchant/dashboard');
  await expect(page).toHaveURL(/\/login$/, FIRST_PAINT);
});

for (const path of ['/', '/main?tab=shopping', '/main?tab=delivery', '/main?tab=video', '/login', '/no-such-page']) {
  test(`${path} runs under its CSP without a violation`, async ({ page }) => {
    const violations = await watchCsp(page);
    const res = await page.goto(path);
    expect(res?.headers()['content-security-policy']).toContain("script-src 'self'");
    await settled(page);
    await page.waitForTimeout(500);
    expect(violations).toEqual([]);
  });
}

test('a merchant’s dashboard and product form run under the CSP without a violation', async ({ page }) => {
  const violations = await watchCsp(page);
  await login(page, 'merchant@example.com', 'demo1234!');
  await expect(page).toHaveURL(/\/merchant\/dashboard/, FIRST_PAINT);
  await settled(page);
  await page.goto('/products/create');
  await settled(page);
  await page.waitForTimeout(500);
  expect(violations).toEqual([]);
});

test('the watcher does see a violation (an inline script is refused by the policy)', async ({ page }) => {
  const violations = await watchCsp(page);
  await page.goto('/login');
  await settled(page);
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__inlineRan = true';
    document.body.append(script);
  });
  await expect.poll(() => violations.length).toBeGreaterThan(0);
  expect(await page.evaluate(() => (window as unknown as { __inlineRan?: boolean }).__inlineRan)).toBeUndefined();
});
