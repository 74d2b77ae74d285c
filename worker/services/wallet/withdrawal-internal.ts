import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { walletWithdrawals, type WalletWithdrawal } from '../../../db/schema';
import type { WalletWithdrawalItem } from '../../../shared/schemas/wallet';
import { WITHDRAWAL_REASON_MAX, withdrawalStatusesInto, type WithdrawalStatus } from '../../../shared/wallet';
import type { BridgeTransfer } from '../../adapters/types';
import { oneLine } from '../../adapters/log-console';
import type { ServiceCtx } from '../../env';
import type { TenantScope } from '../../scope/tenant-scope';
import { withTransaction } from '../../scope/transaction';
import { postEntry } from './internal';

/**
 * Withdrawals' helpers (docs/wallet.md "Withdraw and the bridge"): the row as its owner sees it, the
 * submit to the bridge, and the one step that settles or fails a withdrawal with its ledger entry.
 * Withdrawals live on the user's own site: callers pass `ctx.own`.
 */

/** A request's own submit runs right after its commit; the job leaves a new withdrawal alone this long. */
export const WITHDRAW_SUBMIT_GRACE_MS = 60_000;
/** The wait after a bridge that did not answer: 1, 2, 4 … minutes, at most an hour. */
export const withdrawRetryDelayMs = (failedAttempts: number) => Math.min(2 ** Math.max(0, failedAttempts - 1), 60) * 60_000;

export const withdrawalItem = (w: WalletWithdrawal): WalletWithdrawalItem => ({
  id: w.id,
  amount: w.amount,
  target_address: w.targetAddress,
  target_chain: w.targetChain,
  status: w.status,
  bridge_tx_id: w.bridgeTxId,
  failure_reason: w.failureReason,
  created_at: w.createdAt,
  updated_at: w.updatedAt,
  finished_at: w.finishedAt,
});

export async function withdrawalById(db: DbOrTx, scope: TenantScope, id: number): Promise<WalletWithdrawal | undefined> {
  const [row] = await db.select().from(walletWithdrawals).where(scope.where(walletWithdrawals, eq(walletWithdrawals.id, id))).limit(1);
  return row;
}

export async function withdrawalByKey(db: DbOrTx, scope: TenantScope, userId: number, key: string): Promise<WalletWithdrawal | undefined> {
  const [row] = await db
    .select()
    .from(walletWithdrawals)
    .where(scope.where(walletWithdrawals, eq(walletWithdrawals.userId, userId), eq(walletWithdrawals.idempotencyKey, key)))
    .limit(1);
  return row;
}

/** The user's latest withdrawals, newest first. */
export const latestWithdrawals = (db: DbOrTx, scope: TenantScope, userId: number, limit: number) =>
  db.select().from(walletWithdrawals).where(scope.where(walletWithdrawals, eq(walletWithdrawals.userId, userId))).orderBy(desc(walletWithdrawals.id)).limit(limit);

/** What the bridge is handed: our reference is the site and the withdrawal's id, unique on the platform. */
export const bridgeTransfer = (own: TenantScope, w: WalletWithdrawal): BridgeTransfer => ({
  reference: `${own.tenantId}:${w.id}`,
  amount: w.amount,
  toAddress: w.targetAddress,
  chain: w.targetChain,
});

/** The ledger entry each end writes, keyed by the withdrawal so it is written once. */
export const finishEntryKey = (id: number, to: 'settled' | 'failed') => `withdraw:${id}:${to}`;

export type WithdrawalEnd = { to: 'settled' } | { to: 'failed'; reason: string };

/**
 * Settles or fails a withdrawal, in one transaction with its ledger entry: settled is a `withdraw`
 * entry of delta 0 and locked_delta -amount (the locked points leave); failed is a `refund` of +amount
 * with locked_delta -amount (they come back). The status moves by a conditional update from the states
 * the state machine allows into the end (shared/wallet.ts), so a settled withdrawal is never failed nor
 * the reverse, and of concurrent ends only the first writes (the others wait for its row lock, then
 * match nothing and answer the row as it is, `changed: false`). The entry's key
 * (`withdraw:<id>:settled|failed`) would stop a second entry even so.
 */
export async function finishWithdrawal(ctx: ServiceCtx, id: number, end: WithdrawalEnd): Promise<{ withdrawal: WalletWithdrawal; changed: boolean }> {
  return withTransaction(ctx, async (tx) => {
    const now = tx.deps.clock.now();
    const [moved] = await tx.db
      .update(walletWithdrawals)
      .set({
        status: end.to,
        failureReason: end.to === 'failed' ? end.reason.slice(0, WITHDRAWAL_REASON_MAX) || '-' : null,
        finishedAt: now,
        updatedAt: now,
        lastError: null,
      })
      .where(tx.own.where(walletWithdrawals, eq(walletWithdrawals.id, id), inArray(walletWithdrawals.status, withdrawalStatusesInto(end.to))))
      .returning();
    if (!moved) {
      const current = await withdrawalById(tx.db, tx.own, id);
      if (!current) throw new Error(`wallet: no withdrawal ${id} to finish`);
      return { withdrawal: current, changed: false };
    }
    const txType = end.to === 'settled' ? 'withdraw' : 'refund';
    const posted = await postEntry(tx.db, tx.own, {
      userId: moved.userId,
      txType,
      delta: end.to === 'settled' ? 0 : moved.amount,
      lockedDelta: -moved.amount,
      meta: { withdrawal_id: moved.id },
      idempotencyKey: finishEntryKey(moved.id, end.to),
    });
    // The key is the withdrawal's; an entry of another kind under it (a user's own key chosen to match) is not this end.
    if (posted.replayed && (posted.entry.txType !== txType || posted.entry.metaJson.withdrawal_id !== moved.id)) {
      throw new Error(`wallet: the key of withdrawal ${moved.id}'s ${end.to} entry names another entry`);
    }
    return { withdrawal: moved, changed: true };
  });
}

/** A bridge call that got no answer: counted, kept as the last error, tried again after the backoff. */
export async function noteBridgeError(ctx: ServiceCtx, w: WalletWithdrawal, err: unknown): Promise<WalletWithdrawal> {
  const now = ctx.deps.clock.now();
  const [row] = await withTransaction(ctx, (tx) =>
    tx.db
    .update(walletWithdrawals)
    .set({
      attempts: sql`${walletWithdrawals.attempts} + 1`,
      lastError: oneLine(err).slice(0, WITHDRAWAL_REASON_MAX),
      nextAttemptAt: new Date(now.getTime() + withdrawRetryDelayMs(w.attempts + 1)),
      updatedAt: now,
    })
    .where(tx.own.where(walletWithdrawals, eq(walletWithdrawals.id, w.id), eq(walletWithdrawals.status, w.status)))
    .returning(),
  );
  ctx.deps.log.warn(`withdrawal ${w.id} (${w.status}): the bridge did not answer, attempt ${w.attempts + 1}`, err);
  return row ?? w;
}

/**
 * Hands a requested withdrawal to the bridge, after the transaction that made it committed (never
 * inside one: a bridge call holds no lock). Accepted: submitted with the bridge's tx id (a conditional
 * update from requested, so a concurrent submit of the same withdrawal, which the bridge answers with
 * the same id for our reference, writes once). Refused for good: failed, points back. No answer: it stays
 * requested for the job to try again. Never throws for the bridge; answers the row as it now is.
 */
export async function submitWithdrawal(ctx: ServiceCtx, w: WalletWithdrawal): Promise<WalletWithdrawal> {
  if (w.status !== 'requested') return w;
  let result;
  try {
    result = await ctx.deps.bridge.submit(bridgeTransfer(ctx.own, w));
  } catch (err) {
    return noteBridgeError(ctx, w, err);
  }
  if (!result.accepted) return (await finishWithdrawal(ctx, w.id, { to: 'failed', reason: result.reason })).withdrawal;
  const now = ctx.deps.clock.now();
  const [moved] = await withTransaction(ctx, (tx) =>
    tx.db
    .update(walletWithdrawals)
    .set({ status: 'submitted', bridgeTxId: result.txId, submittedAt: now, updatedAt: now, lastError: null, nextAttemptAt: now })
    .where(
      tx.own.where(
        walletWithdrawals,
        and(eq(walletWithdrawals.id, w.id), inArray(walletWithdrawals.status, withdrawalStatusesInto('submitted') as WithdrawalStatus[])),
      ),
    )
    .returning(),
  );
  return moved ?? (await withdrawalById(ctx.db, ctx.own, w.id)) ?? w;
}
