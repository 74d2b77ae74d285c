import { kakaoLoginSchema, type SessionAnswer } from '../../../shared/schemas/auth';
import type { ServiceCtx } from '../../env';
import { loginWithKakaoProfile } from './internal-kakao';

/** Logs in (or signs up) with a Kakao access token the client got itself (Kakao SDK). */
export async function kakaoLogin({ ctx, input }: { ctx: ServiceCtx; input: { access_token: string } }): Promise<SessionAnswer> {
  const { access_token } = kakaoLoginSchema.parse(input);
  const profile = await ctx.deps.kakao.getProfile(access_token);
  return loginWithKakaoProfile(ctx, profile);
}
