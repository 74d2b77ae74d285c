import { and, eq, gte, isNull, lte, type SQL } from 'drizzle-orm';
import { merchantProfiles, products } from '../../../../db/schema';
import { productListQuerySchema, type ProductList, type ProductListQuery } from '../../../../shared/schemas/catalogue';
import type { ServiceCtx } from '../../../env';
import { pageOfProducts, PRODUCT_ORDER } from './internal';

/** The signed-in merchant owns merchant profile `merchantId` on this tenant. */
async function ownsMerchant(ctx: ServiceCtx, merchantId: number): Promise<boolean> {
  if (ctx.user?.userType !== 'merchant') return false;
  const [m] = await ctx.db
    .select({ id: merchantProfiles.id })
    .from(merchantProfiles)
    .where(and(eq(merchantProfiles.id, merchantId), eq(merchantProfiles.userId, ctx.user.id), ctx.own.where(merchantProfiles)))
    .limit(1);
  return !!m;
}

/**
 * GET /api/products/: live products of the data tenant with filters. Stopped or all products are
 * shown only to a merchant listing their own merchant_id; anyone else gets the selling ones.
 */
export async function listProducts({ ctx, input }: { ctx: ServiceCtx; input: ProductListQuery }): Promise<ProductList> {
  const q = productListQuerySchema.parse(input);
  const own = q.merchant_id !== undefined && (await ownsMerchant(ctx, q.merchant_id));
  const availability = own ? q.availability : 'selling';
  // A merchant's own products live in their own tenant, even on a tenant that proxies another.
  const conds: SQL[] = [(own ? ctx.own : ctx.shown).where(products), isNull(products.deletedAt)];
  if (q.merchant_id !== undefined) conds.push(eq(products.merchantId, q.merchant_id));
  if (q.category) conds.push(eq(products.category, q.category));
  if (q.delivery_category) conds.push(eq(products.deliveryCategory, q.delivery_category));
  if (q.is_delivery !== undefined) conds.push(eq(products.isDelivery, q.is_delivery));
  if (q.min_price !== undefined) conds.push(gte(products.price, q.min_price));
  if (q.max_price !== undefined) conds.push(lte(products.price, q.max_price));
  if (availability === 'selling') conds.push(eq(products.isAvailable, true));
  if (availability === 'stopped') conds.push(eq(products.isAvailable, false));
  return pageOfProducts(ctx.db, and(...conds)!, PRODUCT_ORDER[q.sort], q.page, q.size);
}
