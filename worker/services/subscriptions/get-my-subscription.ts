import { eq } from 'drizzle-orm';
import { subscriptions } from '../../../db/schema';
import type { SubscriptionItem } from '../../../shared/schemas/subscriptions';
import type { MerchantCtx } from '../../env';
import { heldProductCount } from './internal-product-limit';
import { noSubscription, selectSubscriptions, subscriptionItem } from './internal-subscription-item';

/**
 * GET /api/subscriptions/me: the merchant's subscription card (commerce.md §3 Subscription), status
 * `none` without a row; product_count is what the product limit counts (rules.ts heldProduct).
 */
export async function getMySubscription({ ctx }: { ctx: MerchantCtx }): Promise<SubscriptionItem> {
  const [[row], held] = await Promise.all([
    selectSubscriptions(ctx).where(ctx.own.where(subscriptions, eq(subscriptions.userId, ctx.merchant.userId))).limit(1),
    heldProductCount(ctx, ctx.merchant),
  ]);
  if (!row) return noSubscription({ id: ctx.user.id, username: ctx.user.username, email: ctx.user.email }, held);
  return subscriptionItem(row, held);
}
