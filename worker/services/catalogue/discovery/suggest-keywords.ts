import { and, asc, desc, ilike, sql } from 'drizzle-orm';
import { products, searchKeywords } from '../../../../db/schema';
import { literalLimit } from '../../../../db/sql-literals';
import type { SuggestQuery } from '../../../../shared/schemas/catalogue';
import type { ServiceCtx } from '../../../env';
import { preparedStatement } from '../../../lib/prepared';
import { placeholderScope } from '../../../scope/tenant-scope';
import { preparedContainsText, preparedProductTextSearch } from '../internal-text-search';
import { liveProductFilter } from '../products/internal';
import { enabledTabs } from '../rules';
import { normaliseKeyword, writeKeywordTally } from './internal-keywords';

const SUGGEST_LIMIT = 10;
const SHOWN = placeholderScope('shown', 'shown');

/**
 * Completions for the search box: searched keywords containing q (most searched first), then titles
 * of live products containing it; no duplicates, at most ten. Both lookups use a bigram index.
 */
export async function suggestKeywords({ ctx, input }: { ctx: ServiceCtx; input: SuggestQuery }): Promise<{ suggestions: string[] }> {
  const { q, tab } = input;
  const needle = normaliseKeyword(q);
  if (!needle) return { suggestions: [] };

  // Both lookups are prepared (worker/lib/prepared.ts): per kind of word, and the titles per tab too.
  const tabs = enabledTabs(ctx).filter((isDelivery) => !tab || isDelivery === (tab === 'delivery'));
  const keywordText = preparedContainsText(searchKeywords.keyword, needle);
  const keywordsStatement = preparedStatement(ctx.db, `suggest_keywords_${keywordText.long ? 'long' : 'short'}`, (db) =>
    db
      .select({ text: searchKeywords.keyword })
      .from(searchKeywords)
      .where(SHOWN.where(searchKeywords, keywordText.condition()))
      .orderBy(desc(searchKeywords.count), asc(searchKeywords.keyword))
      .limit(literalLimit(SUGGEST_LIMIT)),
  );
  const [titleText] = await Promise.all([tabs.length === 0 ? null : preparedProductTextSearch(ctx, needle), writeKeywordTally(ctx)]);
  const titles = titleText && liveProductFilter(ctx, 'suggest_titles', tabs).with(`text_${titleText.key}`, titleText.values, titleText.page);
  const [keywords, titleRows] = await Promise.all([
    keywordsStatement.execute({ shown: ctx.shown.tenantId, ...keywordText.values }),
    !titles
      ? []
      : preparedStatement(ctx.db, titles.name, (db) =>
          db
            .select({ text: products.title })
            .from(products)
            .where(and(titles.where(), ilike(products.title, sql.placeholder('text_pattern'))))
            .orderBy(desc(products.ordersCount), desc(products.id))
            .limit(literalLimit(SUGGEST_LIMIT)),
        ).execute(titles.values),
  ]);
  const seen = new Set<string>();
  const suggestions: string[] = [];
  for (const { text } of [...keywords, ...titleRows]) {
    const key = text.trim().toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    suggestions.push(text);
    if (suggestions.length === SUGGEST_LIMIT) break;
  }
  return { suggestions };
}
