import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKakaoOAuth, KAKAO_SIMULATOR_ENDPOINTS } from '../../worker/adapters/kakao';
import type { KakaoOAuth } from '../../worker/adapters/types';
import { AppError } from '../../shared/errors';
import { createTestApp, type TestApp } from '../fixtures/app';
import { testLogger } from '../fixtures/logger';

/**
 * Kakao access tokens that are no tokens are refused before any header is built, and Kakao's own
 * failures (network, 5xx, nonsense) are a 502, while a token or code Kakao refuses stays a 400.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const KAKAO_FAILED = '카카오 인증에 실패했습니다. 다시 시도해주세요.';
const NOT_TOKENS = ['has space', 'emoji😀', '토큰', 'tab\there', 'line\nbreak', ' lead', 'trail '];

/** An adapter whose provider answers with `answer` (a Response, or a thrown error), counting calls. */
function kakaoAnswering(answer: () => Response) {
  const calls: Request[] = [];
  const log = testLogger();
  const kakao = createKakaoOAuth({
    clientId: 'test-client',
    ...KAKAO_SIMULATOR_ENDPOINTS,
    fetch: async (req) => {
      calls.push(req);
      return answer();
    },
    log,
  });
  return { kakao, calls, log };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

async function refusal(p: Promise<unknown>): Promise<{ code: string; status: number }> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return { code: (err as AppError).code, status: (err as AppError).status };
}

/** Runs `fn` with the app's Kakao adapter replaced. */
async function withKakao<T>(kakao: KakaoOAuth, fn: () => T | Promise<T>): Promise<Awaited<T>> {
  const original = t.deps.kakao;
  t.deps.kakao = kakao;
  try {
    return await fn();
  } finally {
    t.deps.kakao = original;
  }
}

describe('Kakao access tokens that are no tokens', () => {
  it('POST /api/auth/kakao/login refuses them with 422 on access_token (no 500)', async () => {
    const tenant = await t.createTenant();
    for (const access_token of NOT_TOKENS) {
      const res = await t.request(tenant, 'POST', '/api/auth/kakao/login', { json: { access_token } });
      expect(res.status, JSON.stringify(access_token)).toBe(422);
      expect(await res.json()).toEqual({ detail: KAKAO_FAILED, code: 'VALIDATION', field: 'access_token' });
    }
  });

  it('the tRPC twin refuses them as well (400 naming access_token)', async () => {
    const tenant = await t.createTenant();
    const caller = await t.caller(tenant);
    for (const access_token of NOT_TOKENS) {
      await expect(caller.auth.kakaoLogin({ access_token })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
      const res = await t.request(tenant, 'POST', '/trpc/auth.kakaoLogin', { json: { json: { access_token } } });
      expect(res.status).toBe(400);
      const { error } = await res.json();
      expect(error.json.data).toMatchObject({ detail: KAKAO_FAILED, field: 'access_token' });
    }
  });

  it('the adapter refuses them without calling the provider', async () => {
    const { kakao, calls } = kakaoAnswering(() => json({ id: 1 }));
    for (const token of NOT_TOKENS) {
      expect(await refusal(kakao.getProfile(token))).toEqual({ code: 'BAD_REQUEST', status: 400 });
    }
    expect(calls).toHaveLength(0);
  });
});

describe('Kakao failures', () => {
  it('a network error, a 5xx or a nonsense answer of the provider is UPSTREAM (502)', async () => {
    const answers: Array<() => Response> = [
      () => {
        throw new TypeError('fetch failed');
      },
      () => json({ msg: 'internal error' }, 500),
      () => json({ msg: 'unavailable' }, 503),
      () => new Response('<html>gateway</html>', { status: 200 }),
      () => json({ no: 'id' }),
    ];
    const logged: string[][] = [];
    for (const answer of answers) {
      const { kakao, calls, log } = kakaoAnswering(answer);
      expect(await refusal(kakao.getProfile('valid.token'))).toEqual({ code: 'UPSTREAM', status: 502 });
      expect(await refusal(kakao.exchangeCode({ code: 'c', redirectUri: 'http://a.test/cb' }))).toEqual({ code: 'UPSTREAM', status: 502 });
      expect(calls).toHaveLength(2);
      logged.push(log.lines('warn'));
    }
    // An unreachable or failing Kakao is reported in one line each (no stack); nothing is an unexpected error.
    expect(logged.slice(0, 3)).toEqual([
      ['kakao request failed: TypeError: fetch failed', 'kakao request failed: TypeError: fetch failed'],
      ['kakao answered 500 (/dev/kakao/v2/user/me)', 'kakao answered 500 (/dev/kakao/oauth/token)'],
      ['kakao answered 503 (/dev/kakao/v2/user/me)', 'kakao answered 503 (/dev/kakao/oauth/token)'],
    ]);
    // A token endpoint handing out a token that is no token is the provider's failure too.
    const { kakao } = kakaoAnswering(() => json({ access_token: 'bad token' }));
    expect(await refusal(kakao.exchangeCode({ code: 'c', redirectUri: 'http://a.test/cb' }))).toEqual({ code: 'UPSTREAM', status: 502 });
  });

  it('a token or code the provider refuses stays a 400', async () => {
    const { kakao } = kakaoAnswering(() => json({ msg: 'this access token does not exist', code: -401 }, 401));
    expect(await refusal(kakao.getProfile('valid.token'))).toEqual({ code: 'BAD_REQUEST', status: 400 });
    const grant = kakaoAnswering(() => json({ error: 'invalid_grant', error_code: 'KOE320' }, 400));
    expect(await refusal(grant.kakao.exchangeCode({ code: 'c', redirectUri: 'http://a.test/cb' }))).toEqual({ code: 'BAD_REQUEST', status: 400 });
  });

  it('through the app: Kakao down is a 502 with the Korean detail, a refused token a 400', async () => {
    const tenant = await t.createTenant();
    const down = kakaoAnswering(() => {
      throw new TypeError('fetch failed');
    });
    const res = await withKakao(down.kakao, () => t.request(tenant, 'POST', '/api/auth/kakao/login', { json: { access_token: 'valid.token' } }));
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ detail: KAKAO_FAILED, code: 'UPSTREAM' });
    expect(down.log.lines('warn')).toEqual(['kakao request failed: TypeError: fetch failed']);
    await withKakao(down.kakao, async () => {
      await expect((await t.caller(tenant)).auth.kakaoLogin({ access_token: 'valid.token' })).rejects.toMatchObject({ code: 'BAD_GATEWAY' });
    });

    // The simulator refuses a forged token as Kakao would (401): the caller gets a 400.
    const refused = await t.request(tenant, 'POST', '/api/auth/kakao/login', { json: { access_token: 'forged.token' } });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ detail: KAKAO_FAILED, code: 'BAD_REQUEST' });
  });
});
