import { rawRoute, type AnyRawRoute } from '../endpoints/define';
import type { AppDeps } from '../env';
import { randomDigits, randomToken } from '../lib/crypto';
import { countHit } from '../lib/rate-limit';
import { signPayload, verifyPayload } from '../lib/signed-token';
import { escapeHtml, simulatorPage } from './simulator-page';

/**
 * A local stand-in for Kakao Login (kauth /oauth/authorize and /oauth/token, kapi /v2/user/me and
 * /v1/user/access_token_info),
 * mounted only when dev routes are on. Codes and tokens are HMAC-signed payloads, so the
 * simulator keeps nothing in memory (it runs in a Worker too); a code's single use is recorded
 * in the rate-limit table. It is honest: a cancel, a reused or foreign code, a redirect_uri that
 * differs from the authorized one and a bad token all fail as Kakao's would.
 */
const CODE_TTL_SEC = 10 * 60;
const ACCESS_TTL_SEC = 6 * 60 * 60 - 1;
const REFRESH_TTL_SEC = 60 * 24 * 60 * 60 - 1;
/** The simulated app's id when KAKAO_APP_ID is not set. */
export const KAKAO_SIMULATOR_APP_ID = '1000001';

interface SimUser {
  id: string;
  nickname: string;
  email: string | null;
  image: string | null;
}
interface CodePayload {
  typ: 'code';
  cid: string;
  ru: string;
  sub: SimUser;
  exp: number;
  jti: string;
}
interface TokenPayload {
  typ: 'at' | 'rt';
  cid: string;
  /** The app the token was issued to (access_token_info's app_id). */
  aid?: string;
  sub: SimUser;
  exp: number;
}


const isHttpUrl = (s: string) => {
  try {
    const u = new URL(s);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
};

function withQuery(base: string, params: Record<string, string | undefined>): string {
  const url = new URL(base);
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') url.searchParams.set(k, v);
  return url.toString();
}

const PAGE_CSS = `
  label { display: block; font-weight: 600; margin-top: 12px; }
  input { width: 100%; box-sizing: border-box; padding: 10px; font-size: 1rem; border: 1px solid #888; border-radius: 6px; }
  .actions { display: flex; gap: 8px; margin-top: 20px; }
  .actions button { flex: 1; }
  button[value="agree"] { background: #fee500; border-color: #fee500; }`;

const page = (title: string, body: string) => simulatorPage(title, body, PAGE_CSS);

function errorPage(message: string): string {
  return page('카카오 로그인 오류', `<h1>카카오 로그인 오류</h1><p class="error" role="alert">${escapeHtml(message)}</p>`);
}

interface ConsentValues {
  clientId: string;
  redirectUri: string;
  state: string;
  user: SimUser;
  error?: string;
}

function consentPage(v: ConsentValues): string {
  const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
  const field = (id: string, label: string, value: string, extra = '') =>
    `<label for="${id}">${label}</label><input id="${id}" name="${id}" value="${escapeHtml(value)}" ${extra}>`;
  return page(
    '카카오 로그인 동의',
    `<h1>카카오 로그인 (로컬 시뮬레이터)</h1>
<p class="note">개발용 시뮬레이터입니다. 서비스에 전달될 카카오 계정 정보를 바꿀 수 있습니다. 이메일을 비우면 이메일 제공에 동의하지 않은 계정이 됩니다.</p>
${v.error ? `<p class="error" role="alert">${escapeHtml(v.error)}</p>` : ''}
<form method="post" action="/dev/kakao/oauth/authorize">
${hidden('client_id', v.clientId)}${hidden('redirect_uri', v.redirectUri)}${hidden('state', v.state)}
${field('kakao_id', '회원번호', v.user.id, 'inputmode="numeric" required')}
${field('nickname', '닉네임', v.user.nickname, 'required')}
${field('email', '이메일 (선택)', v.user.email ?? '', 'type="email"')}
${field('profile_image_url', '프로필 이미지 주소 (선택)', v.user.image ?? '')}
<div class="actions">
<button type="submit" name="decision" value="agree">동의하고 계속하기</button>
<button type="submit" name="decision" value="cancel">취소</button>
</div>
</form>`,
  );
}

/** The simulator's pages and API, declared as dev-only raw routes under /dev/kakao. */
export function kakaoSimulatorRoutes(deps: AppDeps): AnyRawRoute[] {
  const clientId = deps.config.kakao.clientId;
  // The app the simulator issues tokens for: the one configured when the app started.
  const appId = deps.config.kakao.appId ?? KAKAO_SIMULATOR_APP_ID;
  const key = `local-kakao-simulator:${clientId}`;
  const nowSec = () => Math.floor(deps.clock.now().getTime() / 1000);

  /** Kakao shows its own error page (no redirect) for a wrong app key or redirect address. */
  const checkClient = (cid: string, redirectUri: string): string | null => {
    if (cid !== clientId) return '잘못된 앱 키입니다. (KOE101)';
    if (!isHttpUrl(redirectUri)) return '등록되지 않은 Redirect URI입니다. (KOE006)';
    return null;
  };

  const authorizePage = rawRoute({
    method: 'GET',
    path: '/dev/kakao/oauth/authorize',
    access: 'public',
    devOnly: true,
    handle: (c) => {
      const q = c.req.query();
      const problem = checkClient(q.client_id ?? '', q.redirect_uri ?? '');
      if (problem) return c.html(errorPage(problem), 400);
      if (q.response_type !== 'code') return c.html(errorPage('response_type은 code여야 합니다.'), 400);
      const id = `4${randomDigits(9)}`;
      return c.html(
        consentPage({
          clientId: q.client_id,
          redirectUri: q.redirect_uri,
          state: q.state ?? '',
          user: { id, nickname: `카카오${id.slice(-4)}`, email: `kakao${id}@example.com`, image: null },
        }),
      );
    },
  });

  const authorizeDecision = rawRoute({
    method: 'POST',
    path: '/dev/kakao/oauth/authorize',
    access: 'public',
    devOnly: true,
    handle: async (c) => {
      const form = (await c.req.parseBody().catch(() => ({}))) as Record<string, unknown>;
      const str = (k: string) => (typeof form[k] === 'string' ? (form[k] as string).trim() : '');
      const [cid, redirectUri, state] = [str('client_id'), str('redirect_uri'), str('state')];
      const problem = checkClient(cid, redirectUri);
      if (problem) return c.html(errorPage(problem), 400);
      if (str('decision') !== 'agree') {
        return c.redirect(
          withQuery(redirectUri, { error: 'access_denied', error_description: 'User denied access', state }),
          302,
        );
      }
      const user: SimUser = { id: str('kakao_id'), nickname: str('nickname'), email: str('email') || null, image: str('profile_image_url') || null };
      const invalid = !/^\d{1,15}$/.test(user.id)
        ? '회원번호는 1~15자리 숫자여야 합니다.'
        : !user.nickname
          ? '닉네임을 입력해주세요.'
          : null;
      if (invalid) return c.html(consentPage({ clientId: cid, redirectUri, state, user, error: invalid }), 400);
      const code = await signPayload(key, {
        typ: 'code',
        cid,
        ru: redirectUri,
        sub: user,
        exp: nowSec() + CODE_TTL_SEC,
        jti: randomToken(12),
      } satisfies CodePayload);
      return c.redirect(withQuery(redirectUri, { code, state }), 302);
    },
  });

  const token = rawRoute({
    method: 'POST',
    path: '/dev/kakao/oauth/token',
    access: 'public',
    devOnly: true,
    handle: async (c) => {
      const form = (await c.req.parseBody().catch(() => ({}))) as Record<string, unknown>;
      const str = (k: string) => (typeof form[k] === 'string' ? (form[k] as string) : '');
      if (str('grant_type') !== 'authorization_code') {
        return c.json({ error: 'unsupported_grant_type', error_description: 'grant_type must be authorization_code' }, 400);
      }
      if (str('client_id') !== clientId) {
        return c.json({ error: 'invalid_client', error_description: 'Bad client credentials' }, 401);
      }
      const invalidGrant = (why: string) => c.json({ error: 'invalid_grant', error_description: why, error_code: 'KOE320' }, 400);
      const code = await verifyPayload<CodePayload>(key, str('code'));
      if (!code || code.typ !== 'code' || code.cid !== clientId) return invalidGrant('authorization code not found');
      if (code.exp <= nowSec()) return invalidGrant('authorization code expired');
      if (code.ru !== str('redirect_uri')) return invalidGrant('redirect_uri mismatch');
      // A code is good once: its id is counted in the (shared, persistent) rate-limit table.
      const opened = deps.openDb();
      let uses: number;
      try {
        uses = await countHit(opened.db, `kakao-sim:code:${code.jti}`, { max: 1, windowSec: CODE_TTL_SEC }, deps.clock.now());
      } finally {
        await opened.release?.();
      }
      if (uses > 1) return invalidGrant('authorization code already used');

      const now = nowSec();
      const accessToken = await signPayload(key, { typ: 'at', cid: clientId, aid: appId, sub: code.sub, exp: now + ACCESS_TTL_SEC } satisfies TokenPayload);
      const refreshToken = await signPayload(key, { typ: 'rt', cid: clientId, sub: code.sub, exp: now + REFRESH_TTL_SEC } satisfies TokenPayload);
      return c.json({
        token_type: 'bearer',
        access_token: accessToken,
        expires_in: ACCESS_TTL_SEC,
        refresh_token: refreshToken,
        refresh_token_expires_in: REFRESH_TTL_SEC,
        scope: 'account_email profile_nickname profile_image',
      });
    },
  });

  /** The live access token a Kakao API call carries as its bearer, or null (Kakao answers -401 then). */
  const bearerAccessToken = async (authorization: string | undefined) => {
    const m = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
    const token = m ? await verifyPayload<TokenPayload>(key, m[1]) : null;
    return token && token.typ === 'at' && token.exp > nowSec() ? token : null;
  };

  const userMe = rawRoute({
    method: 'GET',
    path: '/dev/kakao/v2/user/me',
    access: 'public',
    devOnly: true,
    handle: async (c) => {
      const token = await bearerAccessToken(c.req.header('authorization'));
      if (!token) return c.json({ msg: 'this access token does not exist', code: -401 }, 401);
      const u = token.sub;
      return c.json({
        id: Number(u.id),
        connected_at: new Date(deps.clock.now().getTime()).toISOString(),
        kakao_account: {
          profile_nickname_needs_agreement: false,
          profile: { nickname: u.nickname, profile_image_url: u.image ?? undefined, is_default_image: !u.image },
          has_email: !!u.email,
          email_needs_agreement: !u.email,
          ...(u.email ? { email: u.email, is_email_valid: true, is_email_verified: true } : {}),
        },
      });
    },
  });

  const tokenInfo = rawRoute({
    method: 'GET',
    path: '/dev/kakao/v1/user/access_token_info',
    access: 'public',
    devOnly: true,
    handle: async (c) => {
      const token = await bearerAccessToken(c.req.header('authorization'));
      if (!token) return c.json({ msg: 'this access token does not exist', code: -401 }, 401);
      return c.json({ id: Number(token.sub.id), expires_in: token.exp - nowSec(), app_id: Number(token.aid ?? appId) });
    },
  });

  return [authorizePage, authorizeDecision, token, userMe, tokenInfo];
}
