import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, like } from 'drizzle-orm';
import type { Tenant } from '../../db/schema';
import { postMedia, posts, rateLimits, users } from '../../db/schema';
import { hashPassword } from '../../worker/lib/crypto';
import { createTestApp, type TestApp } from '../fixtures/app';
import { customerBody, freshEmail, freshIp, freshName, outbox, verifyEmailOf } from '../fixtures/auth';

let t: TestApp;
let prod: TestApp;
let proxied: TestApp;
beforeAll(async () => {
  [t, prod, proxied] = await Promise.all([
    createTestApp(),
    createTestApp({ config: { environment: 'production' } }),
    createTestApp({ config: { trustProxy: 1 } }),
  ]);
});
afterAll(async () => {
  await Promise.all([t?.close(), prod?.close(), proxied?.close()]);
});

/** Counts the app's password hashes from now on. */
function countHashes(app: TestApp) {
  const counter = { calls: 0 };
  app.deps.hashPassword = (pw) => {
    counter.calls++;
    return hashPassword(pw, 1000);
  };
  return counter;
}

describe('reset-password and sign-up check before they hash', () => {
  it('20 made-up reset tokens cost no hash; past the limit they are refused (429); a real token hashes once', async () => {
    const tenant = await t.createTenant();
    const hashes = countHashes(t);
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) {
      const res = await t.request(tenant, 'POST', '/api/auth/reset-password', {
        json: { token: `made-up-token-${i}-${freshName()}`, new_password: 'Newpass1!' },
        headers: { 'cf-connecting-ip': ip },
      });
      statuses.push(res.status);
    }
    expect(hashes.calls).toBe(0);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(statuses.slice(10)).toEqual(Array(10).fill(429));

    const { user } = await t.createUser(tenant);
    await t.request(tenant, 'POST', '/api/auth/reset-password-request', { json: { email: user.email } });
    const [mail] = await outbox(t, tenant, user.email);
    const token = decodeURIComponent(/token=([^\s&"<]+)/.exec(mail.text)![1]);
    const ok = await t.request(tenant, 'POST', '/api/auth/reset-password', { json: { token, new_password: 'Newpass1!' }, headers: { 'cf-connecting-ip': freshIp() } });
    expect(ok.status).toBe(200);
    expect(hashes.calls).toBe(1);
  });

  it('a sign-up without a verified e-mail costs no hash and is rate-limited; a verified one signs up', async () => {
    const tenant = await t.createTenant();
    const hashes = countHashes(t);
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const res = await t.request(tenant, 'POST', '/api/auth/register/customer', { json: customerBody(freshEmail('nover'), freshName('nv')), headers: { 'cf-connecting-ip': ip } });
      statuses.push(res.status);
      if (i === 0) expect((await res.json()).field ?? 'email').toBe('email');
    }
    expect(hashes.calls).toBe(0);
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(400));
    expect(statuses[20]).toBe(429);

    const email = freshEmail('ver');
    await verifyEmailOf(t, tenant, email);
    const ok = await t.request(tenant, 'POST', '/api/auth/register/customer', { json: customerBody(email, freshName('vr')), headers: { 'cf-connecting-ip': freshIp() } });
    expect(ok.status).toBe(201);
    expect(hashes.calls).toBe(1);
  });
});

describe('asking for a verification code', () => {
  it('answers the same whether or not the address has an account; a registered address is told so by mail', async () => {
    const tenant = await t.createTenant();
    const { user } = await t.createUser(tenant);
    const fresh = freshEmail('new');
    const known = await t.request(tenant, 'POST', '/api/auth/send-verification-email', { json: { email: user.email } });
    const unknown = await t.request(tenant, 'POST', '/api/auth/send-verification-email', { json: { email: fresh } });
    expect(known.status).toBe(unknown.status);
    expect(await known.text()).toBe(await unknown.text());

    const [mail] = await outbox(t, tenant, user.email);
    expect(mail.text).toContain('이미 가입된 계정');
    expect(mail.text).toContain(`http://${tenant.domain}/find-email`);
    expect(mail.text).toContain(`http://${tenant.domain}/reset-password-request`);
    expect(mail.text).not.toMatch(/인증 코드: \d{6}/);
    const [codeMail] = await outbox(t, tenant, fresh);
    expect(codeMail.text).toMatch(/인증 코드: \d{6}/);

    // The registration step keeps the spec's message for a taken address.
    const taken = await t.request(tenant, 'POST', '/api/auth/register/customer', { json: customerBody(user.email, freshName('tk')) });
    expect(taken.status).toBe(409);
    expect((await taken.json()).detail).toBe('이미 사용중인 이메일입니다.');
  });
});

describe('TRUST_PROXY', () => {
  it('the client address is the right-most X-Forwarded-For entry the proxy appended, not the forged left-most', async () => {
    const tenant = await proxied.createTenant();
    const email = freshEmail('px');
    const res = await proxied.app.request(
      `http://${tenant.domain}/api/auth/login`,
      {
        method: 'POST',
        headers: { host: tenant.domain, 'content-type': 'application/json', 'x-forwarded-for': '6.6.6.6, 203.0.113.77' },
        body: JSON.stringify({ username: email, password: 'Wrongpass1!' }),
      },
      { incoming: { socket: { remoteAddress: '10.0.0.1' } } },
    );
    expect(res.status).toBe(401);
    const keys = (await proxied.db.select({ key: rateLimits.key }).from(rateLimits).where(like(rateLimits.key, 'login:ip:%'))).map((r) => r.key);
    expect(keys).toContain('login:ip:203.0.113.77');
    expect(keys).not.toContain('login:ip:6.6.6.6');
  });
});

describe('profile picture', () => {
  async function postWithImage(tenant: Tenant, authorId: number) {
    const [post] = await t.db.insert(posts).values({ tenantId: tenant.id, authorId, title: '사진', content: '사진 글' }).returning();
    const key = `public/t${tenant.id}/posts/${freshName('img')}.jpg`;
    await t.db.insert(postMedia).values({ tenantId: tenant.id, postId: post.id, mediaType: 'image', mimeType: 'image/jpeg', storageKey: key, fileName: 'a.jpg', sizeBytes: 10 });
    return key;
  }

  it('is one of the media this user uploaded on this site, never an arbitrary URL', async () => {
    const tenant = await t.createTenant();
    const { user, token } = await t.createUser(tenant, 'merchant');
    const { user: other } = await t.createUser(tenant, 'merchant');
    const own = await postWithImage(tenant, user.id);
    const theirs = await postWithImage(tenant, other.id);
    const put = (profile_image: string | null) => t.request(tenant, 'PUT', '/api/auth/profile', { token, json: { profile_image } });

    for (const bad of ['https://evil.example/pixel.gif', `/media/${theirs}`, '/media/../secret', 'javascript:alert(1)']) {
      const res = await put(bad);
      expect(res.status, bad).toBe(400);
      expect((await res.json()).detail).toBe('프로필 사진은 이 사이트에 직접 올린 사진만 사용할 수 있습니다.');
    }
    // Another site's tenant holding the same user's media does not count either.
    const elsewhere = await t.createTenant();
    const { token: elsewhereToken } = await t.createUser(elsewhere, 'merchant');
    expect((await t.request(elsewhere, 'PUT', '/api/auth/profile', { token: elsewhereToken, json: { profile_image: `/media/${own}` } })).status).toBe(400);

    const ok = await put(`/media/${own}`);
    expect(ok.status).toBe(200);
    expect((await ok.json()).profile_image).toBe(`/media/${own}`);
    expect((await put(null)).status).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row.profileImage).toBeNull();
  });
});

describe('links in production come from the site\'s configured address', () => {
  it('mail links and the Kakao redirect use https://<tenant domain>, never the Host port', async () => {
    const tenant = await prod.createTenant();
    const { user } = await prod.createUser(tenant);
    const host = `${tenant.domain}:8787`;
    const res = await prod.app.request(`http://${host}/api/auth/reset-password-request`, {
      method: 'POST',
      headers: { host, 'content-type': 'application/json', 'cf-connecting-ip': freshIp() },
      body: JSON.stringify({ email: user.email }),
    });
    expect(res.status).toBe(200);
    const [mail] = await outbox(prod, tenant, user.email);
    expect(mail.text).toContain(`https://${tenant.domain}/reset-password?token=`);
    expect(mail.text).not.toContain(':8787');

    const url = await prod.app.request(`http://${host}/api/auth/kakao/auth-url`, { headers: { host, 'cf-connecting-ip': freshIp() } });
    const { auth_url } = await url.json();
    expect(new URL(auth_url, 'http://x').searchParams.get('redirect_uri')).toBe(`https://${tenant.domain}/auth/kakao/callback`);
  });
});
