import { z } from 'zod';
import { PRODUCT_IMAGES_MAX } from '../../../../shared/catalogue-constants';
import { productIdSchema, type ProductMediaItem } from '../../../../shared/schemas/catalogue';
import type { ServiceCtx } from '../../../env';
import { removeMedia } from './internal';
import { getOwnedProduct } from '../products/internal';

const id = z.coerce.number().int().positive();
export const mediaBulkDeleteSchema = z.object({ id, media_ids: z.array(id).min(1).max(PRODUCT_IMAGES_MAX) });

/** DELETE /api/products/{id}/media {media_ids}: the owner removes several images at once (all or none). */
export async function bulkDeleteMedia({
  ctx,
  input,
}: {
  ctx: ServiceCtx;
  input: z.input<typeof mediaBulkDeleteSchema>;
}): Promise<ProductMediaItem[]> {
  const { id } = productIdSchema.parse({ id: input.id });
  // Another tenant's (or merchant's) product answers 404/403 before the body is judged.
  await getOwnedProduct(ctx.db, ctx, id);
  const q = mediaBulkDeleteSchema.parse(input);
  return removeMedia(ctx, q.id, q.media_ids);
}
