import { and, eq, inArray, ne } from 'drizzle-orm';
import { plans, subscriptions, type Plan } from '../../../db/schema';
import { AppError } from '../../../shared/errors';
import { MSG } from '../../../shared/messages';
import { PRICE_CHANGE_NOTICE_DAYS } from '../../../shared/subscription';
import type { ServiceCtx } from '../../env';
import { withTransaction } from '../../scope/transaction';
import { notify } from '../notifications/notify';

/**
 * A plan's new price (the admin console's plan editor calls it): new subscribers pay it at once;
 * existing ones are told now and pay it from the first charge on or after now + PRICE_CHANGE_NOTICE_DAYS
 * days (platform.md: a price change is noticed 7 days before; subscriptions.pending_amount and
 * pending_amount_from, read by the charge). The plan, every subscriber's pending price and their
 * plan_price_change notifications are one transaction. A subscriber already at that price keeps no
 * pending change.
 */
export async function changePlanPrice(ctx: ServiceCtx, planId: number, newAmount: number): Promise<{ plan: Plan; told: number }> {
  if (!Number.isSafeInteger(newAmount) || newAmount < 0) throw new AppError('VALIDATION', MSG.billingPriceInvalid, { field: 'amount' });
  const now = ctx.deps.clock.now();
  const from = new Date(now.getTime() + PRICE_CHANGE_NOTICE_DAYS * 86_400_000);
  return withTransaction(ctx, async (tx) => {
    const [plan] = await tx.db.update(plans).set({ amount: newAmount, updatedAt: now }).where(tx.own.where(plans, eq(plans.id, planId))).returning();
    if (!plan) throw new AppError('NOT_FOUND', MSG.billingPlanNotFound);
    const live = inArray(subscriptions.status, ['trialing', 'active', 'past_due']);
    // Back at the price they pay: nothing pending.
    await tx.db
      .update(subscriptions)
      .set({ pendingAmount: null, pendingAmountFrom: null, updatedAt: now })
      .where(tx.own.where(subscriptions, and(eq(subscriptions.planId, planId), eq(subscriptions.amount, newAmount))));
    const told = await tx.db
      .update(subscriptions)
      .set({ pendingAmount: newAmount, pendingAmountFrom: from, updatedAt: now })
      .where(tx.own.where(subscriptions, and(eq(subscriptions.planId, planId), ne(subscriptions.amount, newAmount), live)))
      .returning({ id: subscriptions.id, userId: subscriptions.userId, amount: subscriptions.amount });
    for (const s of told) {
      await notify(tx, tx.own, {
        userId: s.userId,
        topic: 'plan_price_change',
        payload: { plan: plan.name, oldAmount: s.amount, newAmount, effectiveAt: from.toISOString() },
        dedupeKey: `plan-price:${plan.id}:${s.id}:${from.getTime()}`,
      });
    }
    return { plan, told: told.length };
  });
}
