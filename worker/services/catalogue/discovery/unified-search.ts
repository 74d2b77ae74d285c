import { desc, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { products } from '../../../../db/schema';
import { literalLimit } from '../../../../db/sql-literals';
import type { ProductCard, UnifiedSearchQuery, UnifiedSearchResponse } from '../../../../shared/schemas/catalogue';
import type { ServiceCtx } from '../../../env';
import { jsonBranch, readJsonList, selectProductCards, toProductCard } from '../internal-cards';
import { preparedProductTextSearch } from '../internal-text-search';
import { preparedCappedTotal } from '../../../lib/list-totals';
import { preparedStatement } from '../../../lib/prepared';
import { liveProductFilter } from '../products/internal';
import { merchantListOf, merchantPage, merchantPageParts, readMerchantJson, type MerchantSummaryRow } from '../merchants/internal';
import { enabledTabs } from '../rules';
import { logKeyword } from './internal-keywords';

/**
 * GET /api/search: products of the enabled tabs and merchants matching q, each paged; logs the keyword.
 * With both asked for, the two pages are one statement (a UNION ALL, the merchants as JSON: one
 * round trip instead of two); their totals are kept a while (preparedCappedTotal).
 */
export async function unifiedSearch({ ctx, input }: { ctx: ServiceCtx; input: UnifiedSearchQuery }): Promise<UnifiedSearchResponse> {
  const { q, type, page, size } = input;
  const wantProducts = type !== 'merchants';
  const wantMerchants = type !== 'products';
  const tabs = enabledTabs(ctx);

  const none = async () => ({ cards: [] as ProductCard[], total: 0, merchants: wantMerchants ? await merchantPage(ctx, { page, size, text: q }) : null });
  const [{ cards, total, merchants }] = await Promise.all([
    wantProducts && tabs.length > 0 ? searchProducts(ctx, tabs, q, page, size, wantMerchants) : none(),
    logKeyword(ctx, q),
  ]);
  return {
    q,
    type,
    products: cards,
    merchants: merchants?.merchants ?? [],
    total_products: total,
    total_merchants: merchants?.total ?? 0,
    page,
    size,
  };
}

/**
 * A page of the products matching q and its total; with `merchants`, the merchants' page in the same
 * statement. Prepared per tabs, kind of word, page size and the merchants' part. The product and the
 * merchant words share their placeholders (text_pattern, text_needle: both are q in lower case).
 */
async function searchProducts(ctx: ServiceCtx, tabs: ReturnType<typeof enabledTabs>, q: string, page: number, size: number, merchants: boolean) {
  const text = await preparedProductTextSearch(ctx, q);
  const matching = (part: 'page' | 'every') => liveProductFilter(ctx, 'unified_search', tabs).with(`text_${part}_${text.key}`, text.values, text[part]);
  const [found, every] = [matching('page'), matching('every')];
  const shops = merchants ? merchantPageParts(ctx, { page, size, text: q }) : null;
  const statement = preparedStatement(ctx.db, `${found.name}_${size}${shops ? `_with_${shops.name}` : ''}`, (db) => {
    const cards = selectProductCards(db, { list: sql<string>`'products'::text`.as('list'), extra: sql<string | null>`null::text`.as('extra') })
      .where(found.where())
      .orderBy(desc(products.ordersCount), desc(products.id))
      .limit(literalLimit(size))
      .offset(sql.placeholder('offset'));
    return shops ? unionAll(cards, jsonBranch(db, 'merchants', shops.json(db)) as unknown as typeof cards) : cards;
  });
  const [rows, total, shopTotal] = await Promise.all([
    statement.execute({ ...found.values, ...shops?.values, offset: (page - 1) * size }),
    preparedCappedTotal(ctx.db, every, (db) => db.select({ one: sql`1` }).from(products).where(every.where()).$dynamic(), { textSearch: true }),
    shops?.total(),
  ]);
  const cards = rows.filter((r) => r.list === 'products').sort((a, b) => b.ordersCount - a.ordersCount || b.id - a.id);
  const merchantRows = shops ? readMerchantJson(readJsonList<MerchantSummaryRow>(rows, 'merchants') ?? []) : null;
  return {
    cards: cards.map(toProductCard),
    total,
    merchants: merchantRows ? merchantListOf({ page, size, text: q }, merchantRows, shopTotal!) : null,
  };
}
