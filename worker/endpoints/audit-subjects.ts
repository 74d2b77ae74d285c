import { eq } from 'drizzle-orm';
import { orders, posts, products } from '../../db/schema';
import type { ServiceCtx } from '../env';

/**
 * What the audit log keeps before and after the important merchant writes (an endpoint's
 * `audit.subject`): the changed row as the merchant sees it, read in the change's transaction on the
 * caller's own site. Null when there is no such row (yet, or any more). Each read locks the row (FOR
 * UPDATE) as the write will: two writes of one row at once then take turns from their before, so each
 * row's before is the after of the write committed just ahead of it, never the same old value twice.
 */

export async function productSubject(ctx: ServiceCtx, id: number): Promise<unknown> {
  const [row] = await ctx.db
    .select({
      title: products.title,
      description: products.description,
      price: products.price,
      originalPrice: products.originalPrice,
      discountRate: products.discountRate,
      isAvailable: products.isAvailable,
      isDelivery: products.isDelivery,
      category: products.category,
      deliveryCategory: products.deliveryCategory,
      displayRemaining: products.displayRemaining,
      deliveryAvailable: products.deliveryAvailable,
      thumbnailKey: products.thumbnailKey,
      deletedAt: products.deletedAt,
    })
    .from(products)
    .where(ctx.own.where(products, eq(products.id, id)))
    .limit(1)
    .for('update');
  return row ?? null;
}

export async function orderSubject(ctx: ServiceCtx, id: number): Promise<unknown> {
  const [row] = await ctx.db
    .select({ status: orders.status, memo: orders.memo, deliveredAt: orders.deliveredAt })
    .from(orders)
    .where(ctx.own.where(orders, eq(orders.id, id)))
    .limit(1)
    .for('update');
  return row ?? null;
}

export async function postSubject(ctx: ServiceCtx, id: number): Promise<unknown> {
  const [row] = await ctx.db
    .select({ title: posts.title, content: posts.content, isAnnouncement: posts.isAnnouncement, isVideo: posts.isVideo })
    .from(posts)
    .where(ctx.own.where(posts, eq(posts.id, id)))
    .limit(1)
    .for('update');
  return row ?? null;
}
