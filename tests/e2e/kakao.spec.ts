import { expect, test } from '@playwright/test';
import { FIRST_PAINT } from './fixtures';

/** Kakao login through the local simulator of Kakao's authorize page: consent and cancel. */
test('a new customer logs in with Kakao after consenting', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: '카카오로 로그인' }).click();
  await expect(page).toHaveURL(/\/dev\/kakao\/oauth\/authorize/, FIRST_PAINT);
  const nickname = `카카오${Date.now().toString(36)}`;
  await page.getByLabel('닉네임').fill(nickname);
  await page.getByRole('button', { name: '동의하고 계속하기' }).click();
  // Back in the app: it loads again, finishes the login, then goes to /main.
  await expect(page).toHaveURL(/\/main/, FIRST_PAINT);
  await expect(page.getByRole('button', { name: new RegExp(`사용자 메뉴`) })).toBeVisible();
});

test('cancelling on Kakao shows the cancel message and returns to /login', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: '카카오로 로그인' }).click();
  await page.getByRole('button', { name: '취소' }).click();
  await expect(page.getByText('카카오 로그인이 취소되었습니다.')).toBeVisible(FIRST_PAINT);
  await expect(page).toHaveURL(/\/login$/);
});
