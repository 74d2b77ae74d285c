import { asc, eq, ilike, isNull, or } from 'drizzle-orm';
import { merchantProfiles, users } from '../../../../db/schema';
import { literalLimit } from '../../../../db/sql-literals';
import type { UserSearchQuery } from '../../../../shared/schemas/content';
import type { ServiceCtx } from '../../../env';
import { sameTenant } from '../../../scope/tenant-scope';
import { containsPattern } from '../../catalogue/internal-text-search';

/**
 * GET /api/users/search: live accounts of this site whose username or display name (search_type
 * username), or shop name (business_name), holds `query`; all: either. Signed-in callers only (a
 * transfer or a mention picks someone); answers public profiles' ids and names, nothing private.
 * A scan of the site's accounts (ILIKE): fine at a site's scale of accounts, not indexed yet.
 */
export async function searchUsers({ ctx, input }: { ctx: ServiceCtx; input: UserSearchQuery }) {
  const pattern = containsPattern(input.query);
  const byName = or(ilike(users.username, pattern), ilike(users.displayName, pattern));
  const byShop = ilike(merchantProfiles.businessName, pattern);
  const match = input.search_type === 'username' ? byName : input.search_type === 'business_name' ? byShop : or(byName, byShop);
  const rows = await ctx.db
    .select({ id: users.id, username: users.username, displayName: users.displayName, userType: users.userType, profileImage: users.profileImage, merchantId: merchantProfiles.id, businessName: merchantProfiles.businessName })
    .from(users)
    .leftJoin(merchantProfiles, sameTenant(merchantProfiles, users, eq(merchantProfiles.userId, users.id)))
    .where(ctx.own.where(users, isNull(users.deletedAt), match))
    .orderBy(asc(users.username), asc(users.id))
    .limit(literalLimit(input.size));
  return {
    users: rows.map((r) => ({
      id: r.id,
      username: r.username,
      display_name: r.displayName,
      user_type: r.userType,
      profile_image: r.profileImage,
      merchant_id: r.merchantId,
      business_name: r.businessName,
    })),
  };
}
