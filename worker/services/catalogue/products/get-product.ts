import { sql } from 'drizzle-orm';
import { productViewDays } from '../../../../db/schema';
import type { ProductDetail } from '../../../../shared/schemas/catalogue';
import type { ServiceCtx } from '../../../env';
import { seoulDay } from '../../../lib/seoul-day';
import { viewerKey } from '../../../lib/viewer-key';
import type { TenantScope } from '../../../scope/tenant-scope';
import { findProductDetail } from './internal';

/**
 * GET /api/products/{id}: the detail with its media in order; counts a view (not the owner's).
 * A deleted product, or one whose merchant account is gone, is a 404 for everyone but its owner.
 */
export async function getProduct({ ctx, input }: { ctx: ServiceCtx; input: { id: number } }): Promise<ProductDetail> {
  const { detail, scope } = await findProductDetail(ctx, input.id);
  if (detail.is_owner || detail.deleted_at) return detail;
  const viewsCount = await countView(ctx, scope, detail.id);
  return viewsCount === null ? detail : { ...detail, views_count: viewsCount };
}

/**
 * One view per viewer, product and day: views_count grows only when the viewer's row for the day
 * is new, so readers of one product no longer queue on its row (a repeated view writes nothing).
 * One statement; answers the new count, or null when the view was counted before.
 */
async function countView(ctx: ServiceCtx, scope: TenantScope, productId: number): Promise<number | null> {
  const day = seoulDay(ctx.deps.clock.now());
  const key = await viewerKey(ctx, day);
  const result = (await ctx.db.execute(sql`
    with fresh as (
      insert into ${productViewDays} (tenant_id, day, product_id, viewer_key) values (${scope.tenantId}, ${day}, ${productId}, ${key})
      on conflict do nothing returning product_id
    )
    update products set views_count = views_count + 1
    where tenant_id = ${scope.tenantId} and id = (select product_id from fresh)
    returning views_count`)) as unknown as { rows: { views_count: number }[] };
  return result.rows[0]?.views_count ?? null;
}
