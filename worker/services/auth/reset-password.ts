import { AppError } from '../../../shared/errors';
import type { ServiceCtx } from '../../env';


/** Sets a new password with a reset token and ends every session. */
export async function resetPassword({ ctx, input }: { ctx: ServiceCtx; input: { token: string; new_password: string } }): Promise<{ ok: true }> {
  void ctx;
  void input;
  throw new AppError('INTERNAL', 'not built yet');
}
