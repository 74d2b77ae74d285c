import { productIdSchema, type ProductDetail } from '../../../../shared/schemas/catalogue';
import type { z } from 'zod';
import type { ServiceCtx } from '../../../env';
import { getOwnedProduct, productDetail } from './internal';

/** The owner's copy of a product for the edit form (no view counted; deleted ones too). */
export async function getProductForEdit({ ctx, input }: { ctx: ServiceCtx; input: z.input<typeof productIdSchema> }): Promise<ProductDetail> {
  const { id } = productIdSchema.parse(input);
  const product = await getOwnedProduct(ctx.db, ctx, id);
  return productDetail(ctx.db, ctx, product);
}
