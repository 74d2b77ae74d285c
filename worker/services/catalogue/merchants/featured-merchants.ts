import { asc, desc, sql } from 'drizzle-orm';
import { merchantProfiles } from '../../../../db/schema';
import { literalLimit } from '../../../../db/sql-literals';
import type { MerchantSummary } from '../../../../shared/schemas/catalogue';
import type { ServiceCtx } from '../../../env';
import { preparedStatement } from '../../../lib/prepared';
import { placeholderScope } from '../../../scope/tenant-scope';
import type { DbOrTx } from '../../../../db/client';
import { visibleMerchantIn } from '../rules';
import { selectMerchants, toMerchantSummary } from './internal';

const FEATURED_LIMIT = 10;

// Sorted by the selected count's output column, so its subquery runs once a row.
const featured = (db: DbOrTx) =>
  selectMerchants(db)
    .where(visibleMerchantIn(placeholderScope('shown', 'shown')))
    .orderBy(desc(merchantProfiles.isFeatured), desc(sql`product_count`), asc(merchantProfiles.id))
    .limit(literalLimit(FEATURED_LIMIT));

/** The operator's picks first, then the merchants with the most live products (one prepared statement). */
export async function featuredMerchants({ ctx }: { ctx: ServiceCtx }): Promise<{ merchants: MerchantSummary[] }> {
  const rows = await preparedStatement(ctx.db, 'featured_merchants', featured).execute({ shown: ctx.shown.tenantId });
  return { merchants: rows.map(toMerchantSummary) };
}
