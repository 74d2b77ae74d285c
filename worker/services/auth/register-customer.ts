import { AppError } from '../../../shared/errors';
import type { ServiceCtx } from '../../env';
import type { CustomerRegistration, PublicUser } from '../../../shared/schemas/auth';

/** Customer sign-up; the e-mail must have been verified (platform.md §5). */
export async function registerCustomer({ ctx, input }: { ctx: ServiceCtx; input: CustomerRegistration }): Promise<{ user: PublicUser }> {
  void ctx;
  void input;
  throw new AppError('INTERNAL', 'not built yet');
}
