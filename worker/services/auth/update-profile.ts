import { AppError } from '../../../shared/errors';
import type { ServiceCtx } from '../../env';
import type { ProfileUpdate, PublicUser } from '../../../shared/schemas/auth';

/** Updates the signed-in user's profile (and merchant business fields). */
export async function updateProfile({ ctx, input }: { ctx: ServiceCtx; input: ProfileUpdate }): Promise<PublicUser> {
  void ctx;
  void input;
  throw new AppError('INTERNAL', 'not built yet');
}
