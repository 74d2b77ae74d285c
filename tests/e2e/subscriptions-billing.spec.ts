import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { categoryValues, createProduct, trpcMutation, trpcQuery } from './catalogue/api';
import { E2E_PASSWORD, signUpMerchant } from './accounts-api';
import { FIRST_PAINT, login, settled, siteUrl, seriousViolations } from './fixtures';

/*
 * Subscribing through the gateway simulator and the admin's force charge (docs/subscriptions.md,
 * docs/subscriptions.md). Each test signs up its own merchant through the app's API and puts it
 * on a plan with a card registered at the simulator, so it depends neither on the seed's merchants'
 * state nor on the other tests, and may run again on the same database.
 */

const PASSWORD = E2E_PASSWORD;
const ADMIN = 'admin@example.com';
const RELOAD_KEY = 'subscription-reload';

type Card = 'approve' | 'decline';

interface Plan {
  id: number;
  code: string;
  name: string;
  amount: number;
}
interface Me {
  status: string;
  plan: { name: string } | null;
  prd_limit: number;
  product_count: number;
  card_label: string | null;
}

async function plans(request: APIRequestContext, token: string): Promise<Plan[]> {
  return (await trpcQuery<{ plans: Plan[] }>(request, 'subscriptions.plans', undefined, { token })).plans;
}

const myPlan = (request: APIRequestContext, token: string) => trpcQuery<Me>(request, 'subscriptions.me', undefined, { token });

/**
 * Puts the merchant on `code` in billing mode without a browser: the session, then the simulator's
 * card registration page answered 승인 as a form post (its redirects lead through the gateway return
 * to /payment/callback), which registers the key and charges the first period. A `decline` card is
 * registered with the simulator's knob card-decline: its key declines every charge, so the first
 * period's charge fails and the subscription is suspended (past_due).
 */
async function subscribeByApi(request: APIRequestContext, token: string, userId: number, code: string, card: Card = 'approve') {
  const plan = (await plans(request, token)).find((p) => p.code === code)!;
  const { authPageUrl } = await trpcMutation<{ authPageUrl: string }>(
    request,
    'orders.payments.session',
    { mode: 'billing', planId: plan.id, qty: 1, customerId: userId, redirectUrl: siteUrl('localhost', '/payment/callback'), deviceType: 'pc', agreeRecurring: true },
    { token },
  );
  const pay = await request.get(authPageUrl);
  const html = await pay.text();
  const action = html.match(/<form method="post" action="([^"]+)"/)?.[1];
  const t = html.match(/name="t" value="([^"]+)"/)?.[1];
  expect(action && t, 'the card registration page carries its form').toBeTruthy();
  const unescape = (v: string) => v.replace(/&amp;/g, '&');
  const done = await request.post(new URL(unescape(action!), pay.url()).toString(), {
    form: { t: unescape(t!), sim: card === 'decline' ? 'card-decline' : '', decision: 'approve' },
  });
  expect(done.url()).toMatch(/\/payment\/callback\?/);
  await expect.poll(async () => (await myPlan(request, token)).status).toBe(card === 'decline' ? 'past_due' : 'active');
}

async function userIdOf(request: APIRequestContext, token: string): Promise<number> {
  const me = await trpcQuery<{ id: number }>(request, 'auth.me', undefined, { token });
  return me.id;
}

/** A fresh merchant on 주간 라이트 (5 products) with a card at the simulator (active; past_due with a declining card), holding `products` products. */
async function merchantOnLite(request: APIRequestContext, prefix: string, products: number, card: Card = 'approve') {
  const m = await signUpMerchant(request, prefix);
  const userId = await userIdOf(request, m.token);
  await subscribeByApi(request, m.token, userId, 'lite-weekly', card);
  const [category] = await categoryValues(request, 'shopping');
  for (let i = 1; i <= products; i++) {
    await createProduct(request, m.token, { title: `${prefix} 상품 ${i}`, price: 1000 * i, is_delivery: false, category, display_remaining: 5 });
  }
  return { ...m, userId };
}

async function noSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  expect(widths.scroll, `scrollWidth ${widths.scroll} > clientWidth ${widths.client}`).toBeLessThanOrEqual(widths.client);
}

/** At 320 and 390 px: no sideways scroll, and a screenshot of each (a dialog's own box included). */
async function atPhoneWidths(page: Page, name: string, outputPath: (file: string) => string) {
  for (const width of [320, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await noSidewaysScroll(page);
    const dialog = page.getByRole('dialog');
    const open = (await dialog.count()) > 0;
    if (open) {
      const box = (await dialog.first().boundingBox())!;
      expect(box.x, 'the dialog starts inside the screen').toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, 'the dialog ends inside the screen').toBeLessThanOrEqual(width);
    }
    // A dialog is shot as the screen shows it (a full page would stretch the page out beneath it).
    await page.screenshot({ path: outputPath(`${name}-${width}.png`), fullPage: !open });
  }
}

test('a merchant at its plan limit is told to pay, changes plan through the simulator and then adds a product', async ({ page, request }, info) => {
  test.slow();
  const merchant = await merchantOnLite(request, 'limit', 5);
  await page.setViewportSize({ width: 390, height: 800 });
  await login(page, merchant.email, PASSWORD);
  await expect(page).toHaveURL(/\/merchant\/dashboard/, FIRST_PAINT);

  // The product form says the plan allows no more, and leads to the subscription page.
  await page.goto('/products/create');
  const warning = page.getByTestId('plan-limit-warning');
  await expect(warning).toBeVisible(FIRST_PAINT);
  await expect(warning).toContainText('플랜 제한');
  await warning.getByRole('link', { name: '플랜 결제하러 가기' }).click();
  await expect(page).toHaveURL(/\/merchant\/subscription$/);
  await settled(page);
  const card = page.getByTestId('subscription-card');
  await expect(card).toContainText('주간 라이트');
  await expect(page.getByTestId('subscription-status')).toHaveText('구독 중');
  await expect(page.getByTestId('subscription-usage')).toHaveText('5 / 5개(추가 불가)');
  await expect(card).toContainText('****-0001');

  // 프로 (100 products, no trial): a change of plan, charged now, so the modal says billing.
  await page.getByTestId('plan-pro').click();
  await page.getByRole('button', { name: '플랜 변경하기' }).click();
  const modal = page.getByRole('dialog', { name: '플랜 결제' });
  await expect(modal).toBeVisible();
  await expect(modal.getByTestId('plan-payment-summary')).toContainText('프로');
  await expect(modal.getByTestId('plan-payment-summary')).toContainText('카드를 등록하고 첫 결제가 바로 진행됩니다.');
  await modal.getByText('필수 약관 전체 동의').click();
  const pay = modal.getByRole('button', { name: '결제하기' });
  await expect(pay).toBeEnabled();
  await atPhoneWidths(page, 'plan-payment-modal-pro', (f) => info.outputPath(f));

  // The session goes out typed as the server takes it: mode billing, the plan, the recurring consent.
  const [sessionRequest] = await Promise.all([page.waitForRequest((r) => r.url().includes('/trpc/orders.payments.session')), pay.click()]);
  const sent = JSON.stringify(sessionRequest.postDataJSON());
  expect(sent).toContain('"mode":"billing"');
  expect(sent).toContain('"agreeRecurring":true');

  // The simulator's card registration page: 0 won now, the difference is charged after it.
  await page.waitForURL(/\/dev\/easypay\//, FIRST_PAINT);
  await expect(page.getByRole('heading', { name: /정기 결제 카드 등록/ })).toBeVisible();
  await expect(page.locator('dd', { hasText: /^0원$/ })).toBeVisible();
  await page.screenshot({ path: info.outputPath('simulator-card-registration-390.png'), fullPage: true });
  await page.getByRole('button', { name: '승인', exact: true }).click();

  // Back on the callback, as a subscription's: the reload flag is left for the subscription page.
  await page.waitForURL(/\/payment\/callback\?.*resCd=0000/, FIRST_PAINT);
  const callback = new URL(page.url()).searchParams;
  expect(callback.get('type')).toBe('subscription');
  expect(callback.get('customerId')).toBe(String(merchant.userId));
  await expect(page.getByRole('heading', { name: '결제 완료' })).toBeVisible(FIRST_PAINT);
  await expect(page.getByText('정기결제 카드 등록이 완료되었습니다.')).toBeVisible();
  expect(await page.evaluate((k) => sessionStorage.getItem(k), RELOAD_KEY)).toBe('true');
  await atPhoneWidths(page, 'payment-callback-subscription', (f) => info.outputPath(f));

  // The subscription page reads the card again and clears the flag: 프로, active, room for more.
  const [meAgain] = await Promise.all([
    page.waitForResponse((r) => r.url().includes('subscriptions.me') && r.ok()),
    page.getByRole('link', { name: '구독 관리로 이동' }).click(),
  ]);
  expect(meAgain.ok()).toBe(true);
  await expect(page).toHaveURL(/\/merchant\/subscription$/);
  await settled(page);
  await expect(card).toContainText('프로');
  await expect(page.getByTestId('subscription-status')).toHaveText('구독 중');
  await expect(page.getByTestId('subscription-usage')).toHaveText('5 / 100개');
  await expect(page.getByTestId('plan-pro')).toContainText('이용 중');
  await expect(page.getByRole('button', { name: '플랜 변경하기' })).toBeDisabled();
  expect(await page.evaluate((k) => sessionStorage.getItem(k), RELOAD_KEY)).toBeNull();
  await atPhoneWidths(page, 'merchant-subscription-pro', (f) => info.outputPath(f));

  // Now a product can be added through the form.
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/products/create');
  await expect(page.getByLabel('상품명')).toBeVisible(FIRST_PAINT);
  await settled(page);
  await expect(page.getByTestId('plan-limit-warning')).toHaveCount(0);
  await page.getByLabel('상품명').fill('플랜 변경 후 첫 상품');
  await page.getByLabel('판매가').fill('15000');
  await page.getByLabel('카테고리').selectOption({ index: 1 });
  await page.getByRole('button', { name: '등록하기' }).click();
  await expect(page).toHaveURL(/\/merchant\/dashboard/, FIRST_PAINT);
  const after = await myPlan(request, merchant.token);
  expect(after).toMatchObject({ status: 'active', plan: { name: '프로' }, prd_limit: 100, product_count: 6 });
});

test('a merchant who never subscribed is refused a product, and starts 베이직’s free trial with a card registration only', async ({ page, request }, info) => {
  const merchant = await signUpMerchant(request, 'trial');
  await page.setViewportSize({ width: 390, height: 800 });
  await login(page, merchant.email, PASSWORD);
  await expect(page).toHaveURL(/\/merchant\/dashboard/, FIRST_PAINT);

  await page.goto('/products/create');
  await expect(page.getByTestId('plan-limit-warning')).toBeVisible(FIRST_PAINT);
  await page.getByTestId('plan-limit-warning').getByRole('link', { name: '플랜 결제하러 가기' }).click();
  await settled(page);
  await expect(page.getByTestId('subscription-status')).toHaveText('구독 없음');

  // 베이직 offers 14 days and this merchant never had a subscription: a trial (commerce.md §3).
  await page.getByTestId('plan-basic').click();
  await page.getByRole('button', { name: '구독 시작하기' }).click();
  const modal = page.getByRole('dialog', { name: '플랜 결제' });
  await expect(modal.getByTestId('plan-payment-summary')).toContainText('14일 무료 체험 후 첫 결제가 진행됩니다.');
  await modal.getByText('필수 약관 전체 동의').click();
  const [sessionRequest] = await Promise.all([
    page.waitForRequest((r) => r.url().includes('/trpc/orders.payments.session')),
    modal.getByRole('button', { name: '카드 등록하고 체험 시작' }).click(),
  ]);
  expect(JSON.stringify(sessionRequest.postDataJSON())).toContain('"mode":"trial"');
  await page.waitForURL(/\/dev\/easypay\//, FIRST_PAINT);
  await page.getByRole('button', { name: '승인', exact: true }).click();
  await page.waitForURL(/\/payment\/callback\?.*resCd=0000/, FIRST_PAINT);
  await page.getByRole('link', { name: '구독 관리로 이동' }).click();
  await settled(page);
  await expect(page.getByTestId('subscription-status')).toHaveText('무료 체험 중');
  await expect(page.getByTestId('subscription-card')).toContainText('베이직');
  await expect(page.getByTestId('subscription-card')).toContainText('무료 체험 종료');
  await expect(page.getByTestId('subscription-usage')).toHaveText('0 / 10개');
  await atPhoneWidths(page, 'merchant-subscription-trialing', (f) => info.outputPath(f));
  // Nothing was charged: the card registration's 0 won is the only payment.
  const { payments } = await trpcQuery<{ payments: { amount: number; status: string }[] }>(request, 'orders.payments.list', { skip: 0, limit: 20 }, { token: merchant.token });
  expect(payments.filter((p) => p.amount > 0)).toEqual([]);
});

test('the admin filters by status, force-charges a subscription with a card, is told of a decline and of a missing card, and changes a status', async ({ page, request }, info) => {
  test.slow();
  const merchant = await merchantOnLite(request, 'charge', 1);
  await page.setViewportSize({ width: 390, height: 800 });
  await login(page, ADMIN, 'demo1234!');
  await expect(page).not.toHaveURL(/\/login/, FIRST_PAINT);

  // Filtered to active and searched by the merchant's e-mail: its one row.
  await page.goto('/admin/subscriptions');
  await settled(page);
  await page.getByLabel('상태로 거르기').selectOption('active');
  await expect(page).toHaveURL(/status=active/);
  await page.getByRole('searchbox').fill(merchant.email);
  await page.getByRole('button', { name: '검색', exact: true }).click();
  const rows = page.getByTestId('admin-subscription-row');
  await expect(rows).toHaveCount(1);
  const row = rows.first();
  await expect(row).toContainText(merchant.email);
  await expect(row).toContainText('주간 라이트');
  await expect(row).toContainText('구독 중');

  // The force charge: focus on the amount, the subscription's own amount to begin with, the rule said in Korean.
  await row.getByRole('button', { name: `${merchant.username} 강제 결제` }).click();
  const dialog = page.getByRole('dialog', { name: '강제 결제' });
  await expect(dialog).toBeVisible();
  const amount = dialog.getByRole('textbox', { name: /^청구 금액 \(원\)/ });
  await expect(amount).toBeFocused();
  await expect(amount).toHaveValue('4900');
  await expect(dialog.getByTestId('force-charge-subscription')).toContainText(merchant.email);
  await expect(dialog.getByTestId('force-charge-subscription')).toContainText('****-0001');
  await amount.fill('1200.5');
  await dialog.getByRole('button', { name: '결제하기' }).click();
  await expect(dialog.getByText('청구 금액은 1원 이상의 정수여야 합니다.')).toBeVisible();
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  await expect(amount).toBeFocused();
  await amount.fill('0');
  await dialog.getByRole('button', { name: '결제하기' }).click();
  await expect(dialog.getByText('청구 금액은 1원 이상의 정수여야 합니다.')).toBeVisible();
  await amount.fill('1,500');
  await expect(dialog.getByText('청구 금액은 1원 이상의 정수여야 합니다.')).toHaveCount(0);
  await atPhoneWidths(page, 'force-charge-dialog', (f) => info.outputPath(f));
  await page.setViewportSize({ width: 390, height: 800 });

  const [charged] = await Promise.all([
    page.waitForResponse((r) => r.url().includes('subscriptions.admin.charge')),
    dialog.getByRole('button', { name: '결제하기' }).click(),
  ]);
  expect(charged.ok()).toBe(true);
  await expect(page.getByText('강제 결제가 완료되었습니다.')).toBeVisible();
  await expect(page.getByText(`${merchant.username}: 1,500원`)).toBeVisible();
  await expect(dialog).toBeHidden();
  // The charge is a paid payment of the merchant's own site, beside the periods.
  const { payments } = await trpcQuery<{ payments: { amount: number; status: string }[] }>(request, 'orders.payments.list', { skip: 0, limit: 20 }, { token: merchant.token });
  expect(payments.some((p) => p.amount === 1500 && p.status === 'paid')).toBe(true);
  await expect(row).toContainText('구독 중');

  // A card that declines: the reason in Korean, the dialog left open, the subscription as it was.
  const declining = await merchantOnLite(request, 'decline', 0, 'decline');
  await page.getByLabel('상태로 거르기').selectOption('past_due');
  await page.getByRole('searchbox').fill(declining.email);
  await page.getByRole('button', { name: '검색', exact: true }).click();
  // The list before had one row too: wait for the searched one, or the click lands on a row the answer replaces.
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(declining.email);
  await rows.first().getByRole('button', { name: `${declining.username} 강제 결제` }).click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('force-charge-subscription')).toContainText('****-0002');
  await dialog.getByRole('button', { name: '결제하기' }).click();
  await expect(dialog.getByTestId('force-charge-outcome')).toHaveText('결제가 거절되었습니다. 사유: 카드 한도가 초과되었습니다.');
  await page.mouse.move(0, 0);
  expect(await seriousViolations(page, { include: '[role="dialog"]' })).toEqual([]);
  await dialog.getByRole('button', { name: '강제 결제 창 닫기' }).click();
  await expect(dialog).toBeHidden();
  expect((await myPlan(request, declining.token)).status).toBe('past_due');

  // A seeded subscription has no card registered at the gateway: the refusal's detail is shown, the dialog stays.
  await page.getByLabel('상태로 거르기').selectOption('past_due');
  await page.getByRole('searchbox').fill('merchant4@');
  await page.getByRole('button', { name: '검색', exact: true }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('merchant4@example.com');
  await rows.first().getByRole('button', { name: /강제 결제$/ }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: '결제하기' }).click();
  await expect(dialog.getByTestId('force-charge-outcome')).toHaveText('등록된 결제 카드가 없어 청구할 수 없습니다.');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: '닫기', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(rows.first()).toContainText('결제 실패(이용 정지)');

  // The fresh merchant's status: active → past_due, confirmed, seen in its row and under the filter.
  await page.getByLabel('상태로 거르기').selectOption('');
  await page.getByRole('searchbox').fill(merchant.email);
  await page.getByRole('button', { name: '검색', exact: true }).click();
  await expect(rows).toHaveCount(1);
  await row.getByRole('combobox', { name: `${merchant.username} 구독 상태` }).selectOption('past_due');
  await row.getByRole('button', { name: `${merchant.username} 구독 상태 변경` }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText("'구독 중'에서 '결제 실패(이용 정지)'");
  await confirm.getByRole('button', { name: '변경', exact: true }).click();
  await expect(page.getByText('구독 상태를 변경했습니다.')).toBeVisible();
  await expect(row.getByText('결제 실패(이용 정지)', { exact: true }).first()).toBeVisible();
  await page.getByLabel('상태로 거르기').selectOption('past_due');
  await expect(rows.filter({ hasText: merchant.email })).toHaveCount(1);
  await atPhoneWidths(page, 'admin-subscriptions-charged', (f) => info.outputPath(f));
  expect((await myPlan(request, merchant.token)).status).toBe('past_due');
});
