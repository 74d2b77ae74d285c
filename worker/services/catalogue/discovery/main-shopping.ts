import { and, desc, eq } from 'drizzle-orm';
import { products } from '../../../../db/schema';
import { mainShoppingQuerySchema, type MainShoppingResponse } from '../../../../shared/schemas/catalogue';
import type { ServiceCtx } from '../../../env';
import { toProductCard } from '../internal-cards';
import { countLiveCards, liveProductWhere, selectLiveCards } from '../internal-live';
import { productTextMatch } from '../internal-text-search';
import { logKeyword } from './internal-keywords';

/**
 * The shopping tab answers one key by mode: a search gives search_results and total, a category gives
 * products and ranking, otherwise categories.all holds the best sellers.
 */
export async function mainShopping({ ctx, input }: { ctx: ServiceCtx; input: Record<string, unknown> }): Promise<MainShoppingResponse> {
  const { category, search, limit } = mainShoppingQuerySchema.parse(input);
  const base = and(liveProductWhere(ctx, false), category ? eq(products.category, category) : undefined);
  const byOrders = [desc(products.ordersCount), desc(products.id)] as const;

  if (search) {
    const where = and(base, productTextMatch(search));
    const [rows, total] = await Promise.all([
      selectLiveCards(ctx.db).where(where).orderBy(...byOrders).limit(limit),
      countLiveCards(ctx.db, where),
      logKeyword(ctx, search),
    ]);
    return { search_results: rows.map(toProductCard), total };
  }
  if (category) {
    const [best, ranking] = await Promise.all([
      selectLiveCards(ctx.db).where(base).orderBy(...byOrders).limit(limit),
      selectLiveCards(ctx.db).where(base).orderBy(desc(products.viewsCount), desc(products.id)).limit(limit),
    ]);
    return { products: best.map(toProductCard), ranking: ranking.map(toProductCard) };
  }
  const all = await selectLiveCards(ctx.db).where(base).orderBy(...byOrders).limit(limit);
  return { categories: { all: all.map(toProductCard) } };
}
