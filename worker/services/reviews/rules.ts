import { and, eq, sql } from 'drizzle-orm';
import { orders, payments } from '../../../db/schema';
import { AppError } from '../../../shared/errors';
import { MSG } from '../../../shared/messages';
import type { ServiceCtx } from '../../env';
import { orderBuyer } from '../../scope/people';
import { sameTenant } from '../../scope/tenant-scope';

/*
 * The reviews' business rules, one predicate each, used by every write and read that needs them.
 * Reviews live with their product (the selling tenant, `ctx.shown`) and name their author by
 * (author_tenant_id, author_id) = ctx.own.personIs(reviewAuthor, id): the account of the site the buyer used.
 */

/**
 * "Has a paid purchase of this product": an order of this buyer for it whose payment is paid. Orders
 * and payments belong to the selling tenant (ctx.shown) and name the buyer as reviews name authors;
 * orders_buyer_product_idx answers it. Creating a review and purchase-status both ask this.
 */
export async function hasPaidPurchase(ctx: ServiceCtx, productId: number, userId: number): Promise<boolean> {
  const [row] = await ctx.db
    .select({ one: sql<number>`1` })
    .from(orders)
    .innerJoin(payments, sameTenant(payments, orders, eq(payments.id, orders.paymentId)))
    .where(
      and(
        ctx.shown.where(orders, eq(orders.productId, productId), ctx.own.personIs(orderBuyer, userId)),
        eq(payments.status, 'paid'),
      ),
    )
    .limit(1);
  return !!row;
}

/** Writing a review of `productId` needs that paid purchase (a business rule, not an access level: a 400 with its message). */
export async function requirePaidPurchase(ctx: ServiceCtx & { user: { id: number } }, productId: number): Promise<void> {
  if (!(await hasPaidPurchase(ctx, productId, ctx.user.id))) throw new AppError('BAD_REQUEST', MSG.reviewPurchaseRequired, { field: 'product_id' });
}

/** A review's average rating with one decimal, from a kept count and sum (null without reviews). */
export const averageRating = (count: number, sum: number): number | null => (count > 0 ? Math.round((sum / count) * 10) / 10 : null);
