import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tenant } from '../../db/schema';
import { allFeatures } from '../../shared/features';
import type { RouteInfo } from '../../worker/rest/registry';
import { createTestApp, type TestApp } from '../fixtures/app';

/**
 * Walks every registered REST route as guest, customer, merchant, superuser and a user of another
 * tenant, and on a tenant with every feature off. Each route is checked the day it is registered.
 */
let t: TestApp;
let home: Tenant;
let other: Tenant;
let dark: Tenant;
const tokens: Record<string, string> = {};
const darkTokens: Record<string, string> = {};
/** Strings that only tenant `home` has; no answer on `other` may contain them. */
const homeMarkers: string[] = [];
/** A product (with one image) of tenant `other`, asked for by id on `home`. */
const foreign = { productId: 0, mediaId: 0 };

beforeAll(async () => {
  t = await createTestApp();
  home = await t.createTenant({ displayName: '접근검사홈' });
  other = await t.createTenant({ displayName: '다른테넌트' });
  dark = await t.createTenant({ features: allFeatures(false) });
  for (const role of ['customer', 'merchant', 'superuser'] as const) {
    const { user, token } = await t.createUser(home, role);
    tokens[role] = token;
    homeMarkers.push(user.email);
    darkTokens[role] = (await t.createUser(dark, role)).token;
  }
  tokens.otherTenant = (await t.createUser(other, 'superuser')).token;
  homeMarkers.push(home.displayName, home.domain);
  const otherMerchant = await t.createUser(other, 'merchant');
  const created = await t.request(other, 'POST', '/api/products/', {
    token: otherMerchant.token,
    json: { is_delivery: false, title: '다른테넌트 상품', price: 1000, category: '과일' },
  });
  foreign.productId = ((await created.json()) as { id: number }).id;
  const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0]);
  const uploaded = await t.request(other, 'POST', `/api/products/${foreign.productId}/media`, {
    token: otherMerchant.token,
    form: { file: new File([jpeg], 'a.jpg', { type: 'image/jpeg' }) },
  });
  foreign.mediaId = ((await uploaded.json()) as { id: number }).id;
  // Give the home tenant some mail, so an outbox leak would show.
  await t.request(home, 'POST', '/api/auth/send-verification-email', { json: { email: homeMarkers[0] } });
});
afterAll(() => t.close());

const concretePath = (path: string) => path.replace(/\{\w+\}/g, '1');

async function call(route: RouteInfo, tenant: Tenant, token?: string) {
  const body = route.method === 'GET' ? undefined : {};
  const res = await t.request(tenant, route.method, concretePath(route.path), { token, json: body });
  return { status: res.status, text: await res.text() };
}

// TRANSITIONAL: the raw routes outside /api (media files, the Kakao simulator) join the walk that replaces this one.
const routes = () => t.registry.routes.filter((r) => r.path.startsWith('/api/'));

describe('every registered route', () => {
  it('has routes to walk', () => {
    expect(routes().length).toBeGreaterThan(0);
  });

  it('as a guest: 401 where login is needed, never a 500', async () => {
    for (const route of routes()) {
      const { status, text } = await call(route, home);
      const where = `${route.method} ${route.path} → ${status} ${text.slice(0, 120)}`;
      expect(status, where).toBeLessThan(500);
      if (route.access !== 'public') expect(status, where).toBe(401);
      else expect(status, where).not.toBe(401);
    }
  });

  it.each(['customer', 'merchant', 'superuser'] as const)('as a %s: 403 below the route’s level, never a 500', async (role) => {
    for (const route of routes()) {
      // A fresh account per route: some routes end the session or delete the account.
      const { token } = await t.createUser(home, role);
      const { status, text } = await call(route, home, token);
      const where = `${role} ${route.method} ${route.path} → ${status} ${text.slice(0, 120)}`;
      expect(status, where).toBeLessThan(500);
      const allowed =
        route.access === 'public' ||
        route.access === 'login' ||
        (route.access === 'merchant' && role === 'merchant') ||
        (route.access === 'superuser' && role === 'superuser');
      if (allowed) expect([401, 403], where).not.toContain(status);
      else expect(status, where).toBe(403);
    }
  });

  it('a token of another tenant is refused, and no answer carries the other tenant’s data', async () => {
    for (const route of routes()) {
      const { status, text } = await call(route, home, tokens.otherTenant);
      const where = `${route.method} ${route.path} → ${status}`;
      expect(status, where).toBeLessThan(500);
      if (route.access !== 'public') expect(status, where).toBe(401);
    }
    for (const route of routes().filter((r) => r.method === 'GET')) {
      const { status, text } = await call(route, other, tokens.otherTenant);
      expect(status, `${route.path}`).toBeLessThan(500);
      for (const marker of homeMarkers) expect(text, `${route.path} leaks ${marker}`).not.toContain(marker);
    }
  });

  it('an id that belongs to another tenant is a 404 on every product route, for a merchant of this one', async () => {
    const productRoutes = routes().filter((r) => r.path.startsWith('/api/products/{id}'));
    expect(productRoutes.length).toBeGreaterThan(0);
    expect(foreign.productId * foreign.mediaId).toBeGreaterThan(0);
    const { token } = await t.createUser(home, 'merchant');
    for (const route of productRoutes) {
      const path = route.path.replace('{id}', String(foreign.productId)).replace('{mediaId}', String(foreign.mediaId));
      const res = await t.request(home, route.method, path, { token, json: route.method === 'GET' ? undefined : {} });
      expect(res.status, `${route.method} ${route.path} → ${(await res.text()).slice(0, 120)}`).toBe(404);
    }
  });

  it('feature-gated routes answer 403 on a tenant with the feature off', async () => {
    for (const route of routes().filter((r) => r.feature)) {
      const role = route.access === 'superuser' ? 'superuser' : route.access === 'merchant' ? 'merchant' : 'customer';
      const token = route.access === 'public' ? undefined : darkTokens[role];
      const { status, text } = await call(route, dark, token);
      expect(status, `${route.method} ${route.path} → ${text.slice(0, 120)}`).toBe(403);
    }
  });
});
