import { z } from 'zod';
import type { ProductMediaItem } from '../../../../shared/schemas/catalogue';
import type { ServiceCtx } from '../../../env';
import { removeMedia } from './internal';

const id = z.coerce.number().int().positive();
export const mediaDeleteSchema = z.object({ id, media_id: id });

/** DELETE /api/products/{id}/media/{mediaId}: the owner removes one image; answers the remaining ones. */
export async function deleteMedia({ ctx, input }: { ctx: ServiceCtx; input: z.input<typeof mediaDeleteSchema> }): Promise<ProductMediaItem[]> {
  const q = mediaDeleteSchema.parse(input);
  return removeMedia(ctx, q.id, [q.media_id]);
}
