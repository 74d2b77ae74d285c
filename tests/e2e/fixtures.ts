import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/** The run's server port, chosen by playwright.config.ts (a free one) and inherited by the workers. */
export const PORT = Number(process.env.E2E_PORT);
if (!PORT) throw new Error('E2E_PORT is not set: run the e2e tests through playwright.config.ts');
export const siteUrl = (host: string, path = '/') => `http://${host}:${PORT}${path}`;

/**
 * The first check after a full page load or a new route (page.goto, a reload, a login's redirect):
 * the app's scripts, the tenant and the page's data all arrive first, which takes longer than an
 * in-page change. Later checks on the same page keep the expect timeout (10 s). Both are multiplied
 * by E2E_SLOWDOWN, the machine's load when the run started (playwright.config.ts).
 */
export const FIRST_PAINT = { timeout: 20_000 * Number(process.env.E2E_SLOWDOWN ?? 1) };

/**
 * Waits until a freshly loaded page has painted its content: its main landmark shows and no
 * skeleton or spinner is left (its data has arrived). A state, not a guess at how long it takes.
 */
export async function settled(page: Page) {
  await expect(page.getByRole('main').first()).toBeVisible(FIRST_PAINT);
  await expect(page.locator('.chakra-skeleton, .chakra-spinner')).toHaveCount(0, FIRST_PAINT);
}

/**
 * Resizes the page and waits two frames: what reads the width (a breakpoint hook choosing a table
 * or cards) has rendered at the new size before anything is measured.
 */
export async function resizeTo(page: Page, width: number, height: number) {
  await page.setViewportSize({ width, height });
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

/**
 * The screen as it stands at each width in turn (resized, not reloaded): no sideways scroll, and a
 * screenshot `<file>-<width>.png`; the page is left at the first width. For a flow walked at one
 * width whose screens are also checked at others.
 */
export async function atWidths(page: Page, file: string, widths: number[], { fullPage = true, height = 900 } = {}) {
  for (const width of widths) {
    await resizeTo(page, width, height);
    const { scroll, client } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
    expect(scroll, `${file} at ${width} px: scrollWidth ${scroll} > clientWidth ${client}`).toBeLessThanOrEqual(client);
    await page.screenshot({ path: `${file}-${width}.png`, fullPage });
  }
  await resizeTo(page, widths[0], height);
}

/** A unique e-mail per run, so reruns on the same database never collide. */
export const uniqueEmail = (prefix: string) => `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

/** Reads the newest verification code mailed to `email` from the development outbox. */
export async function codeFromOutbox(request: APIRequestContext, host: string, email: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const res = await request.get(siteUrl(host, `/api/dev/outbox?to=${encodeURIComponent(email)}`));
      const { messages } = (await res.json()) as { messages: { text: string }[] };
      code = messages[0]?.text.match(/\b(\d{6})\b/)?.[1];
      return code;
    })
    .toBeTruthy();
  return code!;
}

/** The brand colour the page's theme carries, as a lower-case hex string. */
export async function brandColour(page: Page): Promise<string> {
  return page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--chakra-colors-brand-solid').trim().toLowerCase(),
  );
}

export async function agreeToTerms(page: Page) {
  await page.getByText('전체 동의').click();
  await page.getByRole('button', { name: '다음', exact: true }).click();
}

/** Step 1 of both sign-up forms: e-mail with its code, then the account fields. */
export async function fillAccount(page: Page, request: APIRequestContext, host: string, email: string, username: string) {
  await page.getByLabel('이메일').fill(email);
  await page.getByRole('button', { name: '인증코드 발송' }).click();
  const code = await codeFromOutbox(request, host, email);
  await page.getByLabel('인증 코드').fill(code);
  await page.getByRole('button', { name: '인증 확인' }).click();
  await expect(page.getByRole('button', { name: '인증 완료' })).toBeVisible();
  await page.getByLabel('사용자명').fill(username);
  await page.getByLabel('비밀번호', { exact: true }).fill('e2e-pass-1234');
  await page.getByLabel('비밀번호 확인').fill('e2e-pass-1234');
  await page.getByLabel('전화번호', { exact: true }).fill('010-9876-5432');
  await page.getByLabel('주소', { exact: true }).fill('서울특별시 중구 세종대로 110');
  await page.getByLabel('상세 주소 (선택)').first().fill('3층');
}

export async function login(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('이메일').fill(email);
  await page.getByLabel('비밀번호').fill(password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
}

/** Drags one media tile onto another with the mouse, in small steps as a person would. */
export async function dragTile(page: Page, from: Locator, to: Locator) {
  const a = (await from.locator('img, video').first().boundingBox())!;
  const b = (await to.locator('img, video').first().boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 10, a.y + a.height / 2, { steps: 3 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 12 });
  await page.mouse.up();
}

/**
 * axe's serious and critical WCAG 2 A/AA findings on the page, or within `include` (a selector), as
 * `rule: the first three nodes`. `settle` waits for the page's data first (settled: not inside a
 * modal, where the page's main landmark is hidden on purpose). It waits for running transitions and
 * animations to end before reading: a colour read mid-transition (a button leaving its pressed or
 * disabled shade) is not the colour a person sees (CI once failed on one).
 */
export async function seriousViolations(page: Page, { include, settle = false }: { include?: string; settle?: boolean } = {}): Promise<string[]> {
  if (settle) await settled(page);
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity));
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']);
  if (include) builder.include(include);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)}`).slice(0, 3).join(', ')}`);
}
