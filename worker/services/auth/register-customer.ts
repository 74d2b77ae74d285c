import type { CustomerRegistrationData, PublicUser } from '../../../shared/schemas/auth';
import type { ServiceCtx } from '../../env';
import { withTransaction } from '../../scope/transaction';
import { toPublicUser } from './internal';
import { hashNewPassword } from './internal-password';
import { assertRequiredConsents, recordConsents } from './internal-consents';
import { admitSignUp, asConflict, createVerifiedAccount } from './internal-register';

/**
 * Customer sign-up; the e-mail must have been verified (platform.md §5), and the consents given are
 * recorded with the user. No session: the web goes to /login.
 */
export async function registerCustomer({ ctx, input }: { ctx: ServiceCtx; input: CustomerRegistrationData }): Promise<{ user: PublicUser }> {
  assertRequiredConsents(input.consents);
  const succeeded = await admitSignUp(ctx, input);
  const passwordHash = await hashNewPassword(ctx, input.password);
  try {
    const answer = await withTransaction(ctx, async (tx) => {
      const user = await createVerifiedAccount(tx, {
        email: input.email,
        username: input.username,
        passwordHash,
        userType: 'customer',
        phone: input.phone,
        address: input.address,
      });
      await recordConsents(tx, user.id, input.consents, 'api_without_consent');
      return { user: await toPublicUser(tx, user) };
    });
    await succeeded();
    return answer;
  } catch (err) {
    throw asConflict(err);
  }
}
