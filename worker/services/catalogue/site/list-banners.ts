import { and, asc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import { banners } from '../../../../db/schema';
import type { Banner } from '../../../../shared/schemas/catalogue';
import type { ServiceCtx } from '../../../env';

/** Active banners showing now (within their optional start and end), in the operator's order. */
export async function listBanners({ ctx }: { ctx: ServiceCtx }): Promise<{ banners: Banner[] }> {
  const now = ctx.deps.clock.now();
  const rows = await ctx.db
    .select()
    .from(banners)
    .where(
      and(
        ctx.shown.where(banners),
        eq(banners.active, true),
        or(isNull(banners.startsAt), lte(banners.startsAt, now)),
        or(isNull(banners.endsAt), gt(banners.endsAt, now)),
      ),
    )
    .orderBy(asc(banners.sortOrder), asc(banners.id));
  return {
    banners: rows.map((b) => ({ id: b.id, title: b.title, subtitle: b.subtitle, image: b.imageUrl, bg: b.bg, link: b.link })),
  };
}
