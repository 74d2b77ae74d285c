import { AppError } from '../../../shared/errors';
import type { ServiceCtx } from '../../env';


/** Deletes the signed-in account (soft delete, e-mail freed) and ends its sessions. */
export async function deleteAccount({ ctx, input }: { ctx: ServiceCtx; input: Record<string, never> }): Promise<{ ok: true }> {
  void ctx;
  void input;
  throw new AppError('INTERNAL', 'not built yet');
}
