import type { ProductMediaItem } from '../../../../shared/schemas/catalogue';
import type { ServiceCtx } from '../../../env';
import { getVisibleProduct, listProductMedia, toMediaItem } from '../products/internal';

/** GET /api/products/{id}/media: the images of a product the reader may open, in display order. */
export async function listMedia({ ctx, input }: { ctx: ServiceCtx; input: { id: number } }): Promise<ProductMediaItem[]> {
  const { product, scope } = await getVisibleProduct(ctx, input.id);
  return (await listProductMedia(ctx.db, scope, product.id)).map(toMediaItem);
}
