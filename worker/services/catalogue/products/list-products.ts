import { eq, gte, isNull, lte } from 'drizzle-orm';
import { merchantProfiles, products } from '../../../../db/schema';
import type { ProductList, ProductListQuery } from '../../../../shared/schemas/catalogue';
import type { ServiceCtx } from '../../../env';
import { PreparedFilter } from '../../../lib/prepared-filter';
import { placeholderScope } from '../../../scope/tenant-scope';
import { liveProductFilter, preparedPageOfProducts } from './internal';

/** The signed-in merchant owns merchant profile `merchantId` on this site. */
async function ownsMerchant(ctx: ServiceCtx, merchantId: number): Promise<boolean> {
  if (ctx.user?.userType !== 'merchant') return false;
  const [m] = await ctx.db
    .select({ id: merchantProfiles.id })
    .from(merchantProfiles)
    .where(ctx.own.where(merchantProfiles, eq(merchantProfiles.id, merchantId), eq(merchantProfiles.userId, ctx.user.id)))
    .limit(1);
  return !!m;
}

/**
 * The merchant's own listing (their merchant_id): the site's own rows, not deleted, with the
 * availability filter (selling, stopped or all). A merchant's products live in their own tenant,
 * even on a tenant that proxies another.
 */
function ownListing(ctx: ServiceCtx, q: ProductListQuery): PreparedFilter {
  const availability = q.availability === 'selling' ? true : q.availability === 'stopped' ? false : undefined;
  return new PreparedFilter('products_own', () => OWN.where(products, isNull(products.deletedAt)), { own: ctx.own.tenantId })
    .when('delivery', q.is_delivery, (is) => eq(products.isDelivery, is))
    .when('available', availability, (is) => eq(products.isAvailable, is));
}
const OWN = placeholderScope('own', 'own');

/**
 * GET /api/products/: live products with filters. Stopped or all products are shown only to a
 * merchant listing their own merchant_id; anyone else gets the live ones (catalogue rules).
 */
export async function listProducts({ ctx, input: q }: { ctx: ServiceCtx; input: ProductListQuery }): Promise<ProductList> {
  const own = q.merchant_id !== undefined && (await ownsMerchant(ctx, q.merchant_id));
  const filter = (own ? ownListing(ctx, q) : liveProductFilter(ctx, 'products_list', q.is_delivery))
    .when('merchant', q.merchant_id, (id) => eq(products.merchantId, id))
    .when('category', q.category, (category) => eq(products.category, category))
    .when('delivery_category', q.delivery_category, (category) => eq(products.deliveryCategory, category))
    .when('min_price', q.min_price, (min) => gte(products.price, min))
    .when('max_price', q.max_price, (max) => lte(products.price, max));
  return preparedPageOfProducts(ctx.db, filter, q.sort, q.page, q.size);
}
