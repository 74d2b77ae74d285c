import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tenant } from '../../db/schema';
import { APP_PAGE_CSP, SIMULATOR_PAGE_CSP } from '../../worker/middleware/security-headers';
import { mountWebApp } from '../../worker/web/node-files';
import { createTestApp, type TestApp } from '../fixtures/app';

/**
 * Security headers (worker/middleware/security-headers.ts) and the page's status: every page has
 * its Content-Security-Policy, no framing and a referrer policy; the simulators' pages their own
 * policy; an address the app has no page for is the page with status 404.
 */
let t: TestApp;
let webRoot: string;
let shop: Tenant;

beforeAll(async () => {
  t = await createTestApp();
  webRoot = await mkdtemp(path.join(os.tmpdir(), 'headers-test-'));
  await writeFile(path.join(webRoot, 'index.html'), '<!doctype html><html lang="ko"><head><title>로컬 마켓</title></head><body><div id="root"></div></body></html>');
  await mountWebApp(t.app, t.deps, webRoot);
  shop = await t.createTenant();
}, 60_000);
afterAll(async () => {
  await t?.close();
  if (webRoot) await rm(webRoot, { recursive: true, force: true });
});

const directive = (csp: string, name: string) => csp.split(';').map((d) => d.trim()).find((d) => d.split(' ')[0] === name);

describe('page headers', () => {
  it.each(['/', '/main', '/products/12', '/merchant/dashboard', '/no-such-page'])('%s: CSP (own scripts only), no framing, referrer policy', async (p) => {
    const res = await t.request(shop, 'GET', p);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toBe(APP_PAGE_CSP);
    expect(directive(csp, 'script-src')).toBe("script-src 'self'");
    expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('the API and files are never framed either, and get no page policy', async () => {
    const api = await t.request(shop, 'GET', '/api/tenant/current');
    expect(api.headers.get('x-frame-options')).toBe('DENY');
    expect(api.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(api.headers.get('content-security-policy')).toBeNull();
  });

  it('the Kakao simulator’s page keeps its own policy: its inline style, no script', async () => {
    const res = await t.request(shop, 'GET', '/dev/kakao/oauth/authorize?client_id=x&redirect_uri=http://a/b&response_type=code');
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('content-security-policy')).toBe(SIMULATOR_PAGE_CSP);
    expect(directive(SIMULATOR_PAGE_CSP, 'style-src')).toBe("style-src 'unsafe-inline'");
    expect(res.headers.get('x-frame-options')).toBe('DENY');
  });
});

describe('the page’s status', () => {
  it.each([
    ['/', 200],
    ['/index.html', 200],
    ['/main', 200],
    ['/products/12', 200],
    ['/products/edit/3', 200],
    ['/admin/tenants', 200],
    ['/legal/privacy', 200],
    ['/no-such-page', 404],
    ['/products/12/nope', 404],
    // Any other sub-path of /admin is the app's too: its router sends it to the payments page.
    ['/admin/unknown', 200],
    ['/admin/foo/bar', 200],
    ['/adminx', 404],
  ] as const)('%s → %d', async (p, status) => {
    const res = await t.request(shop, 'GET', p);
    expect(res.status).toBe(status);
    expect(await res.text()).toContain('<div id="root">');
  });

  it('an unknown site is still the 404 of the site, not of the address', async () => {
    const res = await t.app.request('http://no-such-site.example/main');
    expect(res.status).toBe(404);
  });
});
