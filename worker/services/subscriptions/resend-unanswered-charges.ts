import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import { payments, subscriptions } from '../../../db/schema';
import type { ServiceCtx } from '../../env';
import { SETTLEABLE } from '../payments/settle';
import { sendAttempt, type ChargeResult } from './charge-subscription';
import { CHARGE_LEASE_MS, DUE_BATCH } from './internal';

/**
 * Part of the scheduler's billing job for one tenant: an upgrade's or a force charge's attempt that the
 * gateway never answered (a timeout) is still pending, and no due date brings it back (renewals are
 * re-sent by their own lease, charge-subscription.ts). Once the lease after it has run, it is sent
 * again with the same idempotency key: the gateway answers what it did the first time (charged: it is
 * settled, an upgrade applied; declined: it fails), so money taken is never left unrecorded, and nothing
 * is charged twice. Two overlapping runs may both send it; the settle and the failure are written once.
 */
export async function resendUnansweredCharges(ctx: ServiceCtx): Promise<ChargeResult['outcome'][]> {
  const cutoff = new Date(ctx.deps.clock.now().getTime() - CHARGE_LEASE_MS);
  const stale = await ctx.db
    .select()
    .from(payments)
    .where(
      ctx.own.where(
        payments,
        and(
          eq(payments.purpose, 'plan_charge'),
          inArray(payments.planAction, ['upgrade', 'admin']),
          inArray(payments.status, [...SETTLEABLE]),
          lte(payments.createdAt, cutoff),
        ),
      ),
    )
    .orderBy(asc(payments.id))
    .limit(DUE_BATCH);
  const outcomes: ChargeResult['outcome'][] = [];
  for (const payment of stale) {
    if (payment.subscriptionId === null || payment.planAction === null) continue;
    const [sub] = await ctx.db.select().from(subscriptions).where(ctx.own.where(subscriptions, eq(subscriptions.id, payment.subscriptionId))).limit(1);
    if (!sub?.billingKey) continue;
    try {
      outcomes.push((await sendAttempt(ctx, sub, payment, payment.planAction === 'upgrade' ? 'upgrade' : 'admin')).outcome);
    } catch (err) {
      ctx.deps.log.warn(`payment ${payment.id}: re-sending the unanswered charge failed`, err);
    }
  }
  return outcomes;
}
