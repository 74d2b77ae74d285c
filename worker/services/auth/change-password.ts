import { AppError } from '../../../shared/errors';
import type { ServiceCtx } from '../../env';


/** Changes the password and ends the user's other sessions. */
export async function changePassword({ ctx, input }: { ctx: ServiceCtx; input: { current_password: string; new_password: string } }): Promise<{ ok: true }> {
  void ctx;
  void input;
  throw new AppError('INTERNAL', 'not built yet');
}
