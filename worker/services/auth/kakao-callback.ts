import { and, eq, gt, isNull } from 'drizzle-orm';
import { oauthStates } from '../../../db/schema';
import { AppError } from '../../../shared/errors';
import { MSG } from '../../../shared/messages';
import { kakaoCallbackSchema, type SessionAnswer } from '../../../shared/schemas/auth';
import type { ServiceCtx } from '../../env';
import { KAKAO, loginWithKakaoProfile } from './internal-kakao';

/** Finishes Kakao login: checks state, exchanges the code, logs in or signs up. */
export async function kakaoCallback({ ctx, input }: { ctx: ServiceCtx; input: { code: string; state?: string; redirectUri: string } }): Promise<SessionAnswer> {
  const { code, state } = kakaoCallbackSchema.parse(input);
  if (!state) throw new AppError('BAD_REQUEST', MSG.oauthStateInvalid, { field: 'state' });
  const now = ctx.deps.clock.now();
  // Claim the state in one statement: unknown, expired, another tenant's or already used → nothing.
  const [claimed] = await ctx.db
    .update(oauthStates)
    .set({ usedAt: now })
    .where(
      and(
        eq(oauthStates.state, state),
        eq(oauthStates.tenantId, ctx.tenant.id),
        eq(oauthStates.provider, KAKAO),
        isNull(oauthStates.usedAt),
        gt(oauthStates.expiresAt, now),
      ),
    )
    .returning({ state: oauthStates.state });
  if (!claimed) throw new AppError('BAD_REQUEST', MSG.oauthStateInvalid, { field: 'state' });

  const { accessToken } = await ctx.deps.kakao.exchangeCode({ code, redirectUri: input.redirectUri });
  const profile = await ctx.deps.kakao.getProfile(accessToken);
  return loginWithKakaoProfile(ctx, profile);
}
