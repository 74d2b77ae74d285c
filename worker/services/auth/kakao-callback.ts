import { eq, gt, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import { oauthStates } from '../../../db/schema';
import { AppError } from '../../../shared/errors';
import { MSG } from '../../../shared/messages';
import type { kakaoCallbackSchema, SessionAnswer } from '../../../shared/schemas/auth';
import type { ServiceCtx } from '../../env';
import { KAKAO, kakaoRedirectUri, loginWithKakaoProfile } from './internal-kakao';
import { requestBrowserHash } from './internal-oauth-browser';

/**
 * Finishes Kakao login: checks the state and that this browser started it (its login cookie; a
 * code and state opened in another browser sign nobody in), exchanges the code, logs in or signs up.
 */
export async function kakaoCallback({ ctx, input }: { ctx: ServiceCtx; input: z.output<typeof kakaoCallbackSchema> }): Promise<SessionAnswer> {
  const { code, state } = input;
  if (!state) throw new AppError('BAD_REQUEST', MSG.oauthStateInvalid, { field: 'state' });
  const now = ctx.deps.clock.now();
  const browserHash = await requestBrowserHash(ctx);
  // Claim the state in one statement: unknown, expired, another site's, another browser's or already used → nothing.
  const [claimed] = !browserHash ? [] : await ctx.db
    .update(oauthStates)
    .set({ usedAt: now })
    .where(
      ctx.own.where(
        oauthStates,
        eq(oauthStates.state, state),
        eq(oauthStates.provider, KAKAO),
        eq(oauthStates.browserHash, browserHash),
        isNull(oauthStates.usedAt),
        gt(oauthStates.expiresAt, now),
      ),
    )
    .returning({ state: oauthStates.state });
  if (!claimed) {
    // A live state of another browser is the CSRF attempt: say so (it stays usable by its own browser).
    const [other] = await ctx.db
      .select({ state: oauthStates.state })
      .from(oauthStates)
      .where(ctx.own.where(oauthStates, eq(oauthStates.state, state), eq(oauthStates.provider, KAKAO), isNull(oauthStates.usedAt), gt(oauthStates.expiresAt, now)))
      .limit(1);
    if (other) throw new AppError('BAD_REQUEST', MSG.oauthOtherBrowser, { field: 'state' });
    throw new AppError('BAD_REQUEST', MSG.oauthStateInvalid, { field: 'state' });
  }

  const { accessToken } = await ctx.deps.kakao.exchangeCode({ code, redirectUri: kakaoRedirectUri(ctx) });
  const profile = await ctx.deps.kakao.getProfile(accessToken);
  return loginWithKakaoProfile(ctx, profile);
}
