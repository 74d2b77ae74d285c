import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { merchantProfiles, products, users } from '../../../../db/schema';
import { mainDeliveryQuerySchema, type MainDeliveryResponse, type PickupShop } from '../../../../shared/schemas/catalogue';
import type { ServiceCtx } from '../../../env';
import { mediaUrl, toProductCard } from '../internal-cards';
import { liveProductWhere, selectLiveCards } from '../internal-live';
import { logKeyword } from './internal-keywords';
import { listCategories } from '../site/list-categories';
import { productTextMatch } from '../internal-text-search';

/** The food tab: hot items (most ordered), ranking (most viewed), pickup shops and the category options; optionally a menu search. */
export async function mainDelivery({ ctx, input }: { ctx: ServiceCtx; input: Record<string, unknown> }): Promise<MainDeliveryResponse> {
  const { category, search, limit } = mainDeliveryQuerySchema.parse(input);
  const where = and(
    liveProductWhere(ctx, true),
    category ? eq(products.deliveryCategory, category) : undefined,
    search ? productTextMatch(search) : undefined,
  );

  const [hot, ranking, pickupShops, { categories }] = await Promise.all([
    selectLiveCards(ctx.db).where(where).orderBy(desc(products.ordersCount), desc(products.id)).limit(limit),
    selectLiveCards(ctx.db).where(where).orderBy(desc(products.viewsCount), desc(products.id)).limit(limit),
    listPickupShops(ctx, where, limit),
    listCategories({ ctx, input: { kind: 'delivery' } }),
    search ? logKeyword(ctx, search) : undefined,
  ]);
  return { products: hot.map(toProductCard), ranking: ranking.map(toProductCard), pickup_shops: pickupShops, categories };
}

/** Shops with live delivery products (of the category when one is chosen), most products first. */
async function listPickupShops(ctx: ServiceCtx, productWhere: SQL | undefined, limit: number): Promise<PickupShop[]> {
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
    .innerJoin(merchantProfiles, eq(merchantProfiles.id, products.merchantId))
    .innerJoin(users, and(eq(users.id, products.ownerId), isNull(users.deletedAt)))
    .where(productWhere)
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
