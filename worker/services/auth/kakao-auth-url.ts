import { AppError } from '../../../shared/errors';
import type { ServiceCtx } from '../../env';


/** Starts Kakao login: stores a single-use state and answers the authorize URL. */
export async function kakaoAuthUrl({ ctx, input }: { ctx: ServiceCtx; input: { redirectUri: string } }): Promise<{ auth_url: string }> {
  void ctx;
  void input;
  throw new AppError('INTERNAL', 'not built yet');
}
