import { walletWithdrawals } from '../../../db/schema';
import { AppError } from '../../../shared/errors';
import { MSG } from '../../../shared/messages';
import type { WalletWithdrawInput, WalletWithdrawResult } from '../../../shared/schemas/wallet';
import type { UserCtx } from '../../env';
import { withTransaction } from '../../scope/transaction';
import { entryByKey, postEntry, walletBalance, walletOfUser } from './internal';
import { submitWithdrawal, WITHDRAW_SUBMIT_GRACE_MS, withdrawalByKey, withdrawalItem } from './withdrawal-internal';

/**
 * POST /api/wallet/withdraw {amount, target_address, target_chain} (docs/wallet.md "Withdraw and the
 * bridge"). In one transaction: the caller's wallet row locked, a `withdraw` entry of delta -amount and
 * locked_delta +amount (more than the available balance: 포인트 잔액이 부족합니다., nothing written) and
 * the withdrawal row, requested. After the commit it is handed to the bridge: accepted, it is
 * submitted; a bridge that does not answer leaves it requested for the settle-withdrawals job. With an
 * Idempotency-Key, a retry answers the first withdrawal and writes nothing (a key that wrote another
 * kind of entry: 409). The points stay locked until the bridge settles or fails it.
 */
export async function withdraw({ ctx, input }: { ctx: UserCtx; input: WalletWithdrawInput }): Promise<WalletWithdrawResult> {
  const userId = ctx.user.id;
  const key = input.idempotencyKey ?? null;
  const made = await withTransaction(ctx, async (tx) => {
    // The wallet's lock first: one user's withdraws (and their key checks) are serialised.
    const wallet = await walletOfUser(tx.db, tx.own, userId, { lock: true });
    if (!wallet) throw new AppError('NOT_FOUND', MSG.walletNotFound);
    if (key !== null) {
      const earlier = await withdrawalByKey(tx.db, tx.own, userId, key);
      if (earlier) return { withdrawal: earlier, replayed: true };
      if (await entryByKey(tx.db, tx.own, userId, key)) throw new AppError('CONFLICT', MSG.walletIdempotencyKeyReused);
    }
    const now = tx.deps.clock.now();
    const [row] = await tx.db
      .insert(walletWithdrawals)
      .values(
        tx.own.row({
          userId,
          walletId: wallet.id,
          amount: input.amount,
          targetAddress: input.target_address,
          targetChain: input.target_chain,
          status: 'requested' as const,
          idempotencyKey: key,
          nextAttemptAt: new Date(now.getTime() + WITHDRAW_SUBMIT_GRACE_MS),
          createdAt: now,
          updatedAt: now,
        }),
      )
      .returning();
    const posted = await postEntry(tx.db, tx.own, {
      userId,
      txType: 'withdraw',
      delta: -input.amount,
      lockedDelta: input.amount,
      meta: { withdrawal_id: row.id },
      idempotencyKey: key,
    });
    if (posted.replayed) throw new AppError('CONFLICT', MSG.walletIdempotencyKeyReused);
    return { withdrawal: row, replayed: false };
  });
  // After the commit: the bridge call holds no lock, and its failure loses nothing.
  const withdrawal = made.replayed || ctx.inTransaction ? made.withdrawal : await submitWithdrawal(ctx, made.withdrawal);
  return { withdrawal: withdrawalItem(withdrawal), balance: walletBalance(await walletOfUser(ctx.db, ctx.own, userId)), replayed: made.replayed };
}
