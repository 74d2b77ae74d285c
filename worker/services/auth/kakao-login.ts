import type { z } from 'zod';
import type { kakaoLoginSchema, SessionAnswer } from '../../../shared/schemas/auth';
import type { ServiceCtx } from '../../env';
import { loginWithKakaoProfile } from './internal-kakao';

/** Logs in (or signs up) with a Kakao access token the client got itself (Kakao SDK). */
export async function kakaoLogin({ ctx, input }: { ctx: ServiceCtx; input: z.output<typeof kakaoLoginSchema> }): Promise<SessionAnswer> {
  const profile = await ctx.deps.kakao.getProfile(input.access_token);
  return loginWithKakaoProfile(ctx, profile);
}
