import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { merchantProfiles, passwordResets, sessions, users } from '../../db/schema';
import { RESET_TOKEN_TTL_MIN, SESSION_TTL_DAYS } from '../../shared/constants';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../fixtures/app';
import { customerBody, freshEmail, freshIp, freshName, outbox, restLogin, verifyEmailOf } from '../fixtures/auth';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MIN = 60_000;

async function me(tenant: Parameters<TestApp['request']>[0], token: string) {
  return t.request(tenant, 'GET', '/api/auth/me', { token });
}

/** The reset link's token from the newest reset mail. */
async function resetTokenFrom(tenant: Awaited<ReturnType<TestApp['createTenant']>>, email: string) {
  const [mail] = await outbox(t, tenant, email);
  const m = /\/reset-password\?token=([A-Za-z0-9_%-]+)/.exec(mail?.text ?? '');
  if (!m) throw new Error('no reset link');
  return { token: decodeURIComponent(m[1]), mail };
}

describe('login and session', () => {
  it('logs in with form or JSON and GET /api/auth/me answers the user', async () => {
    const tenant = await t.createTenant();
    const { user } = await t.createUser(tenant);
    const form = await t.request(tenant, 'POST', '/api/auth/login', {
      form: { username: user.email, password: TEST_PASSWORD, remember: 'true' },
      headers: { 'cf-connecting-ip': freshIp() },
    });
    expect(form.status).toBe(200);
    const session = await form.json();
    expect(session).toMatchObject({ token_type: 'bearer', user: { id: user.id, user_type: 'customer' } });
    const res = await me(tenant, session.access_token);
    expect(res.status).toBe(200);
    expect((await res.json()).email).toBe(user.email);
  });

  it('guests get 401 on every login-only path', async () => {
    const tenant = await t.createTenant();
    const paths: Array<[string, string]> = [
      ['GET', '/api/auth/me'],
      ['PUT', '/api/auth/profile'],
      ['POST', '/api/auth/change-password'],
      ['DELETE', '/api/auth/account'],
    ];
    for (const [method, path] of paths) {
      const res = await t.request(tenant, method, path, method === 'GET' ? {} : { json: {} });
      expect(res.status, path).toBe(401);
      expect((await res.json()).detail).toBe('로그인이 필요합니다.');
    }
    const bogus = await me(tenant, 'not-a-real-token');
    expect(bogus.status).toBe(401);
  });

  it('a token of another tenant is refused', async () => {
    const a = await t.createTenant();
    const b = await t.createTenant();
    const { token } = await t.createUser(a);
    expect((await me(a, token)).status).toBe(200);
    expect((await me(b, token)).status).toBe(401);
    const callerB = await t.caller(b, token);
    await expect(callerB.auth.me()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('a session expires', async () => {
    const tenant = await t.createTenant();
    const { token } = await t.createUser(tenant);
    t.clock.advance(SESSION_TTL_DAYS * 24 * 60 * MIN + 1000);
    expect((await me(tenant, token)).status).toBe(401);
  });

  it('the 6th wrong password gives 429, even with the right one', async () => {
    const tenant = await t.createTenant();
    const { user } = await t.createUser(tenant);
    for (let i = 0; i < 5; i++) {
      const { res, body } = await restLogin(t, tenant, user.email, 'wrong-password');
      expect(res.status).toBe(401);
      expect(body.detail).toBe('이메일 또는 비밀번호가 올바르지 않습니다.');
    }
    const { res } = await restLogin(t, tenant, user.email, TEST_PASSWORD);
    expect(res.status).toBe(429);
  });

  it('limits wrong tries per client address across accounts', async () => {
    const tenant = await t.createTenant();
    const ip = freshIp();
    for (let i = 0; i < 30; i++) {
      const { res } = await restLogin(t, tenant, freshEmail('nobody'), 'wrong-password', ip);
      expect(res.status).toBe(401);
    }
    const { user } = await t.createUser(tenant);
    expect((await restLogin(t, tenant, user.email, TEST_PASSWORD, ip)).res.status).toBe(429);
    expect((await restLogin(t, tenant, user.email, TEST_PASSWORD)).res.status).toBe(200);
  });

  it('a password login on a Kakao-only account is a 400 naming the provider', async () => {
    const tenant = await t.createTenant();
    const { user } = await t.createUser(tenant, 'customer', { passwordHash: null, socialProvider: 'kakao', socialId: '12345' });
    const { res, body } = await restLogin(t, tenant, user.email, 'whatever-123');
    expect(res.status).toBe(400);
    expect(res.headers.get('x-social-login')).toBe('kakao');
    expect(body.detail).toBe('소셜 로그인으로 가입한 계정입니다. 소셜 로그인을 이용해주세요.');
  });

  it('bad login input is a 4xx with the spec messages', async () => {
    const tenant = await t.createTenant();
    const noEmail = await t.request(tenant, 'POST', '/api/auth/login', { json: { password: 'x' } });
    expect(noEmail.status).toBe(422);
    expect((await noEmail.json()).detail).toBe('이메일을 입력해주세요.');
    const badEmail = await t.request(tenant, 'POST', '/api/auth/login', { json: { username: 'abc', password: 'x' } });
    expect((await badEmail.json()).detail).toBe('올바른 이메일 형식을 입력해주세요.');
    const noPassword = await t.request(tenant, 'POST', '/api/auth/login', { json: { username: 'a@b.co' } });
    expect((await noPassword.json()).detail).toBe('비밀번호를 입력해주세요.');
  });

  it('tRPC logout revokes only the current session', async () => {
    const tenant = await t.createTenant();
    const { user, token } = await t.createUser(tenant);
    const { body: other } = await restLogin(t, tenant, user.email, TEST_PASSWORD);
    const caller = await t.caller(tenant, token);
    expect(await caller.auth.logout()).toEqual({ ok: true });
    expect((await me(tenant, token)).status).toBe(401);
    expect((await me(tenant, other.access_token)).status).toBe(200);
    await expect((await t.caller(tenant)).auth.logout()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('POST /api/auth/logout revokes the bearer session: the token gets 401 afterwards', async () => {
    const tenant = await t.createTenant();
    const { token } = await t.createUser(tenant);
    expect((await me(tenant, token)).status).toBe(200);
    const res = await t.request(tenant, 'POST', '/api/auth/logout', { token });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect((await me(tenant, token)).status).toBe(401);
    // A second logout with the same token is refused like any other call.
    expect((await t.request(tenant, 'POST', '/api/auth/logout', { token })).status).toBe(401);
    expect((await t.request(tenant, 'POST', '/api/auth/logout', {})).status).toBe(401);
  });
});

describe('PUT /api/auth/profile', () => {
  it('updates changed fields and answers the profile', async () => {
    const tenant = await t.createTenant();
    const { user, token } = await t.createUser(tenant);
    const res = await t.request(tenant, 'PUT', '/api/auth/profile', {
      token,
      json: { phone: '010-9999-8888', address: '부산시 해운대구 1, 2층', display_name: '해운대 주민' },
    });
    expect(res.status).toBe(200);
    const profile = await res.json();
    // Phones are kept as their digits; screens put the hyphens back (shared/phone.ts).
    expect(profile).toMatchObject({ id: user.id, username: user.username, phone: '01099998888', display_name: '해운대 주민' });
    expect((await (await me(tenant, token)).json()).address).toBe('부산시 해운대구 1, 2층');
  });

  it('keeps a phone as digits, whatever way it was typed, and refuses what is not a Korean number', async () => {
    const tenant = await t.createTenant();
    const { token } = await t.createUser(tenant);
    const put = (phone: unknown) => t.request(tenant, 'PUT', '/api/auth/profile', { token, json: { phone } });
    for (const [typed, stored] of [
      ['+82 10-2345-6789', '01023456789'],
      ['02 123 4567', '021234567'],
      ['(031) 1234-5678', '03112345678'],
      ['1588-1234', '15881234'],
    ]) {
      const res = await put(typed);
      expect(res.status, typed).toBe(200);
      expect((await res.json()).phone, typed).toBe(stored);
    }
    for (const bad of ['12345', '010-1234-567', '010-abcd-5678', '010-1234-56789']) {
      const res = await put(bad);
      expect(res.status, bad).toBe(422);
      expect(await res.json(), bad).toMatchObject({ detail: '올바른 전화번호를 입력해주세요.', field: 'phone' });
    }
    const caller = await t.caller(tenant, token);
    expect((await caller.auth.updateProfile({ phone: '010 9876 5432' })).phone).toBe('01098765432');
  });

  it('merchant business fields update the merchant profile', async () => {
    const tenant = await t.createTenant();
    const { user, token } = await t.createUser(tenant, 'merchant');
    const res = await t.request(tenant, 'PUT', '/api/auth/profile', {
      token,
      json: { business_name: '새이름농장', business_number: '111-22-33333', business_description: '유기농 채소' },
    });
    expect(res.status).toBe(200);
    expect((await res.json()).merchant).toMatchObject({ business_name: '새이름농장', business_number: '1112233333', business_description: '유기농 채소' });
    const [profile] = await t.db.select().from(merchantProfiles).where(eq(merchantProfiles.userId, user.id));
    expect(profile.businessName).toBe('새이름농장');
  });

  it('refuses business fields from a customer, a taken username and bad types', async () => {
    const tenant = await t.createTenant();
    const { token } = await t.createUser(tenant);
    const { user: other } = await t.createUser(tenant);
    const business = await t.request(tenant, 'PUT', '/api/auth/profile', { token, json: { business_name: '몰래농장' } });
    expect(business.status).toBe(403);
    const taken = await t.request(tenant, 'PUT', '/api/auth/profile', { token, json: { username: other.username } });
    expect(taken.status).toBe(409);
    expect((await taken.json()).detail).toBe('이미 사용중인 사용자명입니다.');
    const wrongType = await t.request(tenant, 'PUT', '/api/auth/profile', { token, json: { phone: 12345 } });
    expect(wrongType.status).toBe(422);
    expect((await wrongType.json()).field).toBe('phone');
  });

  it('the tRPC twin answers the same', async () => {
    const tenant = await t.createTenant();
    const { token } = await t.createUser(tenant);
    const caller = await t.caller(tenant, token);
    const name = freshName('새이름');
    expect((await caller.auth.updateProfile({ username: name })).username).toBe(name);
  });
});

describe('POST /api/auth/change-password', () => {
  it('checks the current password, keeps the current session and ends the others', async () => {
    const tenant = await t.createTenant();
    const { user, token } = await t.createUser(tenant);
    const { body: other } = await restLogin(t, tenant, user.email, TEST_PASSWORD);

    const wrong = await t.request(tenant, 'POST', '/api/auth/change-password', {
      token,
      json: { current_password: 'nope-nope', new_password: 'new-password-1' },
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ detail: '현재 비밀번호가 올바르지 않습니다.', field: 'current_password' });
    const short = await t.request(tenant, 'POST', '/api/auth/change-password', {
      token,
      json: { current_password: TEST_PASSWORD, new_password: 'short' },
    });
    expect(short.status).toBe(422);
    expect((await short.json()).detail).toBe('비밀번호는 최소 8자 이상이어야 합니다.');

    const ok = await t.request(tenant, 'POST', '/api/auth/change-password', {
      token,
      json: { current_password: TEST_PASSWORD, new_password: 'new-password-1' },
    });
    expect(ok.status).toBe(200);
    expect((await me(tenant, token)).status).toBe(200);
    expect((await me(tenant, other.access_token)).status).toBe(401);
    expect((await restLogin(t, tenant, user.email, TEST_PASSWORD)).res.status).toBe(401);
    expect((await restLogin(t, tenant, user.email, 'new-password-1')).res.status).toBe(200);
  });

  it('limits wrong current passwords', async () => {
    const tenant = await t.createTenant();
    const { token } = await t.createUser(tenant);
    for (let i = 0; i < 5; i++) {
      const res = await t.request(tenant, 'POST', '/api/auth/change-password', {
        token,
        json: { current_password: 'wrong-one', new_password: 'new-password-1' },
      });
      expect(res.status).toBe(400);
    }
    const res = await t.request(tenant, 'POST', '/api/auth/change-password', {
      token,
      json: { current_password: TEST_PASSWORD, new_password: 'new-password-1' },
    });
    expect(res.status).toBe(429);
  });

  it('a social-only account has no password to change (tRPC)', async () => {
    const tenant = await t.createTenant();
    const { token } = await t.createUser(tenant, 'customer', { passwordHash: null, socialProvider: 'kakao', socialId: '777' });
    const caller = await t.caller(tenant, token);
    await expect(caller.auth.changePassword({ current_password: 'x', new_password: 'new-password-1' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });
});

describe('DELETE /api/auth/account', () => {
  it('soft-deletes, ends every session, and frees the e-mail for a new registration', async () => {
    const tenant = await t.createTenant();
    const { user, token } = await t.createUser(tenant);
    const { body: other } = await restLogin(t, tenant, user.email, TEST_PASSWORD);
    const res = await t.request(tenant, 'DELETE', '/api/auth/account', { token });
    expect(res.status).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row.deletedAt).toBeInstanceOf(Date);
    expect((await me(tenant, token)).status).toBe(401);
    expect((await me(tenant, other.access_token)).status).toBe(401);
    expect((await restLogin(t, tenant, user.email, TEST_PASSWORD)).res.status).toBe(401);

    await verifyEmailOf(t, tenant, user.email);
    const again = await t.request(tenant, 'POST', '/api/auth/register/customer', { json: customerBody(user.email, user.username) });
    expect(again.status).toBe(201);
    expect((await again.json()).user.id).not.toBe(user.id);
  });

  it('the tRPC twin works', async () => {
    const tenant = await t.createTenant();
    const { user, token } = await t.createUser(tenant);
    await (await t.caller(tenant, token)).auth.deleteAccount();
    const live = await t.db.select().from(users).where(and(eq(users.id, user.id), isNull(users.deletedAt)));
    expect(live).toHaveLength(0);
  });
});

describe('POST /api/auth/find-email', () => {
  it('finds the account by phone (digits compared) and never gives the full address', async () => {
    const tenant = await t.createTenant();
    const { user } = await t.createUser(tenant, 'customer', { phone: '010-5555-1234', email: `hong.gildong${Date.now()}@example.com` });
    const res = await t.request(tenant, 'POST', '/api/auth/find-email', { json: { phone: '01055551234' } });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.masked_email).toMatch(/^hon\*+@example\.com$/);
    expect(body.email).toBe(body.masked_email);
    expect(JSON.stringify(body)).not.toContain(user.email);
    // Accounts from before phones were kept as digits hold them as typed; both are found either way.
    const digitsOnly = await t.createTenant();
    await t.createUser(digitsOnly, 'customer', { phone: '01077771234' });
    for (const typed of ['010-7777-1234', '+82 10 7777 1234']) {
      expect((await t.request(digitsOnly, 'POST', '/api/auth/find-email', { json: { phone: typed } })).status, typed).toBe(200);
    }
  });

  it('answers not found with the spec message and bad input with 422', async () => {
    const tenant = await t.createTenant();
    const missing = await t.request(tenant, 'POST', '/api/auth/find-email', { json: { phone: '010-0000-9999' } });
    expect(missing.status).toBe(404);
    expect((await missing.json()).detail).toBe('등록된 이메일을 찾을 수 없습니다.');
    const empty = await t.request(tenant, 'POST', '/api/auth/find-email', { json: { phone: '' } });
    expect(empty.status).toBe(422);
    expect((await empty.json()).detail).toBe('전화번호를 입력해주세요.');
    const other = await t.createTenant();
    await t.createUser(other, 'customer', { phone: '010-4444-4444' });
    const foreign = await t.request(tenant, 'POST', '/api/auth/find-email', { json: { phone: '010-4444-4444' } });
    expect(foreign.status).toBe(404);
  });

  it('the tRPC twin masks too', async () => {
    const tenant = await t.createTenant();
    await t.createUser(tenant, 'customer', { phone: '010-7777-1111', email: `ab${Date.now()}@example.org` });
    const res = await (await t.caller(tenant)).auth.findEmail({ phone: '010-7777-1111' });
    expect(res.email).toMatch(/\*/);
  });
});

describe('password reset', () => {
  it('mails a single-use link to the request origin; reset ends every session', async () => {
    const tenant = await t.createTenant();
    const { user, token } = await t.createUser(tenant);
    const req = await t.request(tenant, 'POST', '/api/auth/reset-password-request', { json: { email: user.email } });
    expect(req.status).toBe(200);
    expect(await req.json()).toEqual({ ok: true });
    const { token: resetToken, mail } = await resetTokenFrom(tenant, user.email);
    expect(mail.text).toContain(`http://${tenant.domain}/reset-password?token=`);
    const [row] = await t.db.select().from(passwordResets).where(eq(passwordResets.userId, user.id));
    expect(row.tokenHash).not.toBe(resetToken);

    const short = await t.request(tenant, 'POST', '/api/auth/reset-password', { json: { token: resetToken, new_password: 'short' } });
    expect(short.status).toBe(422);
    expect((await short.json()).detail).toBe('비밀번호는 최소 8자 이상이어야 합니다.');

    const ok = await t.request(tenant, 'POST', '/api/auth/reset-password', { json: { token: resetToken, new_password: 'brand-new-pass' } });
    expect(ok.status).toBe(200);
    expect((await me(tenant, token)).status).toBe(401);
    const open = await t.db.select().from(sessions).where(and(eq(sessions.userId, user.id), isNull(sessions.revokedAt)));
    expect(open).toHaveLength(0);
    expect((await restLogin(t, tenant, user.email, 'brand-new-pass')).res.status).toBe(200);

    const reuse = await t.request(tenant, 'POST', '/api/auth/reset-password', { json: { token: resetToken, new_password: 'another-pass-1' } });
    expect(reuse.status).toBe(400);
    expect((await reuse.json()).detail).toBe('유효하지 않거나 만료된 재설정 링크입니다.');
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const tenant = await t.createTenant();
    const email = freshEmail('ghost');
    const res = await t.request(tenant, 'POST', '/api/auth/reset-password-request', { json: { email } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect(await outbox(t, tenant, email)).toEqual([]);
  });

  it('a link expires, and a token of another tenant does not work', async () => {
    const tenant = await t.createTenant();
    const { user } = await t.createUser(tenant);
    await t.request(tenant, 'POST', '/api/auth/reset-password-request', { json: { email: user.email } });
    const { token } = await resetTokenFrom(tenant, user.email);
    const other = await t.createTenant();
    const foreign = await t.request(other, 'POST', '/api/auth/reset-password', { json: { token, new_password: 'brand-new-pass' } });
    expect(foreign.status).toBe(400);
    t.clock.advance(RESET_TOKEN_TTL_MIN * MIN + 1000);
    const expired = await t.request(tenant, 'POST', '/api/auth/reset-password', { json: { token, new_password: 'brand-new-pass' } });
    expect(expired.status).toBe(400);
  });

  it('bad input is a 4xx; the tRPC twins work', async () => {
    const tenant = await t.createTenant();
    expect((await t.request(tenant, 'POST', '/api/auth/reset-password-request', { json: {} })).status).toBe(422);
    expect((await t.request(tenant, 'POST', '/api/auth/reset-password', { json: { new_password: 'long-enough' } })).status).toBe(422);
    expect((await t.request(tenant, 'POST', '/api/auth/reset-password', { json: { token: 'made-up', new_password: 'long-enough' } })).status).toBe(400);

    const { user } = await t.createUser(tenant);
    const caller = await t.caller(tenant);
    await caller.auth.requestPasswordReset({ email: user.email });
    const { token } = await resetTokenFrom(tenant, user.email);
    expect(await caller.auth.resetPassword({ token, new_password: 'trpc-new-pass' })).toEqual({ ok: true });
    await expect(caller.auth.resetPassword({ token, new_password: 'trpc-new-pass' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });
});
