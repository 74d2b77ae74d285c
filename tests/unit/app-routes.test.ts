import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { APP_ROUTES, isAppRoute } from '../../shared/app-routes';

describe('the app’s route table (shared/app-routes.ts)', () => {
  it('knows the app’s addresses and no others', () => {
    for (const p of ['/', '/index.html', '/main', '/MAIN', '/main/', '/products/12', '/products/create', '/content/3/edit', '/merchant/7', '/admin', '/admin/payments', '/admin/audit', '/admin/unknown', '/ADMIN/foo/bar', '/legal/terms'])
      expect(isAppRoute(p), p).toBe(true);
    for (const p of ['/no-such-page', '/products', '/products/12/reviews', '/adminx', '/administrator/x', '/content/3/edit/more', '/mainx', '//', '/api'])
      expect(isAppRoute(p), p).toBe(false);
  });

  it('is exactly the router’s table: every route of routes.tsx comes from it, and every entry is routed', () => {
    const source = readFileSync(new URL('../../web/src/app/routes.tsx', import.meta.url), 'utf8');
    const literal = [...source.matchAll(/path: '([^']*)'/g)].map((m) => m[1]);
    // Only the catch-alls are written out; every other path goes through appRoute().
    expect(literal.every((p) => p === '*'), literal.join(', ')).toBe(true);
    const routed = [...source.matchAll(/appRoute\('([^']+)'\)/g)].map((m) => m[1]);
    expect([...routed].sort()).toEqual([...APP_ROUTES].sort());
  });
});
