import { expect, type Page } from '@playwright/test';
import { MSG } from '../../shared/messages';
import { settled } from './fixtures';

/* The wallet tab of /main as the wallet specs drive it (wallet.spec.ts, wallet-earning.spec.ts). */

export async function openWallet(page: Page) {
  await page.goto('/main?tab=wallet');
  await settled(page);
}

/** The available points on the balance card, as a number. */
export async function available(page: Page): Promise<number> {
  const text = (await page.getByTestId('wallet-available').textContent()) ?? '';
  return Number(text.replace(/[^\d]/g, ''));
}

export async function ensureWallet(page: Page) {
  const create = page.getByRole('heading', { name: '지갑 만들기' });
  const charge = page.getByRole('tab', { name: '충전' });
  // The overview decides which shows: the wallet's tabs, or the form that makes one.
  await expect(create.or(charge)).toBeVisible();
  if (await create.isVisible()) {
    await page.getByRole('button', { name: '지갑 만들기' }).click();
    await expect(page.getByText(MSG.walletAddressInvalid)).toBeVisible();
    await page.getByLabel('EVM 지갑 주소').fill(`0x${'ab12'.repeat(10)}`);
    await page.getByRole('button', { name: '지갑 만들기' }).click();
    await expect(create).toBeHidden();
  }
  await expect(charge).toBeVisible();
}

/** A top-up approved in the local PortOne pay window, back on the wallet tab. */
export async function topUp(page: Page, won: string, shown: string) {
  await page.getByRole('tab', { name: '충전' }).click();
  await page.getByLabel('충전 금액 (원)').fill(won);
  await page.getByRole('button', { name: '카드로 충전하기' }).click();
  await expect(page).toHaveURL(/\/dev\/portone\/pay\?/);
  await expect(page.getByText(`${shown}원`)).toBeVisible();
  await page.getByRole('button', { name: '승인' }).click();
  await expect(page).toHaveURL(/\/main\?tab=wallet/);
  await expect(page.getByText(`${shown}P를 충전했습니다.`)).toBeVisible({ timeout: 20_000 });
}

export async function noSidewaysScroll(page: Page) {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll, 'the page scrolls sideways').toBeLessThanOrEqual(client);
}
