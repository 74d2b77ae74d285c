import { and, desc, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { products } from '../../../../db/schema';
import { literalLimit } from '../../../../db/sql-literals';
import type { ProductCard, UnifiedSearchQuery, UnifiedSearchResponse } from '../../../../shared/schemas/catalogue';
import type { ServiceCtx } from '../../../env';
import { countProductCards, jsonBranch, readJsonList, selectProductCards, toProductCard } from '../internal-cards';
import { productTextSearch } from '../internal-text-search';
import { merchantListOf, merchantPage, merchantPageParts, readMerchantJson, type MerchantSummaryRow } from '../merchants/internal';
import { enabledTabs, liveProduct } from '../rules';
import { logKeyword } from './internal-keywords';

/**
 * GET /api/search: products of the enabled tabs and merchants matching q, each paged; logs the keyword.
 * With both asked for, the two pages are one statement (a UNION ALL, the merchants as JSON: one
 * round trip instead of two); their totals are kept a while (cappedTotal).
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

/** A page of the products matching q and its total; with `merchants`, the merchants' page in the same statement. */
async function searchProducts(ctx: ServiceCtx, tabs: ReturnType<typeof enabledTabs>, q: string, page: number, size: number, merchants: boolean) {
  const live = liveProduct(ctx, tabs);
  const text = await productTextSearch(ctx, q);
  const shops = merchants ? merchantPageParts(ctx, { page, size, text: q }) : null;
  const cards = selectProductCards(ctx.db, { list: sql<string>`'products'::text`.as('list'), extra: sql<string | null>`null::text`.as('extra') })
    .where(and(live, text.page))
    .orderBy(desc(products.ordersCount), desc(products.id))
    .limit(literalLimit(size))
    .offset((page - 1) * size);
  const statement = shops ? unionAll(cards, jsonBranch(ctx.db, 'merchants', shops.json) as unknown as typeof cards) : cards;
  const [rows, total, shopTotal] = await Promise.all([
    statement,
    countProductCards(ctx.db, and(live, text.every)!, { textSearch: true }),
    shops?.total(),
  ]);
  const found = rows.filter((r) => r.list === 'products').sort((a, b) => b.ordersCount - a.ordersCount || b.id - a.id);
  const merchantRows = shops ? readMerchantJson(readJsonList<MerchantSummaryRow>(rows, 'merchants') ?? []) : null;
  return {
    cards: found.map(toProductCard),
    total,
    merchants: merchantRows ? merchantListOf({ page, size, text: q }, merchantRows, shopTotal!) : null,
  };
}
