import { AppError } from '../../../shared/errors';
import type { ServiceCtx } from '../../env';


/** Sends a 6-digit code that expires; sends are rate-limited. */
export async function sendVerificationEmail({ ctx, input }: { ctx: ServiceCtx; input: { email: string } }): Promise<{ sent: true; expires_in: number }> {
  void ctx;
  void input;
  throw new AppError('INTERNAL', 'not built yet');
}
