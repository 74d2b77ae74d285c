import type { z } from 'zod';
import type { mediaDeleteSchema, ProductMediaItem } from '../../../../shared/schemas/catalogue';
import type { MerchantCtx } from '../../../env';
import { removeMedia } from './internal';

/** DELETE /api/products/{id}/media/{mediaId}: the owner removes one image; answers the remaining ones. */
export async function deleteMedia({ ctx, input }: { ctx: MerchantCtx; input: z.output<typeof mediaDeleteSchema> }): Promise<ProductMediaItem[]> {
  return removeMedia(ctx, input.id, [input.mediaId]);
}
