import type { MerchantList, MerchantListQuery } from '../../../../shared/schemas/catalogue';
import type { ServiceCtx } from '../../../env';
import { merchantPage } from './internal';

/** GET /api/merchants: page, size, search (name or description), category, location (region code). */
export async function listMerchants({ ctx, input }: { ctx: ServiceCtx; input: MerchantListQuery }): Promise<MerchantList> {
  const { page, size, search, category, location } = input;
  return merchantPage(ctx, { page, size, text: search, category, location });
}
