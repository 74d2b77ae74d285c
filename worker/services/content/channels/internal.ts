import { and, count, eq, isNull, type SQL } from 'drizzle-orm';
import { merchantProfiles, posts, users } from '../../../../db/schema';
import { AppError } from '../../../../shared/errors';
import { MSG } from '../../../../shared/messages';
import type { UserProfile } from '../../../../shared/schemas/content';
import type { ServiceCtx } from '../../../env';
import { sameTenant } from '../../../scope/tenant-scope';

/** A live account of this site with its shop, if any (the channel's header). */
export async function profileWhere(ctx: ServiceCtx, where: SQL): Promise<UserProfile> {
  const [row] = await ctx.db
    .select({ user: users, shop: merchantProfiles })
    .from(users)
    .leftJoin(merchantProfiles, sameTenant(merchantProfiles, users, eq(merchantProfiles.userId, users.id)))
    .where(and(ctx.own.where(users, isNull(users.deletedAt)), where))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', MSG.channelNotFound);
  const { user, shop } = row;
  const counted = await ctx.db
    .select({ isVideo: posts.isVideo, n: count() })
    .from(posts)
    .where(ctx.own.where(posts, eq(posts.authorId, user.id)))
    .groupBy(posts.isVideo);
  const videos = counted.find((c) => c.isVideo)?.n ?? 0;
  const others = counted.find((c) => !c.isVideo)?.n ?? 0;
  return {
    id: user.id,
    username: user.username,
    display_name: user.displayName,
    user_type: user.userType,
    profile_image: user.profileImage,
    merchant: shop ? { id: shop.id, business_name: shop.businessName, business_description: shop.businessDescription } : null,
    product_count: shop?.productCount ?? 0,
    post_count: videos + others,
    video_count: videos,
  };
}
