import { isAppError } from '../../../../shared/errors';
import { postEntry } from '../../wallet/internal';
import type { PurposeHandler } from '../purposes';
import { SettleRefusal } from '../purposes';

/** The ledger key of a top-up's credit: one per payment, so its settle credits once whatever replays it. */
export const topupEntryKey = (paymentId: number) => `wallet_topup:${paymentId}`;
/** The ledger key of a reverse of a top-up: one per refunded total, so each refund takes back once. */
export const topupReverseKey = (paymentId: number, refundedAmount: number) => `wallet_topup:${paymentId}:reverse:${refundedAmount}`;

/**
 * A wallet top-up (docs/wallet.md Top-up), on the buyer's own site (prepare-charge.ts writes the payment
 * there, so its tenant is the wallet's, and charge-callback.ts settles only the caller's own):
 * - settle credits the amount paid, 1 won = 1 point, with a `topup` entry keyed by the payment, in the
 *   payment's transaction. No wallet (deleted since prepare) refuses, so the approval is cancelled.
 * - reverse takes the refunded points back with a negative `adjustment`, only while the balance holds
 *   them: points already spent make postEntry refuse (walletInsufficient), which undoes the refund's
 *   status change with the transaction. Callers refunding a top-up check the balance before asking the
 *   gateway (docs/wallet.md), since the gateway's refund cannot be rolled back.
 */
export const walletTopup: PurposeHandler = {
  async settle(tx, scope, paid, approval) {
    try {
      const { replayed } = await postEntry(tx.db, scope, {
        userId: paid.buyerId,
        txType: 'topup',
        delta: paid.amount,
        meta: { payment_id: paid.id, imp_uid: approval.pgCno },
        idempotencyKey: topupEntryKey(paid.id),
      });
      // The status change runs once, so an entry already under the key is not this payment's: refuse, never credit twice.
      if (replayed) throw new SettleRefusal('L409', 'the top-up key is already used');
    } catch (e) {
      if (isAppError(e) && e.code === 'NOT_FOUND') throw new SettleRefusal('L404', 'the wallet is gone');
      throw e;
    }
  },

  async reverse(tx, scope, reversed, req) {
    await postEntry(tx.db, scope, {
      userId: reversed.buyerId,
      txType: 'adjustment',
      delta: -req.amount,
      meta: { payment_id: reversed.id, ...(reversed.pgCno ? { imp_uid: reversed.pgCno } : {}) },
      idempotencyKey: topupReverseKey(reversed.id, reversed.refundedAmount),
    });
  },
};
