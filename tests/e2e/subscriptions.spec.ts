import { expect, test, type Page } from '@playwright/test';
import { loginToken, trpcMutation, trpcQuery } from './catalogue/api';
import { FIRST_PAINT, login, settled } from './fixtures';

/**
 * Plans and subscriptions on screen (docs/subscriptions.md), on the demo seed's states: the
 * farm site's merchant5 is at its plan's limit (주간 라이트, 5 products), merchant4's subscription is
 * past_due. Subscribing through the gateway simulator and the admin's force charge, on merchants each
 * test signs up itself: subscriptions-billing.spec.ts.
 */

const PASSWORD = 'demo1234!';
const AT_LIMIT = 'merchant5@example.com';

async function noSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  expect(widths.scroll, `scrollWidth ${widths.scroll} > clientWidth ${widths.client}`).toBeLessThanOrEqual(widths.client);
}

/** At 320 and 390 px: no sideways scroll, and a screenshot of each. */
async function atPhoneWidths(page: Page, name: string, outputPath: (file: string) => string) {
  for (const width of [320, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await noSidewaysScroll(page);
    await page.screenshot({ path: outputPath(`${name}-${width}.png`), fullPage: true });
  }
}

test('a merchant at its limit sees the plan-limit warning on the product form and follows it to the subscription page', async ({ page }, info) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await login(page, AT_LIMIT, PASSWORD);
  await expect(page).toHaveURL(/\/merchant\/dashboard/, FIRST_PAINT);

  await page.goto('/products/create');
  const warning = page.getByTestId('plan-limit-warning');
  await expect(warning).toBeVisible(FIRST_PAINT);
  await expect(warning).toContainText('플랜 제한');
  await expect(warning).toContainText('현재 플랜으로는 상품을 등록할 수 없습니다');
  await atPhoneWidths(page, 'product-form-plan-limit', (f) => info.outputPath(f));

  await warning.getByRole('link', { name: '플랜 결제하러 가기' }).click();
  await expect(page).toHaveURL(/\/merchant\/subscription$/);
  await settled(page);
  const card = page.getByTestId('subscription-card');
  await expect(card).toContainText('주간 라이트');
  await expect(page.getByTestId('subscription-status')).toHaveText('구독 중');
  await expect(page.getByTestId('subscription-usage')).toContainText('(추가 불가)');
  await expect(card).toContainText('테스트카드 ****1234');

  // The start button: disabled with no plan, and on the current plan; enabled on another.
  const start = page.getByRole('button', { name: '플랜 변경하기' });
  await expect(start).toBeDisabled();
  await page.getByTestId('plan-lite-weekly').click();
  await expect(page.getByTestId('plan-lite-weekly')).toContainText('주 4,900원');
  await expect(start).toBeDisabled();
  await page.getByTestId('plan-unlimited').click();
  await expect(start).toBeEnabled();
  await atPhoneWidths(page, 'merchant-subscription', (f) => info.outputPath(f));

  // The payment modal: the purchase's three consents and the recurring one, all required.
  await start.click();
  const modal = page.getByRole('dialog', { name: '플랜 결제' });
  await expect(modal).toBeVisible();
  await expect(modal).toContainText('무제한');
  const pay = modal.getByRole('button', { name: '결제하기' });
  await expect(pay).toBeDisabled();
  const consent = (label: string) => modal.locator('label', { hasText: label });
  for (const label of ['서비스 이용약관 동의', '개인정보 수집 및 이용 동의', '데이터 보관 및 삭제 정책 동의']) await consent(label).click();
  await expect(pay).toBeDisabled();
  await consent('정기결제(자동결제) 동의').click();
  await expect(pay).toBeEnabled();
  await atPhoneWidths(page, 'plan-payment-modal', (f) => info.outputPath(f));
  await modal.getByRole('button', { name: '취소' }).click();
  await expect(modal).toBeHidden();
});

test('the admin filters subscriptions by status, searches, and changes a status after confirming', async ({ page, request }, info) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await login(page, 'admin@example.com', PASSWORD);
  await expect(page).not.toHaveURL(/\/login/, FIRST_PAINT);
  await page.goto('/admin/subscriptions');
  await settled(page);
  await expect(page.getByTestId('admin-subscription-row').first()).toBeVisible();

  await page.getByLabel('상태로 거르기').selectOption('past_due');
  await expect(page).toHaveURL(/status=past_due/);
  const rows = page.getByTestId('admin-subscription-row');
  // The seed's past_due merchant, among any other test's suspended merchants (subscriptions-billing.spec.ts
  // makes some), and only past_due rows.
  await expect(rows.filter({ hasText: 'merchant4@example.com' })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'merchant4@example.com' })).toContainText('결제 실패(이용 정지)');
  await expect(rows.filter({ hasNotText: '결제 실패(이용 정지)' })).toHaveCount(0);
  await atPhoneWidths(page, 'admin-subscriptions', (f) => info.outputPath(f));

  // Search by the plan's name, across statuses.
  await page.getByLabel('상태로 거르기').selectOption('');
  await page.getByRole('searchbox').fill('주간 라이트');
  await page.getByRole('button', { name: '검색', exact: true }).click();
  await expect(page).toHaveURL(/q=/);
  // merchant5, and any merchant another test put on the plan: every row is on it.
  await expect(rows.filter({ hasText: AT_LIMIT })).toHaveCount(1);
  await expect(rows.filter({ hasNotText: '주간 라이트' })).toHaveCount(0);

  // past_due → active, confirmed in the alert dialog.
  await page.getByRole('searchbox').fill('merchant4@');
  await page.getByRole('button', { name: '검색', exact: true }).click();
  // The list before may have had one row too: wait for the searched one before acting on it.
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('merchant4@example.com');
  const row = rows.first();
  await row.getByRole('combobox').selectOption('active');
  await row.getByRole('button', { name: /구독 상태 변경$/ }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText("'결제 실패(이용 정지)'에서 '구독 중'");
  await confirm.getByRole('button', { name: '변경', exact: true }).click();
  await expect(page.getByText('구독 상태를 변경했습니다.')).toBeVisible();
  await expect(row.getByText('구독 중', { exact: true }).first()).toBeVisible();

  // Leave the demo state as the seed made it.
  const token = await loginToken(request, 'admin@example.com');
  const { subscriptions } = await trpcQuery<{ subscriptions: { id: number }[] }>(request, 'subscriptions.admin.list', { skip: 0, limit: 20, q: 'merchant4@' }, { token });
  await trpcMutation(request, 'subscriptions.admin.setStatus', { subscription_id: subscriptions[0].id, status: 'past_due' }, { token });
});
