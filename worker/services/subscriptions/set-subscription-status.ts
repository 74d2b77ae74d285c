import { eq } from 'drizzle-orm';
import { subscriptions } from '../../../db/schema';
import { AppError } from '../../../shared/errors';
import { MSG } from '../../../shared/messages';
import type { AdminSubscriptionStatusInput, SubscriptionItem } from '../../../shared/schemas/subscriptions';
import type { UserCtx } from '../../env';
import { heldProductCount } from './internal-product-limit';
import { selectSubscriptions, subscriptionItem } from './internal-subscription-item';

/**
 * POST /api/admin/subscriptions/status: the site's superuser sets any of the four statuses directly
 * (commerce.md §4), e.g. to let a suspended shop sell again after a payment by other means. Only the
 * status changes: billing dates, key and failures stay as the billing run left them. Another site's
 * id is a 404. Canceling stamps canceled_at; leaving canceled clears it.
 */
export async function setSubscriptionStatus({ ctx, input }: { ctx: UserCtx; input: AdminSubscriptionStatusInput }): Promise<SubscriptionItem> {
  const now = ctx.deps.clock.now();
  const [updated] = await ctx.db
    .update(subscriptions)
    .set({ status: input.status, canceledAt: input.status === 'canceled' ? now : null, updatedAt: now })
    .where(ctx.own.where(subscriptions, eq(subscriptions.id, input.subscription_id)))
    .returning({ id: subscriptions.id });
  if (!updated) throw new AppError('NOT_FOUND', MSG.subscriptionNotFound);
  const [row] = await selectSubscriptions(ctx).where(ctx.own.where(subscriptions, eq(subscriptions.id, updated.id))).limit(1);
  const held = row.merchantId === null ? 0 : await heldProductCount(ctx, { id: row.merchantId, userId: row.userId });
  return subscriptionItem(row, held);
}
