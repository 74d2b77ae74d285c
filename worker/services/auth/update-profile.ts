import { eq } from 'drizzle-orm';
import { merchantProfiles, users } from '../../../db/schema';
import { AppError } from '../../../shared/errors';
import { MSG } from '../../../shared/messages';
import type { ProfileUpdateData, PublicUser } from '../../../shared/schemas/auth';
import type { UserCtx } from '../../env';
import { withTransaction } from '../../scope/transaction';
import { getOwnUser, toPublicUser } from './internal';
import { asConflict, assertAccountFree } from './internal-register';
import { ownProfileImage, uploadedProfileKey } from './internal-profile-image';
import { deleteObjects } from '../../lib/objects';

const BUSINESS_FIELDS = [
  'business_name',
  'business_number',
  'business_description',
  'representative_name',
  'ecommerce_report_number',
  'shipping_fee',
  'free_shipping_threshold',
] as const;

/** Updates the signed-in user's profile; merchant business fields update the merchant profile. */
export async function updateProfile({ ctx, input }: { ctx: UserCtx; input: ProfileUpdateData }): Promise<PublicUser> {
  const now = ctx.deps.clock.now();
  const current = await getOwnUser(ctx, ctx.user.id);

  // Any account may edit its profile; only a merchant account has business fields to edit.
  const business = Object.fromEntries(BUSINESS_FIELDS.filter((k) => input[k] !== undefined).map((k) => [k, input[k]]));
  if (Object.keys(business).length > 0 && current.userType !== 'merchant') {
    throw new AppError('FORBIDDEN', MSG.merchantOnly, { field: Object.keys(business)[0] });
  }
  const profileImage = input.profile_image === undefined ? undefined : await ownProfileImage(ctx, input.profile_image, current.profileImage);
  if (input.username !== undefined && input.username !== current.username) {
    await assertAccountFree(ctx, { username: input.username }, current.id);
  }

  let updated: PublicUser;
  try {
    updated = await withTransaction(ctx, async (tx) => {
      const [user] = await tx.db
        .update(users)
        .set({
          username: input.username,
          phone: input.phone,
          address: input.address,
          displayName: input.display_name,
          profileImage,
          updatedAt: now,
        })
        .where(tx.own.where(users, eq(users.id, current.id)))
        .returning();
      if (Object.keys(business).length > 0) {
        await tx.db
          .update(merchantProfiles)
          .set({
            businessName: input.business_name,
            businessNumber: input.business_number,
            businessDescription: input.business_description,
            representativeName: input.representative_name,
            ecommerceReportNumber: input.ecommerce_report_number,
            shippingFee: input.shipping_fee,
            freeShippingThreshold: input.free_shipping_threshold,
            updatedAt: now,
          })
          .where(tx.own.where(merchantProfiles, eq(merchantProfiles.userId, current.id)));
      }
      return toPublicUser(tx, user);
    });
  } catch (err) {
    throw asConflict(err);
  }
  // A picture uploaded on the dashboard and now replaced or cleared is nobody's any more.
  const dropped = profileImage !== undefined && profileImage !== current.profileImage ? uploadedProfileKey(ctx, current.profileImage) : null;
  if (dropped) await deleteObjects(ctx, [dropped]);
  return updated;
}
