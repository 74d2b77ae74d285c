import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Tenant } from '../../db/schema';
import { oauthStates, userConsents, users } from '../../db/schema';
import { KAKAO_SIMULATOR_APP_ID } from '../../worker/adapters/kakao-simulator';
import { OAUTH_STATE_TTL_MIN } from '../../shared/constants';
import { createTestApp, type TestApp } from '../fixtures/app';
import { freshEmail, restLogin } from '../fixtures/auth';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const callbackUri = (tenant: Tenant) => `http://${tenant.domain}/auth/kakao/callback`;
const kakaoId = () => String(Math.floor(Math.random() * 1e12) + 1);

/** The consent page's hidden fields, as a browser would submit them. */
function hiddenFields(html: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of html.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)">/g)) {
    out[m[1]] = m[2].replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>');
  }
  return out;
}

async function simPost(path: string, fields: Record<string, string>) {
  return t.app.request(`http://${'kakao-sim.test'}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
}

interface Person {
  id?: string;
  nickname?: string;
  email?: string;
}

/** The login cookie (oauth_browser) each state was started with, as that browser would send it back. */
const browserOf = new Map<string, string>();

/** GET auth-url as a browser: answers the authorize address, its state and the browser's login cookie. */
async function startLogin(tenant: Tenant, cookie?: string) {
  const res = await t.request(tenant, 'GET', '/api/auth/kakao/auth-url', { headers: cookie ? { cookie } : {} });
  expect(res.status).toBe(200);
  const { auth_url } = (await res.json()) as { auth_url: string };
  const state = new URL(auth_url, 'http://x').searchParams.get('state')!;
  const setCookie = res.headers.get('set-cookie') ?? '';
  const browser = setCookie.split(';')[0];
  browserOf.set(state, browser);
  return { auth_url, state, cookie: browser, setCookie };
}

/** auth-url → consent page → the person's choice → the redirect back to the callback page. */
async function authorize(tenant: Tenant, person: Person, decision: 'agree' | 'cancel' = 'agree') {
  const { auth_url, cookie } = await startLogin(tenant);
  const page = await t.app.request(`http://${tenant.domain}${auth_url}`);
  expect(page.status).toBe(200);
  const html = await page.text();
  const hidden = hiddenFields(html);
  const consent = await simPost('/dev/kakao/oauth/authorize', {
    ...hidden,
    kakao_id: person.id ?? kakaoId(),
    nickname: person.nickname ?? '카카오친구',
    email: person.email ?? '',
    profile_image_url: '',
    decision,
  });
  expect(consent.status).toBe(302);
  const location = new URL(consent.headers.get('location')!);
  return { auth_url, html, hidden, location, cookie, state: new URL(auth_url, 'http://x').searchParams.get('state')! };
}

/** The callback page's POST, from the browser that started `state` unless `cookie` says otherwise. */
async function callback(tenant: Tenant, code: string, state: string, cookie = browserOf.get(state)) {
  return t.request(tenant, 'POST', '/api/auth/kakao/callback', { json: { code, state }, headers: cookie ? { cookie } : {} });
}

describe('Kakao login through the simulator', () => {
  it('auth-url answers the authorize address with a stored single-use state', async () => {
    const tenant = await t.createTenant();
    const res = await t.request(tenant, 'GET', '/api/auth/kakao/auth-url');
    const { auth_url } = await res.json();
    const url = new URL(auth_url, 'http://x');
    expect(url.pathname).toBe('/dev/kakao/oauth/authorize');
    expect(url.searchParams.get('client_id')).toBe('test-client');
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('redirect_uri')).toBe(callbackUri(tenant));
    expect(url.searchParams.get('state')?.length).toBeGreaterThanOrEqual(24);
  });

  it('the consent page is Korean HTML with labelled fields and the two buttons', async () => {
    const tenant = await t.createTenant();
    const { html, hidden } = await authorize(tenant, {}, 'cancel');
    expect(html).toContain('<html lang="ko">');
    expect(html).toContain('동의하고 계속하기');
    expect(html).toContain('>취소</button>');
    for (const id of ['kakao_id', 'nickname', 'email']) {
      expect(html).toContain(`<label for="${id}">`);
      expect(html).toContain(`id="${id}"`);
    }
    expect(hidden.redirect_uri).toBe(callbackUri(tenant));
  });

  it('full round trip: a new customer is created and logged in; the next time the same account logs in', async () => {
    const tenant = await t.createTenant();
    const id = kakaoId();
    const email = freshEmail('kakao');
    const first = await authorize(tenant, { id, nickname: '김 카카오', email });
    expect(first.location.origin + first.location.pathname).toBe(callbackUri(tenant));
    expect(first.location.searchParams.get('state')).toBe(first.state);
    const code = first.location.searchParams.get('code')!;
    const res = await callback(tenant, code, first.state);
    expect(res.status).toBe(200);
    const session = await res.json();
    expect(session).toMatchObject({ token_type: 'bearer', user: { user_type: 'customer', email, username: '김카카오' } });
    const meRes = await t.request(tenant, 'GET', '/api/auth/me', { token: session.access_token });
    expect((await meRes.json()).id).toBe(session.user.id);
    const [row] = await t.db.select().from(users).where(eq(users.id, session.user.id));
    expect(row).toMatchObject({ socialProvider: 'kakao', socialId: id, passwordHash: null });

    const second = await authorize(tenant, { id, nickname: '다른닉네임', email });
    const again = await callback(tenant, second.location.searchParams.get('code')!, second.state);
    expect(again.status).toBe(200);
    expect((await again.json()).user.id).toBe(session.user.id);

    // Kakao sign-up passes no /terms screen: the account is recorded as made without consent, once.
    const consents = await t.db.select().from(userConsents).where(eq(userConsents.userId, session.user.id));
    expect(consents).toEqual([expect.objectContaining({ tenantId: tenant.id, key: 'none', source: 'kakao_without_consent' })]);

    // The account has no password: a password login names the provider.
    const { res: pw } = await restLogin(t, tenant, email, 'any-password-1');
    expect(pw.status).toBe(400);
    expect(pw.headers.get('x-social-login')).toBe('kakao');
  });

  it('cancel redirects back with access_denied and the state', async () => {
    const tenant = await t.createTenant();
    const { location, state } = await authorize(tenant, {}, 'cancel');
    expect(location.searchParams.get('error')).toBe('access_denied');
    expect(location.searchParams.get('error_description')).toBeTruthy();
    expect(location.searchParams.get('state')).toBe(state);
    expect(location.searchParams.get('code')).toBeNull();
  });

  it('refuses an unknown, reused, expired or foreign state with 400', async () => {
    const tenant = await t.createTenant();
    const a = await authorize(tenant, {});
    const code = a.location.searchParams.get('code')!;
    const unknown = await callback(tenant, code, 'made-up-state');
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).detail).toBe('유효하지 않거나 만료된 로그인 요청입니다. 다시 시도해주세요.');
    const missing = await t.request(tenant, 'POST', '/api/auth/kakao/callback', { json: { code } });
    expect(missing.status).toBe(400);

    const other = await t.createTenant();
    expect((await callback(other, code, a.state)).status).toBe(400);

    expect((await callback(tenant, code, a.state)).status).toBe(200);
    expect((await callback(tenant, code, a.state)).status).toBe(400);

    const b = await authorize(tenant, {});
    t.clock.advance(OAUTH_STATE_TTL_MIN * 60_000 + 1000);
    expect((await callback(tenant, b.location.searchParams.get('code')!, b.state)).status).toBe(400);
  });

  it('a code is good once, even with a fresh state', async () => {
    const tenant = await t.createTenant();
    const a = await authorize(tenant, {});
    const code = a.location.searchParams.get('code')!;
    expect((await callback(tenant, code, a.state)).status).toBe(200);
    const { state } = await startLogin(tenant);
    const reused = await callback(tenant, code, state);
    expect(reused.status).toBe(400);
    expect((await reused.json()).detail).toBe('카카오 인증에 실패했습니다. 다시 시도해주세요.');
  });

  it('no e-mail from Kakao gives a placeholder; a taken nickname is made unique', async () => {
    const tenant = await t.createTenant();
    const { user: existing } = await t.createUser(tenant);
    const id = kakaoId();
    const a = await authorize(tenant, { id, nickname: existing.username });
    const res = await callback(tenant, a.location.searchParams.get('code')!, a.state);
    expect(res.status).toBe(200);
    const { user } = await res.json();
    expect(user.email).toBe(`kakao_${id}@kakao.invalid`);
    expect(user.username).not.toBe(existing.username);
    expect(user.username.startsWith(existing.username)).toBe(true);
  });

  it('refuses to link a Kakao e-mail that a password account holds (409)', async () => {
    const tenant = await t.createTenant();
    const { user } = await t.createUser(tenant);
    const a = await authorize(tenant, { email: user.email });
    const res = await callback(tenant, a.location.searchParams.get('code')!, a.state);
    expect(res.status).toBe(409);
    expect((await res.json()).detail).toBe('이미 이 이메일로 가입된 계정이 있습니다. 이메일과 비밀번호로 로그인해주세요.');
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row.socialId).toBeNull();
  });

  it('bad callback input is a 4xx', async () => {
    const tenant = await t.createTenant();
    expect((await t.request(tenant, 'POST', '/api/auth/kakao/callback', { json: {} })).status).toBe(422);
    expect((await t.request(tenant, 'POST', '/api/auth/kakao/callback', { json: { code: 5, state: 'x' } })).status).toBe(422);
    const broken = await t.app.request(`http://${tenant.domain}/api/auth/kakao/callback`, {
      method: 'POST',
      headers: { host: tenant.domain, 'content-type': 'application/json' },
      body: 'not json',
    });
    expect(broken.status).toBe(400);
  });

  it('kakao/login takes an access token (REST and tRPC); a bad token is a 400', async () => {
    const tenant = await t.createTenant();
    const a = await authorize(tenant, { nickname: '토큰로그인' });
    const token = await simPost('/dev/kakao/oauth/token', {
      grant_type: 'authorization_code',
      client_id: 'test-client',
      redirect_uri: callbackUri(tenant),
      code: a.location.searchParams.get('code')!,
    });
    expect(token.status).toBe(200);
    const { access_token, token_type } = await token.json();
    expect(token_type).toBe('bearer');
    const res = await t.request(tenant, 'POST', '/api/auth/kakao/login', { json: { access_token } });
    expect(res.status).toBe(200);
    const session = await res.json();
    expect(session.user.username).toBe('토큰로그인');
    const viaTrpc = await (await t.caller(tenant)).auth.kakaoLogin({ access_token });
    expect(viaTrpc.user.id).toBe(session.user.id);

    const bad = await t.request(tenant, 'POST', '/api/auth/kakao/login', { json: { access_token: 'forged.token' } });
    expect(bad.status).toBe(400);
    expect((await t.request(tenant, 'POST', '/api/auth/kakao/login', { json: {} })).status).toBe(422);
  });

  it('the tRPC twins make the same round trip', async () => {
    const tenant = await t.createTenant();
    const caller = await t.caller(tenant);
    const { auth_url } = await caller.auth.kakaoAuthUrl();
    const page = await t.app.request(`http://${tenant.domain}${auth_url}`);
    const hidden = hiddenFields(await page.text());
    const consent = await simPost('/dev/kakao/oauth/authorize', { ...hidden, kakao_id: kakaoId(), nickname: '트알피씨', email: '', decision: 'agree' });
    const location = new URL(consent.headers.get('location')!);
    const session = await caller.auth.kakaoCallback({ code: location.searchParams.get('code')!, state: hidden.state });
    expect(session.user.username).toBe('트알피씨');
    await expect(caller.auth.kakaoCallback({ code: location.searchParams.get('code')!, state: hidden.state })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });

  it('every Kakao path needs the social_login feature', async () => {
    const tenant = await t.createTenant({ features: { social_login: false } });
    expect((await t.request(tenant, 'GET', '/api/auth/kakao/auth-url')).status).toBe(403);
    expect((await t.request(tenant, 'POST', '/api/auth/kakao/login', { json: { access_token: 'x' } })).status).toBe(403);
    expect((await t.request(tenant, 'POST', '/api/auth/kakao/callback', { json: { code: 'x', state: 'y' } })).status).toBe(403);
    await expect((await t.caller(tenant)).auth.kakaoAuthUrl()).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('the Kakao simulator is honest', () => {
  async function codeFor(tenant: Tenant) {
    const a = await authorize(tenant, {});
    return a.location.searchParams.get('code')!;
  }

  it('token: a redirect_uri other than the authorized one, a forged code or a wrong grant fail', async () => {
    const tenant = await t.createTenant();
    const code = await codeFor(tenant);
    const base = { grant_type: 'authorization_code', client_id: 'test-client', redirect_uri: callbackUri(tenant), code };
    const mismatch = await simPost('/dev/kakao/oauth/token', { ...base, redirect_uri: 'http://evil.test/cb' });
    expect(mismatch.status).toBe(400);
    expect((await mismatch.json()).error).toBe('invalid_grant');
    const forged = await simPost('/dev/kakao/oauth/token', { ...base, code: `${code.split('.')[0]}.AAAA` });
    expect((await forged.json()).error).toBe('invalid_grant');
    const grant = await simPost('/dev/kakao/oauth/token', { ...base, grant_type: 'password' });
    expect(grant.status).toBe(400);
    const client = await simPost('/dev/kakao/oauth/token', { ...base, client_id: 'someone-else' });
    expect(client.status).toBe(401);
    // The refusals above did not use the code up.
    expect((await simPost('/dev/kakao/oauth/token', base)).status).toBe(200);
  });

  it('user/me wants a valid bearer access token', async () => {
    const none = await t.app.request('http://kakao-sim.test/dev/kakao/v2/user/me');
    expect(none.status).toBe(401);
    const bad = await t.app.request('http://kakao-sim.test/dev/kakao/v2/user/me', { headers: { authorization: 'Bearer nope.nope' } });
    expect(bad.status).toBe(401);

    const tenant = await t.createTenant();
    const id = kakaoId();
    const email = freshEmail('me');
    const a = await authorize(tenant, { id, nickname: '프로필', email });
    const token = await simPost('/dev/kakao/oauth/token', {
      grant_type: 'authorization_code',
      client_id: 'test-client',
      redirect_uri: callbackUri(tenant),
      code: a.location.searchParams.get('code')!,
    });
    const { access_token, refresh_token } = await token.json();
    const ok = await t.app.request('http://kakao-sim.test/dev/kakao/v2/user/me', { headers: { authorization: `Bearer ${access_token}` } });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ id: Number(id), kakao_account: { email, profile: { nickname: '프로필' } } });
    // A refresh token is not an access token.
    const refresh = await t.app.request('http://kakao-sim.test/dev/kakao/v2/user/me', { headers: { authorization: `Bearer ${refresh_token}` } });
    expect(refresh.status).toBe(401);
  });

  it('authorize: a wrong app key or a bad redirect address shows an error page, not a redirect', async () => {
    const wrongKey = await t.app.request('http://kakao-sim.test/dev/kakao/oauth/authorize?client_id=nope&redirect_uri=http%3A%2F%2Fa.test%2Fcb&response_type=code&state=s');
    expect(wrongKey.status).toBe(400);
    expect(await wrongKey.text()).toContain('KOE101');
    const badUri = await t.app.request('http://kakao-sim.test/dev/kakao/oauth/authorize?client_id=test-client&redirect_uri=javascript%3Aalert(1)&response_type=code');
    expect(badUri.status).toBe(400);
    const consent = await simPost('/dev/kakao/oauth/authorize', {
      client_id: 'test-client',
      redirect_uri: 'http://a.test/cb',
      state: 's',
      kakao_id: 'abc',
      nickname: 'x',
      decision: 'agree',
    });
    expect(consent.status).toBe(400);
    expect(await consent.text()).toContain('회원번호는');
  });
});

describe('Kakao login is bound to the browser that started it (login CSRF)', () => {
  it('auth-url sets an HttpOnly, SameSite=Lax login cookie (Secure on https) and stores only its hash', async () => {
    const tenant = await t.createTenant();
    const { state, setCookie, cookie } = await startLogin(tenant);
    expect(cookie).toMatch(/^oauth_browser=[A-Za-z0-9_-]{32,}$/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).toMatch(/Path=\//);
    expect(setCookie).not.toMatch(/Secure/i);
    const [row] = await t.db.select().from(oauthStates).where(eq(oauthStates.state, state));
    expect(row.browserHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.browserHash).not.toContain(cookie.split('=')[1]);

    const https = await t.app.request(`https://${tenant.domain}/api/auth/kakao/auth-url`, { headers: { host: tenant.domain } });
    expect(https.status).toBe(200);
    expect(https.headers.get('set-cookie')).toMatch(/Secure/i);
    // The tRPC twin over HTTP sets it too.
    const viaTrpc = await t.request(tenant, 'GET', '/trpc/auth.kakaoAuthUrl');
    expect(viaTrpc.status).toBe(200);
    expect(viaTrpc.headers.get('set-cookie')).toMatch(/^oauth_browser=[^;]+;.*HttpOnly/i);
  });

  it('a code and state opened in another browser sign nobody in; the browser that started it still can', async () => {
    const tenant = await t.createTenant();
    // The attacker starts a login in their own browser and consents with their own Kakao account…
    const attacker = await authorize(tenant, { nickname: '공격자' });
    const code = attacker.location.searchParams.get('code')!;
    // …and gets the victim to open the callback link: the victim's browser has another cookie, or none.
    const victim = await startLogin(tenant);
    for (const cookie of [victim.cookie, undefined]) {
      const res = await t.request(tenant, 'POST', '/api/auth/kakao/callback', { json: { code, state: attacker.state }, headers: cookie ? { cookie } : {} });
      expect(res.status).toBe(400);
      const body = await res.json();
      expect(body.detail).toBe('카카오 로그인을 시작한 브라우저에서만 로그인을 마칠 수 있습니다. 다시 시도해주세요.');
      expect(body.access_token).toBeUndefined();
    }
    const nobody = await t.db.select().from(users).where(and(eq(users.tenantId, tenant.id), eq(users.username, '공격자')));
    expect(nobody).toEqual([]);
    // The tRPC twin of another browser (its own cookie jar) is refused the same way.
    await expect((await t.caller(tenant)).auth.kakaoCallback({ code, state: attacker.state })).rejects.toMatchObject({ code: 'BAD_REQUEST' });

    const own = await callback(tenant, code, attacker.state, attacker.cookie);
    expect(own.status).toBe(200);
    expect((await own.json()).user.username).toBe('공격자');
  });
});

describe('the access-token login checks the Kakao app', () => {
  it('a token issued to another Kakao app is refused; one of this site\'s app signs in', async () => {
    const tenant = await t.createTenant();
    const a = await authorize(tenant, { nickname: '다른앱' });
    const form = new URLSearchParams({ grant_type: 'authorization_code', client_id: 'test-client', code: a.location.searchParams.get('code')!, redirect_uri: callbackUri(tenant) });
    const tokenRes = await t.app.request(`http://${tenant.domain}/dev/kakao/oauth/token`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form.toString() });
    const { access_token } = await tokenRes.json();
    const info = await t.app.request(`http://${tenant.domain}/dev/kakao/v1/user/access_token_info`, { headers: { authorization: `Bearer ${access_token}` } });
    expect((await info.json()).app_id).toBe(Number(KAKAO_SIMULATOR_APP_ID));

    // This site is now another app than the one the token was issued to.
    const configured = t.deps.config.kakao.appId;
    t.deps.config.kakao.appId = '424242';
    onTestFinished(() => void (t.deps.config.kakao.appId = configured));
    const refused = await t.request(tenant, 'POST', '/api/auth/kakao/login', { json: { access_token } });
    expect(refused.status).toBe(400);
    expect((await refused.json()).detail).toBe('이 서비스의 카카오 앱에서 발급된 토큰이 아닙니다.');
    await expect((await t.caller(tenant)).auth.kakaoLogin({ access_token })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(await t.db.select().from(users).where(and(eq(users.tenantId, tenant.id), eq(users.username, '다른앱')))).toEqual([]);

    t.deps.config.kakao.appId = configured;
    const ok = await t.request(tenant, 'POST', '/api/auth/kakao/login', { json: { access_token } });
    expect(ok.status).toBe(200);
    expect((await ok.json()).user.username).toBe('다른앱');
  });
});
