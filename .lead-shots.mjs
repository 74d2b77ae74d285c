import { chromium } from 'playwright-core';
const base = 'http://farm.localhost:8799';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'] });
async function session(email, width) {
  const ctx = await browser.newContext({ viewport: { width, height: width < 768 ? 844 : 900 }, locale: 'ko-KR' });
  const page = await ctx.newPage();
  if (email) {
    await page.goto(base + '/login');
    await page.getByLabel('이메일').fill(email);
    await page.getByLabel('비밀번호').fill('demo1234!');
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));
  }
  return page;
}
const shot = async (page, name) => { await page.waitForTimeout(1200); await page.screenshot({ path: `/tmp/lead-shots/${name}.png` }); };
for (const width of [390, 1280]) {
  const c = await session('customer@example.com', width);
  await c.goto(base + '/'); await shot(c, `home-${width}`);
  await c.goto(base + '/main?tab=delivery'); await shot(c, `delivery-${width}`);
  await c.goto(base + '/main?tab=shopping'); await shot(c, `shopping-${width}`);
  await c.goto(base + '/main?tab=shopping&search=true');
  await c.getByRole('searchbox').first().fill('사과'); await shot(c, `search-typing-${width}`);
  await c.keyboard.press('Enter'); await shot(c, `search-results-${width}`);
  await c.goto(base + '/products/2'); await shot(c, `detail-${width}`);
  const m = await session('merchant@example.com', width);
  await m.goto(base + '/products/create'); await shot(m, `create-${width}`);
}
await browser.close();
