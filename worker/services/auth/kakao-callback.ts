import { eq, gt, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import { oauthStates } from '../../../db/schema';
import { AppError } from '../../../shared/errors';
import { MSG } from '../../../shared/messages';
import type { kakaoCallbackSchema, SessionAnswer } from '../../../shared/schemas/auth';
import type { ServiceCtx } from '../../env';
import { KAKAO, kakaoRedirectUri, loginWithKakaoProfile } from './internal-kakao';

/** Finishes Kakao login: checks state, exchanges the code, logs in or signs up. */
export async function kakaoCallback({ ctx, input }: { ctx: ServiceCtx; input: z.output<typeof kakaoCallbackSchema> }): Promise<SessionAnswer> {
  const { code, state } = input;
  if (!state) throw new AppError('BAD_REQUEST', MSG.oauthStateInvalid, { field: 'state' });
  const now = ctx.deps.clock.now();
  // Claim the state in one statement: unknown, expired, another site's or already used → nothing.
  const [claimed] = await ctx.db
    .update(oauthStates)
    .set({ usedAt: now })
    .where(
      ctx.own.where(
        oauthStates,
        eq(oauthStates.state, state),
        eq(oauthStates.provider, KAKAO),
        isNull(oauthStates.usedAt),
        gt(oauthStates.expiresAt, now),
      ),
    )
    .returning({ state: oauthStates.state });
  if (!claimed) throw new AppError('BAD_REQUEST', MSG.oauthStateInvalid, { field: 'state' });

  const { accessToken } = await ctx.deps.kakao.exchangeCode({ code, redirectUri: kakaoRedirectUri(ctx) });
  const profile = await ctx.deps.kakao.getProfile(accessToken);
  return loginWithKakaoProfile(ctx, profile);
}
