import type { z } from 'zod';
import { AppError } from '../../../shared/errors';
import { MSG } from '../../../shared/messages';
import type { kakaoLoginSchema, SessionAnswer } from '../../../shared/schemas/auth';
import type { ServiceCtx } from '../../env';
import { loginWithKakaoProfile } from './internal-kakao';

/**
 * Logs in (or signs up) with a Kakao access token the client got itself (Kakao SDK). The token must
 * have been issued to this site's Kakao app (KAKAO_APP_ID): a token another app obtained from the
 * same person would otherwise sign them in here. Production without KAKAO_APP_ID cannot check: refused.
 */
export async function kakaoLogin({ ctx, input }: { ctx: ServiceCtx; input: z.output<typeof kakaoLoginSchema> }): Promise<SessionAnswer> {
  const expected = ctx.deps.config.kakao.appId;
  if (expected) {
    const appId = await ctx.deps.kakao.tokenAppId(input.access_token);
    if (appId !== expected) throw new AppError('BAD_REQUEST', MSG.kakaoOtherApp, { field: 'access_token' });
  } else if (ctx.deps.config.environment === 'production') {
    ctx.deps.log.warn('Kakao token login refused: KAKAO_APP_ID is not set');
    throw new AppError('BAD_REQUEST', MSG.kakaoAppUnset, { field: 'access_token' });
  }
  const profile = await ctx.deps.kakao.getProfile(input.access_token);
  return loginWithKakaoProfile(ctx, profile);
}
