import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../fixtures/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const EXPECTED: Record<string, { access: string; feature?: string }> = {
  'POST /api/auth/login': { access: 'public' },
  'GET /api/auth/me': { access: 'login' },
  'POST /api/auth/register/customer': { access: 'public' },
  'POST /api/auth/register/merchant': { access: 'public', feature: 'merchant' },
  'POST /api/auth/send-verification-email': { access: 'public' },
  'POST /api/auth/verify-email': { access: 'public' },
  'GET /api/auth/kakao/auth-url': { access: 'public', feature: 'social_login' },
  'POST /api/auth/kakao/login': { access: 'public', feature: 'social_login' },
  'POST /api/auth/kakao/callback': { access: 'public', feature: 'social_login' },
  'POST /api/auth/find-email': { access: 'public' },
  'POST /api/auth/reset-password-request': { access: 'public' },
  'POST /api/auth/reset-password': { access: 'public' },
  'PUT /api/auth/profile': { access: 'login' },
  'POST /api/auth/change-password': { access: 'login' },
  'DELETE /api/auth/account': { access: 'login' },
};
/** Served beyond the spec's list: REST callers can revoke their token too. */
const EXTRA: Record<string, { access: string; feature?: string }> = {
  'POST /api/auth/logout': { access: 'login' },
};

describe('the /api/auth routes', () => {
  it('every auth path of api-paths.txt is registered with its access level and feature', async () => {
    // The repo's own copy of the spec's path list: a missing file fails here (readFile throws).
    const spec = await readFile(new URL('../../docs/api-paths.txt', import.meta.url), 'utf8');
    const specPaths = spec.split('\n').map((l) => l.trim()).filter((l) => / \/api\/auth\//.test(l));
    expect(specPaths.sort()).toEqual(Object.keys(EXPECTED).sort());
    const registered = t.registry.routes.filter((r) => r.path.startsWith('/api/auth/'));
    expect(registered).toHaveLength(Object.keys(EXPECTED).length + Object.keys(EXTRA).length);
    for (const r of registered) {
      const want = EXPECTED[`${r.method} ${r.path}`] ?? EXTRA[`${r.method} ${r.path}`];
      expect(want, `${r.method} ${r.path}`).toBeDefined();
      expect(r.access).toBe(want.access);
      expect(r.feature).toBe(want.feature);
    }
  });

  it('no auth path answers 500 to an empty, broken or odd body', async () => {
    const tenant = await t.createTenant();
    const { token } = await t.createUser(tenant);
    // Logout last: it revokes the token the other login-only paths are tried with.
    const isLogout = (x: { path: string }) => Number(x.path === '/api/auth/logout');
    const routes = t.registry.routes.filter((x) => x.path.startsWith('/api/auth/') && x.method !== 'GET').sort((a, b) => isLogout(a) - isLogout(b));
    for (const r of routes) {
      for (const body of ['', '{', '[]', '"text"', 'null', '{"email": {"$ne": 1}, "code": [], "merchant": 3}']) {
        const res = await t.app.request(`http://${tenant.domain}${r.path}`, {
          method: r.method,
          headers: { host: tenant.domain, 'content-type': 'application/json', authorization: `Bearer ${token}`, 'cf-connecting-ip': '10.255.0.1' },
          body,
        });
        expect(res.status, `${r.method} ${r.path} with ${JSON.stringify(body)}`).toBeLessThan(500);
      }
    }
  });
});
