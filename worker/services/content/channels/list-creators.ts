import { count, desc, eq, isNull, max, sql } from 'drizzle-orm';
import { merchantProfiles, posts, users } from '../../../../db/schema';
import { literalLimit } from '../../../../db/sql-literals';
import type { Creator } from '../../../../shared/schemas/content';
import type { ServiceCtx } from '../../../env';
import { sameTenant } from '../../../scope/tenant-scope';

/** GET /api/main/creators: the site's merchants who post, most recent poster first, with their counts. */
export async function listCreators({ ctx, input }: { ctx: ServiceCtx; input: { limit: number } }): Promise<{ creators: Creator[] }> {
  const lastPosted = max(posts.createdAt);
  const rows = await ctx.db
    .select({
      merchantId: merchantProfiles.id,
      userId: users.id,
      username: users.username,
      businessName: merchantProfiles.businessName,
      profileImage: users.profileImage,
      postCount: count(),
      videoCount: sql<number>`count(*) filter (where ${posts.isVideo})`.mapWith(Number),
      lastPostedAt: lastPosted,
    })
    .from(posts)
    .innerJoin(users, sameTenant(users, posts, eq(users.id, posts.authorId)))
    .innerJoin(merchantProfiles, sameTenant(merchantProfiles, posts, eq(merchantProfiles.userId, posts.authorId)))
    .where(ctx.own.where(posts, isNull(users.deletedAt)))
    .groupBy(merchantProfiles.id, users.id)
    .orderBy(desc(lastPosted), desc(merchantProfiles.id))
    .limit(literalLimit(input.limit));
  return {
    creators: rows.map((r) => ({
      merchant_id: r.merchantId,
      user_id: r.userId,
      username: r.username,
      business_name: r.businessName,
      profile_image: r.profileImage,
      post_count: r.postCount,
      video_count: r.videoCount,
      last_posted_at: (r.lastPostedAt ?? new Date(0)).toISOString(),
    })),
  };
}
