import { asc, eq, inArray, isNull } from 'drizzle-orm';
import { users, wallets } from '../../../db/schema';
import { AppError } from '../../../shared/errors';
import { MSG } from '../../../shared/messages';
import type { WalletTransferInput, WalletTransferResult } from '../../../shared/schemas/wallet';
import type { UserCtx } from '../../env';
import { withTransaction } from '../../scope/transaction';
import { entryByKey, postEntry, transactionItem, walletBalance, walletOfUser } from './internal';

/** The receiver's entry's key: derived from the sender's, in the sender's name, so it cannot meet the receiver's own keys. */
const receivedKey = (senderId: number, key: string) => `transfer-from:${senderId}:${key}`;

/**
 * POST /api/wallet/transfer {to_user_id, amount, memo}: points to another user of the caller's own
 * site, in one transaction of two entries (docs/wallet.md): a `spend` of the sender (meta transfer_to,
 * memo) and an `adjustment` credit of the receiver (meta transfer_from, memo). Both wallet rows are
 * locked lower id first, so crossing transfers wait for each other and never deadlock. With an
 * Idempotency-Key, a retry answers the first transfer's entries and writes nothing (even if its body
 * differs). Refused: oneself (400), a user not of this site or deleted (404), either side without a
 * wallet (404), more than the balance (400).
 */
export async function transfer({ ctx, input }: { ctx: UserCtx; input: WalletTransferInput }): Promise<WalletTransferResult> {
  const senderId = ctx.user.id;
  if (input.to_user_id === senderId) throw new AppError('BAD_REQUEST', MSG.walletTransferSelf, { field: 'to_user_id' });
  const key = input.idempotencyKey ?? null;
  return withTransaction(ctx, async (tx) => {
    if (key !== null) {
      const replay = await replayed(tx, senderId, key);
      if (replay) return replay;
    }
    const [receiver] = await tx.db
      .select({ id: users.id })
      .from(users)
      .where(tx.own.where(users, eq(users.id, input.to_user_id), isNull(users.deletedAt)))
      .limit(1);
    if (!receiver) throw new AppError('NOT_FOUND', MSG.walletReceiverNotFound, { field: 'to_user_id' });
    // Both rows locked in id order before either entry is posted (postEntry's own lock is then held already).
    const locked = await tx.db
      .select({ id: wallets.id, userId: wallets.userId })
      .from(wallets)
      .where(tx.own.where(wallets, inArray(wallets.userId, [senderId, receiver.id])))
      .orderBy(asc(wallets.id))
      .for('update');
    if (!locked.some((w) => w.userId === senderId)) throw new AppError('NOT_FOUND', MSG.walletNotFound);
    if (!locked.some((w) => w.userId === receiver.id)) throw new AppError('NOT_FOUND', MSG.walletReceiverNoWallet, { field: 'to_user_id' });
    const memo = input.memo;
    const sent = await postEntry(tx.db, tx.own, {
      userId: senderId,
      txType: 'spend',
      delta: -input.amount,
      meta: { transfer_to: receiver.id, ...(memo ? { memo } : {}) },
      idempotencyKey: key,
    });
    if (sent.replayed) {
      // A retry that raced the first past the check above: answer the first.
      const replay = await replayed(tx, senderId, key!);
      if (replay) return replay;
      throw new Error('wallet: a replayed transfer without its received entry');
    }
    const received = await postEntry(tx.db, tx.own, {
      userId: receiver.id,
      txType: 'adjustment',
      delta: input.amount,
      meta: { transfer_from: senderId, ...(memo ? { memo } : {}) },
      idempotencyKey: key === null ? null : receivedKey(senderId, key),
    });
    return { sent: transactionItem(sent.entry), received: transactionItem(received.entry), balance: walletBalance(sent.wallet), replayed: false };
  });
}

/** The transfer an Idempotency-Key of the sender made already: its two entries and the sender's balance now. */
async function replayed(tx: UserCtx, senderId: number, key: string): Promise<WalletTransferResult | undefined> {
  const sent = await entryByKey(tx.db, tx.own, senderId, key);
  if (!sent) return undefined;
  const to = sent.metaJson.transfer_to;
  const received = to === undefined ? undefined : await entryByKey(tx.db, tx.own, to, receivedKey(senderId, key));
  // The key named another kind of entry of the sender (not a transfer): refuse rather than guess.
  if (sent.txType !== 'spend' || !received) throw new AppError('CONFLICT', MSG.walletIdempotencyKeyReused);
  return { sent: transactionItem(sent), received: transactionItem(received), balance: walletBalance(await walletOfUser(tx.db, tx.own, senderId)), replayed: true };
}
