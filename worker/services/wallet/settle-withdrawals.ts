import { asc, inArray, lte } from 'drizzle-orm';
import { walletWithdrawals } from '../../../db/schema';
import type { ServiceCtx } from '../../env';
import { finishWithdrawal, noteBridgeError, submitWithdrawal } from './withdrawal-internal';

/** Withdrawals handled a run; the next run (a minute later) takes the rest. */
const SETTLE_BATCH = 50;
/** A claimed withdrawal is not due again for this long (a run that dies leaves it to the next one after). */
const CLAIM_LEASE_MS = 60_000;

export type SettleWithdrawalsResult = { submitted: number; settled: number; failed: number; pending: number; unreachable: number };

/**
 * The settle-withdrawals job's work for one site (docs/platform-jobs.md; docs/wallet.md "Withdraw and
 * the bridge"): the open withdrawals that are due are claimed in one conditional statement (FOR UPDATE
 * SKIP LOCKED, their next attempt moved past a lease), so overlapping runs never take one twice; then
 * each requested one is submitted to the bridge and each submitted one polled: settled or failed by the
 * bridge's word, each in its own transaction (finishWithdrawal, guarded by the state machine), pending
 * ones asked again next run, and a bridge that does not answer tried again after a backoff.
 */
export async function settleWithdrawals(ctx: ServiceCtx, opts: { limit?: number } = {}): Promise<SettleWithdrawalsResult> {
  const now = ctx.deps.clock.now();
  const open = ['requested', 'submitted'] as const;
  const due = ctx.db
    .select({ id: walletWithdrawals.id })
    .from(walletWithdrawals)
    .where(ctx.own.where(walletWithdrawals, inArray(walletWithdrawals.status, [...open]), lte(walletWithdrawals.nextAttemptAt, now)))
    .orderBy(asc(walletWithdrawals.nextAttemptAt), asc(walletWithdrawals.id))
    .limit(opts.limit ?? SETTLE_BATCH)
    .for('update', { skipLocked: true });
  const claimed = await ctx.db
    .update(walletWithdrawals)
    .set({ nextAttemptAt: new Date(now.getTime() + CLAIM_LEASE_MS) })
    // The status and time again: a row another run claimed meanwhile no longer matches.
    .where(ctx.own.where(walletWithdrawals, inArray(walletWithdrawals.id, due), inArray(walletWithdrawals.status, [...open]), lte(walletWithdrawals.nextAttemptAt, now)))
    .returning();

  const result: SettleWithdrawalsResult = { submitted: 0, settled: 0, failed: 0, pending: 0, unreachable: 0 };
  for (const w of claimed.sort((a, b) => a.id - b.id)) {
    if (w.status === 'requested') {
      const after = await submitWithdrawal(ctx, w);
      if (after.status === 'submitted') result.submitted++;
      else if (after.status === 'failed') result.failed++;
      else result.unreachable++;
      continue;
    }
    let state;
    try {
      state = await ctx.deps.bridge.status(w.bridgeTxId!);
    } catch (err) {
      await noteBridgeError(ctx, w, err);
      result.unreachable++;
      continue;
    }
    if (state.state === 'pending') {
      result.pending++;
      continue;
    }
    const end = await finishWithdrawal(ctx, w.id, state.state === 'settled' ? { to: 'settled' } : { to: 'failed', reason: state.reason });
    if (end.changed) result[state.state === 'settled' ? 'settled' : 'failed']++;
  }
  return result;
}

