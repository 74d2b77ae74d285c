import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postMedia, posts, tenants, type Tenant } from '../../db/schema';
import { PAGE_DATA_ELEMENT_ID, PAGE_PRELOADS_ELEMENT_ID, TENANT_SEED_ELEMENT_ID } from '../../shared/constants';
import { FEED_LIMIT } from '../../shared/first-page-queries';
import type { AppEnv } from '../../worker/env';
import { mountWebApp } from '../../worker/web/node-files';
import { createTestApp, type TestApp } from '../fixtures/app';
import { jpegPart, makePost } from '../fixtures/content';
import { productWithImage } from '../fixtures/walk';

/**
 * The Node server's web app (worker/web/node-files.ts): every app route is the built index.html made
 * into the Host's site (title, colour, description, the tenant as tenant.current answers it), and
 * the built files go out precompressed with their cache headers. The web root here is a small
 * stand-in for web/dist shaped like Vite's output.
 */
const INDEX_HTML = `<!doctype html>
<html lang="ko">
  <head>
    <meta charset="UTF-8" />
    <meta name="theme-color" content="#FF9630" />
    <meta name="description" content="우리 동네 생산자의 상품을 만나는 로컬 마켓" />
    <link rel="icon" id="app-favicon" href="data:," />
    <title>로컬 마켓</title>
    <script type="module" crossorigin src="/assets/index-AbC123.js"></script>
  <script type="application/json" id="page-preloads">${JSON.stringify({
    'features/auth/LoginPage': ['/assets/LoginPage-1.js', '/assets/ui-2.js'],
    'features/catalogue/products/ProductDetailPage': ['/assets/ProductDetailPage-3.js', 'https://evil.example/x.js', '/assets/a"b.js'],
    'features/main/MainPage': ['/assets/MainPage-4.js', '/assets/ui-2.js'],
    'features/content/VideoTab': ['/assets/VideoTab-5.js', '/assets/ui-2.js'],
    'features/dashboard/DashboardPage': ['/assets/DashboardPage-6.js', '/assets/ui-2.js'],
    'features/dashboard/tabs/HomeTab': ['/assets/HomeTab-7.js'],
  })}</script>
</head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
const ASSET = `console.log(${JSON.stringify('번들 '.repeat(2000))});\n`;

let t: TestApp;
let webRoot: string;
let farm: Tenant;
let sea: Tenant;

beforeAll(async () => {
  t = await createTestApp();
  webRoot = await mkdtemp(path.join(os.tmpdir(), 'web-page-test-'));
  await mkdir(path.join(webRoot, 'assets'));
  await mkdir(path.join(webRoot, '.vite'));
  await writeFile(path.join(webRoot, 'index.html'), INDEX_HTML);
  await writeFile(path.join(webRoot, 'assets/index-AbC123.js'), ASSET);
  await writeFile(path.join(webRoot, 'assets/index-AbC123.js.br'), brotliCompressSync(ASSET));
  await writeFile(path.join(webRoot, 'assets/index-AbC123.js.gz'), gzipSync(ASSET));
  await writeFile(path.join(webRoot, 'robots.txt'), 'User-agent: *\nAllow: /\n');
  await writeFile(path.join(webRoot, '_headers'), '/assets/*\n  Cache-Control: immutable\n');
  await writeFile(path.join(webRoot, '.vite/manifest.json'), '{}');
  await mountWebApp(t.app, t.deps, webRoot);

  farm = await t.createTenant({ displayName: '들판마켓' });
  sea = await t.createTenant({ displayName: '파도마켓' });
  await t.db
    .update(tenants)
    .set({
      settings: {
        theme: { primary: '#2B6CB0' },
        logo_url: '/brand/sea-logo.svg',
        service_info: { service_name: '파도마켓', service_description: '어부가 직접 보내는 <b>제철</b> 수산물' },
      },
    })
    .where(eq(tenants.id, sea.id));
  t.tenantsChanged();
}, 60_000);

afterAll(async () => {
  await t?.close();
  if (webRoot) await rm(webRoot, { recursive: true, force: true });
});

/** The JSON of the page's tenant script tag, as the web app reads it. */
function seedOf(html: string): unknown {
  const m = new RegExp(`<script id="${TENANT_SEED_ELEMENT_ID}" type="application/json">([\\s\\S]*?)</script>`).exec(html);
  if (!m) throw new Error('no tenant script in the page');
  return JSON.parse(m[1]);
}

const attr = (html: string, name: string) => new RegExp(`<meta name="${name}" content="([^"]*)"`).exec(html)?.[1];

describe('the page of an app route carries the tenant of its Host', () => {
  it('gives each site its own name, colour, icon, description and tenant', async () => {
    const [farmPage, seaPage] = await Promise.all([t.request(farm, 'GET', '/'), t.request(sea, 'GET', '/main?tab=shopping')]);
    expect(farmPage.status).toBe(200);
    expect(farmPage.headers.get('content-type')).toMatch(/^text\/html/);
    const farmHtml = await farmPage.text();
    const seaHtml = await seaPage.text();

    expect(farmHtml).toContain('<title>들판마켓</title>');
    expect(attr(farmHtml, 'theme-color')).toBe('#123456');
    expect(seaHtml).toContain('<title>파도마켓</title>');
    expect(attr(seaHtml, 'theme-color')).toBe('#2B6CB0');
    expect(seaHtml).toContain('<link rel="icon" id="app-favicon" href="/brand/sea-logo.svg"');
    // The description is the site's own words, tags dropped.
    expect(attr(seaHtml, 'description')).toBe('파도마켓 - 어부가 직접 보내는 제철 수산물');
    expect(attr(farmHtml, 'description')).toContain(`테스트 ${farm.name}`);
    // The built page is otherwise unchanged (its script still loads).
    expect(farmHtml).toContain('<script type="module" crossorigin src="/assets/index-AbC123.js"></script>');

    // The seed is tenant.current's answer, as plain JSON.
    for (const [html, tenant] of [
      [farmHtml, farm],
      [seaHtml, sea],
    ] as const) {
      const current = await (await t.caller(tenant)).tenant.current();
      expect(seedOf(html)).toEqual(current);
    }
  });

  it('escapes the tenant safely inside the script tag', async () => {
    const nasty = '</script><script>alert(1)</script><!-- \u2028\u2029 & $& $1';
    const tenant = await t.createTenant({ displayName: nasty });
    await t.db
      .update(tenants)
      .set({ settings: { theme: { primary: '"><script>x</script>' }, service_info: { service_name: nasty } } })
      .where(eq(tenants.id, tenant.id));
    t.tenantsChanged();
    const html = await (await t.request(tenant, 'GET', '/products/1')).text();

    const script = html.slice(html.indexOf(`<script id="${TENANT_SEED_ELEMENT_ID}"`));
    const body = script.slice(script.indexOf('>') + 1, script.indexOf('</script>'));
    expect(body).not.toMatch(/[<>\u2028\u2029]/);
    expect(body).toContain('\\u003c/script\\u003e');
    expect(body).toContain('\\u2028\\u2029');
    const seeded = JSON.parse(body) as { display_name: string };
    expect(seeded.display_name).toBe(nasty);

    // Head values are escaped too; a colour that is no colour falls back to the default.
    expect(html).toContain('<title>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;!-- \u2028\u2029 &amp; $&amp; $1</title>');
    expect(attr(html, 'theme-color')).toBe('#FF9630');
    expect(html.match(/<script>alert/g)).toBeNull();
  });

  it('gives an unknown host the app with no tenant (its service error screen), not a server error', async () => {
    const res = await t.request('nobody.invalid', 'GET', '/');
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain('<div id="root"></div>');
    expect(seedOf(html)).toBeNull();
  });

  it('gives an inactive site and a failed lookup the same page with 503', async () => {
    const closed = await t.createTenant();
    await t.db.update(tenants).set({ isActive: false }).where(eq(tenants.id, closed.id));
    t.tenantsChanged();
    const inactive = await t.request(closed, 'GET', '/login');
    expect(inactive.status).toBe(503);
    expect(seedOf(await inactive.text())).toBeNull();

    const broken = new Hono<AppEnv>();
    await mountWebApp(
      broken,
      {
        ...t.deps,
        openDb: () => {
          throw new Error('database is down');
        },
      },
      webRoot,
    );
    const res = await broken.request(`http://${farm.domain}/`, { headers: { host: farm.domain } });
    expect(res.status).toBe(503);
    expect(seedOf(await res.text())).toBeNull();
  });

  it('is revalidated on every load and compressed when the browser accepts it', async () => {
    const plain = await t.request(farm, 'GET', '/');
    expect(plain.headers.get('cache-control')).toBe('no-cache');
    expect(plain.headers.get('content-encoding')).toBeNull();

    const gz = await t.request(farm, 'GET', '/', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('cache-control')).toBe('no-cache');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    const html = gunzipSync(Buffer.from(await gz.arrayBuffer())).toString('utf8');
    expect(html).toContain('<title>들판마켓</title>');

    // /index.html by name is the same page, never the bare template.
    const byName = await (await t.request(sea, 'GET', '/index.html')).text();
    expect(byName).toContain('<title>파도마켓</title>');
  });
});

describe("the page names its first page's chunks, which the build lists in index.html", () => {
  const preloadsOf = (html: string) => [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]*)" \/>/g)].map((m) => m[1]);

  it("preloads the chunks of the page the address opens on, and never sends the build's list", async () => {
    const [login, product, home, unknown] = await Promise.all(
      ['/login', '/products/42', '/', '/no-such-page'].map(async (p) => (await t.request(farm, 'GET', p)).text()),
    );
    expect(preloadsOf(login)).toEqual(['/assets/LoginPage-1.js', '/assets/ui-2.js']);
    // Only the build's own files under /assets/, quoted safely.
    expect(preloadsOf(product)).toEqual(['/assets/ProductDetailPage-3.js', '/assets/a&quot;b.js']);
    // `/` picks its page by the session the server does not know; an unknown path has no page.
    expect(preloadsOf(home)).toEqual([]);
    expect(preloadsOf(unknown)).toEqual([]);
    for (const html of [login, product, home, unknown]) expect(html).not.toContain(PAGE_PRELOADS_ELEMENT_ID);
  });

  it("adds the chunks of the tab the address opens on (?tab=), each file once", async () => {
    const [video, shopping] = await Promise.all(['/main?tab=video', '/main?tab=shopping'].map(async (p) => (await t.request(farm, 'GET', p)).text()));
    expect(preloadsOf(video)).toEqual(['/assets/MainPage-4.js', '/assets/ui-2.js', '/assets/VideoTab-5.js']);
    expect(preloadsOf(shopping)).toEqual(['/assets/MainPage-4.js', '/assets/ui-2.js']);
  });

  it('adds the chunks of the tab a page opens on without ?tab= (the dashboard\'s home), and only then', async () => {
    const [home, orders] = await Promise.all(['/merchant/dashboard', '/merchant/dashboard?tab=orders'].map(async (p) => (await t.request(farm, 'GET', p)).text()));
    expect(preloadsOf(home)).toEqual(['/assets/DashboardPage-6.js', '/assets/ui-2.js', '/assets/HomeTab-7.js']);
    expect(preloadsOf(orders)).toEqual(['/assets/DashboardPage-6.js', '/assets/ui-2.js']);
  });
});

describe('the built files', () => {
  const asset = '/assets/index-AbC123.js';

  it('sends a hashed asset precompressed by Accept-Encoding, cached for a year', async () => {
    const br = await t.request(farm, 'GET', asset, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.status).toBe(200);
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(br.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(br.headers.get('content-type')).toMatch(/javascript/);
    expect(Number(br.headers.get('content-length'))).toBeLessThan(ASSET.length / 5);

    const gz = await t.request(farm, 'GET', asset, { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString('utf8')).toBe(ASSET);

    const identity = await t.request(farm, 'GET', asset);
    expect(identity.headers.get('content-encoding')).toBeNull();
    expect(await identity.text()).toBe(ASSET);
    expect(identity.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('answers /robots.txt with the robots file', async () => {
    const res = await t.request(farm, 'GET', '/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await res.text()).toContain('User-agent: *');
  });

  it('gives a missing file a plain 404 rather than the page, and hides build and Cloudflare files', async () => {
    for (const p of ['/assets/index-Gone99.js', '/favicon.ico', '/_headers', '/.vite/manifest.json', `${asset}.br`]) {
      const res = await t.request(farm, 'GET', p);
      expect(res.status, p).toBe(404);
      expect(await res.text(), p).not.toContain('<div id="root">');
    }
  });

  it('keeps the JSON 404 of unknown /api paths', async () => {
    const res = await t.request(farm, 'GET', '/api/no/such/path');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ detail: '요청한 주소를 찾을 수 없습니다.', code: 'NOT_FOUND' });
  });
});

describe('link previews: the page of a post or a product carries its own metadata', () => {
  const property = (html: string, name: string) => new RegExp(`<meta property="${name}" content="([^"]*)"`).exec(html)?.[1];

  it('a post: title, 160-character description, open graph and twitter fields, author, times, canonical URL and first image', async () => {
    const author = await t.createUser(farm, 'merchant');
    const post = await makePost(t, farm, author.token, '사과 "첫" 수확 <b>', [jpegPart('cover.jpg')]);
    await t.db.update(posts).set({ content: `${'가'.repeat(200)} 끝` }).where(eq(posts.id, post.id));
    const html = await (await t.request(farm, 'GET', `/content/${post.id}`)).text();
    expect(html).toContain('<title>사과 "첫" 수확 &lt;b&gt; - 들판마켓</title>');
    expect(property(html, 'og:title')).toBe('사과 &quot;첫&quot; 수확 &lt;b&gt;');
    expect(property(html, 'og:type')).toBe('article');
    const description = attr(html, 'description')!;
    expect([...description].length).toBe(160);
    expect(property(html, 'og:description')).toBe(description);
    expect(property(html, 'og:url')).toBe(`http://${farm.domain}/content/${post.id}`);
    expect(html).toContain(`<link rel="canonical" href="http://${farm.domain}/content/${post.id}" />`);
    expect(property(html, 'og:image')).toBe(`http://${farm.domain}${post.media[0].file_path}`);
    expect(attr(html, 'twitter:card')).toBe('summary_large_image');
    expect(attr(html, 'author')).toBe(post.author.business_name);
    expect(property(html, 'article:published_time')).toBe(post.created_at);
    expect(seedOf(html)).not.toBeNull();
    // Another site, an unknown id and the upload form get the site's own page.
    for (const [tenant, p] of [[sea, `/content/${post.id}`], [farm, '/content/999999'], [farm, '/content/upload']] as const) {
      const page = await (await t.request(tenant, 'GET', p)).text();
      expect(property(page, 'og:title'), p).toBeUndefined();
      expect(page).not.toContain('사과');
    }
  });

  it('a product: its title, description and thumbnail; a deleted one is not previewed', async () => {
    const owner = await t.createUser(farm, 'merchant');
    const { product, media } = await productWithImage(t, farm, { token: owner.token, userId: owner.user.id, email: owner.user.email, username: owner.user.username }, '미리보기 한라봉');
    const html = await (await t.request(farm, 'GET', `/products/${product.id}`)).text();
    expect(html).toContain('<title>미리보기 한라봉 - 들판마켓</title>');
    expect(property(html, 'og:type')).toBe('product');
    expect(property(html, 'og:image')).toBe(`http://${farm.domain}${media.file_path}`);
    await t.request(farm, 'DELETE', `/api/products/${product.id}`, { token: owner.token });
    expect(property(await (await t.request(farm, 'GET', `/products/${product.id}`)).text(), 'og:title')).toBeUndefined();
  });
});

/** The first screen's answers the page carries for a guest (worker/web/page-data.ts), or null. */
function pageDataOf(html: string): { path: string; input?: unknown; data: { json: unknown; meta?: unknown } }[] | null {
  const m = new RegExp(`<script id="${PAGE_DATA_ELEMENT_ID}" type="application/json">([\\s\\S]*?)</script>`).exec(html);
  return m ? JSON.parse(m[1]) : null;
}

const preloads = (html: string) => [...html.matchAll(/<link rel="preload" as="image" href="([^"]*)"( fetchpriority="high")?/g)].map((m) => [m[1], Boolean(m[2])]);

describe("the first screen's data: a guest's page carries the answers its first screen asks for", () => {
  it('a product page: the product as products.get answers a guest, and its first picture preloaded', async () => {
    const owner = await t.createUser(farm, 'merchant');
    const { product, media } = await productWithImage(t, farm, { token: owner.token, userId: owner.user.id, email: owner.user.email, username: owner.user.username }, '첫화면 딸기');
    await t.request(farm, 'GET', `/products/${product.id}`);
    const html = await (await t.request(farm, 'GET', `/products/${product.id}`)).text();
    // The page counts no view (two loads, still 0): the visitor's own request, asked again, does.
    const asked = await (await t.caller(farm)).catalogue.products.get({ id: product.id });
    expect(asked.views_count).toBe(1);
    expect(pageDataOf(html)).toEqual([
      {
        path: 'catalogue.products.get',
        input: { id: product.id },
        askAgain: true,
        data: { json: JSON.parse(JSON.stringify({ ...asked, views_count: 0 })) },
      },
    ]);
    expect(preloads(html)).toEqual([[media.file_path, true]]);

    // Not this site's product, a deleted one, another page: nothing, and the page asks for itself.
    expect(pageDataOf(await (await t.request(sea, 'GET', `/products/${product.id}`)).text())).toBeNull();
    await t.request(farm, 'DELETE', `/api/products/${product.id}`, { token: owner.token });
    const gone = await (await t.request(farm, 'GET', `/products/${product.id}`)).text();
    expect(pageDataOf(gone)).toBeNull();
    expect(preloads(gone)).toEqual([]);
    expect(pageDataOf(await (await t.request(farm, 'GET', '/login')).text())).toBeNull();
  });

  it("a post's page: the post as posts.get answers a guest, counting no view, and its picture or its video's poster preloaded", async () => {
    const author = await t.createUser(farm, 'merchant');
    const post = await makePost(t, farm, author.token, '첫화면 수확 이야기');
    const pageOf = async (tenant: Tenant = farm) => (await t.request(tenant, 'GET', `/content/${post.id}`)).text();
    await pageOf();
    const html = await pageOf();
    // Two pages served, no view counted: the visitor's own request (asked again) counts it.
    const [stored] = await t.db.select({ views: posts.viewsCount }).from(posts).where(eq(posts.id, post.id));
    expect(stored.views).toBe(0);
    const asked = await (await t.caller(farm)).content.posts.get({ id: post.id });
    expect(asked.views_count).toBe(1);
    expect(pageDataOf(html)).toEqual([
      { path: 'content.posts.get', input: { id: post.id }, askAgain: true, data: { json: JSON.parse(JSON.stringify({ ...asked, views_count: 0 })) } },
    ]);
    expect(preloads(html)).toEqual([[post.media[0].file_path, true]]);

    // A video shows its poster, which is the picture preloaded.
    await t.db.update(postMedia).set({ mediaType: 'video', mimeType: 'video/mp4', thumbnailKey: `posters/${post.id}.jpg` }).where(eq(postMedia.postId, post.id));
    const video = await pageOf();
    const [answer] = pageDataOf(video)!;
    const poster = (answer.data.json as typeof asked).media[0].thumbnail_url;
    expect(poster).toContain(`posters/${post.id}.jpg`);
    expect(preloads(video)).toEqual([[poster, true]]);

    // Another site, a site without community content, an unknown id: nothing, the page asks itself.
    const quiet = await t.createTenant({ displayName: '조용마켓', features: { content: false } });
    for (const page of [await pageOf(sea), await pageOf(quiet), await (await t.request(farm, 'GET', '/content/999999')).text()]) {
      expect(pageDataOf(page)).toBeNull();
      expect(preloads(page)).toEqual([]);
    }
    const [after] = await t.db.select({ views: posts.viewsCount }).from(posts).where(eq(posts.id, post.id));
    expect(after.views).toBe(1);
  });

  it("the shopping tab: its categories and first feed, and the first cards' pictures; not with a category or a search", async () => {
    const owner = await t.createUser(sea, 'merchant');
    const account = { token: owner.token, userId: owner.user.id, email: owner.user.email, username: owner.user.username };
    await productWithImage(t, sea, account, '첫화면 고등어');
    const html = await (await t.request(sea, 'GET', '/main?tab=shopping')).text();
    const guest = await t.caller(sea);
    const feed = await guest.catalogue.feed.shopping({ limit: FEED_LIMIT });
    expect(pageDataOf(html)).toEqual([
      { path: 'catalogue.feed.categories', input: { kind: 'shopping' }, data: { json: JSON.parse(JSON.stringify(await guest.catalogue.feed.categories({ kind: 'shopping' }))) } },
      { path: 'catalogue.feed.shopping', input: { limit: FEED_LIMIT }, data: { json: JSON.parse(JSON.stringify(feed)) } },
    ]);
    const cards = 'categories' in feed ? feed.categories.all : [];
    expect(cards.length).toBeGreaterThan(0);
    expect(preloads(html)[0]).toEqual([cards[0].thumbnail_url ?? cards[0].image_url, true]);
    for (const path of ['/main?tab=shopping&category=fruit', '/main?tab=shopping&q=%EA%B3%A0%EB%93%B1%EC%96%B4', '/main?tab=shopping&search=true']) {
      expect(pageDataOf(await (await t.request(sea, 'GET', path)).text()), path).toBeNull();
    }
  });
});
