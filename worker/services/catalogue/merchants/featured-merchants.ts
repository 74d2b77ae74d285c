import { asc, desc, sql } from 'drizzle-orm';
import { merchantProfiles } from '../../../../db/schema';
import { literalLimit } from '../../../../db/sql-literals';
import type { MerchantSummary } from '../../../../shared/schemas/catalogue';
import type { ServiceCtx } from '../../../env';
import { visibleMerchant } from '../rules';
import { selectMerchants, toMerchantSummary } from './internal';

const FEATURED_LIMIT = 10;

/** The operator's picks first, then the merchants with the most live products. */
export async function featuredMerchants({ ctx }: { ctx: ServiceCtx }): Promise<{ merchants: MerchantSummary[] }> {
  // Sorted by the selected count's output column, so its subquery runs once a row.
  const rows = await selectMerchants(ctx.db)
    .where(visibleMerchant(ctx))
    .orderBy(desc(merchantProfiles.isFeatured), desc(sql`product_count`), asc(merchantProfiles.id))
    .limit(literalLimit(FEATURED_LIMIT));
  return { merchants: rows.map(toMerchantSummary) };
}
