import { AppError } from '../../../shared/errors';
import type { ServiceCtx } from '../../env';


/** Mails a single-use reset link; answers the same whether or not the account exists. */
export async function requestPasswordReset({ ctx, input }: { ctx: ServiceCtx; input: { email: string } }): Promise<{ ok: true }> {
  void ctx;
  void input;
  throw new AppError('INTERNAL', 'not built yet');
}
