import { and, asc, desc, eq, ilike, isNull } from 'drizzle-orm';
import { products, searchKeywords, users } from '../../../../db/schema';
import { suggestQuerySchema } from '../../../../shared/schemas/catalogue';
import type { ServiceCtx } from '../../../env';
import { enabledTabs, liveProductWhere, normaliseKeyword } from '../internal-live';
import { containsPattern, containsText, productTextMatch } from '../internal-text-search';

const SUGGEST_LIMIT = 10;

/**
 * Completions for the search box: searched keywords containing q (most searched first), then titles
 * of live products containing it; no duplicates, at most ten. Both lookups use a bigram index.
 */
export async function suggestKeywords({ ctx, input }: { ctx: ServiceCtx; input: Record<string, unknown> }): Promise<{ suggestions: string[] }> {
  const { q, tab } = suggestQuerySchema.parse(input);
  const needle = normaliseKeyword(q);
  if (!needle) return { suggestions: [] };

  const tabs = enabledTabs(ctx).filter((isDelivery) => !tab || isDelivery === (tab === 'delivery'));
  const [keywords, titles] = await Promise.all([
    ctx.db
      .select({ text: searchKeywords.keyword })
      .from(searchKeywords)
      .where(and(ctx.shown.where(searchKeywords), containsText(searchKeywords.keyword, needle)))
      .orderBy(desc(searchKeywords.count), asc(searchKeywords.keyword))
      .limit(SUGGEST_LIMIT),
    tabs.length === 0
      ? []
      : ctx.db
          .select({ text: products.title })
          .from(products)
          .innerJoin(users, and(eq(users.id, products.ownerId), isNull(users.deletedAt)))
          .where(and(liveProductWhere(ctx, tabs), productTextMatch(needle), ilike(products.title, containsPattern(needle))))
          .orderBy(desc(products.ordersCount), desc(products.id))
          .limit(SUGGEST_LIMIT),
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
