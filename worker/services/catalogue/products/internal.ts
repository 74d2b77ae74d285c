import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../../db/client';
import { merchantProfiles, productMedia, products, type Product, type ProductMedia } from '../../../../db/schema';
import { literalLimit } from '../../../../db/sql-literals';
import { AppError } from '../../../../shared/errors';
import { MSG } from '../../../../shared/messages';
import type { ProductDetail, ProductList, ProductMediaItem, ProductUpdateData } from '../../../../shared/schemas/catalogue';
import { computeDiscountRate } from '../../../../shared/catalogue-constants';
import type { MerchantCtx, ServiceCtx } from '../../../env';
import { placeholderScope, sameTenant, type TenantScope } from '../../../scope/tenant-scope';
import { preparedStatement } from '../../../lib/prepared';
import { mediaUrl, readCardShop, selectProductCards, toProductCard } from '../internal-cards';
import { liveProductIn, merchantAccountLive, viewableProduct, viewableProductIn } from '../rules';
import { sellerTenant, shopShippingPolicy } from '../../orders/payments/internal';
import { pageOf, preparedCappedTotal } from '../../../lib/list-totals';
import { PreparedFilter } from '../../../lib/prepared-filter';

/** From this offset on a page is read ids first (preparedPageOfProducts). */
const DEEP_PAGE_OFFSET = 200;

const notFound = () => new AppError('NOT_FOUND', MSG.productLoadFailed);

/** A product and the scope it was found in (its media are read in the same one). */
export interface ScopedProduct {
  product: Product;
  scope: TenantScope;
}

/**
 * A product of this site that the signed-in merchant owns: 404 when it is not in the site's own
 * rows (other tenants' rows are never revealed), 403 when another merchant owns it.
 * `lock` takes the row lock that serialises media changes of one product (inside withTransaction).
 */
export async function getOwnedProduct(ctx: MerchantCtx, id: number, opts: { lock?: boolean } = {}): Promise<Product> {
  const query = ctx.db.select().from(products).where(ctx.own.where(products, eq(products.id, id))).limit(1);
  const [product] = opts.lock ? await query.for('update') : await query;
  if (!product) throw notFound();
  if (product.ownerId !== ctx.merchant.userId) throw new AppError('FORBIDDEN', MSG.productNotOwner);
  return product;
}

/** The signed-in user owns the product (an owner is an account of the product's own tenant, by its key). */
export const isOwner = (ctx: ServiceCtx, p: Pick<Product, 'ownerId'>): boolean => !!ctx.user && p.ownerId === ctx.user.id;

/**
 * A product a reader may open: the signed-in owner's own in the site's own rows (deleted or paused
 * ones too), else one that is viewable (catalogue rules: shown, not deleted, its account live).
 */
export async function getVisibleProduct(ctx: ServiceCtx, id: number): Promise<ScopedProduct> {
  if (ctx.user) {
    const [own] = await ctx.db
      .select()
      .from(products)
      .where(ctx.own.where(products, eq(products.id, id), eq(products.ownerId, ctx.user.id)))
      .limit(1);
    if (own) return { product: own, scope: ctx.own };
  }
  const [product] = await ctx.db
    .select()
    .from(products)
    .where(and(viewableProduct(ctx), eq(products.id, id)))
    .limit(1);
  if (!product) throw notFound();
  return { product, scope: ctx.shown };
}

/** A product's media in display order, read in the scope its product was found in. */
export async function listProductMedia(db: DbOrTx, scope: TenantScope, productId: number): Promise<ProductMedia[]> {
  return db
    .select()
    .from(productMedia)
    .where(scope.where(productMedia, eq(productMedia.productId, productId)))
    .orderBy(asc(productMedia.sortOrder), asc(productMedia.id));
}

/** The columns of a medium its item shows. */
type MediaColumns = Pick<ProductMedia, 'id' | 'storageKey' | 'fileName' | 'mimeType' | 'sortOrder' | 'isThumbnail'>;

export function toMediaItem(m: MediaColumns): ProductMediaItem {
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

/**
 * What a product's detail reads beside its card, in the card's statement: the product's own state,
 * its shop's 판매자 정보 (shown while the shop's account is live; the owner's own always is) and its
 * media in display order, as JSON (one round trip instead of four).
 */
const detailColumns = {
  deletedAt: products.deletedAt,
  ownerId: products.ownerId,
  // The visible-merchant rule's live account (the scope is the product's, already in the where).
  sellerLive: sql<boolean>`${merchantAccountLive}`.as('seller_live'),
  sellerBusinessNumber: merchantProfiles.businessNumber,
  sellerRepresentative: merchantProfiles.representativeName,
  sellerReportNumber: merchantProfiles.ecommerceReportNumber,
  sellerAddress: merchantProfiles.address,
  sellerPhone: merchantProfiles.phone,
  mediaJson: sql<string>`(select coalesce(json_agg(json_build_object('id', ${productMedia.id}, 'storageKey', ${productMedia.storageKey},
      'fileName', ${productMedia.fileName}, 'mimeType', ${productMedia.mimeType}, 'sortOrder', ${productMedia.sortOrder},
      'isThumbnail', ${productMedia.isThumbnail}) order by ${productMedia.sortOrder}, ${productMedia.id}), '[]'::json)::text
    from ${productMedia} where ${sameTenant(productMedia, products, eq(productMedia.productId, products.id))})`.as('media_json'),
};

type DetailRow = Awaited<ReturnType<typeof selectDetailRows>>[number];

function selectDetailRows(db: DbOrTx, where: SQL) {
  return selectProductCards(db, detailColumns)
    .innerJoin(merchantProfiles, sameTenant(merchantProfiles, products, eq(merchantProfiles.id, products.merchantId)))
    .where(where)
    .limit(1);
}

const OWN = placeholderScope('own', 'own');
const SHOWN = placeholderScope('shown', 'shown');
const byId = eq(products.id, sql.placeholder('id'));

/** A guest may open a viewable product; a signed-in reader also their own (deleted or paused too). */
const guestDetail = (db: DbOrTx) => selectDetailRows(db, and(viewableProductIn(SHOWN), byId)!);
const readerDetail = (db: DbOrTx) =>
  selectDetailRows(db, or(OWN.where(products, byId, eq(products.ownerId, sql.placeholder('user'))), and(viewableProductIn(SHOWN), byId))!);

/**
 * The detail of the product a reader may open (getVisibleProduct's rule: the signed-in owner's own in
 * the site's own rows, deleted or paused ones too, else a viewable one), read in one prepared statement.
 */
export async function findProductDetail(ctx: ServiceCtx, id: number): Promise<{ detail: ProductDetail; scope: TenantScope }> {
  const values = { id, own: ctx.own.tenantId, shown: ctx.shown.tenantId, user: ctx.user?.id };
  const [row] = ctx.user
    ? await preparedStatement(ctx.db, 'product_detail_reader', readerDetail).execute(values)
    : await preparedStatement(ctx.db, 'product_detail_guest', guestDetail).execute(values);
  if (!row) throw notFound();
  // An owner is an account of the product's own tenant (isOwner): their own product is in the site's own rows.
  const scope = isOwner(ctx, row) ? ctx.own : ctx.shown;
  return { detail: await detailOf(ctx, scope, row), scope };
}

/** The detail shape of one product (its card, media in order, deleted_at, is_owner). */
export async function productDetail(ctx: ServiceCtx, { product, scope }: ScopedProduct): Promise<ProductDetail> {
  const [row] = await selectDetailRows(ctx.db, scope.where(products, eq(products.id, product.id)));
  if (!row) throw notFound();
  return detailOf(ctx, scope, row);
}

async function detailOf(ctx: ServiceCtx, scope: TenantScope, row: DetailRow): Promise<ProductDetail> {
  // The product's own tenant sells it: this site's, or on a proxy site (shown scope) its target.
  const seller = scope.kind === 'own' ? ctx.tenant : await sellerTenant(ctx);
  const media = JSON.parse(row.mediaJson) as MediaColumns[];
  const shop = readCardShop(row);
  return {
    ...toProductCard(row),
    media: media.map(toMediaItem),
    // The shop's own rule, else the tenant's: what its 바로 구매 and cart charge (shopShippingPolicy).
    shipping: shopShippingPolicy(seller, shop),
    seller: row.sellerLive
      ? {
          business_name: shop.businessName,
          representative_name: row.sellerRepresentative,
          business_number: row.sellerBusinessNumber,
          ecommerce_report_number: row.sellerReportNumber,
          address: row.sellerAddress,
          phone: row.sellerPhone,
        }
      : null,
    reviews: [],
    deleted_at: row.deletedAt ? row.deletedAt.toISOString() : null,
    is_owner: isOwner(ctx, row),
  };
}

/**
 * Keeps exactly one thumbnail (the marked one, else the first in order) and products.thumbnail_key
 * in step with it. Runs inside the transaction that changed the media (`tx` is its context).
 */
export async function syncThumbnail(tx: ServiceCtx, productId: number, now: Date): Promise<ProductMedia[]> {
  const media = await listProductMedia(tx.db, tx.own, productId);
  const thumb = media.find((m) => m.isThumbnail) ?? media[0];
  for (const m of media) {
    const should = m.id === thumb?.id;
    if (m.isThumbnail !== should) {
      await tx.db.update(productMedia).set({ isThumbnail: should }).where(tx.own.where(productMedia, eq(productMedia.id, m.id)));
      m.isThumbnail = should;
    }
  }
  await tx.db
    .update(products)
    .set({ thumbnailKey: thumb?.storageKey ?? null, updatedAt: now })
    .where(tx.own.where(products, eq(products.id, productId)));
  return media;
}

export type ProductSort = 'latest' | 'price_low' | 'price_high' | 'views' | 'orders' | 'discount';

export const PRODUCT_ORDER: Record<ProductSort, SQL[]> = {
  latest: [desc(products.createdAt), desc(products.id)],
  price_low: [asc(products.price), desc(products.id)],
  price_high: [desc(products.price), desc(products.id)],
  views: [desc(products.viewsCount), desc(products.id)],
  orders: [desc(products.ordersCount), desc(products.id)],
  discount: [desc(products.discountRate), desc(products.id)],
};

/**
 * One page of product cards and its total, by prepared statements: one per filter shape, order and
 * page size (the offset is a placeholder; the limit stays a literal for the generic plan). Past the
 * first pages the skipped rows are read from the index alone (ids only) and the page's cards then
 * fetched by id, instead of fetching every skipped row's columns.
 */
export async function preparedPageOfProducts(
  db: DbOrTx,
  filter: PreparedFilter,
  sort: ProductSort,
  page: number,
  size: number,
  search?: { every: PreparedFilter },
): Promise<ProductList> {
  const offset = (page - 1) * size;
  const deep = offset >= DEEP_PAGE_OFFSET;
  const order = PRODUCT_ORDER[sort];
  // A text search counts every match, written for counting (preparedProductTextSearch's `every`).
  const counted = search?.every ?? filter;
  const statement = preparedStatement(db, `${filter.name}_${sort}_${size}${deep ? '_deep' : ''}`, (d) => {
    const where = filter.where();
    const skipped = sql.placeholder('offset');
    const ids = d.select({ id: products.id }).from(products).where(where).orderBy(...order).limit(literalLimit(size + 1)).offset(skipped);
    return selectProductCards(d)
      .where(deep ? inArray(products.id, ids) : where)
      .orderBy(...order)
      .limit(literalLimit(size + 1))
      .offset(deep ? 0 : skipped);
  });
  const [rows, n] = await Promise.all([
    statement.execute({ ...filter.values, offset }),
    preparedCappedTotal(db, counted, (d) => d.select({ one: sql`1` }).from(products).where(counted.where()).$dynamic(), { textSearch: !!search }),
  ]);
  const { items, hasMore, total } = pageOf(rows, size, offset, n);
  return { products: items.map(toProductCard), total, page, size, has_more: hasMore };
}

/**
 * A filter of live products of the request's shown site (`liveProduct`) in `tab` (or tabs), and `also` (a
 * condition without values, which `name` stands for), for preparedPageOfProducts.
 */
export function liveProductFilter(ctx: ServiceCtx, name: string, tab?: boolean | boolean[], also?: () => SQL): PreparedFilter {
  const tabs = tab === undefined ? [false, true] : [...new Set([tab].flat())];
  const tabName = tabs.length === 2 ? 'both' : tabs.length === 0 ? 'none' : tabs[0] ? 'delivery' : 'shopping';
  return new PreparedFilter(`${name}_${tabName}`, () => and(liveProductIn(SHOWN, tab), also?.())!, { shown: ctx.shown.tenantId });
}

/** The columns a merchant sets on create and update; the discount is computed from the prices, never taken. */
export function editableColumns(input: Omit<ProductUpdateData, 'id' | 'images'>) {
  return {
    title: input.title,
    description: input.description,
    price: input.price,
    originalPrice: input.original_price,
    discountRate: computeDiscountRate(input.price, input.original_price),
    isAvailable: input.is_available,
    category: input.category ?? null,
    deliveryCategory: input.delivery_category ?? null,
    displayRemaining: input.display_remaining,
    deliveryAvailable: input.delivery_available,
  };
}
