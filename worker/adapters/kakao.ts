import { AppError } from '../../shared/errors';
import { MSG } from '../../shared/messages';
import { KAKAO_TOKEN_RE } from '../../shared/schemas/auth';
import type { KakaoOAuth, KakaoProfile, Logger } from './types';

export interface KakaoOptions {
  clientId: string;
  clientSecret?: string;
  /** Where the browser is sent; may be relative (the local simulator on the same origin). */
  authorizeEndpoint: string;
  tokenEndpoint: string;
  userEndpoint: string;
  tokenInfoEndpoint: string;
  /** The simulator is reached in-process; the real provider over the network. */
  fetch?: (input: Request) => Promise<Response>;
  /** Where an unreachable Kakao is reported (the app's logger). */
  log: Logger;
}

export const KAKAO_ENDPOINTS = {
  authorizeEndpoint: 'https://kauth.kakao.com/oauth/authorize',
  tokenEndpoint: 'https://kauth.kakao.com/oauth/token',
  userEndpoint: 'https://kapi.kakao.com/v2/user/me',
  tokenInfoEndpoint: 'https://kapi.kakao.com/v1/user/access_token_info',
};

/** The local simulator's endpoints (worker/rest/dev-kakao.ts), served outside /api. */
export const KAKAO_SIMULATOR_ENDPOINTS = {
  authorizeEndpoint: '/dev/kakao/oauth/authorize',
  tokenEndpoint: 'http://kakao-simulator.invalid/dev/kakao/oauth/token',
  userEndpoint: 'http://kakao-simulator.invalid/dev/kakao/v2/user/me',
  tokenInfoEndpoint: 'http://kakao-simulator.invalid/dev/kakao/v1/user/access_token_info',
};

/** Kakao Login over its documented REST endpoints: /oauth/authorize, /oauth/token, /v2/user/me, /v1/user/access_token_info. */
export function createKakaoOAuth(opts: KakaoOptions): KakaoOAuth {
  const doFetch = opts.fetch ?? ((req: Request) => fetch(req));
  /** Kakao refused what we sent (a bad code or token): the caller's request fails. */
  const rejected = () => new AppError('BAD_REQUEST', MSG.kakaoFailed);
  /** Kakao could not be reached, failed, or answered nonsense: a 502, not the caller's fault. */
  const upstreamFailure = () => new AppError('UPSTREAM', MSG.kakaoFailed);
  const call = async (req: Request): Promise<Response> => {
    let res: Response;
    try {
      res = await doFetch(req);
    } catch (err) {
      opts.log.warn('kakao request failed', err);
      throw upstreamFailure();
    }
    if (res.status >= 500 || res.status === 429) {
      opts.log.warn(`kakao answered ${res.status} (${new URL(req.url).pathname})`);
      throw upstreamFailure();
    }
    if (!res.ok) throw rejected();
    return res;
  };
  const readJson = async <T>(res: Response): Promise<T> => {
    try {
      return (await res.json()) as T;
    } catch {
      throw upstreamFailure();
    }
  };

  return {
    authorizeUrl({ state, redirectUri }) {
      const q = new URLSearchParams({ client_id: opts.clientId, redirect_uri: redirectUri, response_type: 'code', state });
      return `${opts.authorizeEndpoint}?${q}`;
    },
    async exchangeCode({ code, redirectUri }) {
      const body = new URLSearchParams({ grant_type: 'authorization_code', client_id: opts.clientId, redirect_uri: redirectUri, code });
      if (opts.clientSecret) body.set('client_secret', opts.clientSecret);
      const res = await call(
        new Request(opts.tokenEndpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded;charset=utf-8' },
          body,
        }),
      );
      const answer = await readJson<{ access_token?: unknown }>(res);
      if (typeof answer?.access_token !== 'string' || !KAKAO_TOKEN_RE.test(answer.access_token)) throw upstreamFailure();
      return { accessToken: answer.access_token };
    },
    async getProfile(accessToken): Promise<KakaoProfile> {
      // Never build a header from a token that is no token (a space or an emoji would throw).
      if (!KAKAO_TOKEN_RE.test(accessToken)) throw rejected();
      const res = await call(new Request(opts.userEndpoint, { headers: { authorization: `Bearer ${accessToken}` } }));
      const json = await readJson<{
        id?: number | string;
        kakao_account?: { email?: string; profile?: { nickname?: string; profile_image_url?: string } };
      }>(res);
      if (json?.id === undefined || json.id === null) throw upstreamFailure();
      return {
        id: String(json.id),
        email: json.kakao_account?.email ?? null,
        nickname: json.kakao_account?.profile?.nickname ?? null,
        profileImage: json.kakao_account?.profile?.profile_image_url ?? null,
      };
    },
    async tokenAppId(accessToken): Promise<string> {
      if (!KAKAO_TOKEN_RE.test(accessToken)) throw rejected();
      const res = await call(new Request(opts.tokenInfoEndpoint, { headers: { authorization: `Bearer ${accessToken}` } }));
      const json = await readJson<{ app_id?: number | string }>(res);
      if (json?.app_id === undefined || json.app_id === null) throw upstreamFailure();
      return String(json.app_id);
    },
  };
}
