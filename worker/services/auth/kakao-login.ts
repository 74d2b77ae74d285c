import { AppError } from '../../../shared/errors';
import type { ServiceCtx } from '../../env';
import type { SessionAnswer } from '../../../shared/schemas/auth';

/** Logs in (or signs up) with a Kakao access token. */
export async function kakaoLogin({ ctx, input }: { ctx: ServiceCtx; input: { access_token: string } }): Promise<SessionAnswer> {
  void ctx;
  void input;
  throw new AppError('INTERNAL', 'not built yet');
}
