import { asc, desc } from 'drizzle-orm';
import { merchantProfiles } from '../../../../db/schema';
import type { MerchantSummary } from '../../../../shared/schemas/catalogue';
import type { ServiceCtx } from '../../../env';
import { merchantProductCount, merchantTenantWhere, selectMerchants, toMerchantSummary } from './internal';

const FEATURED_LIMIT = 10;

/** The operator's picks first, then the merchants with the most products. */
export async function featuredMerchants({ ctx }: { ctx: ServiceCtx }): Promise<{ merchants: MerchantSummary[] }> {
  const rows = await selectMerchants(ctx.db)
    .where(merchantTenantWhere(ctx))
    .orderBy(desc(merchantProfiles.isFeatured), desc(merchantProductCount), asc(merchantProfiles.id))
    .limit(FEATURED_LIMIT);
  return { merchants: rows.map(toMerchantSummary) };
}
