import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { TENANT_SETTINGS_TABS } from '../../shared/admin-constants';
import { MSG } from '../../shared/messages';
import { FIRST_PAINT, login, settled, seriousViolations } from './fixtures';

/**
 * The tenant console (/admin/tenants, commerce.md §2 Admin) as the system administrator: a fresh
 * site made from the console, then every settings tab of it changed, saved on blur, told in the
 * alert dialog and kept across a reload at 390 px (at 1280 px each tab is shown and kept as a screenshot). The demo sites are only read (other
 * specs run against them): their settings, features and localhost mapping are never changed here.
 */

const ADMIN = 'admin@example.com';
const PASSWORD = 'demo1234!';

async function noSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  expect(widths.scroll, `scrollWidth ${widths.scroll} > clientWidth ${widths.client}`).toBeLessThanOrEqual(widths.client);
}

/** The alert dialog shows `text`; its confirm button closes it. */
async function confirmAlert(page: Page, text: string | RegExp) {
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(text);
  await dialog.getByRole('button', { name: '확인' }).click();
  await expect(dialog).toBeHidden();
}

/** Types into a field, leaves it (the save), and sees the success alert. */
async function fillAndBlur(page: Page, field: Locator, value: string, saved: string) {
  await field.fill(value);
  await field.blur();
  await confirmAlert(page, saved);
}

async function openConsole(page: Page) {
  await login(page, ADMIN, PASSWORD);
  await expect(page).not.toHaveURL(/\/login/, FIRST_PAINT);
  await page.goto('/admin/tenants');
  await settled(page);
}

/** Makes a fresh site from the console's form; answers its name and display name. */
async function createSite(page: Page): Promise<{ name: string; display: string; card: Locator }> {
  const name = `e2e-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  const display = `테스트 ${name.slice(4)}`;
  const form = page.getByRole('region', { name: '새 사이트' });
  await form.getByLabel('사이트 이름').fill(name);
  await form.getByLabel('도메인').fill(`${name}.example.test`);
  await form.getByLabel('표시 이름').fill(display);
  await form.getByRole('button', { name: '사이트 만들기' }).click();
  await confirmAlert(page, MSG.tenantCreated);
  const card = page.getByTestId('tenant-card').and(page.locator(`[data-tenant="${name}"]`));
  await expect(card).toContainText(display);
  await expect(card).toContainText('활성');
  return { name, display, card };
}

/** Reloads with the modal open on its tab (the address keeps both) and waits for the tab's body. */
async function reloadModal(page: Page, tab: string): Promise<Locator> {
  await page.reload();
  // The open modal hides the page's main landmark from the accessibility tree: wait for the modal itself.
  const modal = page.getByTestId('tenant-settings');
  await expect(modal).toBeVisible(FIRST_PAINT);
  await expect(modal.getByRole('tab', { name: tab, exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(modal.locator('.chakra-skeleton')).toHaveCount(0, FIRST_PAINT);
  return modal;
}

async function openTab(page: Page, modal: Locator, label: string, key: string) {
  await modal.getByRole('tab', { name: label, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`tab=${key}`));
  await expect(modal.locator(`[data-tab="${key}"]`)).toBeVisible();
  await expect(modal.locator('.chakra-skeleton')).toHaveCount(0);
}

async function shoot(page: Page, info: TestInfo, name: string, width: number) {
  await page.screenshot({ path: info.outputPath(`admin-tenants-${name}-${width}.png`) });
}

/**
 * The desktop pass: every tab of the fresh site's settings opened, fitting the width and kept as a
 * screenshot. What a change does is width-independent and walked on the phone (walkSettings).
 */
async function lookThroughSettings(page: Page, info: TestInfo, site: { display: string; card: Locator }, width: number) {
  await site.card.getByRole('button', { name: `${site.display} 설정` }).click();
  const modal = page.getByTestId('tenant-settings');
  await expect(modal).toBeVisible();
  for (const tab of TENANT_SETTINGS_TABS) {
    await openTab(page, modal, tab.label, tab.key);
    await noSidewaysScroll(page);
    await shoot(page, info, tab.key, width);
  }
  await modal.getByRole('button', { name: '설정 닫기' }).click();
  await expect(modal).toBeHidden();
}

/** Every tab of the fresh site's settings: change, blur, success alert, reload, value kept. */
async function walkSettings(page: Page, info: TestInfo, site: { name: string; display: string; card: Locator }, width: number) {
  await site.card.getByRole('button', { name: `${site.display} 설정` }).click();
  let modal = page.getByTestId('tenant-settings');
  await expect(modal).toBeVisible();
  await expect(page).toHaveURL(/tenant=\d+&tab=features/);
  if (width <= 390) {
    // Full screen on a phone (once its opening animation is over).
    await expect.poll(async () => (await modal.boundingBox())?.width ?? 0).toBeGreaterThanOrEqual(width - 1);
  }

  // 기능: a switch saves at once.
  await expect(modal.locator('.chakra-skeleton')).toHaveCount(0);
  const reviews = modal.locator('label', { hasText: '리뷰' });
  await expect(reviews.locator('input')).toBeChecked();
  await reviews.click();
  await confirmAlert(page, MSG.tenantFeaturesSaved);
  await shoot(page, info, 'features', width);
  modal = await reloadModal(page, '기능');
  await expect(modal.locator('label', { hasText: '리뷰' }).locator('input')).not.toBeChecked();

  // 기본 정보
  await openTab(page, modal, '기본 정보', 'basic');
  await fillAndBlur(page, modal.getByLabel('연락 이메일'), 'help@e2e.example.com', MSG.tenantSettingsSaved);
  await fillAndBlur(page, modal.getByLabel('운영 시간'), '평일 10:00~17:00', MSG.tenantSettingsSaved);
  // Leaving an unchanged field saves nothing.
  await modal.getByLabel('연락 전화번호').focus();
  await modal.getByLabel('연락 전화번호').blur();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await shoot(page, info, 'basic', width);
  modal = await reloadModal(page, '기본 정보');
  await expect(modal.getByLabel('연락 이메일')).toHaveValue('help@e2e.example.com');
  await expect(modal.getByLabel('운영 시간')).toHaveValue('평일 10:00~17:00');

  // 결제: the secret is write-only.
  await openTab(page, modal, '결제', 'payment');
  await expect(modal.getByLabel('환경')).toHaveValue('test');
  await fillAndBlur(page, modal.getByLabel('상점 ID (mall_id)'), 'e2emall', MSG.paymentConfigSaved);
  await fillAndBlur(page, modal.getByLabel('메시지 인증 키 (msg_auth_secret)'), 'e2e-secret-value', MSG.paymentConfigSaved);
  await shoot(page, info, 'payment', width);
  modal = await reloadModal(page, '결제');
  await expect(modal.getByLabel('상점 ID (mall_id)')).toHaveValue('e2emall');
  await expect(modal.getByLabel('메시지 인증 키 (msg_auth_secret)')).toHaveValue('');
  await expect(modal).toContainText('저장됨');

  // 플랜: a new plan from the defaults, saved, kept, then deleted after confirming.
  await openTab(page, modal, '플랜', 'plans');
  await modal.getByRole('button', { name: '새 플랜' }).click();
  const editor = modal.getByTestId('plan-editor');
  await expect(editor.getByLabel('플랜 코드')).toHaveValue('new');
  await expect(editor.getByLabel('수수료율 (0~1)')).toHaveValue('0.1');
  await expect(editor.getByLabel('상품 등록 한도')).toHaveValue('100');
  await editor.getByLabel('플랜 코드').fill('e2e-plan');
  await editor.getByLabel('플랜 이름').fill('E2E 플랜');
  await editor.getByLabel('금액 (원)').fill('12000');
  await editor.getByLabel('수수료율 (0~1)').fill('0.25');
  await expect(editor).toContainText('12,000원');
  await shoot(page, info, 'plans-editor', width);
  await editor.getByRole('button', { name: '저장' }).click();
  await confirmAlert(page, MSG.planSaved);
  const row = modal.getByTestId('plan-row').filter({ hasText: 'E2E 플랜' });
  await expect(row).toContainText('12,000원');
  await expect(row).toContainText('25%');
  await shoot(page, info, 'plans', width);
  modal = await reloadModal(page, '플랜');
  const kept = modal.getByTestId('plan-row').filter({ hasText: 'E2E 플랜' });
  await expect(kept).toContainText('e2e-plan');
  await kept.getByRole('button', { name: 'E2E 플랜 플랜 삭제' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('플랜을 삭제합니다');
  await confirm.getByRole('button', { name: '삭제' }).click();
  await confirmAlert(page, MSG.planDeleted);
  await expect(modal.getByTestId('plan-row').filter({ hasText: 'E2E 플랜' })).toHaveCount(0);

  // 회사 정보
  await openTab(page, modal, '회사 정보', 'company');
  await fillAndBlur(page, modal.getByLabel('상호'), '이투이 주식회사', MSG.tenantSettingsSaved);
  await fillAndBlur(page, modal.getByLabel('대표자'), '홍길동', MSG.tenantSettingsSaved);
  await shoot(page, info, 'company', width);
  modal = await reloadModal(page, '회사 정보');
  await expect(modal.getByLabel('상호')).toHaveValue('이투이 주식회사');
  await expect(modal.getByLabel('대표자')).toHaveValue('홍길동');

  // 서비스 정보: the hero HTML previews through the sanitiser; nothing in it runs.
  await openTab(page, modal, '서비스 정보', 'service');
  await fillAndBlur(page, modal.getByLabel('서비스 이름'), 'E2E 마켓', MSG.tenantSettingsSaved);
  const hostile = '<img src=x onerror="window.__x=1"><b>굵은 설명</b><script>window.__x=2</script>';
  const description = modal.getByLabel('히어로 설명 (HTML 가능)');
  await description.fill(hostile);
  const preview = modal.getByTestId('hero-preview-description');
  await expect(preview.locator('b')).toHaveText('굵은 설명');
  await expect(preview.locator('img, script')).toHaveCount(0);
  await description.blur();
  await confirmAlert(page, MSG.tenantSettingsSaved);
  await shoot(page, info, 'service', width);
  expect(await page.evaluate(() => (window as unknown as { __x?: number }).__x)).toBeUndefined();
  modal = await reloadModal(page, '서비스 정보');
  await expect(modal.getByLabel('서비스 이름')).toHaveValue('E2E 마켓');
  await expect(modal.getByTestId('hero-preview-description').locator('b')).toHaveText('굵은 설명');
  await expect(modal.getByTestId('hero-preview-description').locator('img, script')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __x?: number }).__x)).toBeUndefined();

  // 법적 정보: numbers, shown in Korean.
  await openTab(page, modal, '법적 정보', 'legal');
  await fillAndBlur(page, modal.getByLabel('배송비 (원)'), '2500', MSG.tenantSettingsSaved);
  await fillAndBlur(page, modal.getByLabel('반품 연락처'), '02-123-4567', MSG.tenantSettingsSaved);
  await expect(modal).toContainText('현재 2,500원');
  await shoot(page, info, 'legal', width);
  modal = await reloadModal(page, '법적 정보');
  await expect(modal.getByLabel('배송비 (원)')).toHaveValue('2500');
  await expect(modal.getByLabel('반품 연락처')).toHaveValue('02-123-4567');

  // 프록시: never itself; a demo site as the target (it is only read), then disconnected.
  await openTab(page, modal, '프록시', 'proxy');
  const proxy = modal.getByLabel('프록시 대상 사이트');
  const options = await proxy.locator('option').allTextContents();
  expect(options.some((o) => o.includes(site.display))).toBe(false);
  expect(options[0]).toContain('연결 해제');
  const target = await proxy.locator('option').nth(1).getAttribute('value');
  await proxy.selectOption(target!);
  await confirmAlert(page, MSG.tenantProxySaved);
  await shoot(page, info, 'proxy', width);
  modal = await reloadModal(page, '프록시');
  await expect(modal.getByLabel('프록시 대상 사이트')).toHaveValue(target!);
  await modal.getByLabel('프록시 대상 사이트').selectOption('');
  await confirmAlert(page, MSG.tenantProxyDisconnected);

  // 테마: a preset changes the site's colour.
  await openTab(page, modal, '테마', 'theme');
  await expect(modal.getByTestId('theme-current')).toContainText('#FF9630');
  await modal.getByTestId('theme-preset').filter({ hasText: '블루' }).click();
  await confirmAlert(page, MSG.tenantSettingsSaved);
  await expect(modal.getByTestId('theme-current')).toContainText('#1C7ED6');
  await shoot(page, info, 'theme', width);
  modal = await reloadModal(page, '테마');
  await expect(modal.getByTestId('theme-current')).toContainText('#1C7ED6');
  await expect(modal.getByRole('radio', { name: /블루/ })).toBeChecked();
  await fillAndBlur(page, modal.getByLabel('색상 코드'), '#123456', MSG.tenantSettingsSaved);
  await expect(modal.getByTestId('theme-current')).toContainText('#123456');

  // 점수
  await openTab(page, modal, '점수', 'score');
  await fillAndBlur(page, modal.getByLabel('댓글 작성 점수'), '7', MSG.scoreSettingsSaved);
  await fillAndBlur(page, modal.getByLabel('사진 리뷰 일일 한도'), '9', MSG.scoreSettingsSaved);
  await shoot(page, info, 'score', width);
  modal = await reloadModal(page, '점수');
  await expect(modal.getByLabel('댓글 작성 점수')).toHaveValue('7');
  await expect(modal.getByLabel('사진 리뷰 일일 한도')).toHaveValue('9');

  // 적립 규칙
  await openTab(page, modal, '적립 규칙', 'rules');
  await fillAndBlur(page, modal.getByLabel('주말 적립률'), '0.05', MSG.ruleSettingsSaved);
  const firstOrder = modal.locator('label', { hasText: '첫 주문 보너스 사용' });
  await expect(firstOrder.locator('input')).toBeChecked();
  await firstOrder.click();
  await confirmAlert(page, MSG.ruleSettingsSaved);
  await shoot(page, info, 'rules', width);
  modal = await reloadModal(page, '적립 규칙');
  await expect(modal.getByLabel('주말 적립률')).toHaveValue('0.05');
  await expect(modal.locator('label', { hasText: '첫 주문 보너스 사용' }).locator('input')).not.toBeChecked();

  if (width <= 390) {
    for (const w of [320, 390]) {
      await page.setViewportSize({ width: w, height: 800 });
      await noSidewaysScroll(page);
    }
  }
  await modal.getByRole('button', { name: '설정 닫기' }).click();
  await expect(modal).toBeHidden();
  await expect(page).not.toHaveURL(/tenant=/);
}

for (const width of [1280, 390]) {
  const settingsDone = width === 390 ? 'every settings tab saved on blur and kept after a reload' : 'every settings tab shown';
  test(`the tenant console at ${width} px: a new site, ${settingsDone}`, async ({ page }, info) => {
    test.setTimeout(test.info().timeout * 3);
    await page.setViewportSize({ width, height: 900 });
    await openConsole(page);

    // The stat cards, the proxy notice, the feature grid and the localhost control (read only).
    const stats = page.getByTestId('tenant-stat');
    await expect(stats).toHaveCount(3);
    await expect(stats.nth(0)).toContainText('전체 사이트');
    await expect(stats.nth(1)).toContainText('활성 사이트');
    await expect(stats.nth(2)).toContainText('localhost 사이트');
    await expect(page.getByRole('complementary', { name: '프록시란?' })).toContainText('상품과 주문');
    const proc = page.getByTestId('localhost-proc');
    await expect(proc).toContainText('localhost');
    const localhostName = (await proc.getByTestId('localhost-proc-site').textContent())!;
    expect(localhostName).not.toBe('없음');
    await expect(stats.nth(2)).toContainText(localhostName.replace(/ \(.*$/, ''));

    // The localhost site's deactivate button: disabled, its reason reachable by keyboard.
    const localCard = page.getByTestId('tenant-card').filter({ has: page.getByText('localhost', { exact: true }) });
    await expect(localCard).toHaveCount(1);
    const locked = localCard.getByRole('button', { name: /비활성화$/ });
    await expect(locked).toHaveAttribute('aria-disabled', 'true');
    await expect(locked).toHaveAccessibleDescription(MSG.tenantLocalhostCannotDeactivate);
    await localCard.scrollIntoViewIfNeeded();
    await localCard.locator('p').first().click();
    await page.keyboard.press('Tab');
    await expect(locked).toBeFocused();
    await expect(page.getByRole('tooltip')).toHaveText(MSG.tenantLocalhostCannotDeactivate);
    await page.keyboard.press('Escape');

    const site = await createSite(page);
    await shoot(page, info, 'console', width);
    if (width === 390) {
      for (const w of [320, 390]) {
        await page.setViewportSize({ width: w, height: 900 });
        await noSidewaysScroll(page);
      }
      await page.screenshot({ path: info.outputPath('admin-tenants-console-full-390.png'), fullPage: true });
      // A phone gets a card a site in the feature grid.
      await expect(page.getByTestId('feature-card').filter({ hasText: site.display })).toBeVisible();
    }

    // The fresh site's feature switch in the grid saves at once.
    const gridBox = width === 390
      ? page.getByTestId('feature-card').filter({ hasText: site.display }).locator('label', { hasText: '매출 분석' })
      : page.getByRole('checkbox', { name: `${site.display} 매출 분석` }).locator('..');
    await gridBox.click();
    await expect(page.getByText(MSG.tenantFeaturesSaved).first()).toBeVisible();

    if (width === 390) await walkSettings(page, info, site, width);
    else await lookThroughSettings(page, info, site, width);

    // Deactivate and activate the fresh site.
    await site.card.getByRole('button', { name: `${site.display} 비활성화` }).click();
    await confirmAlert(page, MSG.tenantDeactivated);
    await expect(site.card).toContainText('비활성');
    await site.card.getByRole('button', { name: `${site.display} 활성화` }).click();
    await confirmAlert(page, MSG.tenantActivated);
  });
}

test('the tenant console and every settings tab have no serious accessibility violations (a demo site, only read)', async ({ page }) => {
  test.setTimeout(test.info().timeout * 2);
  await page.setViewportSize({ width: 390, height: 900 });
  await openConsole(page);
  expect(await seriousViolations(page)).toEqual([]);
  const card = page.getByTestId('tenant-card').first();
  await card.getByRole('button', { name: /설정$/ }).click();
  const modal = page.getByTestId('tenant-settings');
  await expect(modal).toBeVisible();
  // The console behind was checked above; each tab is checked within the dialog.
  for (const tab of TENANT_SETTINGS_TABS) {
    await openTab(page, modal, tab.label, tab.key);
    expect(await seriousViolations(page, { include: '[data-testid="tenant-settings"]' }), tab.label).toEqual([]);
  }
});
