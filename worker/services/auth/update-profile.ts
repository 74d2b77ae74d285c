import { and, eq } from 'drizzle-orm';
import { merchantProfiles, users } from '../../../db/schema';
import { AppError } from '../../../shared/errors';
import { MSG } from '../../../shared/messages';
import { profileUpdateSchema, type ProfileUpdate, type PublicUser } from '../../../shared/schemas/auth';
import type { ServiceCtx } from '../../env';
import { getUserInTenant, requireUser, toPublicUser } from './internal';
import { asConflict, assertAccountFree } from './internal-register';

const BUSINESS_FIELDS = ['business_name', 'business_number', 'business_description'] as const;

/** Updates the signed-in user's profile; merchant business fields update the merchant profile. */
export async function updateProfile({ ctx, input }: { ctx: ServiceCtx; input: ProfileUpdate }): Promise<PublicUser> {
  const me = requireUser(ctx);
  const data = profileUpdateSchema.parse(input);
  const now = ctx.deps.clock.now();
  const current = await getUserInTenant(ctx.db, ctx.tenant.id, me.id);

  const business = Object.fromEntries(BUSINESS_FIELDS.filter((k) => data[k] !== undefined).map((k) => [k, data[k]]));
  if (Object.keys(business).length > 0 && current.userType !== 'merchant') {
    throw new AppError('FORBIDDEN', MSG.merchantOnly, { field: Object.keys(business)[0] });
  }
  if (data.username !== undefined && data.username !== current.username) {
    await assertAccountFree(ctx.db, ctx.tenant.id, { username: data.username }, current.id);
  }

  try {
    return await ctx.db.transaction(async (tx) => {
      const [user] = await tx
        .update(users)
        .set({
          username: data.username,
          phone: data.phone,
          address: data.address,
          displayName: data.display_name,
          profileImage: data.profile_image,
          updatedAt: now,
        })
        .where(and(eq(users.id, current.id), eq(users.tenantId, ctx.tenant.id)))
        .returning();
      if (Object.keys(business).length > 0) {
        await tx
          .update(merchantProfiles)
          .set({
            businessName: data.business_name,
            businessNumber: data.business_number,
            businessDescription: data.business_description,
            updatedAt: now,
          })
          .where(and(eq(merchantProfiles.userId, current.id), eq(merchantProfiles.tenantId, ctx.tenant.id)));
      }
      return toPublicUser(tx, user);
    });
  } catch (err) {
    throw asConflict(err);
  }
}
