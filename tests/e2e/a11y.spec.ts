import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { login, siteUrl } from './fixtures';

/** Automated accessibility checks (labels, names, contrast, landmarks) of the screens built so far. */
const PAGES = ['/', '/login', '/terms?type=customer', '/register/customer', '/find-email', '/reset-password-request', '/policy', '/legal/privacy-policy'];

async function seriousViolations(page: import('@playwright/test').Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
}

for (const path of PAGES) {
  test(`${path} has no serious accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('the signed-in main feed has no serious accessibility violations', async ({ page }) => {
  await login(page, 'customer@example.com', 'demo1234!');
  await expect(page).toHaveURL(/\/main/);
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page)).toEqual([]);
});

test('the product form, empty and with its errors, has no serious accessibility violations', async ({ page }) => {
  await login(page, 'merchant@example.com', 'demo1234!');
  await expect(page).toHaveURL(/\/merchant\/dashboard/);
  await page.goto('/products/create');
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page)).toEqual([]);
  // Submitted from the keyboard, so no hovered button is measured.
  await page.getByLabel('상품명').press('Enter');
  await expect(page.getByText('상품명을 입력해주세요.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the second tenant’s landing page has no serious accessibility violations', async ({ page }) => {
  await page.goto(siteUrl('sea.localhost', '/'));
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page)).toEqual([]);
});
