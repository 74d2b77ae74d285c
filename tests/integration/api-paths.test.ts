import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../fixtures/app';

/**
 * Which lines of the spec's path list (the repo's copy, docs/api-paths.txt) the app serves. The paths of the issues that have landed must
 * all be registered; the rest are listed so the coverage is visible in the test output.
 */
const SPEC_FILE = path.resolve(__dirname, '../../docs/api-paths.txt');
/** Prefixes owned by the capabilities built so far. */
const OWNED_PREFIXES = [
  '/api/tenant/',
  '/api/auth/',
  '/api/products/',
  // Catalogue discovery; /api/main/posts, /api/main/creators and /api/main/stats are the content issue's.
  '/api/main/categories/',
  '/api/main/delivery',
  '/api/main/shopping',
  '/api/merchants',
  '/api/categories',
  '/api/banners',
  '/api/events',
  '/api/notices',
  '/api/regions',
  '/api/search',
  // The merchant dashboard's product and review lists; the dashboard's other paths come with the dashboard issue.
  '/api/dashboard/products',
  '/api/dashboard/reviews',
  // Reviews (commerce issue), with /api/products/{id}/reviews and /purchase-status above.
  '/api/reviews/',
  // Payments and orders, with the sales figures of /api/payment/analytics/summary.
  '/api/payment/analytics/',
  '/api/payment/session',
  '/api/payment/charge',
  '/api/payment/list',
  '/api/payment/detail/',
  '/api/delivery/',
  // Plans and subscriptions: the reads, the admin list, status change and force charge.
  '/api/subscriptions/',
  '/api/admin/subscriptions/',
  // The wallet's ledger: create, overview, balance, transactions, transfer; top-up and charge (docs/wallet.md).
  '/api/wallet/',
  // The leaderboard (docs/wallet.md Leaderboard).
  '/api/score/',
  // The system administrator's console: every site's payments, the tenant console, the audit log (docs/admin.md).
  '/api/admin/',
];
/** Under an owned prefix but built by a later issue. */
const NOT_YET_OWNED: RegExp[] = [];

const specLines = () =>
  readFileSync(SPEC_FILE, 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const norm = (p: string) => p.replace(/\{\w+\}/g, '{}').replace(/\/$/, '') || '/';

describe('spec/api-paths.txt coverage', () => {
  it('serves every path of the capabilities built so far', () => {
    const served = new Set(t.registry.routes.map((r) => `${r.method} ${norm(r.path)}`));
    const lines = specLines();
    expect(lines.length, `${SPEC_FILE} lists no paths`).toBeGreaterThan(0);
    const missing = lines.filter((l) => {
      const [method, p] = l.split(/\s+/);
      const owned = OWNED_PREFIXES.some((pre) => p.startsWith(pre)) && !NOT_YET_OWNED.some((re) => re.test(p));
      return owned && !served.has(`${method} ${norm(p)}`);
    });
    const notYet = lines.filter((l) => {
      const [method, p] = l.split(/\s+/);
      return !served.has(`${method} ${norm(p)}`);
    });
    console.info(`api-paths: ${lines.length - notYet.length} of ${lines.length} served; not yet: ${notYet.length}`);
    expect(missing).toEqual([]);
  });
});
