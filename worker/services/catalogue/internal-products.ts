import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { merchantProfiles, productMedia, products, type Product, type ProductMedia } from '../../../db/schema';
import { AppError } from '../../../shared/errors';
import { MSG } from '../../../shared/messages';
import type { ProductDetail, ProductList, ProductMediaItem } from '../../../shared/schemas/catalogue';
import type { AuthUser, ServiceCtx } from '../../env';
import { mediaUrl, selectProductCards, toProductCard } from './internal-cards';
import { cappedTotal, pageOf } from './internal-totals';

/** The signed-in merchant (the transports guard this too; services do not rely on it). */
export function requireMerchant(ctx: ServiceCtx): AuthUser {
  if (!ctx.user) throw new AppError('UNAUTHORIZED', MSG.loginRequired);
  if (ctx.user.userType !== 'merchant') throw new AppError('FORBIDDEN', MSG.merchantOnly);
  return ctx.user;
}

/** The merchant profile of the signed-in merchant on this tenant. */
export async function getOwnMerchant(db: DbOrTx, ctx: ServiceCtx): Promise<{ id: number; userId: number }> {
  const user = requireMerchant(ctx);
  const [m] = await db
    .select({ id: merchantProfiles.id, userId: merchantProfiles.userId })
    .from(merchantProfiles)
    .where(and(eq(merchantProfiles.userId, user.id), eq(merchantProfiles.tenantId, ctx.tenant.id)))
    .limit(1);
  if (!m) throw new AppError('FORBIDDEN', MSG.merchantOnly);
  return m;
}

const notFound = () => new AppError('NOT_FOUND', MSG.productLoadFailed);

/**
 * A product of this tenant that the signed-in merchant owns: 404 when it is not in this tenant
 * (other tenants' rows are never revealed), 403 when another merchant owns it.
 * `lock` takes the row lock that serialises media changes of one product.
 */
export async function getOwnedProduct(db: DbOrTx, ctx: ServiceCtx, id: number, opts: { lock?: boolean } = {}): Promise<Product> {
  const user = requireMerchant(ctx);
  const query = db
    .select()
    .from(products)
    .where(and(eq(products.id, id), eq(products.tenantId, ctx.tenant.id)))
    .limit(1);
  const [product] = opts.lock ? await query.for('update') : await query;
  if (!product) throw notFound();
  if (product.ownerId !== user.id) throw new AppError('FORBIDDEN', MSG.productNotOwner);
  return product;
}

export const isOwner = (ctx: ServiceCtx, p: Pick<Product, 'ownerId' | 'tenantId'>): boolean =>
  !!ctx.user && p.ownerId === ctx.user.id && p.tenantId === ctx.tenant.id;

/**
 * A product a reader may see: one of the data tenant (the proxy target included) that is not
 * deleted, or the signed-in owner's own (deleted ones too).
 */
export async function getVisibleProduct(db: DbOrTx, ctx: ServiceCtx, id: number): Promise<Product> {
  const tenantIds = [...new Set([ctx.dataTenantId, ctx.tenant.id])];
  const [product] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, id), inArray(products.tenantId, tenantIds)))
    .limit(1);
  if (!product) throw notFound();
  const owner = isOwner(ctx, product);
  if (!owner && (product.tenantId !== ctx.dataTenantId || product.deletedAt)) throw notFound();
  return product;
}

export async function listProductMedia(db: DbOrTx, productId: number): Promise<ProductMedia[]> {
  return db
    .select()
    .from(productMedia)
    .where(eq(productMedia.productId, productId))
    .orderBy(asc(productMedia.sortOrder), asc(productMedia.id));
}

export function toMediaItem(m: ProductMedia): ProductMediaItem {
  const url = mediaUrl(m.storageKey);
  return {
    id: m.id,
    media_type: 'image',
    mime_type: m.mimeType,
    file_path: url,
    file_name: m.fileName,
    thumbnail_url: url,
    is_thumbnail: m.isThumbnail,
    order: m.sortOrder,
  };
}

/** The detail shape of one product (its card, media in order, deleted_at, is_owner). */
export async function productDetail(db: DbOrTx, ctx: ServiceCtx, product: Product): Promise<ProductDetail> {
  const [row] = await selectProductCards(db).where(eq(products.id, product.id)).limit(1);
  if (!row) throw notFound();
  const media = await listProductMedia(db, product.id);
  return {
    ...toProductCard(row),
    media: media.map(toMediaItem),
    reviews: [],
    deleted_at: product.deletedAt ? product.deletedAt.toISOString() : null,
    is_owner: isOwner(ctx, product),
  };
}

/**
 * Keeps exactly one thumbnail (the marked one, else the first in order) and products.thumbnail_key
 * in step with it. Runs inside the transaction that changed the media.
 */
export async function syncThumbnail(tx: DbOrTx, productId: number, now: Date): Promise<ProductMedia[]> {
  const media = await listProductMedia(tx, productId);
  const thumb = media.find((m) => m.isThumbnail) ?? media[0];
  for (const m of media) {
    const should = m.id === thumb?.id;
    if (m.isThumbnail !== should) {
      await tx.update(productMedia).set({ isThumbnail: should }).where(eq(productMedia.id, m.id));
      m.isThumbnail = should;
    }
  }
  await tx
    .update(products)
    .set({ thumbnailKey: thumb?.storageKey ?? null, updatedAt: now })
    .where(eq(products.id, productId));
  return media;
}

export const PRODUCT_ORDER: Record<string, SQL[]> = {
  latest: [desc(products.createdAt), desc(products.id)],
  price_low: [asc(products.price), desc(products.id)],
  price_high: [desc(products.price), desc(products.id)],
  views: [desc(products.viewsCount), desc(products.id)],
  orders: [desc(products.ordersCount), desc(products.id)],
  discount: [desc(products.discountRate), desc(products.id)],
};

/** One page of product cards and the total under the same filter (cappedTotal: exact up to 1,000). */
export async function pageOfProducts(
  db: DbOrTx,
  where: SQL,
  orderBy: SQL[],
  page: number,
  size: number,
): Promise<ProductList> {
  const offset = (page - 1) * size;
  const [rows, n] = await Promise.all([
    selectProductCards(db)
      .where(where)
      .orderBy(...orderBy)
      .limit(size + 1)
      .offset(offset),
    cappedTotal(db, db.select({ one: sql`1` }).from(products).where(where)),
  ]);
  const { items, hasMore, total } = pageOf(rows, size, offset, n);
  return { products: items.map(toProductCard), total, page, size, has_more: hasMore };
}
