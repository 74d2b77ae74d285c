import { count, eq } from 'drizzle-orm';
import { plans, products, subscriptions } from '../../../db/schema';
import { AppError } from '../../../shared/errors';
import { MSG } from '../../../shared/messages';
import { mayAddProduct } from '../../../shared/product-limit';
import type { SubscriptionStatusOrNone } from '../../../shared/subscription';
import type { ServiceCtx } from '../../env';
import { sameTenant } from '../../scope/tenant-scope';
import { heldProduct } from '../catalogue/rules';

type Merchant = { id: number; userId: number };

export interface ProductRoom {
  status: SubscriptionStatusOrNone;
  /** The plan's limit (-1 unlimited); 0 without a subscription. */
  prdLimit: number;
  /** Products the shop holds (rules.ts heldProduct). */
  count: number;
  /** Whether one more product may be added (commerce.md §5). */
  allowed: boolean;
}

/** How many products the shop holds against its plan. */
export async function heldProductCount(ctx: ServiceCtx, merchant: Merchant): Promise<number> {
  const [{ n }] = await ctx.db.select({ n: count() }).from(products).where(heldProduct(ctx, merchant));
  return n;
}

/**
 * The merchant's status, limit and count. `lock`: inside a transaction, the subscription row is
 * locked (FOR UPDATE) before counting, so two creates of one shop take turns: the second counts
 * the first's product (committed) or waits for it; 20 creates at limit − 1 give exactly one product.
 * A merchant without a row is refused whatever the count, so there is nothing to race past.
 */
export async function productRoom(ctx: ServiceCtx, merchant: Merchant, opts: { lock?: boolean } = {}): Promise<ProductRoom> {
  const query = ctx.db
    .select({ status: subscriptions.status, settings: plans.settings })
    .from(subscriptions)
    .innerJoin(plans, sameTenant(plans, subscriptions, eq(plans.id, subscriptions.planId)))
    .where(ctx.own.where(subscriptions, eq(subscriptions.userId, merchant.userId)))
    .limit(1);
  const [sub] = opts.lock ? await query.for('update', { of: subscriptions }) : await query;
  const status: SubscriptionStatusOrNone = sub?.status ?? 'none';
  const prdLimit = sub?.settings.prd_limit ?? 0;
  const held = await heldProductCount(ctx, merchant);
  return { status, prdLimit, count: held, allowed: mayAddProduct(status, prdLimit, held) };
}

/**
 * Refuses one more product when the plan does not allow it (403 PLAN_LIMIT, the form's plan-limit
 * warning). Call inside the transaction that inserts or restores the product.
 */
export async function assertRoomForProduct(tx: ServiceCtx, merchant: Merchant): Promise<void> {
  if (!tx.inTransaction) throw new Error('assertRoomForProduct runs inside the transaction that adds the product');
  const room = await productRoom(tx, merchant, { lock: true });
  if (!room.allowed) throw new AppError('PLAN_LIMIT', MSG.planLimit);
}
