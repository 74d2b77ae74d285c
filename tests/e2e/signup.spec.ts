import { expect, test, type Page } from '@playwright/test';
import { agreeToTerms, codeFromOutbox, fillAccount, FIRST_PAINT, siteUrl, uniqueEmail } from './fixtures';

const PASSWORD = 'e2e-pass-1234';
const note = (page: Page) => page.getByTestId('missing-note');

/** The page fits the viewport's width: nothing scrolls sideways. */
async function fitsWidth(page: Page) {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(client);
}

test('the disabled Next of /terms says which required consents are missing', async ({ page }) => {
  await page.goto('/terms?type=customer');
  const next = page.getByRole('button', { name: '다음', exact: true });
  await expect(next).toBeDisabled(FIRST_PAINT);
  await expect(note(page)).toHaveText('만 14세 이상 확인, 이용약관 동의, 개인정보 수집 동의, 데이터 정책 동의가 필요합니다.');
  // The button names the line as its description, so a screen reader hears the reason with it.
  await expect(next).toHaveAccessibleDescription(/필요합니다/);
  for (const label of ['만 14세 이상입니다', '서비스 이용약관 동의', '개인정보 수집 및 이용 동의']) {
    await page.getByText(label).click();
  }
  await expect(note(page)).toHaveText('데이터 정책 동의가 필요합니다.');
  // An optional consent changes nothing.
  await page.getByText('마케팅 정보 수신 동의').click();
  await expect(note(page)).toHaveText('데이터 정책 동의가 필요합니다.');
  await page.getByText('데이터 보관 및 삭제 정책 동의').click();
  await expect(note(page)).toHaveCount(0);
  await expect(next).toBeEnabled();
});

test('a customer sees what keeps the button disabled, signs up and lands on /main signed in', async ({ page, request }) => {
  const email = uniqueEmail('signup');
  const username = `su${Date.now().toString(36)}`;
  await page.goto('/terms?type=customer');
  await agreeToTerms(page);
  await expect(page).toHaveURL(/\/register\/customer$/);

  const submit = page.getByRole('button', { name: '가입하기' });
  await expect(submit).toBeDisabled(FIRST_PAINT);
  await expect(note(page)).toHaveText('이메일 인증, 사용자명, 비밀번호, 비밀번호 확인, 전화번호, 주소가 필요합니다.');
  await expect(submit).toHaveAccessibleDescription('이메일 인증, 사용자명, 비밀번호, 비밀번호 확인, 전화번호, 주소가 필요합니다.');

  // The password hint stands next to the field and marks a password that follows it.
  const password = page.getByLabel('비밀번호', { exact: true });
  await expect(page.getByText('8~20자 영문, 숫자를 조합해주세요.')).toBeVisible();
  await expect(password).toHaveAccessibleDescription(/8~20자 영문, 숫자를 조합해주세요\./);
  await password.fill('short');
  await expect(page.getByText('✓ 조건 충족')).toHaveCount(0);
  await page.getByLabel('비밀번호 확인').fill('other');
  await expect(note(page)).toHaveText('이메일 인증, 사용자명, 비밀번호 일치, 전화번호, 주소가 필요합니다.');
  await expect(page.getByText('비밀번호가 일치하지 않습니다.')).toBeVisible();

  await fillAccount(page, request, 'localhost', email, username);
  await expect(page.getByText('✓ 조건 충족')).toBeVisible();
  await expect(note(page)).toHaveCount(0);
  await expect(submit).toBeEnabled();

  // Changing the address drops its verification: the line says so again.
  await page.getByLabel('이메일').fill(`x${email}`);
  await expect(note(page)).toHaveText('이메일 인증이 필요합니다.');
  await expect(submit).toBeDisabled();
  await page.getByLabel('이메일').fill(email);
  await page.getByRole('button', { name: '인증코드 발송' }).click();
  // The code field shows once the new mail is sent: the outbox's newest code is then this one.
  await expect(page.getByLabel('인증 코드')).toBeVisible();
  await page.getByLabel('인증 코드').fill(await codeFromOutbox(request, 'localhost', email));
  await page.getByRole('button', { name: '인증 확인' }).click();
  await expect(submit).toBeEnabled();

  await submit.click();
  await expect(page).toHaveURL(/\/main/, FIRST_PAINT);
  await expect(page.getByRole('button', { name: `${username} 사용자 메뉴` })).toBeVisible(FIRST_PAINT);
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  const me = await request.get(siteUrl('localhost', '/api/auth/me'), { headers: { authorization: `Bearer ${token}` } });
  expect(me.status()).toBe(200);
  expect((await me.json()).email).toBe(email);
});

test('a merchant signs up and is told on /login that they can now sign in', async ({ page, request }) => {
  const email = uniqueEmail('msignup');
  await page.goto('/terms?type=merchant');
  await agreeToTerms(page);
  await expect(page).toHaveURL(/\/register\/merchant$/);
  await expect(page.getByRole('button', { name: '다음 단계' })).toBeDisabled(FIRST_PAINT);
  await expect(note(page)).toHaveText('이메일 인증, 사용자명, 비밀번호, 비밀번호 확인, 전화번호, 주소가 필요합니다.');

  await fillAccount(page, request, 'localhost', email, `ms${Date.now().toString(36)}`);
  await expect(note(page)).toHaveCount(0);
  await page.getByRole('button', { name: '다음 단계' }).click();

  const submit = page.getByRole('button', { name: '가입 신청' });
  await expect(submit).toBeDisabled();
  // Step 2 starts from the account's phone and address, so only the business itself is missing.
  await expect(note(page)).toHaveText('상호명, 사업자등록번호, 사업자등록증, 통신판매업 신고증이 필요합니다.');
  await page.getByLabel('상호명').fill('바른 농장');
  await page.getByLabel('사업자등록번호').fill('1234567890');
  await page
    .getByLabel('사업자등록증', { exact: true })
    .setInputFiles({ name: 'license.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%e2e\n') });
  await expect(note(page)).toHaveText('통신판매업 신고증이 필요합니다.');
  await page
    .getByLabel('통신판매업 신고증', { exact: true })
    .setInputFiles({ name: 'report.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%e2e\n') });
  await expect(note(page)).toHaveCount(0);

  await submit.click();
  await expect(page).toHaveURL(/\/login$/, FIRST_PAINT);
  await expect(page.getByRole('status').filter({ hasText: '판매자 회원가입이 완료되었습니다.' })).toHaveText(
    '판매자 회원가입이 완료되었습니다. 이제 가입한 이메일과 비밀번호로 로그인할 수 있습니다.',
  );
  // Nothing is stored yet: the merchant signs in here, with the address already filled in.
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
  await expect(page.getByLabel('이메일')).toHaveValue(email);
  await page.getByLabel('비밀번호').fill(PASSWORD);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page).toHaveURL(/\/merchant\/dashboard/, FIRST_PAINT);
});

test('a registered address gets the same code answer; a taken e-mail at registration shows the spec message', async ({ page, request }) => {
  // On the narrowest phone, where the longer notice and the error's links must still fit.
  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto('/terms?type=customer');
  await agreeToTerms(page);
  await expect(page.getByRole('button', { name: '가입하기' })).toBeDisabled(FIRST_PAINT);

  // The demo customer's address: the page answers as for any address, the mail says it is registered.
  await page.getByLabel('이메일').fill('customer@example.com');
  await page.getByRole('button', { name: '인증코드 발송' }).click();
  await expect(page.getByRole('status').filter({ hasText: '인증 코드를 이메일로 보냈습니다.' })).toContainText(
    '이미 가입된 이메일이면 코드 대신 로그인 안내 메일이 발송됩니다.',
  );
  await expect
    .poll(async () => {
      const res = await request.get(siteUrl('localhost', '/api/dev/outbox?to=customer%40example.com'));
      return ((await res.json()) as { messages: { text: string }[] }).messages[0]?.text ?? '';
    })
    .toContain('이미 가입된 계정이 있어');

  // A fresh address that someone else registers between its verification here and the submit.
  const email = uniqueEmail('race');
  await page.getByLabel('이메일').fill('');
  await fillAccount(page, request, 'localhost', email, `r1${Date.now().toString(36)}`);
  const api = (path: string, data: object) => request.post(siteUrl('localhost', path), { data });
  expect((await api('/api/auth/send-verification-email', { email })).ok()).toBe(true);
  const code = await codeFromOutbox(request, 'localhost', email);
  expect((await api('/api/auth/verify-email', { email, code })).ok()).toBe(true);
  const other = await api('/api/auth/register/customer', {
    email,
    username: `r2${Date.now().toString(36)}`,
    password: PASSWORD,
    user_type: 'customer',
    phone: '010-1111-2222',
    address: '서울특별시 중구 세종대로 110',
    consents: ['age14', 'tos', 'privacy', 'data'],
  });
  expect(other.status()).toBe(201);

  await page.getByRole('button', { name: '가입하기' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '이미 사용중인 이메일입니다.' })).toBeVisible();
  await expect(page.getByRole('link', { name: '비밀번호 재설정' })).toBeVisible();
  await expect(page).toHaveURL(/\/register\/customer$/);
  await fitsWidth(page);
  await page.screenshot({ path: test.info().outputPath('signup-taken-320.png'), fullPage: true });
});

for (const width of [320, 390]) {
  test(`the sign-up form with its notes fits ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/terms?type=customer');
    await expect(note(page)).toBeVisible(FIRST_PAINT);
    await fitsWidth(page);
    await page.screenshot({ path: test.info().outputPath(`terms-${width}.png`), fullPage: true });
    await agreeToTerms(page);
    await expect(note(page)).toBeVisible(FIRST_PAINT);
    await page.getByLabel('비밀번호', { exact: true }).fill('abcd1234');
    await page.getByLabel('비밀번호 확인').fill('abcd');
    await expect(page.getByText('✓ 조건 충족')).toBeVisible();
    await fitsWidth(page);
    await page.screenshot({ path: test.info().outputPath(`signup-${width}.png`), fullPage: true });
  });
}
