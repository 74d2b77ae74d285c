import { productIdSchema, type ProductMediaItem } from '../../../../shared/schemas/catalogue';
import type { z } from 'zod';
import type { ServiceCtx } from '../../../env';
import { getVisibleProduct, listProductMedia, toMediaItem } from '../products/internal';

/** GET /api/products/{id}/media: a visible product's images in display order. */
export async function listMedia({ ctx, input }: { ctx: ServiceCtx; input: z.input<typeof productIdSchema> }): Promise<ProductMediaItem[]> {
  const { id } = productIdSchema.parse(input);
  const product = await getVisibleProduct(ctx.db, ctx, id);
  return (await listProductMedia(ctx.db, product.id)).map(toMediaItem);
}
