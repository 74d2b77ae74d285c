import { and, desc, eq } from 'drizzle-orm';
import { products } from '../../../../db/schema';
import { literalLimit } from '../../../../db/sql-literals';
import type { MainShoppingQuery, MainShoppingResponse } from '../../../../shared/schemas/catalogue';
import type { ServiceCtx } from '../../../env';
import { countProductCards, selectProductCards, toProductCard } from '../internal-cards';
import { productTextSearch } from '../internal-text-search';
import { liveProduct } from '../rules';
import { logKeyword } from './internal-keywords';

/**
 * The shopping tab answers one key by mode: a search gives search_results and total, a category gives
 * products and ranking, otherwise categories.all holds the best sellers.
 */
export async function mainShopping({ ctx, input }: { ctx: ServiceCtx; input: MainShoppingQuery }): Promise<MainShoppingResponse> {
  const { category, search, limit } = input;
  const base = and(liveProduct(ctx, false), category ? eq(products.category, category) : undefined)!;
  const byOrders = [desc(products.ordersCount), desc(products.id)] as const;

  if (search) {
    const text = await productTextSearch(ctx, search);
    const [rows, total] = await Promise.all([
      selectProductCards(ctx.db).where(and(base, text.page)).orderBy(...byOrders).limit(literalLimit(limit)),
      countProductCards(ctx.db, and(base, text.every)!, { textSearch: true }),
      logKeyword(ctx, search),
    ]);
    return { search_results: rows.map(toProductCard), total };
  }
  if (category) {
    const [best, ranking] = await Promise.all([
      selectProductCards(ctx.db).where(base).orderBy(...byOrders).limit(literalLimit(limit)),
      selectProductCards(ctx.db).where(base).orderBy(desc(products.viewsCount), desc(products.id)).limit(literalLimit(limit)),
    ]);
    return { products: best.map(toProductCard), ranking: ranking.map(toProductCard) };
  }
  const all = await selectProductCards(ctx.db).where(base).orderBy(...byOrders).limit(literalLimit(limit));
  return { categories: { all: all.map(toProductCard) } };
}
