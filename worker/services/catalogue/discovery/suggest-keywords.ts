import { and, asc, desc, ilike } from 'drizzle-orm';
import { products, searchKeywords } from '../../../../db/schema';
import { literalLimit } from '../../../../db/sql-literals';
import type { SuggestQuery } from '../../../../shared/schemas/catalogue';
import type { ServiceCtx } from '../../../env';
import { containsPattern, containsText, productTextSearch } from '../internal-text-search';
import { enabledTabs, liveProduct } from '../rules';
import { normaliseKeyword, writeKeywordTally } from './internal-keywords';

const SUGGEST_LIMIT = 10;

/**
 * Completions for the search box: searched keywords containing q (most searched first), then titles
 * of live products containing it; no duplicates, at most ten. Both lookups use a bigram index.
 */
export async function suggestKeywords({ ctx, input }: { ctx: ServiceCtx; input: SuggestQuery }): Promise<{ suggestions: string[] }> {
  const { q, tab } = input;
  const needle = normaliseKeyword(q);
  if (!needle) return { suggestions: [] };

  const tabs = enabledTabs(ctx).filter((isDelivery) => !tab || isDelivery === (tab === 'delivery'));
  const [text] = await Promise.all([tabs.length === 0 ? null : productTextSearch(ctx, needle), writeKeywordTally(ctx)]);
  const [keywords, titles] = await Promise.all([
    ctx.db
      .select({ text: searchKeywords.keyword })
      .from(searchKeywords)
      .where(ctx.shown.where(searchKeywords, containsText(searchKeywords.keyword, needle)))
      .orderBy(desc(searchKeywords.count), asc(searchKeywords.keyword))
      .limit(literalLimit(SUGGEST_LIMIT)),
    !text
      ? []
      : ctx.db
          .select({ text: products.title })
          .from(products)
          .where(and(liveProduct(ctx, tabs), text.page, ilike(products.title, containsPattern(needle))))
          .orderBy(desc(products.ordersCount), desc(products.id))
          .limit(literalLimit(SUGGEST_LIMIT)),
  ]);
  const seen = new Set<string>();
  const suggestions: string[] = [];
  for (const { text } of [...keywords, ...titles]) {
    const key = text.trim().toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    suggestions.push(text);
    if (suggestions.length === SUGGEST_LIMIT) break;
  }
  return { suggestions };
}
