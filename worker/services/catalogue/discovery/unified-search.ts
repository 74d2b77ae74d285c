import { and, desc } from 'drizzle-orm';
import { products } from '../../../../db/schema';
import { literalLimit } from '../../../../db/sql-literals';
import type { ProductCard, UnifiedSearchQuery, UnifiedSearchResponse } from '../../../../shared/schemas/catalogue';
import type { ServiceCtx } from '../../../env';
import { countProductCards, selectProductCards, toProductCard } from '../internal-cards';
import { productTextSearch } from '../internal-text-search';
import { merchantPage } from '../merchants/internal';
import { enabledTabs, liveProduct } from '../rules';
import { logKeyword } from './internal-keywords';

/** GET /api/search: products of the enabled tabs and merchants matching q, each paged; logs the keyword. */
export async function unifiedSearch({ ctx, input }: { ctx: ServiceCtx; input: UnifiedSearchQuery }): Promise<UnifiedSearchResponse> {
  const { q, type, page, size } = input;
  const wantProducts = type !== 'merchants';
  const wantMerchants = type !== 'products';

  const [productPart, merchantPart] = await Promise.all([
    wantProducts ? searchProducts(ctx, q, page, size) : { cards: [] as ProductCard[], total: 0 },
    wantMerchants ? merchantPage(ctx, { page, size, text: q }) : null,
    logKeyword(ctx, q),
  ]);
  return {
    q,
    type,
    products: productPart.cards,
    merchants: merchantPart?.merchants ?? [],
    total_products: productPart.total,
    total_merchants: merchantPart?.total ?? 0,
    page,
    size,
  };
}

async function searchProducts(ctx: ServiceCtx, q: string, page: number, size: number) {
  const tabs = enabledTabs(ctx);
  if (tabs.length === 0) return { cards: [] as ProductCard[], total: 0 };
  const live = liveProduct(ctx, tabs);
  const text = await productTextSearch(ctx, q);
  const [rows, total] = await Promise.all([
    selectProductCards(ctx.db)
      .where(and(live, text.page))
      .orderBy(desc(products.ordersCount), desc(products.id))
      .limit(literalLimit(size))
      .offset((page - 1) * size),
    countProductCards(ctx.db, and(live, text.every)!, { textSearch: true }),
  ]);
  return { cards: rows.map(toProductCard), total };
}
