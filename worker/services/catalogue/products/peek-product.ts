import type { ProductDetail } from '../../../../shared/schemas/catalogue';
import type { ServiceCtx } from '../../../env';
import { findProductDetail } from './internal';

/**
 * A product's detail as GET /api/products/{id} answers it, without counting a view: what the
 * server puts into a product's page for its first paint (worker/web/page-data.ts). The visitor's
 * own request, which the page still sends, counts the view as that visitor.
 */
export async function peekProduct(ctx: ServiceCtx, id: number): Promise<ProductDetail> {
  return (await findProductDetail(ctx, id)).detail;
}
