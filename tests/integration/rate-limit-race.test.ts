import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_LIMIT_PER_ACCOUNT, LOGIN_LIMIT_PER_IP, VERIFICATION_SEND_LIMIT } from '../../shared/constants';
import { FIND_EMAIL_LIMIT } from '../../worker/services/auth/find-email';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../fixtures/app';
import { freshEmail, freshIp, outbox, restLogin } from '../fixtures/auth';

/**
 * Limits count before they check: a burst of parallel requests gets no more than the limit
 * through, the rest are 429 (they were once all checked against the same empty counter).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const TOO_MANY = '시도 횟수가 너무 많습니다. 잠시 후 다시 시도해주세요.';

/** Status counts of the responses, and every 429 carries the spec's message. */
async function tally(responses: Array<Response | { res: Response; body: Record<string, unknown> }>): Promise<Record<number, number>> {
  const counts: Record<number, number> = {};
  for (const r of responses) {
    const [res, body] = r instanceof Response ? [r, await r.json()] : [r.res, r.body];
    counts[res.status] = (counts[res.status] ?? 0) + 1;
    if (res.status === 429) expect(body).toMatchObject({ detail: TOO_MANY, code: 'TOO_MANY_REQUESTS' });
  }
  return counts;
}

const burst = <T>(n: number, fn: (i: number) => T | Promise<T>): Promise<Awaited<T>[]> =>
  Promise.all(Array.from({ length: n }, (_, i) => fn(i)));

describe('rate limits hold under parallel requests', () => {
  it('15 parallel wrong logins on one account: at most the limit are checked (401), the rest are 429', async () => {
    const tenant = await t.createTenant();
    const { user } = await t.createUser(tenant);
    const results = await burst(15, () => restLogin(t, tenant, user.email, 'wrong-password'));
    const counts = await tally(results);
    expect(counts).toEqual({ 401: LOGIN_LIMIT_PER_ACCOUNT.max, 429: 15 - LOGIN_LIMIT_PER_ACCOUNT.max });
    // The window is spent: even the right password is refused now.
    expect((await restLogin(t, tenant, user.email, TEST_PASSWORD)).res.status).toBe(429);
  });

  it('parallel wrong logins from one address across accounts stop at the address limit', async () => {
    const tenant = await t.createTenant();
    const ip = freshIp();
    const n = LOGIN_LIMIT_PER_IP.max + 10;
    const results = await burst(n, () => restLogin(t, tenant, freshEmail('nobody'), 'wrong-password', ip));
    expect(await tally(results)).toEqual({ 401: LOGIN_LIMIT_PER_IP.max, 429: 10 });
  });

  it('a correct login still works after failures below the limit, and successes do not use up the address', async () => {
    const tenant = await t.createTenant();
    const { user } = await t.createUser(tenant);
    const ip = freshIp();
    for (let i = 0; i < LOGIN_LIMIT_PER_ACCOUNT.max - 1; i++) {
      expect((await restLogin(t, tenant, user.email, 'wrong-password', ip)).res.status).toBe(401);
    }
    expect((await restLogin(t, tenant, user.email, TEST_PASSWORD, ip)).res.status).toBe(200);
    // The success cleared the account's counter: a full window of failures again before 429.
    for (let i = 0; i < LOGIN_LIMIT_PER_ACCOUNT.max; i++) {
      expect((await restLogin(t, tenant, user.email, 'wrong-password', ip)).res.status).toBe(401);
    }
    expect((await restLogin(t, tenant, user.email, 'wrong-password', ip)).res.status).toBe(429);

    // Many successful logins from one address (an office behind one NAT) are never refused.
    const staff = await burst(12, () => t.createUser(tenant));
    const officeIp = freshIp();
    for (let round = 0; round < 3; round++) {
      const ok = await Promise.all(staff.map(({ user: u }) => restLogin(t, tenant, u.email, TEST_PASSWORD, officeIp)));
      expect(ok.map((r) => r.res.status)).toEqual(Array(12).fill(200));
    }
  });

  it('parallel wrong current passwords: at most the limit are checked (400), the rest are 429', async () => {
    const tenant = await t.createTenant();
    const { token } = await t.createUser(tenant);
    const responses = await burst(12, () =>
      t.request(tenant, 'POST', '/api/auth/change-password', {
        token,
        json: { current_password: 'wrong-one', new_password: 'new-password-1' },
      }),
    );
    expect(await tally(responses)).toEqual({ 400: LOGIN_LIMIT_PER_ACCOUNT.max, 429: 12 - LOGIN_LIMIT_PER_ACCOUNT.max });
  });

  it('parallel find-email lookups from one address stop at the limit', async () => {
    const tenant = await t.createTenant();
    const ip = freshIp();
    const n = FIND_EMAIL_LIMIT.max + 10;
    const responses = await burst(n, (i) =>
      t.request(tenant, 'POST', '/api/auth/find-email', {
        json: { phone: `010-9${String(i).padStart(3, '0')}-0000` },
        headers: { 'cf-connecting-ip': ip },
      }),
    );
    expect(await tally(responses)).toEqual({ 404: FIND_EMAIL_LIMIT.max, 429: 10 });
  });

  it('parallel verification sends to one address: only the limit are mailed', async () => {
    const tenant = await t.createTenant();
    const email = freshEmail('burst');
    const responses = await burst(12, () => t.request(tenant, 'POST', '/api/auth/send-verification-email', { json: { email } }));
    expect(await tally(responses)).toEqual({ 200: VERIFICATION_SEND_LIMIT.max, 429: 12 - VERIFICATION_SEND_LIMIT.max });
    expect(await outbox(t, tenant, email)).toHaveLength(VERIFICATION_SEND_LIMIT.max);
  });

  it('parallel reset requests for one address: only the limit are mailed', async () => {
    const tenant = await t.createTenant();
    const { user } = await t.createUser(tenant);
    const responses = await burst(12, () =>
      t.request(tenant, 'POST', '/api/auth/reset-password-request', { json: { email: user.email } }),
    );
    expect(await tally(responses)).toEqual({ 200: VERIFICATION_SEND_LIMIT.max, 429: 12 - VERIFICATION_SEND_LIMIT.max });
    expect(await outbox(t, tenant, user.email)).toHaveLength(VERIFICATION_SEND_LIMIT.max);
  });
});
