import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { loginToken, trpcQuery } from './catalogue/api';
import { MSG } from '../../shared/messages';
import { FIRST_PAINT, login, settled, siteUrl } from './fixtures';

/*
 * The admin area (commerce.md §2 Admin): its sidebar, the payments screen (search, site filter,
 * paging, status badges, the detail modal) and the audit log, as the demo site's system
 * administrator; and the access-denied page a customer meets there. The one admin change the audit
 * test makes is on a site the test creates itself: the demo sites are never changed.
 */

const ADMIN = 'admin@example.com';
const PASSWORD = 'demo1234!';

interface PaymentRow {
  id: number;
  shop_order_no: string;
  status: string;
  tenant: { id: number; display_name: string };
  res_msg?: string | null;
}
interface PaymentList {
  items: PaymentRow[];
  total: number;
}

/** The screen the page shows at both phone widths and the desktop, shot into test-results. */
async function shoot(page: Page, name: string, outputPath: (file: string) => string, widths = [390, 1280]) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    const sizes = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
    expect(sizes.scroll, `${name} at ${width} px scrolls sideways`).toBeLessThanOrEqual(sizes.client);
    const dialog = (await page.getByRole('dialog').count()) > 0;
    await page.screenshot({ path: outputPath(`${name}-${width}.png`), fullPage: !dialog });
  }
}

/** The computed background of a colour token, to compare a badge with. */
const tokenBackground = (page: Page, token: string) =>
  page.evaluate((token) => {
    const probe = document.createElement('div');
    probe.style.background = `var(--chakra-colors-${token.replace('.', '-')})`;
    document.body.append(probe);
    const colour = getComputedStyle(probe).backgroundColor;
    probe.remove();
    return colour;
  }, token);

async function searchFor(page: Page, q: string) {
  const box = page.getByRole('searchbox', { name: '검색' });
  await box.fill(q);
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(q)}`));
}

async function onePayment(request: APIRequestContext, token: string, status: string): Promise<PaymentRow> {
  const list = await trpcQuery<PaymentList>(request, 'admin.payments.list', { skip: 0, limit: 1, status }, { token });
  expect(list.items[0], `the seed has a ${status} payment`).toBeTruthy();
  return list.items[0];
}

test('the admin moves through the sidebar, lands on payments from an unknown path, searches, filters by site, pages and opens a payment', async ({ page, request }, info) => {
  test.slow();
  const token = await loginToken(request, ADMIN);
  const all = await trpcQuery<PaymentList>(request, 'admin.payments.list', { skip: 0, limit: 1 }, { token });
  expect(all.total, 'the demo sites hold more than one page of payments').toBeGreaterThan(20);
  const failed = await onePayment(request, token, 'failed');
  const expired = await onePayment(request, token, 'expired');

  await page.setViewportSize({ width: 1280, height: 900 });
  await login(page, ADMIN, PASSWORD);
  await expect(page).not.toHaveURL(/\/login/, FIRST_PAINT);

  // Any other sub-path of /admin goes to payments; the sidebar marks where the admin is.
  await page.goto('/admin/foo');
  await expect(page).toHaveURL(/\/admin\/payments$/, FIRST_PAINT);
  const nav = page.getByRole('navigation', { name: '관리자 메뉴' });
  await expect(nav.getByRole('link', { name: '결제 관리' })).toHaveAttribute('aria-current', 'page');
  await settled(page);
  const rows = page.getByTestId('admin-payment-row');
  await expect(rows).toHaveCount(20);
  await expect(page.getByText(`전체 ${all.total.toLocaleString('ko-KR')}건`)).toBeVisible();

  // Pagination: 20 a page, the page in the address.
  const pager = page.getByRole('navigation', { name: '결제 목록 페이지' });
  const firstOrder = await rows.first().locator('td').last().innerText();
  await pager.getByRole('button', { name: '다음' }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(pager.getByText(`2 / ${Math.ceil(all.total / 20)}`)).toBeVisible();
  await expect(rows.first().locator('td').last()).not.toHaveText(firstOrder);
  await pager.getByRole('button', { name: '이전' }).click();
  await expect(page).not.toHaveURL(/[?&]page=/);

  // Colours: paid green (the newest rows include paid ones), failed red, anything else gray; lower case.
  const paid = page.locator('[data-status="paid"]').first();
  await expect(paid).toHaveText('paid');
  // Retried: a list refetch may swap the badge for a new node between finding and reading it.
  await expect(paid).toHaveCSS('background-color', await tokenBackground(page, 'green.subtle'));

  // Search narrows, and the query stays in the address.
  await searchFor(page, failed.shop_order_no);
  await expect(rows).toHaveCount(1);
  const failedBadge = rows.first().locator('[data-status="failed"]');
  await expect(failedBadge).toHaveText('failed');
  await expect(failedBadge).toHaveCSS('background-color', await tokenBackground(page, 'red.subtle'));
  await shoot(page, 'admin-payments-search', (f) => info.outputPath(f));
  await page.setViewportSize({ width: 1280, height: 900 });

  // The detail modal: every group of the payment, the gateway's answer included; Escape closes it.
  await rows.first().getByRole('button', { name: /결제 상세/ }).click();
  const dialog = page.getByRole('dialog', { name: '결제 상세' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(failed.shop_order_no)).toBeVisible();
  for (const label of ['결제사 응답', '취소·환불', '주문·플랜', '구매자', '응답 코드', '응답 메시지', '환불 금액', '플랜', '주문']) {
    await expect(dialog.getByText(label, { exact: true }).first()).toBeVisible();
  }
  if (failed.res_msg) await expect(dialog.getByText(failed.res_msg)).toBeVisible();
  await shoot(page, 'admin-payment-detail', (f) => info.outputPath(f));
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await searchFor(page, expired.shop_order_no);
  await expect(rows).toHaveCount(1);
  const expiredBadge = rows.first().locator('[data-status="expired"]');
  await expect(expiredBadge).toHaveText('expired');
  await expect(expiredBadge).toHaveCSS('background-color', await tokenBackground(page, 'gray.subtle'));

  // A search that matches nothing says so.
  await searchFor(page, 'no-such-order-anywhere');
  await expect(page.getByText('조건에 맞는 결제가 없습니다.')).toBeVisible();

  // The site filter narrows to one site (and clears nothing else but the page).
  await page.getByRole('searchbox', { name: '검색' }).fill('');
  await page.getByRole('button', { name: '검색', exact: true }).click();
  await expect(page).not.toHaveURL(/[?&]q=/);
  const site = page.getByRole('combobox', { name: '사이트' });
  await expect(site.locator('option', { hasText: failed.tenant.display_name })).toHaveCount(1);
  await site.selectOption({ label: (await site.locator('option', { hasText: failed.tenant.display_name }).innerText()).trim() });
  await expect(page).toHaveURL(new RegExp(`[?&]site=${failed.tenant.id}`));
  // The rows before stay (dimmed) until the site's arrive.
  await expect.poll(async () => new Set(await rows.locator('td:nth-child(2)').allInnerTexts())).toEqual(new Set([failed.tenant.display_name]));
  await shoot(page, 'admin-payments', (f) => info.outputPath(f));

  // On a phone the rows are cards, and a card opens its detail too.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(rows.first().locator('td')).toHaveCount(0);
  await rows.first().getByRole('button', { name: /결제 상세/ }).click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The sidebar is a row at the top of a phone's screen, and it navigates.
  await nav.getByRole('link', { name: '구독 관리' }).click();
  await expect(page).toHaveURL(/\/admin\/subscriptions$/);
  await expect(nav.getByRole('link', { name: '구독 관리' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: '결제 관리' })).not.toHaveAttribute('aria-current', /.+/);
  await expect(page.getByTestId('admin-subscription-row').first()).toBeVisible();
  await nav.getByRole('link', { name: '사이트 관리' }).click();
  await expect(page).toHaveURL(/\/admin\/tenants$/);
  await nav.getByRole('link', { name: '감사 기록' }).click();
  await expect(page).toHaveURL(/\/admin\/audit$/);
  await expect(page.getByRole('heading', { name: '감사 기록' })).toBeVisible();
  await nav.getByRole('link', { name: '결제 관리' }).click();
  await expect(page).toHaveURL(/\/admin\/payments$/);
});

test('the audit log shows an admin change the test made, filtered by kind and site, with what changed', async ({ page, request }, info) => {
  test.slow();
  const token = await loginToken(request, ADMIN);
  const auth = { Authorization: `Bearer ${token}` };
  const name = `audit-${Date.now().toString(36)}`;
  // A site of the test's own: the demo sites are never changed.
  const created = await request.post(siteUrl('localhost', '/api/admin/tenants/'), {
    headers: auth,
    data: { name, domain: `${name}.example.test`, display_name: `감사 테스트 ${name}` },
  });
  expect(created.status(), await created.text()).toBeLessThan(300);
  const tenant = (await created.json()) as { id: number; display_name: string; features: Record<string, boolean> };
  const changed = await request.put(siteUrl('localhost', `/api/admin/tenants/${tenant.id}/features`), {
    headers: auth,
    data: { features: { wallet: !tenant.features.wallet } },
  });
  expect(changed.status(), await changed.text()).toBe(200);

  await page.setViewportSize({ width: 1280, height: 900 });
  await login(page, ADMIN, PASSWORD);
  await expect(page).not.toHaveURL(/\/login/, FIRST_PAINT);
  await page.goto('/admin/audit');
  await settled(page);
  await expect(page.getByRole('navigation', { name: '관리자 메뉴' }).getByRole('link', { name: '감사 기록' })).toHaveAttribute('aria-current', 'page');

  const kind = page.getByRole('combobox', { name: '종류' });
  await expect(kind.locator('option[value="admin.tenants.updateFeatures"]')).toHaveCount(1);
  await kind.selectOption('admin.tenants.updateFeatures');
  await expect(page).toHaveURL(/[?&]kind=admin\.tenants\.updateFeatures/);
  const entries = page.getByTestId('audit-entry');
  await expect(entries.first()).toBeVisible();
  await expect.poll(async () => new Set(await entries.evaluateAll((els) => els.map((e) => e.getAttribute('data-kind'))))).toEqual(
    new Set(['admin.tenants.updateFeatures']),
  );

  // Narrowed to the test's site: its one change, by the admin, with the feature it flipped marked.
  const site = page.getByRole('combobox', { name: '사이트' });
  await site.selectOption(String(tenant.id));
  await expect(page).toHaveURL(new RegExp(`[?&]site=${tenant.id}`));
  await expect(page).toHaveURL(/[?&]kind=admin\.tenants\.updateFeatures/);
  await expect(entries).toHaveCount(1);
  const entry = entries.first();
  await expect(entry).toContainText(tenant.display_name);
  await expect(entry).toContainText(ADMIN);
  await expect(entry).toContainText('시스템 관리자');
  await entry.getByText('변경 내용 보기').click();
  const wallet = entry.locator('[data-changed]', { hasText: 'wallet' }).first();
  await expect(wallet).toBeVisible();
  await expect(wallet).toContainText('변경');
  await shoot(page, 'admin-audit', (f) => info.outputPath(f));

  // The filters live in the address: a reload keeps them.
  await page.reload();
  await expect(entries).toHaveCount(1, FIRST_PAINT);
  await expect(page.getByRole('combobox', { name: '종류' })).toHaveValue('admin.tenants.updateFeatures');

  // The site's creation is logged on the administrator's own site (the new one had no row yet):
  // across every site, under its own kind, the newest entry is it.
  await page.getByRole('combobox', { name: '사이트' }).selectOption('');
  await page.getByRole('combobox', { name: '종류' }).selectOption('admin.tenants.create');
  await expect(page).not.toHaveURL(/[?&]site=/);
  await expect(entries.first()).toHaveAttribute('data-kind', 'admin.tenants.create');
  await entries.first().getByText('변경 내용 보기').click();
  await expect(entries.first()).toContainText(name);
  await page.getByLabel('시작일').fill('2999-01-01');
  await expect(page).toHaveURL(/[?&]from=2999-01-01/);
  await expect(page.getByText('조건에 맞는 기록이 없습니다.')).toBeVisible();
});

test('a list that fails to load says so and loads on retry (payments, audit log)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await login(page, ADMIN, PASSWORD);
  await expect(page).not.toHaveURL(/\/login/, FIRST_PAINT);
  for (const [path, call, failed, row] of [
    ['/admin/payments', 'admin.payments.list', MSG.adminPaymentsFailed, 'admin-payment-row'],
    ['/admin/audit', 'admin.audit.list', MSG.auditListFailed, 'audit-entry'],
  ] as const) {
    // The network drops the list's calls until the test lets them through.
    const drop = new RegExp(`/trpc/[^?]*${call.replace(/\./g, '\\.')}`);
    await page.route(drop, (route) => route.abort('failed'));
    await page.goto(path);
    const alert = page.getByRole('alert').filter({ hasText: failed });
    await expect(alert).toBeVisible(FIRST_PAINT);
    await page.unroute(drop);
    await alert.getByRole('button', { name: '다시 시도' }).click();
    // The rows, or (a log nothing has been written to yet) the empty state: either way an answer.
    await expect(page.getByTestId(row).first().or(page.getByTestId('list-empty'))).toBeVisible();
    await expect(alert).toBeHidden();
  }
});

test('a customer on /admin reads the access-denied page and goes back', async ({ page }, info) => {
  await login(page, 'customer@example.com', PASSWORD);
  await expect(page).not.toHaveURL(/\/login/, FIRST_PAINT);
  await page.goto('/main');
  await settled(page);
  // Into /admin from a page of the app, as a link would go (the router's numbered entry): back returns there.
  await page.evaluate(() => {
    const idx = ((history.state as { idx?: number } | null)?.idx ?? 0) + 1;
    history.pushState({ usr: null, key: 'e2e', idx }, '', '/admin/payments');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  const denied = page.getByRole('heading', { name: '접근 권한이 없습니다' });
  await expect(denied).toBeVisible();
  await expect(page.getByText('이 페이지는 시스템 관리자만 이용할 수 있습니다.')).toBeVisible();
  await expect(page.getByRole('navigation', { name: '관리자 메뉴' })).toHaveCount(0);
  await page.screenshot({ path: info.outputPath('admin-access-denied-390.png') });
  await page.getByRole('button', { name: '뒤로 가기' }).click();
  await expect(page).toHaveURL(/\/main$/);

  // Opened directly (nothing to go back to in this visit), back leads home.
  await page.goto('/admin/foo');
  await expect(denied).toBeVisible(FIRST_PAINT);
  await page.getByRole('button', { name: '뒤로 가기' }).click();
  await expect(page).toHaveURL(/:\d+\/$/);
});
