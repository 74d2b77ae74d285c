import { expect, test } from '@playwright/test';
import { agreeToTerms, brandColour, FIRST_PAINT, fillAccount, login, siteUrl, uniqueEmail } from './fixtures';

test('a customer signs up with the mailed code, logs in, sees the tenant and logs out', async ({ page, request }) => {
  const email = uniqueEmail('cust');
  const username = `e2e${Date.now().toString(36)}`;
  await page.goto('/terms?type=customer');
  await agreeToTerms(page);
  await expect(page).toHaveURL(/\/register\/customer/);

  await fillAccount(page, request, 'localhost', email, username);
  await page.getByRole('button', { name: '가입하기' }).click();
  await expect(page).toHaveURL(/\/login/);

  await login(page, email, 'e2e-pass-1234');
  await expect(page).toHaveURL(/\/main/);
  await expect(page.getByText('로컬팜').first()).toBeVisible();
  await expect.poll(() => brandColour(page)).toBe('#2f855a');

  await page.getByRole('button', { name: `${username} 사용자 메뉴` }).click();
  await page.getByRole('menuitem', { name: '로그아웃' }).click();
  await expect(page).toHaveURL(siteUrl('localhost', '/'));
  await expect(page.getByRole('link', { name: '로그인' }).first()).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.length)).toBe(0);
});

test('a merchant signs up in two steps with business documents', async ({ page, request }) => {
  const email = uniqueEmail('merch');
  await page.goto('/terms?type=merchant');
  await agreeToTerms(page);
  await expect(page).toHaveURL(/\/register\/merchant/);

  await fillAccount(page, request, 'localhost', email, `m${Date.now().toString(36)}`);
  await page.getByRole('button', { name: '다음 단계' }).click();

  await page.getByLabel('상호명').fill('이투이 농장');
  await page.getByLabel('사업자등록번호').fill('123-45-67890');
  await page.getByLabel('사업장 주소').fill('경기도 양평군 양평읍 1');
  await page.getByLabel('사업장 전화번호').fill('031-123-4567');
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  await page.getByLabel('사업자등록증', { exact: true }).setInputFiles({ name: 'license.png', mimeType: 'image/png', buffer: png });
  await page
    .getByLabel('통신판매업 신고증', { exact: true })
    .setInputFiles({ name: 'report.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%e2e\n') });

  // The back arrow keeps what was typed in step 1.
  await page.getByRole('button', { name: '이전' }).click();
  await expect(page.getByLabel('사용자명')).not.toHaveValue('');
  await page.getByRole('button', { name: '다음 단계' }).click();
  await expect(page.getByLabel('상호명')).toHaveValue('이투이 농장');

  await page.getByRole('button', { name: '가입 신청' }).click();
  await expect(page).toHaveURL(/\/login/);

  await login(page, email, 'e2e-pass-1234');
  await expect(page).toHaveURL(/\/merchant\/dashboard/);
});

test('logging out through the menu revokes the session on the server', async ({ page }) => {
  await login(page, 'customer@example.com', 'demo1234!');
  await expect(page).toHaveURL(/\/main/);
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  expect(token).toBeTruthy();
  const me = () => page.request.get(siteUrl('localhost', '/api/auth/me'), { headers: { authorization: `Bearer ${token}` } });
  expect((await me()).status()).toBe(200);

  await page.getByRole('button', { name: /사용자 메뉴$/ }).click();
  await page.getByRole('menuitem', { name: '로그아웃' }).click();
  await expect(page).toHaveURL(siteUrl('localhost', '/'));
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
  // The token read before logout no longer opens anything.
  expect((await me()).status()).toBe(401);
});

test('an empty login names both fields at once and focuses the e-mail', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page.getByText('이메일을 입력해주세요.')).toBeVisible();
  await expect(page.getByText('비밀번호를 입력해주세요.')).toBeVisible();
  await expect(page.getByLabel('이메일')).toBeFocused();
  // With the e-mail filled, the caret goes to the password, still named.
  await page.getByLabel('이메일').fill('customer@example.com');
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page.getByText('이메일을 입력해주세요.')).toHaveCount(0);
  await expect(page.getByText('비밀번호를 입력해주세요.')).toBeVisible();
  await expect(page.getByLabel('비밀번호')).toBeFocused();
});

test('the second tenant shows its own name and theme', async ({ page }) => {
  await page.goto(siteUrl('sea.localhost', '/'));
  await expect(page.getByText('바다마켓').first()).toBeVisible(FIRST_PAINT);
  await expect(page).toHaveTitle(/바다마켓/);
  await expect.poll(() => brandColour(page)).toBe('#2b6cb0');
  await expect(page.getByText('로컬팜')).toHaveCount(0);
});

test('a guest on a login-only page lands on /login', async ({ page }) => {
  await page.goto('/orders');
  await expect(page).toHaveURL(/\/login$/, FIRST_PAINT);
  await page.goto('/profile/edit');
  await expect(page).toHaveURL(/\/login$/, FIRST_PAINT);
});

test('demo accounts of one tenant do not log in on the other with its token', async ({ page }) => {
  await login(page, 'customer@example.com', 'demo1234!');
  await expect(page).toHaveURL(/\/main/);
  const token = await page.evaluate(() => Object.values(localStorage).find((v) => v.length > 20 && !v.startsWith('{')));
  expect(token).toBeTruthy();
  const me = (host: string) =>
    page.request.get(siteUrl('127.0.0.1', '/api/auth/me'), { headers: { host, authorization: `Bearer ${token}` } });
  expect((await me('farm.localhost')).status()).toBe(200);
  expect((await me('sea.localhost')).status()).toBe(401);
});
