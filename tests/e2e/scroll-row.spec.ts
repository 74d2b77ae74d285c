import { expect, test, type Locator } from '@playwright/test';

/** The category chips of /main on a 320 px phone: they scroll within their row, never the page. */
test.use({ viewport: { width: 320, height: 700 } });

/** Where the row's items hide: data-more-start / data-more-end of the ScrollRow. */
const fades = (row: Locator) =>
  row.evaluate((el) => ({ start: el.hasAttribute('data-more-start'), end: el.hasAttribute('data-more-end') }));

/** The row's tab that `pick` chooses lies wholly inside the row's visible box. */
const inView = (row: Locator, pick: number | 'selected') =>
  row.evaluate((el, pick) => {
    const tabs = Array.from(el.querySelectorAll('[role="tab"]'));
    const item = pick === 'selected' ? tabs.find((t) => t.getAttribute('aria-selected') === 'true') : tabs[pick];
    if (!item) return false;
    const r = item.getBoundingClientRect();
    const box = el.getBoundingClientRect();
    return r.left >= box.left - 0.5 && r.right <= box.right + 0.5;
  }, pick);

test('every category chip is reached from the keyboard and scrolled into view; the fades follow', async ({ page }) => {
  await page.goto('/main?tab=shopping');
  const row = page.getByRole('tablist', { name: '쇼핑 카테고리' });
  const chips = row.getByRole('tab');
  await expect(chips.nth(1)).toBeVisible();
  const count = await chips.count();
  expect(count).toBeGreaterThan(3);

  // The row is wider than the phone: more hides at the end, nothing at the start, the page stays put.
  expect(await row.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  await expect.poll(() => fades(row)).toEqual({ start: false, end: true });

  await chips.first().focus();
  for (let i = 1; i < count; i++) {
    await page.keyboard.press('ArrowRight');
    await expect(chips.nth(i)).toBeFocused();
    await expect.poll(() => inView(row, i)).toBe(true);
  }
  // At the end: the fade moves to the start, and the last chip opens its category.
  await expect.poll(() => fades(row)).toEqual({ start: true, end: false });
  await page.keyboard.press('Enter');
  await expect(chips.last()).toHaveAttribute('aria-selected', 'true');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);

  // Tab leaves the row after the chosen chip and Shift+Tab comes back to it.
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(chips.last()).toBeFocused();
});

test('a category opened from the address is scrolled into view', async ({ page }) => {
  await page.goto('/main?tab=shopping&category=fashion');
  const row = page.getByRole('tablist', { name: '쇼핑 카테고리' });
  const chosen = row.getByRole('tab', { selected: true });
  await expect(chosen).toContainText('생활·패션');
  await expect.poll(() => inView(row, 'selected')).toBe(true);
  await expect.poll(() => fades(row)).toMatchObject({ start: true });
});

test('the bottom tab bar stays as wide as the phone even when content overflows', async ({ browser }) => {
  // A phone (meta viewport honoured) widens its layout viewport to overflowing content.
  const context = await browser.newContext({ viewport: { width: 320, height: 700 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.goto('/main?tab=shopping');
  const bar = page.getByRole('navigation', { name: '하단 메뉴' });
  await expect(bar.getByRole('link', { name: '게시글' })).toBeVisible();
  await page.evaluate(() => {
    const wide = document.createElement('div');
    wide.style.width = '900px';
    wide.style.height = '4px';
    document.querySelector('main')?.append(wide);
  });
  const box = await bar.boundingBox();
  expect(box?.width).toBeLessThanOrEqual(320);
  const last = await bar.getByRole('link', { name: '게시글' }).boundingBox();
  expect((last?.x ?? Infinity) + (last?.width ?? 0)).toBeLessThanOrEqual(320);
  await context.close();
});
