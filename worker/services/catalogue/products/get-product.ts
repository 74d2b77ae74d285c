import { products, productViewDays } from '../../../../db/schema';
import type { ProductDetail } from '../../../../shared/schemas/catalogue';
import type { ServiceCtx } from '../../../env';
import { countDailyView, type DailyViews } from '../../../lib/daily-views';
import { findProductDetail } from './internal';

/** One view per viewer, product and day (product_view_days). */
const PRODUCT_VIEWS: DailyViews = { name: 'product_count_view', days: productViewDays, viewed: productViewDays.productId, counted: products };

/**
 * GET /api/products/{id}: the detail with its media in order; counts a view (not the owner's).
 * A deleted product, or one whose merchant account is gone, is a 404 for everyone but its owner.
 */
export async function getProduct({ ctx, input }: { ctx: ServiceCtx; input: { id: number } }): Promise<ProductDetail> {
  const { detail, scope } = await findProductDetail(ctx, input.id);
  if (detail.is_owner || detail.deleted_at) return detail;
  const viewsCount = await countDailyView(ctx, PRODUCT_VIEWS, scope, detail.id);
  return viewsCount === null ? detail : { ...detail, views_count: viewsCount };
}
