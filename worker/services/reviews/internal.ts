import { and, asc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { products, reviewHelpful, reviewMedia, reviews, users, type Product } from '../../../db/schema';
import type { ReviewCreateInput } from '../../../shared/schemas/reviews';
import { AppError } from '../../../shared/errors';
import { MSG } from '../../../shared/messages';
import type { ReviewItem } from '../../../shared/schemas/reviews';
import type { ServiceCtx, UserCtx } from '../../env';
import { helpfulMarker, reviewAuthor } from '../../scope/people';
import { readPeople, sameTenant, type TenantScope } from '../../scope/tenant-scope';
import { mediaUrl } from '../catalogue/internal-cards';
import { viewableProduct } from '../catalogue/rules';

export const reviewNotFound = () => new AppError('NOT_FOUND', MSG.reviewNotFound);
export const reviewImageTooLarge = () => new AppError('PAYLOAD_TOO_LARGE', MSG.reviewImageTooLarge, { field: 'file' });
export const productNotFound = () => new AppError('NOT_FOUND', MSG.productLoadFailed);

/**
 * A product whose reviews a visitor may read and write: one the catalogue lets them open (shown
 * here, not deleted, its shop's account live). Anything else is a 404, as the product page is.
 */
export async function getReviewableProduct(ctx: ServiceCtx, id: number): Promise<Product> {
  const [product] = await ctx.db
    .select()
    .from(products)
    .where(and(viewableProduct(ctx), eq(products.id, id)))
    .limit(1);
  if (!product) throw productNotFound();
  return product;
}

/**
 * Inserts the signed-in buyer's review of `productId` (in the shown catalogue, named by its author's
 * own key). One per buyer and product: reviews_one_per_author_key decides, so two creates in a race
 * give one review and one 409. The product's review_count and rating_sum follow by trigger.
 */
export async function insertReview(ctx: UserCtx, productId: number, input: Omit<ReviewCreateInput, 'id'>): Promise<number> {
  const now = ctx.deps.clock.now();
  const [row] = await ctx.db
    .insert(reviews)
    .values(
      ctx.shown.row({
        productId,
        ...ctx.own.personRow(reviewAuthor, ctx.user.id),
        rating: input.rating,
        title: input.title,
        content: input.content,
        createdAt: now,
        updatedAt: now,
      }),
    )
    .onConflictDoNothing({ target: [reviews.productId, ...reviewAuthor.key] })
    .returning({ id: reviews.id });
  if (!row) throw new AppError('CONFLICT', MSG.reviewAlreadyWritten);
  return row.id;
}

/** What a review item reads: the review and its product's card fields. */
export const reviewColumns = {
  id: reviews.id,
  productId: reviews.productId,
  ...reviewAuthor.columns,
  rating: reviews.rating,
  title: reviews.title,
  content: reviews.content,
  helpfulCount: reviews.helpfulCount,
  createdAt: reviews.createdAt,
  updatedAt: reviews.updatedAt,
  productTitle: products.title,
  productPrice: products.price,
  productThumbnailKey: products.thumbnailKey,
};

/** Reviews joined to their product; callers add where / order / limit. */
export const selectReviews = (db: DbOrTx) =>
  db.select(reviewColumns).from(reviews).innerJoin(products, sameTenant(products, reviews, eq(products.id, reviews.productId)));

export type ReviewRow = Awaited<ReturnType<typeof selectReviews>>[number];

/** Reviews a visitor may see: of this site's shown catalogue, on a product they may open. */
export const visibleReview = (ctx: ServiceCtx, ...conditions: (SQL | undefined)[]): SQL => and(ctx.shown.where(reviews, ...conditions), viewableProduct(ctx))!;

/** The review row (locked for update inside a transaction when `lock`), if a visitor may see it. */
export async function getReview(ctx: ServiceCtx, id: number, opts: { lock?: boolean } = {}): Promise<ReviewRow> {
  const query = selectReviews(ctx.db).where(visibleReview(ctx, eq(reviews.id, id))).limit(1);
  const [row] = opts.lock ? await query.for('update', { of: reviews }) : await query;
  if (!row) throw reviewNotFound();
  return row;
}

/** The signed-in user wrote it (the account of this site, by its key). */
export const isAuthor = (ctx: UserCtx, r: ReviewRow): boolean => ctx.own.isPerson(reviewAuthor, r, ctx.user.id);

/** A review the signed-in user wrote: 404 when nobody may see it here, 403 when another user wrote it. */
export async function getAuthoredReview(ctx: UserCtx, id: number, opts: { lock?: boolean } = {}): Promise<ReviewRow> {
  const review = await getReview(ctx, id, opts);
  if (!isAuthor(ctx, review)) throw new AppError('FORBIDDEN', MSG.reviewNotAuthor);
  return review;
}

/**
 * The items of some review rows, in their order: authors (read in each author's own tenant),
 * photos in order, and whether the signed-in reader marked each helpful. Three small reads a page;
 * `scope` is the tenant the rows were read in (the shown catalogue, or the site's own for its merchants).
 */
export async function toReviewItems(ctx: ServiceCtx, rows: ReviewRow[], scope: TenantScope = ctx.shown): Promise<ReviewItem[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [authorOf, media, marks] = await Promise.all([
    readPeople(reviewAuthor, rows, (accounts, userIds) =>
      ctx.db
        .select({ id: users.id, username: users.username, deletedAt: users.deletedAt })
        .from(users)
        .where(accounts.where(users, inArray(users.id, userIds))),
    ),
    ctx.db
      .select({ id: reviewMedia.id, reviewId: reviewMedia.reviewId, storageKey: reviewMedia.storageKey })
      .from(reviewMedia)
      .where(scope.where(reviewMedia, inArray(reviewMedia.reviewId, ids)))
      .orderBy(asc(reviewMedia.sortOrder), asc(reviewMedia.id)),
    ctx.user
      ? ctx.db
          .select({ reviewId: reviewHelpful.reviewId })
          .from(reviewHelpful)
          .where(scope.where(reviewHelpful, inArray(reviewHelpful.reviewId, ids), ctx.own.personIs(helpfulMarker, ctx.user.id)))
      : Promise.resolve([] as { reviewId: number }[]),
  ]);
  const marked = new Set(marks.map((m) => m.reviewId));
  return rows.map((r) => {
    const author = authorOf(r);
    return {
      id: r.id,
      user_id: r.authorId,
      // A deleted account's review stays (the purchase happened) without its old name.
      user: { id: r.authorId, username: !author || author.deletedAt ? MSG.reviewDeletedAuthor : author.username },
      product_id: r.productId,
      product: { title: r.productTitle, price: r.productPrice, image_url: r.productThumbnailKey ? mediaUrl(r.productThumbnailKey) : null },
      product_info: { id: r.productId },
      rating: r.rating,
      title: r.title,
      content: r.content,
      media: media.filter((m) => m.reviewId === r.id).map((m) => ({ id: m.id, file_path: mediaUrl(m.storageKey) })),
      helpful_count: r.helpfulCount,
      is_helpful_by_current_user: marked.has(r.id),
      created_at: r.createdAt.toISOString(),
      updated_at: r.updatedAt.toISOString(),
    };
  });
}

/** One review's item, read again after a write. */
export async function reviewItem(ctx: ServiceCtx, id: number): Promise<ReviewItem> {
  const [item] = await toReviewItems(ctx, [await getReview(ctx, id)]);
  return item;
}

/** A live account of this site (the author of GET /api/reviews/user/{id}). */
export async function getLiveUser(ctx: ServiceCtx, id: number): Promise<{ id: number }> {
  const [user] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(ctx.own.where(users, eq(users.id, id), isNull(users.deletedAt)))
    .limit(1);
  if (!user) throw new AppError('NOT_FOUND', MSG.reviewUserNotFound);
  return user;
}
