import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import superjson from 'superjson';
import { createTestApp, type TestApp } from '../fixtures/app';

/** The tRPC transport maps service errors to the same statuses and Korean details as REST. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const errorOf = async (res: Response) => {
  const body = (await res.json()) as { error: { json: { message: string; data: Record<string, unknown> } } };
  return body.error.json;
};

describe('tRPC over HTTP', () => {
  it('answers a query with superjson', async () => {
    const tenant = await t.createTenant({ displayName: '티알피씨 마을' });
    const res = await t.request(tenant, 'GET', '/trpc/tenant.current');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { result: { data: unknown } };
    const data = superjson.deserialize(body.result.data as never) as { display_name: string };
    expect(data.display_name).toBe('티알피씨 마을');
  });

  it('a guest on an authed procedure gets 401 with the Korean detail', async () => {
    const tenant = await t.createTenant();
    const res = await t.request(tenant, 'GET', '/trpc/auth.me');
    expect(res.status).toBe(401);
    const err = await errorOf(res);
    expect(err.data.detail).toBe('로그인이 필요합니다.');
    expect(err.data.appCode).toBe('UNAUTHORIZED');
    expect(err.data).not.toHaveProperty('stack');
  });

  it('bad input is a 4xx naming the field, not a 500', async () => {
    const tenant = await t.createTenant();
    const res = await t.request(tenant, 'POST', '/trpc/auth.login', { json: { json: { username: 'not-an-email', password: '' } } });
    expect(res.status).toBe(400);
    const err = await errorOf(res);
    expect(err.data.detail).toBe('올바른 이메일 형식을 입력해주세요.');
    expect(err.data.field).toBe('username');
  });

  it('a tenant whose feature is off refuses the gated procedure with 403', async () => {
    const tenant = await t.createTenant({ features: { social_login: false } });
    const res = await t.request(tenant, 'GET', '/trpc/auth.kakaoAuthUrl');
    expect(res.status).toBe(403);
    expect((await errorOf(res)).data.detail).toBe('서비스 준비 중입니다.');
  });

  it('an unknown host is refused before any procedure runs', async () => {
    const res = await t.request('nowhere.invalid', 'GET', '/trpc/tenant.current');
    expect(res.status).toBe(404);
  });
});
