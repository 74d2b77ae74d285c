import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { emailVerifications } from '../../db/schema';
import { VERIFICATION_CODE_TTL_MIN, VERIFICATION_MAX_ATTEMPTS } from '../../shared/constants';
import { createApp } from '../../worker/app';
import { createTestApp, type TestApp } from '../fixtures/app';
import { freshEmail, latestCode, outbox } from '../fixtures/auth';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MIN = 60_000;

describe('e-mail verification', () => {
  it('mails a 6-digit code, stores only its hash, and verifies it', async () => {
    const tenant = await t.createTenant({ displayName: '인증마을' });
    const email = freshEmail();
    const res = await t.request(tenant, 'POST', '/api/auth/send-verification-email', { json: { email: email.toUpperCase() } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ sent: true, expires_in: VERIFICATION_CODE_TTL_MIN * 60 });

    const [mail] = await outbox(t, tenant, email);
    expect(mail.subject).toContain('이메일 인증 코드');
    const code = await latestCode(t, tenant, email);
    expect(code).toMatch(/^\d{6}$/);
    const [row] = await t.db.select().from(emailVerifications).where(eq(emailVerifications.email, email));
    expect(row.codeHash).not.toContain(code);
    expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/);

    const ok = await t.request(tenant, 'POST', '/api/auth/verify-email', { json: { email, code } });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ verified: true });
  });

  it('refuses a wrong code with the spec message and locks after the attempts limit', async () => {
    const tenant = await t.createTenant();
    const email = freshEmail();
    await t.request(tenant, 'POST', '/api/auth/send-verification-email', { json: { email } });
    const code = await latestCode(t, tenant, email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < VERIFICATION_MAX_ATTEMPTS; i++) {
      const res = await t.request(tenant, 'POST', '/api/auth/verify-email', { json: { email, code: wrong } });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ detail: '인증 코드가 올바르지 않습니다.', field: 'code' });
    }
    // Even the right code is refused once the attempts are used up.
    const locked = await t.request(tenant, 'POST', '/api/auth/verify-email', { json: { email, code } });
    expect(locked.status).toBe(429);
    // A new code starts over.
    await t.request(tenant, 'POST', '/api/auth/send-verification-email', { json: { email } });
    const fresh = await latestCode(t, tenant, email);
    const ok = await t.request(tenant, 'POST', '/api/auth/verify-email', { json: { email, code: fresh } });
    expect(ok.status).toBe(200);
  });

  it('a code expires after the TTL; only the newest code counts', async () => {
    const tenant = await t.createTenant();
    const email = freshEmail();
    await t.request(tenant, 'POST', '/api/auth/send-verification-email', { json: { email } });
    const first = await latestCode(t, tenant, email);
    t.clock.advance(VERIFICATION_CODE_TTL_MIN * MIN + 1000);
    const expired = await t.request(tenant, 'POST', '/api/auth/verify-email', { json: { email, code: first } });
    expect(expired.status).toBe(400);
    expect((await expired.json()).detail).toBe('인증 코드가 만료되었습니다. 다시 요청해주세요.');

    await t.request(tenant, 'POST', '/api/auth/send-verification-email', { json: { email } });
    const second = await latestCode(t, tenant, email);
    if (second !== first) {
      const old = await t.request(tenant, 'POST', '/api/auth/verify-email', { json: { email, code: first } });
      expect(old.status).toBe(400);
    }
    const ok = await t.request(tenant, 'POST', '/api/auth/verify-email', { json: { email, code: second } });
    expect(ok.status).toBe(200);
  });

  it('limits sends per e-mail', async () => {
    const tenant = await t.createTenant();
    const email = freshEmail();
    for (let i = 0; i < 5; i++) {
      const res = await t.request(tenant, 'POST', '/api/auth/send-verification-email', { json: { email } });
      expect(res.status).toBe(200);
    }
    const sixth = await t.request(tenant, 'POST', '/api/auth/send-verification-email', { json: { email } });
    expect(sixth.status).toBe(429);
    expect((await sixth.json()).detail).toBe('시도 횟수가 너무 많습니다. 잠시 후 다시 시도해주세요.');
    // Another address is not affected.
    const other = await t.request(tenant, 'POST', '/api/auth/send-verification-email', { json: { email: freshEmail() } });
    expect(other.status).toBe(200);
  });

  it('answers bad input with 4xx, never 500', async () => {
    const tenant = await t.createTenant();
    const cases: Array<[string, unknown, number]> = [
      ['/api/auth/send-verification-email', {}, 422],
      ['/api/auth/send-verification-email', { email: 'not-an-email' }, 422],
      ['/api/auth/send-verification-email', { email: 42 }, 422],
      ['/api/auth/verify-email', { email: freshEmail() }, 422],
      ['/api/auth/verify-email', { email: freshEmail(), code: '123456' }, 400],
    ];
    for (const [path, json, status] of cases) {
      const res = await t.request(tenant, 'POST', path, { json });
      expect(res.status, `${path} ${JSON.stringify(json)}`).toBe(status);
      expect((await res.json()).detail).toBeTruthy();
    }
    const broken = await t.app.request(`http://${tenant.domain}/api/auth/verify-email`, {
      method: 'POST',
      headers: { host: tenant.domain, 'content-type': 'application/json' },
      body: '{"email": ',
    });
    expect(broken.status).toBe(400);
    const invalidEmail = await t.request(tenant, 'POST', '/api/auth/send-verification-email', { json: { email: 'x@' } });
    expect((await invalidEmail.json()).detail).toBe('올바른 이메일 형식을 입력해주세요.');
  });

  it('a mail provider failure gives the spec message (and a reset request still answers the same)', async () => {
    const tenant = await t.createTenant();
    const { user } = await t.createUser(tenant);
    const broken = createApp({ ...t.deps, mailer: { send: async () => Promise.reject(new Error('provider down')) } }).app;
    const post = (path: string, json: unknown) =>
      broken.request(`http://${tenant.domain}${path}`, {
        method: 'POST',
        headers: { host: tenant.domain, 'content-type': 'application/json' },
        body: JSON.stringify(json),
      });
    const res = await post('/api/auth/send-verification-email', { email: freshEmail() });
    expect(res.status).toBe(502);
    expect((await res.json()).detail).toBe('인증 코드 발송에 실패했습니다.');
    const reset = await post('/api/auth/reset-password-request', { email: user.email });
    expect(reset.status).toBe(200);
    expect(await reset.json()).toEqual({ ok: true });
    // Both failures are logged as one line each (kept by the test logger, not printed), no 500.
    const failures = t.log.lines('warn').filter((l) => l.endsWith('Error: provider down'));
    expect(failures).toEqual(['verification mail failed: Error: provider down', 'reset mail failed: Error: provider down']);
    expect(t.log.lines('error')).toEqual([]);
  });

  // A registered address gets the same answer as any other (auth-security.test.ts); the registration
  // step still refuses it with the spec's message (auth-registration.test.ts).
});

