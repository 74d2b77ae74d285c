import { eq, sql } from 'drizzle-orm';
import { products, productViewDays } from '../../../../db/schema';
import type { ProductDetail } from '../../../../shared/schemas/catalogue';
import type { ServiceCtx } from '../../../env';
import { seoulDay } from '../../../lib/seoul-day';
import { viewerKey } from '../../../lib/viewer-key';
import type { TenantScope } from '../../../scope/tenant-scope';
import { getVisibleProduct, isOwner, productDetail } from './internal';

/**
 * GET /api/products/{id}: the detail with its media in order; counts a view (not the owner's).
 * A deleted product, or one whose merchant account is gone, is a 404 for everyone but its owner.
 */
export async function getProduct({ ctx, input }: { ctx: ServiceCtx; input: { id: number } }): Promise<ProductDetail> {
  const found = await getVisibleProduct(ctx, input.id);
  const { product, scope } = found;
  if (!isOwner(ctx, product) && !product.deletedAt) await countView(ctx, scope, product.id);
  return productDetail(ctx, found);
}

/**
 * One view per viewer, product and day: views_count grows only when the viewer's row for the day
 * is new, so readers of one product no longer queue on its row (a repeated view writes nothing).
 */
async function countView(ctx: ServiceCtx, scope: TenantScope, productId: number): Promise<void> {
  const day = seoulDay(ctx.deps.clock.now());
  const fresh = await ctx.db
    .insert(productViewDays)
    .values(scope.row({ day, productId, viewerKey: await viewerKey(ctx, day) }))
    .onConflictDoNothing()
    .returning({ productId: productViewDays.productId });
  if (fresh.length === 0) return;
  await ctx.db
    .update(products)
    .set({ viewsCount: sql`${products.viewsCount} + 1` })
    .where(scope.where(products, eq(products.id, productId)));
}
