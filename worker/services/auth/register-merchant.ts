import { AppError } from '../../../shared/errors';
import type { ServiceCtx } from '../../env';
import type { PublicUser } from '../../../shared/schemas/auth';
import type { MerchantRegistrationWithFiles } from './internal-files';

/** Merchant sign-up with business documents stored in object storage. */
export async function registerMerchant({ ctx, input }: { ctx: ServiceCtx; input: MerchantRegistrationWithFiles }): Promise<{ user: PublicUser }> {
  void ctx;
  void input;
  throw new AppError('INTERNAL', 'not built yet');
}
