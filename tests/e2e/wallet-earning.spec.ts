import { expect, test, type Page } from '@playwright/test';
import { SEED_REVIEW_TARGET } from '../../db/seed-commerce-data';
import { solidPng } from './catalogue/api';
import { FIRST_PAINT, login, settled, siteUrl } from './fixtures';
import { available, ensureWallet, openWallet, topUp } from './wallet-page';

/*
 * Points as a customer meets them (docs/wallet.md Earning, Leaderboard): the demo customer tops up
 * and sees the balance and the entry; writes a review with a photo of a product they bought and had
 * delivered (the seed's SEED_REVIEW_TARGET, which reviews.spec.ts also reviews and deletes again);
 * back on the wallet tab the earning is the newest entry, the balance and the leaderboard score moved
 * by it; deleting the review takes the points back. The review is deleted at the end, so the seed's
 * state holds for the next spec and the next run.
 */

const loaded = expect.configure(FIRST_PAINT);

/** The caller's leaderboard total, from the donut's accessible name (0 while they have no score). */
async function myScore(page: Page): Promise<number> {
  const me = page.getByTestId('leaderboard-me');
  await loaded(me).toBeVisible();
  const donut = me.getByRole('img', { name: /내 점수 구성, 총점/ });
  if ((await donut.count()) === 0) return 0;
  const name = (await donut.getAttribute('aria-label')) ?? '';
  return Number(name.replace(/^.*총점/, '').replace(/[^\d]/g, ''));
}

async function targetId(page: Page): Promise<number> {
  const title = SEED_REVIEW_TARGET.farm;
  const res = await page.request.get(siteUrl('localhost', `/api/products/search?q=${encodeURIComponent(title)}`));
  const { products } = (await res.json()) as { products: { id: number; title: string }[] };
  const found = products.find((p) => p.title === title);
  expect(found, title).toBeTruthy();
  return found!.id;
}

test('a customer tops up, writes a photo review, and sees the points and the leaderboard move; deleting it takes them back', async ({ page }) => {
  test.slow();
  await login(page, 'customer@example.com', 'demo1234!');
  await page.waitForURL((url) => url.pathname !== '/login', FIRST_PAINT);
  await openWallet(page);
  await ensureWallet(page);

  // ---- Top-up: the balance and the entry. ----
  const start = await available(page);
  await topUp(page, '10000', '10,000');
  await expect.poll(() => available(page)).toBe(start + 10_000);
  const newest = page.getByTestId('wallet-tx').first();
  await expect(newest).toHaveAttribute('data-tx-type', 'topup');
  await expect(newest.getByTestId('wallet-tx-delta')).toHaveText('+10,000P');
  const balance = start + 10_000;
  const score = await myScore(page);

  // ---- A review with a photo of the delivered product. ----
  const stamp = Date.now().toString(36);
  await page.goto(`/products/${await targetId(page)}`);
  await settled(page);
  await page.getByRole('tab', { name: /리뷰/ }).click();
  const form = page.getByRole('form', { name: '리뷰 쓰기' });
  await loaded(form).toBeVisible();
  await form.getByRole('radio', { name: '5점 매우 좋음' }).check();
  await form.getByLabel('리뷰 내용').fill(`껍질째 먹어도 될 만큼 깨끗하고 달아요. ${stamp}`);
  await form.getByLabel('리뷰 사진', { exact: true }).setInputFiles({ name: 'apple.png', mimeType: 'image/png', buffer: solidPng([190, 40, 40], 96) });
  await expect(form.getByRole('progressbar', { name: '사진 1 업로드 진행률' })).toHaveAttribute('aria-valuenow', '100');
  await form.getByRole('button', { name: '리뷰 등록' }).click();
  const mine = page.getByTestId('review-card').filter({ hasText: stamp });
  await expect(mine).toBeVisible();

  // ---- The wallet: the earning is the newest entry; the balance and the score moved by it. ----
  await openWallet(page);
  const earned = page.getByTestId('wallet-tx').first();
  await loaded(earned).toHaveAttribute('data-tx-type', 'earn');
  await expect(earned.getByTestId('wallet-tx-reason')).toHaveText('사진 리뷰');
  const points = Number(((await earned.getByTestId('wallet-tx-delta').textContent()) ?? '').replace(/[^\d]/g, ''));
  expect(points).toBeGreaterThan(0);
  await expect.poll(() => available(page)).toBe(balance + points);
  await expect.poll(() => myScore(page)).toBe(score + points);
  await page.screenshot({ path: 'test-results/wallet/earned-390.png', fullPage: true });

  // ---- Deleting the review takes the points back (a clawback), and the score. ----
  await page.goto(`/products/${await targetId(page)}`);
  await settled(page);
  await page.getByRole('tab', { name: /리뷰/ }).click();
  await loaded(mine).toBeVisible();
  await mine.getByRole('button', { name: '내 리뷰 삭제' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '삭제', exact: true }).click();
  await expect(page.getByTestId('review-card').filter({ hasText: stamp })).toHaveCount(0);

  await openWallet(page);
  const clawback = page.getByTestId('wallet-tx').first();
  await loaded(clawback).toHaveAttribute('data-tx-type', 'adjustment');
  await expect(clawback.getByTestId('wallet-tx-reason')).toHaveText('사진 리뷰 회수');
  await expect(clawback.getByTestId('wallet-tx-delta')).toHaveText(`-${points.toLocaleString('ko-KR')}P`);
  await expect.poll(() => available(page)).toBe(balance);
  await expect.poll(() => myScore(page)).toBe(score);
});
