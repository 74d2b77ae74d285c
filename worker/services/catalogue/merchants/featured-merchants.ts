import { asc, desc } from 'drizzle-orm';
import { literalLimit } from '../../../../db/sql-literals';
import type { MerchantSummary } from '../../../../shared/schemas/catalogue';
import type { ServiceCtx } from '../../../env';
import { preparedStatement } from '../../../lib/prepared';
import { placeholderScope } from '../../../scope/tenant-scope';
import type { DbOrTx } from '../../../../db/client';
import { visibleMerchantIn } from '../rules';
import { selectMerchantPage, toMerchantSummary } from './internal';

const FEATURED_LIMIT = 10;

const SHOWN = placeholderScope('shown', 'shown');

const featured = (db: DbOrTx) =>
  selectMerchantPage(db, {
    shown: SHOWN,
    where: visibleMerchantIn(SHOWN),
    order: [[desc, 'isFeatured'], [desc, 'productCount'], [asc, 'id']],
    limit: literalLimit(FEATURED_LIMIT),
  });

/** The operator's picks first, then the merchants with the most live products (one prepared statement). */
export async function featuredMerchants({ ctx }: { ctx: ServiceCtx }): Promise<{ merchants: MerchantSummary[] }> {
  const rows = await preparedStatement(ctx.db, 'featured_merchants', featured).execute({ shown: ctx.shown.tenantId });
  return { merchants: rows.map(toMerchantSummary) };
}
