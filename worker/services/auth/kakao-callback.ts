import { AppError } from '../../../shared/errors';
import type { ServiceCtx } from '../../env';
import type { SessionAnswer } from '../../../shared/schemas/auth';

/** Finishes Kakao login: checks state, exchanges the code, logs in or signs up. */
export async function kakaoCallback({ ctx, input }: { ctx: ServiceCtx; input: { code: string; state?: string; redirectUri: string } }): Promise<SessionAnswer> {
  void ctx;
  void input;
  throw new AppError('INTERNAL', 'not built yet');
}
