import { expect, test } from '@playwright/test';
import { agreeToTerms, brandColour, FIRST_PAINT, fillAccount, login, siteUrl, uniqueEmail } from './fixtures';

test('a customer signs up with the mailed code, is signed in on /main, sees the tenant and logs out', async ({ page, request }) => {
  const email = uniqueEmail('cust');
  const username = `e2e${Date.now().toString(36)}`;
  await page.goto('/terms?type=customer');
  await agreeToTerms(page);
  await expect(page).toHaveURL(/\/register\/customer/);

  await fillAccount(page, request, 'localhost', email, username);
  await page.getByRole('button', { name: '가입하기' }).click();
  // Signed in by the sign-up itself: no login page in between.
  await expect(page).toHaveURL(/\/main/, FIRST_PAINT);
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

  // "전체 동의" gave every key, sent with the multipart sign-up.
  const res = await request.get(siteUrl('localhost', `/api/dev/consents?email=${encodeURIComponent(email)}`));
  const { consents } = (await res.json()) as { consents: { key: string }[] };
  expect(consents.map((c) => c.key)).toEqual(['age14', 'consignment', 'data', 'location', 'marketing', 'privacy', 'tos']);

  await login(page, email, 'e2e-pass-1234');
  await expect(page).toHaveURL(/\/merchant\/dashboard/);
});

test('logging out through the menu revokes the session on the server', async ({ page }) => {
  await login(page, 'customer@example.com', 'demo1234!');
  await expect(page).toHaveURL(/\/main/, FIRST_PAINT);
  const userMenu = page.getByRole('button', { name: /사용자 메뉴$/ });
  await expect(userMenu).toBeVisible(FIRST_PAINT);
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  expect(token).toBeTruthy();
  const me = () => page.request.get(siteUrl('localhost', '/api/auth/me'), { headers: { authorization: `Bearer ${token}` } });
  expect((await me()).status()).toBe(200);

  await userMenu.click();
  await page.getByRole('menuitem', { name: '로그아웃' }).click();
  await expect(page).toHaveURL(siteUrl('localhost', '/'), FIRST_PAINT);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
  // The token read before logout no longer opens anything.
  expect((await me()).status()).toBe(401);
});

test('an empty login names both fields at once and focuses the e-mail', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByLabel('이메일')).toBeVisible(FIRST_PAINT);
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

test('the sign-up forms without the consents of /terms go to /terms with the user type', async ({ page }) => {
  await page.goto('/register/customer');
  await expect(page).toHaveURL(/\/terms\?type=customer$/, FIRST_PAINT);
  await expect(page.getByRole('button', { name: '다음', exact: true })).toBeDisabled();
  await page.goto('/register/merchant');
  await expect(page).toHaveURL(/\/terms\?type=merchant$/, FIRST_PAINT);
  await expect(page.getByText('판매자 회원가입').first()).toBeVisible();
});

test('the consents ticked on /terms are recorded with the sign-up', async ({ page, request }) => {
  const email = uniqueEmail('consent');
  await page.goto('/register/customer');
  await expect(page).toHaveURL(/\/terms\?type=customer$/, FIRST_PAINT);
  // The four required ones and marketing; not all.
  for (const label of ['만 14세 이상입니다', '서비스 이용약관 동의', '개인정보 수집 및 이용 동의', '데이터 보관 및 삭제 정책 동의', '마케팅 정보 수신 동의']) {
    await page.getByText(label).click();
  }
  await page.getByRole('button', { name: '다음', exact: true }).click();
  await expect(page).toHaveURL(/\/register\/customer$/);
  // A reload keeps the consents (sessionStorage): the form stays.
  await page.reload();
  await expect(page.getByRole('button', { name: '가입하기' })).toBeVisible(FIRST_PAINT);
  await expect(page).toHaveURL(/\/register\/customer$/);

  await fillAccount(page, request, 'localhost', email, `c${Date.now().toString(36)}`);
  await page.getByRole('button', { name: '가입하기' }).click();
  await expect(page).toHaveURL(/\/main/, FIRST_PAINT);
  const res = await request.get(siteUrl('localhost', `/api/dev/consents?email=${encodeURIComponent(email)}`));
  const { consents } = (await res.json()) as { consents: { key: string; source: string }[] };
  expect(consents.map((c) => c.key)).toEqual(['age14', 'data', 'marketing', 'privacy', 'tos']);
  expect(new Set(consents.map((c) => c.source))).toEqual(new Set(['signup']));
  // Used up: the next sign-up starts at /terms again.
  await page.goto('/register/customer');
  await expect(page).toHaveURL(/\/terms\?type=customer$/, FIRST_PAINT);
});

test('a phone number gets its hyphens as it is typed, the caret staying after the typed digit', async ({ page }) => {
  await page.goto('/find-email');
  const phone = page.getByLabel('전화번호', { exact: true });
  await expect(phone).toBeVisible(FIRST_PAINT);
  await phone.pressSequentially('0109876');
  await expect(phone).toHaveValue('010-9876');
  // A digit typed in the middle keeps the caret right after it.
  await phone.evaluate((el: HTMLInputElement) => el.setSelectionRange(3, 3));
  await phone.press('5');
  await expect(phone).toHaveValue('010-5987-6');
  expect(await phone.evaluate((el: HTMLInputElement) => el.selectionStart)).toBe(5);
  await phone.fill('');
  await phone.pressSequentially('01098765432');
  await expect(phone).toHaveValue('010-9876-5432');

  await phone.fill('');
  await phone.pressSequentially('021234567');
  await expect(phone).toHaveValue('02-123-4567');
  await phone.fill('');
  await phone.pressSequentially('15881234');
  await expect(phone).toHaveValue('1588-1234');
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
