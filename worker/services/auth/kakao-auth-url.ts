import { oauthStates } from '../../../db/schema';
import { OAUTH_STATE_TTL_MIN } from '../../../shared/constants';
import type { ServiceCtx } from '../../env';
import { randomToken } from '../../lib/crypto';
import { KAKAO, kakaoRedirectUri } from './internal-kakao';
import { browserHashForNewState } from './internal-oauth-browser';

/**
 * Starts Kakao login: stores a single-use state bound to this browser (its HttpOnly login cookie)
 * and answers the authorize URL.
 */
export async function kakaoAuthUrl({ ctx }: { ctx: ServiceCtx }): Promise<{ auth_url: string }> {
  const state = randomToken(24);
  const now = ctx.deps.clock.now();
  await ctx.db.insert(oauthStates).values(
    ctx.own.row({
      state,
      provider: KAKAO,
      browserHash: await browserHashForNewState(ctx),
      expiresAt: new Date(now.getTime() + OAUTH_STATE_TTL_MIN * 60_000),
    }),
  );
  return { auth_url: ctx.deps.kakao.authorizeUrl({ state, redirectUri: kakaoRedirectUri(ctx) }) };
}
