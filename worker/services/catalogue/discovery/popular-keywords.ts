import { asc, desc } from 'drizzle-orm';
import { searchKeywords } from '../../../../db/schema';
import { literalLimit } from '../../../../db/sql-literals';
import type { ServiceCtx } from '../../../env';
import { writeKeywordTally } from './internal-keywords';

const POPULAR_LIMIT = 10;

/** The data tenant's ten most searched keywords (search_keywords_popular_idx). */
export async function popularKeywords({ ctx }: { ctx: ServiceCtx }): Promise<{ keywords: { keyword: string; count: number }[] }> {
  await writeKeywordTally(ctx);
  const rows = await ctx.db
    .select({ keyword: searchKeywords.keyword, count: searchKeywords.count })
    .from(searchKeywords)
    .where(ctx.shown.where(searchKeywords))
    .orderBy(desc(searchKeywords.count), asc(searchKeywords.keyword))
    .limit(literalLimit(POPULAR_LIMIT));
  return { keywords: rows };
}
