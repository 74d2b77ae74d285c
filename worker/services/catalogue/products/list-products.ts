import { and, eq, gte, isNull, lte, type SQL } from 'drizzle-orm';
import { merchantProfiles, products } from '../../../../db/schema';
import type { ProductList, ProductListQuery } from '../../../../shared/schemas/catalogue';
import type { ServiceCtx } from '../../../env';
import { liveProduct } from '../rules';
import { pageOfProducts, PRODUCT_ORDER } from './internal';

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
function ownListing(ctx: ServiceCtx, q: ProductListQuery): SQL {
  const availability = q.availability === 'selling' ? true : q.availability === 'stopped' ? false : undefined;
  return ctx.own.where(
    products,
    isNull(products.deletedAt),
    q.is_delivery !== undefined ? eq(products.isDelivery, q.is_delivery) : undefined,
    availability !== undefined ? eq(products.isAvailable, availability) : undefined,
  );
}

/**
 * GET /api/products/: live products with filters. Stopped or all products are shown only to a
 * merchant listing their own merchant_id; anyone else gets the live ones (catalogue rules).
 */
export async function listProducts({ ctx, input: q }: { ctx: ServiceCtx; input: ProductListQuery }): Promise<ProductList> {
  const own = q.merchant_id !== undefined && (await ownsMerchant(ctx, q.merchant_id));
  const where = and(
    own ? ownListing(ctx, q) : liveProduct(ctx, q.is_delivery),
    q.merchant_id !== undefined ? eq(products.merchantId, q.merchant_id) : undefined,
    q.category ? eq(products.category, q.category) : undefined,
    q.delivery_category ? eq(products.deliveryCategory, q.delivery_category) : undefined,
    q.min_price !== undefined ? gte(products.price, q.min_price) : undefined,
    q.max_price !== undefined ? lte(products.price, q.max_price) : undefined,
  )!;
  return pageOfProducts(ctx.db, where, PRODUCT_ORDER[q.sort], q.page, q.size);
}
