import { AppError } from '../../../shared/errors';
import type { ServiceCtx } from '../../env';


/** Checks the newest code for the e-mail; attempts are limited. */
export async function verifyEmail({ ctx, input }: { ctx: ServiceCtx; input: { email: string; code: string } }): Promise<{ verified: true }> {
  void ctx;
  void input;
  throw new AppError('INTERNAL', 'not built yet');
}
