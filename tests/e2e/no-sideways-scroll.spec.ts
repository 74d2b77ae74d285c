import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { createProduct, loginToken } from './catalogue/api';
import { PORT, siteUrl } from './fixtures';

/*
 * No screen scrolls sideways on a phone: every route of the route table, as guest, customer and
 * merchant on the first demo site and as a guest on the second, at 320 and 390 px. One browser
 * context per site and role is logged in once; each page is loaded once and measured at both widths.
 */

const SITES = ['localhost', 'sea.localhost'] as const;
const ROLES = ['guest', 'customer', 'merchant'] as const;
const WIDTHS = [320, 390] as const;
type Site = (typeof SITES)[number];
type Role = (typeof ROLES)[number];

/** The seed's ids a site's :id routes open: the demo merchant's account, its shop and one of its products. */
interface SeedIds {
  merchantUserId: number;
  merchantId: number;
  productId: number;
}

/** Every route of web/src/app/routes.tsx (the pattern it declares → the addresses opened). */
const routeVisits = ({ merchantUserId, merchantId, productId }: SeedIds): Record<string, string[]> => ({
  '/': ['/'],
  '/landing': ['/landing'],
  '/policy': ['/policy'],
  '/login': ['/login'],
  '/terms': ['/terms', '/terms?type=merchant'],
  '/register/customer': ['/register/customer'],
  '/register/merchant': ['/register/merchant'],
  '/find-email': ['/find-email'],
  '/reset-password-request': ['/reset-password-request'],
  '/reset-password': ['/reset-password?token=expired-or-unknown'],
  '/auth/kakao/callback': ['/auth/kakao/callback?error=access_denied'],
  '/main': [
    '/main',
    '/main?tab=delivery',
    '/main?tab=shopping',
    '/main?tab=shopping&search=true',
    '/main?tab=video',
    '/main?tab=post',
    '/main?tab=wallet',
  ],
  '/content/upload': ['/content/upload'],
  '/content/:id/edit': ['/content/1/edit'],
  '/content/:id': ['/content/1'],
  '/merchant/dashboard': ['/merchant/dashboard'],
  '/merchant/orders': ['/merchant/orders', '/merchant/orders?kind=pickup'],
  '/merchant/subscription': ['/merchant/subscription'],
  '/merchant/:id': [
    `/merchant/${merchantUserId}`,
    `/merchant/${merchantUserId}?tab=products`,
    `/merchant/${merchantUserId}?tab=posts`,
    `/merchant/${merchantUserId}?tab=reviews`,
    `/merchant/${merchantId}?use_mid=true`,
    '/merchant/99999999',
  ],
  '/products/create': ['/products/create'],
  '/products/edit/:id': [`/products/edit/${productId}`],
  '/products/:id': [`/products/${productId}`],
  '/payment/callback': ['/payment/callback'],
  '/payment/analytics': ['/payment/analytics'],
  '/profile/edit': ['/profile/edit'],
  '/mypage': ['/mypage', '/mypage?tab=posts', '/mypage?tab=reviews'],
  '/mypage/payments': ['/mypage/payments'],
  '/orders': ['/orders'],
  '/cart': ['/cart'],
  '/cart/checkout': ['/cart/checkout'],
  '/admin': ['/admin'],
  '/admin/payments': ['/admin/payments'],
  '/admin/subscriptions': ['/admin/subscriptions'],
  '/admin/tenants': ['/admin/tenants'],
  '/admin/audit': ['/admin/audit'],
  '/admin/*': ['/admin/unknown'],
  '/legal/:doc': [
    '/legal/terms-of-service',
    '/legal/privacy-policy',
    '/legal/data-deletion',
    '/legal/interval-pay-agree',
    '/legal/marketing-agree',
  ],
  '*': ['/no-such-page'],
});

/** The paths routes.tsx declares; relative ones are the children of /admin, its only nested table. */
function declaredRoutes(): string[] {
  const source = readFileSync(new URL('../../web/src/app/routes.tsx', import.meta.url), 'utf8');
  const paths = [...source.matchAll(/path: '([^']+)'/g)].map((m) => m[1]);
  return paths.map((p) => (p.startsWith('/') || p === '*' ? p : `/admin/${p}`));
}

async function seedIds(request: APIRequestContext, site: Site): Promise<SeedIds> {
  // Node cannot resolve sea.localhost as the browser does: ask the loopback address with the site's Host.
  const api = async <T>(path: string, init: { data?: unknown; token?: string } = {}): Promise<T> => {
    const res = await request.fetch(`http://127.0.0.1:${PORT}${path}`, {
      method: init.data ? 'POST' : 'GET',
      data: init.data,
      headers: { Host: `${site}:${PORT}`, ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}) },
    });
    if (!res.ok()) throw new Error(`${site} ${path}: ${res.status()} ${await res.text()}`);
    return (await res.json()) as T;
  };
  const { access_token: token } = await api<{ access_token: string }>('/api/auth/login', {
    data: { username: 'merchant@example.com', password: 'demo1234!' },
  });
  const me = await api<{ id: number; merchant: { id: number } }>('/api/auth/me', { token });
  const { products } = await api<{ products: { id: number }[] }>(`/api/products/?merchant_id=${me.merchant.id}&size=1`);
  if (!products[0]) throw new Error(`${site}: the demo merchant has no product in the seed`);
  return { merchantUserId: me.id, merchantId: me.merchant.id, productId: products[0].id };
}

/** The admin area as the system administrator sees it (the walk's roles only meet its access-denied page). */
const ADMIN_VISITS = [
  '/admin/payments',
  '/admin/payments?q=no-such-order-anywhere',
  '/admin/subscriptions',
  '/admin/tenants',
  '/admin/audit',
  '/admin/audit?kind=no.such.kind',
  '/admin/unknown',
];

async function signedInPage(browser: Browser, site: Site, role: Role | 'admin'): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: WIDTHS[0], height: 800 }, locale: 'ko-KR' });
  await context.addInitScript(installProbe);
  const page = await context.newPage();
  await page.goto(siteUrl(site, '/login'));
  if (role === 'guest') return page;
  await page.getByLabel('이메일').fill(`${role}@example.com`);
  await page.getByLabel('비밀번호').fill('demo1234!');
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
  return page;
}

interface Overflow {
  scrollWidth: number;
  viewport: number;
  /** The elements that stick out past the viewport first (their parent does not), widest first. */
  culprits: string[];
}

interface Probe {
  open(path: string): Promise<void>;
  measure(): Promise<Overflow | null>;
}

/**
 * Runs in the page (one round trip a step keeps the walk fast on a busy machine):
 *
 * - open(path) routes inside the running app, as a link would: the bundle, tenant and session load
 *   once per context. It passes through /find-email first, so that page's heading going away
 *   proves the router has rendered `path`, even when `path` looks exactly like the page before.
 * - measure() waits until the page has settled (rendered, no spinner or skeleton, fonts and
 *   pictures in, two frames for the layout to follow) and reports any sideways overflow.
 */
function installProbe() {
  const HOP = '/find-email';
  const until = (what: string, ok: () => boolean, ms = 15_000) =>
    new Promise<void>((done, fail) => {
      const end = performance.now() + ms;
      const tick = () => {
        if (ok()) done();
        else if (performance.now() > end) fail(new Error(`timed out waiting for ${what} at ${location.pathname}${location.search}`));
        // A timer, not requestAnimationFrame: frames can stall on a busy machine, and then no
        // deadline would ever be checked (the walk would only end at the test's own timeout).
        else setTimeout(tick, 20);
      };
      tick();
    });
  const route = (to: string) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  };
  const hopShown = () => Array.from(document.querySelectorAll('h2')).some((h) => h.textContent === '이메일 찾기');
  const settled = () => {
    if (!document.getElementById('root')?.childElementCount) return false;
    if (document.querySelector('.chakra-spinner, .chakra-skeleton, [aria-busy="true"]')) return false;
    if (document.fonts.status !== 'loaded') return false;
    // Lazy pictures below the fold load only when scrolled to; their boxes are sized without them.
    return Array.from(document.images).every((img) => img.complete || img.loading === 'lazy');
  };
  const frames = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));

  const probe: Probe = {
    async open(path) {
      route(HOP);
      // The page before may still redirect when it commits (a guard's <Navigate>, a signed-in user on
      // /login): a late redirect after the hop takes the router away from it, so route to it again.
      await until('the /find-email heading', () => {
        if (location.pathname !== HOP) route(HOP);
        return hopShown();
      });
      if (path === HOP) return;
      route(path);
      await until(`${path} to replace /find-email`, () => !hopShown());
    },
    async measure() {
      await until('the page to settle', settled);
      await frames();
      await until('the page to settle', settled);
      const root = document.documentElement;
      const viewport = root.clientWidth;
      if (root.scrollWidth <= viewport) return null;
      // Only the right edge widens the page (nothing scrolls to the left of 0).
      const sticksOut = (el: Element) => el.getBoundingClientRect().right > viewport + 0.5;
      const describe = (el: Element) => {
        const r = el.getBoundingClientRect();
        const name = el.getAttribute('aria-label') ?? (el.textContent ?? '').trim().slice(0, 40);
        const cls = typeof el.className === 'string' ? el.className.split(/\s+/).filter(Boolean).slice(0, 2).join('.') : '';
        return `<${el.tagName.toLowerCase()}${cls ? `.${cls}` : ''}> ${Math.round(r.width)} px wide, ${Math.round(r.left)}…${Math.round(r.right)} "${name}"`;
      };
      const culprits = Array.from(document.body.querySelectorAll('*'))
        .filter((el) => sticksOut(el) && !(el.parentElement && el.parentElement !== document.body && sticksOut(el.parentElement)))
        .sort((a, b) => b.getBoundingClientRect().width - a.getBoundingClientRect().width)
        .slice(0, 3)
        .map(describe);
      return { scrollWidth: root.scrollWidth, viewport, culprits };
    },
  };
  (window as unknown as { sidewaysProbe: Probe }).sidewaysProbe = probe;
}

const probe = (page: Page) => ({
  open: (path: string) => page.evaluate((path) => (window as unknown as { sidewaysProbe: Probe }).sidewaysProbe.open(path), path),
  measure: () => page.evaluate(() => (window as unknown as { sidewaysProbe: Probe }).sidewaysProbe.measure()),
});

test('the spec visits every route of the route table', () => {
  const covered = Object.keys(routeVisits({ merchantUserId: 1, merchantId: 1, productId: 1 }));
  expect(declaredRoutes().filter((p) => !covered.includes(p))).toEqual([]);
});

// The second site as a guest only: its theme, names and storefront data differ from the first's,
// while the signed-in screens are the same code over the same shapes (walked on the first site).
const WALKS: [Site, Role][] = [...ROLES.map((role): [Site, Role] => ['localhost', role]), ['sea.localhost', 'guest']];

for (const [site, role] of WALKS) {
  test(`no page of ${site} scrolls sideways at ${WIDTHS.join(' or ')} px, as ${role}`, async ({ browser, request }) => {
    // About 60 addresses at two widths: some 30 s on a quiet machine.
    test.setTimeout(180_000);
    const visits = Object.values(routeVisits(await seedIds(request, site))).flat();
    const page = await signedInPage(browser, site, role);
    const { open, measure } = probe(page);
    const failures: string[] = [];
    // A signed-in walk that lands on /login was signed out by a 401: name the calls that answered one.
    const refused: string[] = [];
    page.on('response', (res) => {
      if (res.status() === 401) refused.push(`${res.request().method()} ${new URL(res.url()).pathname}`);
    });
    // Widths alternate (320, 390, then 390, 320 …) so each page costs one resize.
    let widths: number[] = [...WIDTHS];
    for (const path of visits) {
      await open(path).catch((err: Error) => {
        throw new Error(`${err.message} (opening ${path} as ${role}; 401 answers so far: ${refused.join(', ') || 'none'})`);
      });
      for (const [i, width] of widths.entries()) {
        if (i > 0) await page.setViewportSize({ width, height: 800 });
        const overflow = await measure();
        if (overflow) {
          const shown = new URL(page.url());
          failures.push(
            `${path} (shown: ${shown.pathname}${shown.search}) on ${site} as ${role} at ${width} px: ` +
              `${overflow.scrollWidth} px wide in a ${overflow.viewport} px viewport; widest: ${overflow.culprits.join('; ')}`,
          );
        }
      }
      widths = widths.reverse();
    }
    await page.context().close();
    expect(failures, failures.join('\n')).toEqual([]);
  });
}

test(`no admin page scrolls sideways at ${WIDTHS.join(' or ')} px, as the admin`, async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await signedInPage(browser, 'localhost', 'admin');
  const { open, measure } = probe(page);
  const failures: string[] = [];
  let widths: number[] = [...WIDTHS];
  for (const path of ADMIN_VISITS) {
    await open(path);
    for (const [i, width] of widths.entries()) {
      if (i > 0) await page.setViewportSize({ width, height: 800 });
      const overflow = await measure();
      if (overflow) failures.push(`${path} as admin at ${width} px: ${overflow.scrollWidth} px wide; widest: ${overflow.culprits.join('; ')}`);
    }
    widths = widths.reverse();
  }
  await page.context().close();
  expect(failures, failures.join('\n')).toEqual([]);
});

test('long unspaced words (a Korean compound, a URL) wrap instead of widening the page', async ({ browser, request }) => {
  const token = await loginToken(request, 'merchant@example.com');
  const word = `초장기간숙성발효유기농무농약친환경특등급프리미엄사과즙${Date.now().toString(36)}`;
  const product = await createProduct(request, token, {
    title: `${word}선물세트`,
    description: `https://example.com/${'very-long-path-without-spaces/'.repeat(4)}\n${word.repeat(2)}`,
    price: 99_999_990,
    original_price: 199_999_990,
    is_delivery: false,
    category: 'fruit',
    display_remaining: 5,
  });
  const page = await signedInPage(browser, 'localhost', 'guest');
  const { open, measure } = probe(page);
  for (const path of [`/products/${product.id}`, `/main?tab=shopping&search=true&q=${encodeURIComponent(word.slice(0, 8))}`]) {
    await open(path);
    expect(await measure(), `${path} at 320 px`).toBeNull();
  }
  await page.context().close();
});
