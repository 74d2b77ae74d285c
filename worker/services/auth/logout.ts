import { AppError } from '../../../shared/errors';
import type { ServiceCtx } from '../../env';


/** Ends the current session. */
export async function logout({ ctx, input }: { ctx: ServiceCtx; input: Record<string, never> }): Promise<{ ok: true }> {
  void ctx;
  void input;
  throw new AppError('INTERNAL', 'not built yet');
}
