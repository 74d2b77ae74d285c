import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { FIRST_PAINT, login } from './fixtures';

/*
 * The 알림 설정 section of /mypage/payments: a switch for each optional notification topic, saved at
 * once and kept across a reload, usable at 320 px. The shop's topic is shown to merchants only.
 */

const loaded = expect.configure(FIRST_PAINT);

test('a customer turns order status notifications off and on again', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 740 });
  await login(page, 'neighbor1@example.com', 'demo1234!');
  await page.waitForURL((url) => url.pathname !== '/login');
  await page.goto('/mypage/payments');
  const section = page.getByRole('region', { name: '알림 설정' });
  const status = section.getByLabel('주문 상태 알림');
  await loaded(status).toBeChecked();
  // A customer has no shop: no new-order switch.
  await expect(section.getByLabel('새 주문 알림')).toHaveCount(0);

  const saved = page.waitForResponse((res) => res.url().includes('auth.notifications.set') && res.ok());
  await section.getByText('주문 상태 알림').click();
  await saved;
  await expect(status).not.toBeChecked();
  await page.reload();
  await loaded(section.getByLabel('주문 상태 알림')).not.toBeChecked();

  // Nothing wider than the screen, and no serious accessibility problem in the section.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  const { violations } = await new AxeBuilder({ page }).include('section[aria-labelledby="notification-settings-title"]').withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

  const back = page.waitForResponse((res) => res.url().includes('auth.notifications.set') && res.ok());
  await section.getByLabel('주문 상태 알림').press('Space');
  await back;
  await expect(section.getByLabel('주문 상태 알림')).toBeChecked();
});

test('a merchant also sees the new order switch', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await login(page, 'merchant2@example.com', 'demo1234!');
  await page.waitForURL((url) => url.pathname !== '/login');
  await page.goto('/mypage/payments');
  const section = page.getByRole('region', { name: '알림 설정' });
  await loaded(section.getByLabel('새 주문 알림')).toBeChecked();
  await expect(section.getByLabel('주문 상태 알림')).toBeChecked();
});
