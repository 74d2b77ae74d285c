import { eq, sql } from 'drizzle-orm';
import { merchantProfiles, posts, products, users } from '../../../../db/schema';
import type { SiteStats } from '../../../../shared/schemas/content';
import type { ServiceCtx } from '../../../env';
import { cappedTotal } from '../../../lib/list-totals';
import { enabledTabs, liveProduct, visibleMerchant } from '../../catalogue/rules';
import { postAuthorJoin, visiblePost } from '../rules';

/**
 * GET /api/main/stats: how many live products (of the tabs it shows) and visible shops the site shows, and how many posts
 * and video posts it has; each counted like a list total (exact to 1,000, then an estimate).
 */
export async function siteStats({ ctx }: { ctx: ServiceCtx }): Promise<SiteStats> {
  const one = { one: sql`1` };
  const postsOf = (video?: boolean) =>
    ctx.db
      .select(one)
      .from(posts)
      .innerJoin(users, postAuthorJoin)
      .where(visiblePost(ctx, video === undefined ? undefined : eq(posts.isVideo, video)));
  const [productsN, merchantsN, postsN, videosN] = await Promise.all([
    cappedTotal(ctx.db, ctx.db.select(one).from(products).where(liveProduct(ctx, enabledTabs(ctx)))),
    cappedTotal(ctx.db, ctx.db.select(one).from(merchantProfiles).where(visibleMerchant(ctx))),
    cappedTotal(ctx.db, postsOf()),
    cappedTotal(ctx.db, postsOf(true)),
  ]);
  return { products: productsN, merchants: merchantsN, posts: postsN, videos: videosN };
}
