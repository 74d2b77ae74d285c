import type { z } from 'zod';
import type { mediaBulkDeleteSchema, ProductMediaItem } from '../../../../shared/schemas/catalogue';
import type { MerchantCtx } from '../../../env';
import { removeMedia } from './internal';

/** DELETE /api/products/{id}/media {media_ids}: the owner removes several images at once (all or none). */
export async function bulkDeleteMedia({
  ctx,
  input,
}: {
  ctx: MerchantCtx;
  input: z.output<typeof mediaBulkDeleteSchema>;
}): Promise<ProductMediaItem[]> {
  return removeMedia(ctx, input.id, input.media_ids);
}
