import { sql } from 'drizzle-orm';
import { products, productViewDays } from '../../../db/schema';
import { productIdSchema, type ProductDetail } from '../../../shared/schemas/catalogue';
import type { z } from 'zod';
import type { ServiceCtx } from '../../env';
import { sha256Hex } from '../../lib/crypto';
import { seoulDay } from '../../lib/seoul-day';
import { getVisibleProduct, isOwner, productDetail } from './internal-products';

/**
 * GET /api/products/{id}: the detail with its media in order; counts a view (not the owner's).
 * A deleted product is a 404 for everyone but its owner.
 */
export async function getProduct({ ctx, input }: { ctx: ServiceCtx; input: z.input<typeof productIdSchema> }): Promise<ProductDetail> {
  const { id } = productIdSchema.parse(input);
  const product = await getVisibleProduct(ctx.db, ctx, id);
  if (!isOwner(ctx, product) && !product.deletedAt) await countView(ctx, product.id, product.tenantId);
  return productDetail(ctx.db, ctx, product);
}

/**
 * One view per viewer, product and day: the row of product_view_days is inserted when it is new and
 * only then views_count grows, in one statement. A repeated view reads nothing but the key, so
 * readers of one product no longer queue on its row.
 */
async function countView(ctx: ServiceCtx, productId: number, tenantId: number): Promise<void> {
  const day = seoulDay(ctx.deps.clock.now());
  const viewer = ctx.user
    ? `u:${ctx.user.id}`
    : `a:${(await sha256Hex(`${ctx.deps.config.signingSecret}\n${day}\n${ctx.request.ip}\n${ctx.request.userAgent}`)).slice(0, 32)}`;
  await ctx.db.execute(sql`
    with seen as (
      insert into ${productViewDays} (day, product_id, viewer_key, tenant_id)
      values (${day}, ${productId}, ${viewer}, ${tenantId})
      on conflict do nothing
      returning product_id
    )
    update ${products} set views_count = views_count + 1 where id in (select product_id from seen)`);
}
