import { customerRegistrationSchema, type CustomerRegistration, type PublicUser } from '../../../shared/schemas/auth';
import type { ServiceCtx } from '../../env';
import { hashPassword } from '../../lib/crypto';
import { toPublicUser } from './internal';
import { asConflict, assertAccountFree, createVerifiedAccount } from './internal-register';

/** Customer sign-up; the e-mail must have been verified (platform.md §5). No session: the web goes to /login. */
export async function registerCustomer({ ctx, input }: { ctx: ServiceCtx; input: CustomerRegistration }): Promise<{ user: PublicUser }> {
  const data = customerRegistrationSchema.parse(input);
  await assertAccountFree(ctx.db, ctx.tenant.id, data);
  const passwordHash = await hashPassword(data.password);
  try {
    return await ctx.db.transaction(async (tx) => {
      const user = await createVerifiedAccount(ctx, tx, {
        email: data.email,
        username: data.username,
        passwordHash,
        userType: 'customer',
        phone: data.phone,
        address: data.address,
      });
      return { user: await toPublicUser(tx, user) };
    });
  } catch (err) {
    throw asConflict(err);
  }
}
