import { users } from '../../../db/schema';
import { customerRegistrationSchema, type CustomerRegistration, type PublicUser } from '../../../shared/schemas/auth';
import type { ServiceCtx } from '../../env';
import { hashPassword } from '../../lib/crypto';
import { toPublicUser } from './internal';
import { asConflict, assertAccountFree, consumeVerifiedEmail } from './internal-register';

/** Customer sign-up; the e-mail must have been verified (platform.md §5). No session: the web goes to /login. */
export async function registerCustomer({ ctx, input }: { ctx: ServiceCtx; input: CustomerRegistration }): Promise<{ user: PublicUser }> {
  const data = customerRegistrationSchema.parse(input);
  await assertAccountFree(ctx.db, ctx.tenant.id, data);
  const passwordHash = await hashPassword(data.password);
  const now = ctx.deps.clock.now();
  try {
    return await ctx.db.transaction(async (tx) => {
      await consumeVerifiedEmail(ctx, tx, data.email);
      const [user] = await tx
        .insert(users)
        .values({
          tenantId: ctx.tenant.id,
          email: data.email,
          username: data.username,
          passwordHash,
          userType: 'customer',
          phone: data.phone,
          address: data.address,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      return { user: await toPublicUser(tx, user) };
    });
  } catch (err) {
    throw asConflict(err);
  }
}
