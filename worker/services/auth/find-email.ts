import { AppError } from '../../../shared/errors';
import type { ServiceCtx } from '../../env';


/** Finds the account e-mail of a phone number, masked. */
export async function findEmail({ ctx, input }: { ctx: ServiceCtx; input: { phone: string } }): Promise<{ email: string; masked_email: string }> {
  void ctx;
  void input;
  throw new AppError('INTERNAL', 'not built yet');
}
