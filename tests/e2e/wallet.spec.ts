import { expect, test } from '@playwright/test';
import { MSG } from '../../shared/messages';
import { loginToken } from './catalogue/api';
import { login, seriousViolations } from './fixtures';
import { available, ensureWallet, noSidewaysScroll, openWallet, topUp } from './wallet-page';

/*
 * The wallet tab of /main (commerce.md §2, §3 Wallet; docs/wallet.md Top-up): a guest's login prompt,
 * a customer's wallet (made if the seed has none), a top-up through the local PortOne pay window,
 * the transfer form's checks, and no sideways scroll on a phone. Screenshots land in
 * test-results/wallet/ (320, 390 and 1280 px).
 */

const SHOTS = 'test-results/wallet';

test('a guest sees the login prompt', async ({ page }) => {
  await openWallet(page);
  await expect(page.getByRole('heading', { name: '로그인이 필요합니다' })).toBeVisible();
  await expect(page.getByRole('link', { name: '로그인하러 가기' })).toHaveAttribute('href', '/login');
  for (const width of [320, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await noSidewaysScroll(page);
  }
  await page.screenshot({ path: `${SHOTS}/guest-390.png`, fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);
});

test.describe('a customer', () => {
  test.beforeEach(async ({ page }) => {
    await login(page, 'customer@example.com', 'demo1234!');
    await expect(page).not.toHaveURL(/\/login/);
    await openWallet(page);
    await ensureWallet(page);
  });

  test('tops up through the pay window and sees the balance and the entry', async ({ page }) => {
    const before = await available(page);
    await page.getByLabel('충전 금액 (원)').fill('500');
    await page.getByRole('button', { name: '카드로 충전하기' }).click();
    await expect(page.getByText(MSG.walletTopupAmountInvalid)).toBeVisible();

    await topUp(page, '5,000', '5,000');
    // The return's parameters are taken off the address once the top-up is done.
    await expect(page).not.toHaveURL(/imp_uid=/);
    await expect.poll(() => available(page)).toBe(before + 5000);
    const first = page.getByTestId('wallet-tx').first();
    await expect(first).toHaveAttribute('data-tx-type', 'topup');
    await expect(first.getByTestId('wallet-tx-delta')).toHaveText('+5,000P');
    await expect(first).toContainText('충전');
  });

  test('a declined payment says it was cancelled or failed and credits nothing', async ({ page }) => {
    const before = await available(page);
    await page.getByLabel('충전 금액 (원)').fill('1000');
    await page.getByRole('button', { name: '카드로 충전하기' }).click();
    await expect(page).toHaveURL(/\/dev\/portone\/pay\?/);
    await page.getByRole('button', { name: '거절' }).click();
    await expect(page.getByText(MSG.paymentFailed)).toBeVisible({ timeout: 20_000 });
    expect(await available(page)).toBe(before);
  });

  test('the transfer form checks its fields and shows the server refusal', async ({ page }) => {
    await page.getByRole('tab', { name: '보내기' }).click();
    const send = page.getByRole('button', { name: '포인트 보내기' });
    await send.click();
    await expect(page.getByText(MSG.walletUserIdInvalid)).toBeVisible();
    await expect(page.getByText(MSG.walletAmountInvalid)).toBeVisible();
    await expect(page.getByLabel('받는 사람 회원 번호')).toBeFocused();

    await page.getByLabel('메모 (선택)').fill('가'.repeat(101));
    await page.getByLabel('받는 사람 회원 번호').fill('99999999');
    await page.getByLabel('보낼 포인트').fill('1');
    await send.click();
    await expect(page.getByText(MSG.walletMemoTooLong)).toBeVisible();

    await page.getByLabel('메모 (선택)').fill('테스트');
    await send.click();
    await expect(page.getByRole('alert').filter({ hasText: MSG.walletReceiverNotFound })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('sends points and lists the transfer with the receiver by username', async ({ page, request }) => {
    // The demo merchant receives: it needs a wallet of its own (a repeat answers the same one).
    const token = await loginToken(request, 'merchant@example.com');
    const headers = { Authorization: `Bearer ${token}` };
    const made = await request.post('/api/wallet/create', { headers, data: { evm_address: `0x${'cd34'.repeat(10)}` } });
    expect([200, 409]).toContain(made.status());
    const merchant = (await (await request.get('/api/auth/me', { headers })).json()) as { id: number; username: string };

    if ((await available(page)) < 1000) await topUp(page, '1000', '1,000');
    const before = await available(page);
    await page.getByRole('tab', { name: '보내기' }).click();
    await page.getByLabel('받는 사람 회원 번호').fill(String(merchant.id));
    await page.getByLabel('보낼 포인트').fill('300');
    await page.getByLabel('메모 (선택)').fill('사과값');
    await page.getByRole('button', { name: '포인트 보내기' }).click();
    await expect(page.getByText('300P를 보냈습니다.')).toBeVisible();
    await expect.poll(() => available(page)).toBe(before - 300);
    const first = page.getByTestId('wallet-tx').first();
    await expect(first).toHaveAttribute('data-tx-type', 'spend');
    await expect(first.getByTestId('wallet-tx-delta')).toHaveText('-300P');
    await expect(first).toContainText(`받는 사람 ${merchant.username}`);
    await expect(first).toContainText('사과값');
  });

  test('fits 320 and 390 px without sideways scroll (screenshots at 320, 390, 1280)', async ({ page }) => {
    for (const width of [320, 390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await expect(page.getByTestId('wallet-balance')).toBeVisible();
      if (width < 1000) await noSidewaysScroll(page);
      await page.screenshot({ path: `${SHOTS}/customer-${width}.png`, fullPage: true });
    }
    await page.getByRole('tab', { name: '보내기' }).click();
    await page.setViewportSize({ width: 320, height: 900 });
    await noSidewaysScroll(page);
    await page.screenshot({ path: `${SHOTS}/customer-transfer-320.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 900 });
    expect(await seriousViolations(page)).toEqual([]);
  });
});
