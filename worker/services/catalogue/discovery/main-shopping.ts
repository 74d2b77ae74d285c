import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../../db/client';
import { products } from '../../../../db/schema';
import { literalLimit } from '../../../../db/sql-literals';
import type { MainShoppingQuery, MainShoppingResponse } from '../../../../shared/schemas/catalogue';
import type { ServiceCtx } from '../../../env';
import { preparedStatement } from '../../../lib/prepared';
import { placeholderScope } from '../../../scope/tenant-scope';
import { selectProductCards, toProductCard } from '../internal-cards';
import { preparedProductTextSearch } from '../internal-text-search';
import { preparedCappedTotal } from '../../../lib/list-totals';
import { liveProductFilter } from '../products/internal';
import { liveProductIn } from '../rules';
import { logKeyword } from './internal-keywords';

// The tab without a search is every guest's first screen: its lists are prepared once per limit
// (worker/lib/prepared.ts; the limit stays a literal, which the generic plan reads its index by).
const SHOWN = placeholderScope('shown', 'shown');
const shoppingList = (byCategory: boolean, order: SQL[], limit: number) => (db: DbOrTx) =>
  selectProductCards(db)
    .where(and(liveProductIn(SHOWN, false), byCategory ? eq(products.category, sql.placeholder('category')) : undefined))
    .orderBy(...order)
    .limit(literalLimit(limit));
const BY_ORDERS = [desc(products.ordersCount), desc(products.id)];
const BY_VIEWS = [desc(products.viewsCount), desc(products.id)];

/**
 * The shopping tab answers one key by mode: a search gives search_results and total, a category gives
 * products and ranking, otherwise categories.all holds the best sellers. Each is prepared statements.
 */
export async function mainShopping({ ctx, input }: { ctx: ServiceCtx; input: MainShoppingQuery }): Promise<MainShoppingResponse> {
  const { category, search, limit } = input;
  if (search) {
    const text = await preparedProductTextSearch(ctx, search);
    const matching = (part: 'page' | 'every') =>
      liveProductFilter(ctx, 'main_shopping_search', false)
        .when('category', category, (code) => eq(products.category, code))
        .with(`text_${part}_${text.key}`, text.values, text[part]);
    const [page, every] = [matching('page'), matching('every')];
    const [rows, total] = await Promise.all([
      preparedStatement(ctx.db, `${page.name}_${limit}`, (db) => selectProductCards(db).where(page.where()).orderBy(...BY_ORDERS).limit(literalLimit(limit))).execute(page.values),
      preparedCappedTotal(ctx.db, every, (db) => db.select({ one: sql`1` }).from(products).where(every.where()).$dynamic(), { textSearch: true }),
      logKeyword(ctx, search),
    ]);
    return { search_results: rows.map(toProductCard), total };
  }
  const values = { shown: ctx.shown.tenantId, category };
  if (category) {
    const [best, ranking] = await Promise.all([
      preparedStatement(ctx.db, `main_shopping_category_orders_${limit}`, shoppingList(true, BY_ORDERS, limit)).execute(values),
      preparedStatement(ctx.db, `main_shopping_category_views_${limit}`, shoppingList(true, BY_VIEWS, limit)).execute(values),
    ]);
    return { products: best.map(toProductCard), ranking: ranking.map(toProductCard) };
  }
  const all = await preparedStatement(ctx.db, `main_shopping_all_${limit}`, shoppingList(false, BY_ORDERS, limit)).execute(values);
  return { categories: { all: all.map(toProductCard) } };
}
