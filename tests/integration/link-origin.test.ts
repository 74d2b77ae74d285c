import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tenant } from '../../db/schema';
import { createTestApp, type TestApp } from '../fixtures/app';
import { outbox } from '../fixtures/auth';

/**
 * Links handed out (reset mail, the Kakao redirect URI) point at PUBLIC_BASE_URL, else at the
 * request's own Host; X-Forwarded-Host/-Proto count only behind a trusted proxy, and only when valid.
 */
let plain: TestApp;
let based: TestApp;
let proxied: TestApp;
beforeAll(async () => {
  [plain, based, proxied] = await Promise.all([
    createTestApp(),
    createTestApp({ config: { publicBaseUrl: 'https://market.example.com/' } }),
    createTestApp({ config: { trustProxy: true } }),
  ]);
});
afterAll(async () => {
  await Promise.all([plain?.close(), based?.close(), proxied?.close()]);
});

const FORGED = { 'x-forwarded-host': 'localhost:8787@evil.example', 'x-forwarded-proto': 'https' };

/** Asks for a reset link with `headers` and answers the link mailed. */
async function resetLink(t: TestApp, tenant: Tenant, headers: Record<string, string> = {}): Promise<string> {
  const { user } = await t.createUser(tenant);
  const res = await t.request(tenant, 'POST', '/api/auth/reset-password-request', { json: { email: user.email }, headers });
  expect(res.status).toBe(200);
  const [mail] = await outbox(t, tenant, user.email);
  const m = /(\S+)\/reset-password\?token=[A-Za-z0-9_%-]+/.exec(mail?.text ?? '');
  if (!m) throw new Error(`no reset link in ${mail?.text}`);
  return m[1];
}

async function kakaoRedirect(t: TestApp, tenant: Tenant, headers: Record<string, string> = {}): Promise<string | null> {
  const res = await t.request(tenant, 'GET', '/api/auth/kakao/auth-url', { headers });
  expect(res.status).toBe(200);
  const { auth_url } = (await res.json()) as { auth_url: string };
  return new URL(auth_url, 'http://x').searchParams.get('redirect_uri');
}

describe('link origin without a trusted proxy', () => {
  it('a forged X-Forwarded-Host/-Proto neither changes the mailed reset link nor the Kakao redirect URI', async () => {
    const tenant = await plain.createTenant();
    expect(await resetLink(plain, tenant, FORGED)).toBe(`http://${tenant.domain}`);
    expect(await kakaoRedirect(plain, tenant, FORGED)).toBe(`http://${tenant.domain}/auth/kakao/callback`);
    const other = await plain.createTenant();
    expect(await resetLink(plain, tenant, { 'x-forwarded-host': other.domain })).toBe(`http://${tenant.domain}`);
  });

  it('a Host header that is no host finds no tenant, so nothing is mailed from it', async () => {
    const tenant = await plain.createTenant();
    const { user } = await plain.createUser(tenant);
    for (const host of [`${tenant.domain}:80@evil.example`, `${tenant.domain} evil.example`]) {
      const res = await plain.app.request(`http://${tenant.domain}/api/auth/reset-password-request`, {
        method: 'POST',
        headers: { host, 'content-type': 'application/json' },
        body: JSON.stringify({ email: user.email }),
      });
      expect(res.status, host).toBe(404);
      expect((await res.json()).code).toBe('TENANT_NOT_FOUND');
    }
    expect(await outbox(plain, tenant, user.email)).toEqual([]);
  });

  it('the tenant comes from the Host header, not from X-Forwarded-Host', async () => {
    const tenant = await plain.createTenant();
    const other = await plain.createTenant();
    const res = await plain.request(tenant, 'GET', '/api/tenant/current', { headers: { 'x-forwarded-host': other.domain } });
    expect(res.status).toBe(200);
    expect((await res.json()).name).toBe(tenant.name);
  });
});

describe('link origin with PUBLIC_BASE_URL', () => {
  it('reset mail and the Kakao redirect URI use PUBLIC_BASE_URL, forged headers or not', async () => {
    const tenant = await based.createTenant();
    expect(await resetLink(based, tenant)).toBe('https://market.example.com');
    expect(await resetLink(based, tenant, FORGED)).toBe('https://market.example.com');
    expect(await kakaoRedirect(based, tenant, FORGED)).toBe('https://market.example.com/auth/kakao/callback');
    // The tRPC twin hands out the same address.
    const { auth_url } = await (await based.caller(tenant)).auth.kakaoAuthUrl();
    expect(new URL(auth_url, 'http://x').searchParams.get('redirect_uri')).toBe('https://market.example.com/auth/kakao/callback');
  });
});

describe('link origin behind a trusted proxy', () => {
  it('a valid X-Forwarded-Host and -Proto are used for the tenant and the links', async () => {
    const tenant = await proxied.createTenant();
    const headers = { 'x-forwarded-host': tenant.domain, 'x-forwarded-proto': 'https' };
    expect(await resetLink(proxied, tenant, headers)).toBe(`https://${tenant.domain}`);
    const res = await proxied.request('proxy.internal', 'GET', '/api/auth/kakao/auth-url', { headers });
    expect(res.status).toBe(200);
    const { auth_url } = await res.json();
    expect(new URL(auth_url, 'http://x').searchParams.get('redirect_uri')).toBe(`https://${tenant.domain}/auth/kakao/callback`);
  });

  it('an invalid forwarded host or scheme is ignored', async () => {
    const tenant = await proxied.createTenant();
    expect(await resetLink(proxied, tenant, FORGED)).toBe(`https://${tenant.domain}`);
    for (const bad of ['evil.example/path', 'evil example', 'a@b', '', 'evil.example\\x']) {
      expect(await resetLink(proxied, tenant, { 'x-forwarded-host': bad, 'x-forwarded-proto': 'javascript' })).toBe(`http://${tenant.domain}`);
    }
    expect(await kakaoRedirect(proxied, tenant, { 'x-forwarded-host': 'x@evil.example', 'x-forwarded-proto': 'ftp' })).toBe(
      `http://${tenant.domain}/auth/kakao/callback`,
    );
  });
});
