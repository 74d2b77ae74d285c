import { and, asc, inArray, isNotNull, lte } from 'drizzle-orm';
import { subscriptions } from '../../../db/schema';
import type { ServiceCtx } from '../../env';
import { chargeSubscription } from './charge-subscription';
import { DUE_BATCH } from './internal';
import { resendUnansweredCharges } from './resend-unanswered-charges';

export interface DueChargeSummary {
  due: number;
  /** Unanswered upgrade or force-charge attempts sent again (resend-unanswered-charges.ts). */
  resent: number;
  paid: number;
  failed: number;
  pending: number;
  skipped: number;
}

/**
 * The scheduler's billing job for one tenant (`ctx.own`, with the job's clock, gateway and logger):
 * charges every subscription whose next_billing_at has come (a period's end, a trial's end, a retry,
 * an unanswered attempt whose lease ran out), oldest first, at most DUE_BATCH a run. Each charge claims
 * its subscription first, so overlapping runs charge it once; one subscription's error is logged and
 * does not stop the others. Then the unanswered upgrade and force-charge attempts are asked again.
 * Meant to run hourly per tenant (docs/subscriptions.md).
 */
export async function chargeDueSubscriptions(ctx: ServiceCtx): Promise<DueChargeSummary> {
  const now = ctx.deps.clock.now();
  const due = await ctx.db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      ctx.own.where(
        subscriptions,
        and(isNotNull(subscriptions.nextBillingAt), lte(subscriptions.nextBillingAt, now), inArray(subscriptions.status, ['active', 'trialing', 'past_due'])),
      ),
    )
    .orderBy(asc(subscriptions.nextBillingAt), asc(subscriptions.id))
    .limit(DUE_BATCH);
  const summary: DueChargeSummary = { due: due.length, resent: 0, paid: 0, failed: 0, pending: 0, skipped: 0 };
  for (const { id } of due) {
    try {
      const { outcome } = await chargeSubscription(ctx, id, { reason: 'renewal' });
      summary[outcome]++;
    } catch (err) {
      summary.failed++;
      ctx.deps.log.warn(`subscription ${id}: the renewal charge failed`, err);
    }
  }
  summary.resent = (await resendUnansweredCharges(ctx)).length;
  return summary;
}
