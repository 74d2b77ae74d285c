import { and, eq, inArray } from 'drizzle-orm';
import { payments, type Payment } from '../../../db/schema';
import { AppError } from '../../../shared/errors';
import { MSG } from '../../../shared/messages';
import { PAYMENT_SUCCESS_CODE } from '../../../shared/order-status';
import type { WalletChargeCallbackInput, WalletChargeResult } from '../../../shared/schemas/wallet';
import type { PointPayment } from '../../adapters/types';
import type { UserCtx } from '../../env';
import { paymentBuyer } from '../../scope/people';
import { SettleRefusal } from '../payments/purposes';
import { topupEntryKey } from '../payments/purposes/wallet-topup';
import { SETTLEABLE, settlePayment } from '../payments/settle';
import { entryByKey, transactionItem, walletBalance, walletOfUser } from './internal';
import { withTransaction } from '../../scope/transaction';

/** Our result codes of a top-up the gateway did not pay (kept in res_cd; the gateway's v1 has none). */
const GATEWAY_FAILED = 'P_FAILED';
const GATEWAY_CANCELLED = 'P_CANCELLED';
const AMOUNT_MISMATCH = 'P_AMOUNT';

/**
 * POST /api/wallet/charge/callback {merchant_uid, imp_uid, status} (docs/wallet.md Top-up). The browser
 * only says which payment to look at: the caller's own pending top-up by merchant_uid (another user's
 * or another site's is 404), and the gateway's record of imp_uid, which must name that merchant_uid.
 * - gateway paid, amount and KRW as prepared: settlePayment moves the payment to paid and its handler
 *   credits a `topup` entry keyed by the payment, in one transaction; a replay, or a callback that
 *   lost the race to another, credits nothing and answers the settled payment (`replayed`).
 * - gateway paid another amount: the charge is cancelled at the gateway, the payment fails, 400.
 * - gateway failed or cancelled: the payment ends failed or cancelled; ready (not paid yet): 409.
 * - an imp_uid the gateway does not know, or of another order: 400, the payment stays pending.
 */
export async function chargeCallback({ ctx, input }: { ctx: UserCtx; input: WalletChargeCallbackInput }): Promise<WalletChargeResult> {
  const payment = await ownTopup(ctx, input.merchant_uid);
  if (payment.status === 'paid' || payment.status === 'refunded' || payment.status === 'partially_refunded') {
    if (payment.pgCno !== input.imp_uid) throw new AppError('BAD_REQUEST', MSG.walletTopupMismatch, { field: 'imp_uid' });
    return result(ctx, payment, true);
  }
  if (!(SETTLEABLE as readonly string[]).includes(payment.status)) throw new AppError('CONFLICT', MSG.walletTopupClosed);

  const gw = await ctx.deps.points.getPayment(input.imp_uid, { db: ctx.db });
  if (!gw || gw.merchant_uid !== payment.shopOrderNo) throw new AppError('BAD_REQUEST', MSG.walletTopupMismatch, { field: 'imp_uid' });
  if (gw.status === 'ready') throw new AppError('CONFLICT', MSG.walletTopupNotPaid);
  if (gw.status !== 'paid') {
    const ended = await endPayment(ctx, payment, gw.status, gw.status === 'failed' ? GATEWAY_FAILED : GATEWAY_CANCELLED, `gateway ${gw.status}`);
    return result(ctx, ended, false);
  }
  if (gw.amount !== payment.amount || gw.currency !== 'KRW') {
    await refuse(ctx, payment, gw, AMOUNT_MISMATCH, `paid ${gw.amount} ${gw.currency}, expected ${payment.amount} KRW`);
    throw new AppError('BAD_REQUEST', MSG.walletTopupMismatch, { field: 'imp_uid' });
  }

  const now = ctx.deps.clock.now();
  let settled: Payment | null;
  try {
    settled = await settlePayment(ctx, ctx.own, payment, {
      pgCno: gw.imp_uid,
      amount: gw.amount,
      payMethod: 'card',
      resCd: PAYMENT_SUCCESS_CODE,
      resMsg: 'paid',
      authorizationId: gw.imp_uid,
      transactionDate: now,
    });
  } catch (e) {
    if (!(e instanceof SettleRefusal)) throw e;
    await refuse(ctx, payment, gw, e.code, e.reason);
    throw new AppError('BAD_REQUEST', MSG.walletTopupMismatch, { field: 'imp_uid' });
  }
  if (settled) return result(ctx, settled, false);
  // Another callback settled it meanwhile: answer that one if it was this imp_uid.
  const now_ = await ownTopup(ctx, input.merchant_uid);
  if (now_.status !== 'paid' || now_.pgCno !== input.imp_uid) throw new AppError('CONFLICT', MSG.walletTopupClosed);
  return result(ctx, now_, true);
}

/** The caller's top-up by its order number on their own site, or 404. */
async function ownTopup(ctx: UserCtx, merchantUid: string): Promise<Payment> {
  const [row] = await ctx.db
    .select()
    .from(payments)
    .where(
      ctx.own.where(
        payments,
        and(eq(payments.shopOrderNo, merchantUid), eq(payments.purpose, 'wallet_topup'), ctx.own.personIs(paymentBuyer, ctx.user.id)),
      ),
    )
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', MSG.walletTopupNotFound, { field: 'merchant_uid' });
  return row;
}

/** Ends a still open payment failed or cancelled; one already ended (a race) is answered as it is. */
async function endPayment(ctx: UserCtx, payment: Payment, status: 'failed' | 'cancelled', resCd: string, resMsg: string): Promise<Payment> {
  const now = ctx.deps.clock.now();
  const [ended] = await withTransaction(ctx, (tx) =>
    tx.db
    .update(payments)
    .set({ status, resCd, resMsg: resMsg.slice(0, 500), ...(status === 'cancelled' ? { cancelledAt: now } : {}), updatedAt: now })
    .where(tx.own.where(payments, eq(payments.id, payment.id), inArray(payments.status, [...SETTLEABLE])))
    .returning(),
  );
  return ended ?? (await ownTopup(ctx, payment.shopOrderNo));
}

/** A paid charge we will not credit (amount, or the handler refused): given back at the gateway, the payment failed. */
async function refuse(ctx: UserCtx, payment: Payment, gw: PointPayment, code: string, reason: string): Promise<void> {
  ctx.deps.log.warn(`wallet top-up ${payment.id}: ${gw.imp_uid} refused (${code} ${reason})`);
  try {
    await ctx.deps.points.cancel(gw.imp_uid, gw.amount, reason, { db: ctx.db });
  } catch (e) {
    // The charge stays at the gateway: the log line is the operator's cue to give it back by hand.
    ctx.deps.log.warn(`wallet top-up ${payment.id}: the cancel of ${gw.imp_uid} failed`, e);
  }
  await endPayment(ctx, payment, 'failed', code, reason);
}

async function result(ctx: UserCtx, p: Payment, replayed: boolean): Promise<WalletChargeResult> {
  const entry = p.status === 'failed' || p.status === 'cancelled' ? undefined : await entryByKey(ctx.db, ctx.own, ctx.user.id, topupEntryKey(p.id));
  return {
    payment_id: p.id,
    merchant_uid: p.shopOrderNo,
    status: p.status === 'failed' || p.status === 'cancelled' ? p.status : 'paid',
    amount: p.amount,
    entry: entry ? transactionItem(entry) : null,
    balance: walletBalance(await walletOfUser(ctx.db, ctx.own, ctx.user.id)),
    replayed,
  };
}
