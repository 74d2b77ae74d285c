import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../../db/client';
import { products, productViewDays } from '../../../../db/schema';
import type { ProductDetail } from '../../../../shared/schemas/catalogue';
import type { ServiceCtx } from '../../../env';
import { preparedStatement } from '../../../lib/prepared';
import { seoulDay } from '../../../lib/seoul-day';
import { viewerKey } from '../../../lib/viewer-key';
import { placeholderScope, type TenantScope } from '../../../scope/tenant-scope';
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

const VIEWED = placeholderScope('shown', 'tenant');

/** The viewer's row for the day, and views_count + 1 only when that row is new: one statement. */
function countViewStatement(db: DbOrTx) {
  const fresh = db.$with('fresh', { productId: sql<number>`product_id`.as('product_id') }).as(sql`
    insert into ${productViewDays} (tenant_id, day, product_id, viewer_key)
    values (${sql.placeholder('tenant')}, ${sql.placeholder('day')}, ${sql.placeholder('id')}, ${sql.placeholder('viewer')})
    on conflict do nothing returning product_id`);
  return db
    .with(fresh)
    .update(products)
    .set({ viewsCount: sql`${products.viewsCount} + 1` })
    .where(VIEWED.where(products, eq(products.id, sql`(select ${fresh.productId} from ${fresh})`)))
    .returning({ viewsCount: products.viewsCount });
}

/**
 * One view per viewer, product and day: views_count grows only when the viewer's row for the day
 * is new, so readers of one product no longer queue on its row (a repeated view writes nothing).
 * Answers the new count, or null when the view was counted before.
 */
async function countView(ctx: ServiceCtx, scope: TenantScope, productId: number): Promise<number | null> {
  const day = seoulDay(ctx.deps.clock.now());
  const values = { tenant: scope.tenantId, day, id: productId, viewer: await viewerKey(ctx, day) };
  const [counted] = await preparedStatement(ctx.db, 'product_count_view', countViewStatement).execute(values);
  return counted?.viewsCount ?? null;
}
