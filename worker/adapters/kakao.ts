import { AppError } from '../../shared/errors';
import type { KakaoOAuth, KakaoProfile } from './types';

export interface KakaoOptions {
  clientId: string;
  clientSecret?: string;
  /** Where the browser is sent; may be relative (the local simulator on the same origin). */
  authorizeEndpoint: string;
  tokenEndpoint: string;
  userEndpoint: string;
  /** The simulator is reached in-process; the real provider over the network. */
  fetch?: (input: Request) => Promise<Response>;
}

export const KAKAO_ENDPOINTS = {
  authorizeEndpoint: 'https://kauth.kakao.com/oauth/authorize',
  tokenEndpoint: 'https://kauth.kakao.com/oauth/token',
  userEndpoint: 'https://kapi.kakao.com/v2/user/me',
};

/** The local simulator's endpoints (worker/rest/dev-kakao.ts), served outside /api. */
export const KAKAO_SIMULATOR_ENDPOINTS = {
  authorizeEndpoint: '/dev/kakao/oauth/authorize',
  tokenEndpoint: 'http://kakao-simulator.invalid/dev/kakao/oauth/token',
  userEndpoint: 'http://kakao-simulator.invalid/dev/kakao/v2/user/me',
};

/** Kakao Login over its documented REST endpoints: /oauth/authorize, /oauth/token, /v2/user/me. */
export function createKakaoOAuth(opts: KakaoOptions): KakaoOAuth {
  const doFetch = opts.fetch ?? ((req: Request) => fetch(req));
  const upstreamFailure = () => new AppError('BAD_REQUEST', '카카오 인증에 실패했습니다. 다시 시도해주세요.');

  return {
    authorizeUrl({ state, redirectUri }) {
      const q = new URLSearchParams({ client_id: opts.clientId, redirect_uri: redirectUri, response_type: 'code', state });
      return `${opts.authorizeEndpoint}?${q}`;
    },
    async exchangeCode({ code, redirectUri }) {
      const body = new URLSearchParams({ grant_type: 'authorization_code', client_id: opts.clientId, redirect_uri: redirectUri, code });
      if (opts.clientSecret) body.set('client_secret', opts.clientSecret);
      const res = await doFetch(
        new Request(opts.tokenEndpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded;charset=utf-8' },
          body,
        }),
      );
      if (!res.ok) throw upstreamFailure();
      const json = (await res.json()) as { access_token?: string };
      if (!json.access_token) throw upstreamFailure();
      return { accessToken: json.access_token };
    },
    async getProfile(accessToken): Promise<KakaoProfile> {
      const res = await doFetch(
        new Request(opts.userEndpoint, { headers: { authorization: `Bearer ${accessToken}` } }),
      );
      if (!res.ok) throw upstreamFailure();
      const json = (await res.json()) as {
        id?: number | string;
        kakao_account?: { email?: string; profile?: { nickname?: string; profile_image_url?: string } };
      };
      if (json.id === undefined) throw upstreamFailure();
      return {
        id: String(json.id),
        email: json.kakao_account?.email ?? null,
        nickname: json.kakao_account?.profile?.nickname ?? null,
        profileImage: json.kakao_account?.profile?.profile_image_url ?? null,
      };
    },
  };
}
