import type { MerchantList, MerchantSearchQuery } from '../../../../shared/schemas/catalogue';
import type { ServiceCtx } from '../../../env';
import { merchantPage } from './internal';

/** GET /api/merchants/search: like the list, but the words (q) are required. */
export async function searchMerchants({ ctx, input }: { ctx: ServiceCtx; input: MerchantSearchQuery }): Promise<MerchantList> {
  const { page, size, q, category, location } = input;
  return merchantPage(ctx, { page, size, text: q, category, location });
}
