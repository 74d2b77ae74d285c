import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sessions } from '../../db/schema';
import { sha256Hex } from '../../worker/lib/crypto';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../fixtures/app';
import { freshIp } from '../fixtures/auth';

/** The login's `remember` as forms and legacy callers write it, over REST (form or JSON) and tRPC. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function rememberedAfter(body: { form?: Record<string, string>; json?: unknown }): Promise<boolean> {
  const res = await t.request(home, 'POST', '/api/auth/login', { ...body, headers: { 'cf-connecting-ip': freshIp() } });
  expect(res.status, JSON.stringify(body)).toBe(200);
  const { access_token } = (await res.json()) as { access_token: string };
  const [row] = await t.db.select().from(sessions).where(eq(sessions.tokenHash, await sha256Hex(access_token)));
  return row.remember;
}

let home: Awaited<ReturnType<TestApp['createTenant']>>;
let email: string;
beforeAll(async () => {
  home = await t.createTenant();
  email = (await t.createUser(home)).user.email;
});

describe('login remember flag', () => {
  it('a form writes it as true/1/on or false/0/off, or leaves it out', async () => {
    const form = (remember?: string) => ({ form: { username: email, password: TEST_PASSWORD, ...(remember === undefined ? {} : { remember }) } });
    for (const yes of ['true', '1', 'on']) expect(await rememberedAfter(form(yes)), yes).toBe(true);
    for (const no of ['false', '0', 'off', undefined]) expect(await rememberedAfter(form(no)), String(no)).toBe(false);
  });

  it('JSON writes it as a boolean, a number or a string', async () => {
    const json = (remember: unknown) => ({ json: { username: email, password: TEST_PASSWORD, remember } });
    for (const yes of [true, 1, '1', 'true']) expect(await rememberedAfter(json(yes)), String(yes)).toBe(true);
    for (const no of [false, 0, '0', 'false']) expect(await rememberedAfter(json(no)), String(no)).toBe(false);
  });

  it('anything else is a 422 naming the field, on both transports', async () => {
    const res = await t.request(home, 'POST', '/api/auth/login', {
      json: { username: email, password: TEST_PASSWORD, remember: 'maybe' },
      headers: { 'cf-connecting-ip': freshIp() },
    });
    expect(res.status).toBe(422);
    expect((await res.json()).field).toBe('remember');
    const caller = await t.caller(home);
    await expect(caller.auth.login({ username: email, password: TEST_PASSWORD, remember: 'maybe' as never })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    expect((await caller.auth.login({ username: email, password: TEST_PASSWORD, remember: '1' })).token_type).toBe('bearer');
  });
});
