import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { merchantProfiles, products } from '../../../../db/schema';
import type { MainDeliveryQuery, MainDeliveryResponse, PickupShop } from '../../../../shared/schemas/catalogue';
import type { ServiceCtx } from '../../../env';
import { sameTenant } from '../../../scope/tenant-scope';
import { mediaUrl, selectProductCards, toProductCard } from '../internal-cards';
import { productTextMatch } from '../internal-text-search';
import { liveProduct, visibleMerchant } from '../rules';
import { listCategories } from '../site/list-categories';
import { logKeyword } from './internal-keywords';

/** The food tab: hot items (most ordered), ranking (most viewed), pickup shops and the category options; optionally a menu search. */
export async function mainDelivery({ ctx, input }: { ctx: ServiceCtx; input: MainDeliveryQuery }): Promise<MainDeliveryResponse> {
  const { category, search, limit } = input;
  const where = and(
    liveProduct(ctx, true),
    category ? eq(products.deliveryCategory, category) : undefined,
    search ? productTextMatch(search) : undefined,
  )!;

  const [hot, ranking, pickupShops, { categories }] = await Promise.all([
    selectProductCards(ctx.db).where(where).orderBy(desc(products.ordersCount), desc(products.id)).limit(limit),
    selectProductCards(ctx.db).where(where).orderBy(desc(products.viewsCount), desc(products.id)).limit(limit),
    listPickupShops(ctx, where, limit),
    listCategories({ ctx, input: { kind: 'delivery' } }),
    search ? logKeyword(ctx, search) : undefined,
  ]);
  return { products: hot.map(toProductCard), ranking: ranking.map(toProductCard), pickup_shops: pickupShops, categories };
}

/** Visible shops with live delivery products (of the category when one is chosen), most products first. */
async function listPickupShops(ctx: ServiceCtx, productWhere: SQL, limit: number): Promise<PickupShop[]> {
  const productCount = sql<number>`count(${products.id})`.mapWith(Number);
  // The picture of a shop is the thumbnail of its most ordered product that has one.
  const thumbnail = sql<string | null>`(array_agg(${products.thumbnailKey} order by ${products.ordersCount} desc, ${products.id} desc)
    filter (where ${products.thumbnailKey} is not null))[1]`;
  const rows = await ctx.db
    .select({
      id: merchantProfiles.id,
      ownerId: merchantProfiles.userId,
      businessName: merchantProfiles.businessName,
      region: merchantProfiles.region,
      address: merchantProfiles.address,
      thumbnail,
      productCount,
    })
    .from(products)
    .innerJoin(merchantProfiles, sameTenant(merchantProfiles, products, eq(merchantProfiles.id, products.merchantId)))
    .where(and(productWhere, visibleMerchant(ctx)))
    .groupBy(merchantProfiles.id)
    .orderBy(desc(productCount), desc(merchantProfiles.id))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    owner_id: r.ownerId,
    business_name: r.businessName,
    region: r.region,
    address: r.address,
    image_url: r.thumbnail ? mediaUrl(r.thumbnail) : null,
    product_count: r.productCount,
  }));
}
