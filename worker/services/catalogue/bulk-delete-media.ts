import { z } from 'zod';
import { PRODUCT_IMAGES_MAX } from '../../../shared/catalogue-constants';
import type { ProductMediaItem } from '../../../shared/schemas/catalogue';
import type { ServiceCtx } from '../../env';
import { removeMedia } from './internal-media';

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
  const q = mediaBulkDeleteSchema.parse(input);
  return removeMedia(ctx, q.id, q.media_ids);
}
