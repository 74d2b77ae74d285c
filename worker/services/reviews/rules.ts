import { eq, sql } from 'drizzle-orm';
import { payments } from '../../../db/schema';
import { AppError } from '../../../shared/errors';
import { MSG } from '../../../shared/messages';
import type { ServiceCtx } from '../../env';
import { paymentBuyer } from '../../scope/people';

/*
 * The reviews' business rules, one predicate each, used by every write and read that needs them.
 * Reviews live with their product (the selling tenant, `ctx.shown`) and name their author by
 * (author_tenant_id, author_id) = ctx.own.personIs(reviewAuthor, id): the account of the site the buyer used.
 */

/**
 * "Has a paid purchase of this product": a paid product payment of this buyer for it, either the
 * product's own 바로 구매 payment or a cart's line payment of it (docs/cart.md: each product a cart
 * bought is a product_order line with that product). Payments belong to the selling tenant (ctx.shown)
 * and name the buyer as reviews name authors; payments_buyer_idx answers it. Creating a review and
 * purchase-status both ask this.
 */
export async function hasPaidPurchase(ctx: ServiceCtx, productId: number, userId: number): Promise<boolean> {
  const [row] = await ctx.db
    .select({ one: sql<number>`1` })
    .from(payments)
    .where(
      ctx.shown.where(
        payments,
        ctx.own.personIs(paymentBuyer, userId),
        eq(payments.productId, productId),
        eq(payments.purpose, 'product_order'),
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
