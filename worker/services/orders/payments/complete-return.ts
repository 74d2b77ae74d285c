import { eq, inArray, ne } from 'drizzle-orm';
import { payments, type Payment } from '../../../../db/schema';
import { PAYMENT_SUCCESS_CODE } from '../../../../shared/order-status';
import { PLAN_PURPOSES } from '../../../../shared/payment-purpose';
import type { PaymentReturnInput } from '../../../../shared/schemas/orders';
import { verifyApproval } from '../../../adapters/easypay';
import type { GatewayAccount, GatewayApproval, GatewayTrade } from '../../../adapters/types';
import type { ServiceCtx } from '../../../env';
import { PURPOSES, SettleRefusal } from '../../payments/purposes';
import type { TenantScope } from '../../../scope/tenant-scope';
import { SETTLEABLE, settlePayment } from '../../payments/settle';
import { approvalTxId, cancelTxId, gatewayAccountOf, retrieveTxId, sellerTenant } from './internal';

/**
 * What /payment/callback reads (commerce.md §2, §4): resCd 0000 is success; pgCno the approval number;
 * customerId (the merchant) for a subscription's card registration, whose page stores the reload flag.
 */
export interface PaymentOutcome {
  resCd: string;
  pgCno?: string;
  type: 'product' | 'subscription';
  customerId?: number;
}

/** Our own codes for a refusal after the gateway said yes (the page only tells 0000 from the rest). */
const CODES = { unknown: 'L404', signature: 'L401', write: 'L500', upstream: 'L502' } as const;

const kstDate = (stamp: string): Date | null => {
  const m = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(stamp);
  return m ? new Date(`${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}+09:00`) : null;
};
const yyyymmdd = (d: Date) => new Date(d.getTime() + 9 * 3600_000).toISOString().slice(0, 10).replace(/-/g, '');

/**
 * The browser is back from the gateway (GET or POST /api/payment/return). On 0000 the server approves
 * (idempotent: one approval id a payment), checks the gateway's signature and the amount, and then in
 * one transaction marks the payment paid (only while still pending), takes the stock and makes the one
 * order (settlePayment and the payment's purpose). A mismatch, a bad signature or a failed write
 * cancels the approval. A decline, cancel or timeout ends the payment without an order, once the
 * gateway confirms it (retrieveTransaction). Replays change nothing twice: they read what the first did.
 * A plan's card registration (purpose plan_start, on the site's own tenant) comes back the same way:
 * its purpose keeps the billing key, and its afterSettle (a billing start's first charge, an upgrade's
 * difference) runs once the settle has committed; the page gets type subscription and the customerId.
 */
export async function completePaymentReturn({ ctx, input }: { ctx: ServiceCtx; input: PaymentReturnInput }): Promise<PaymentOutcome> {
  // A product payment belongs to the shown tenant (the seller); a plan's to the site's own (its plans).
  const inScope = async (scope: TenantScope, plansOnly: boolean) =>
    (
      await ctx.db
        .select()
        .from(payments)
        .where(scope.where(payments, eq(payments.shopOrderNo, input.shopOrderNo), plansOnly ? inArray(payments.purpose, PLAN_PURPOSES) : ne(payments.purpose, 'wallet_topup')))
        .limit(1)
    )[0];
  let scope = ctx.shown;
  let payment = input.shopOrderNo ? await inScope(scope, false) : undefined;
  if (!payment && input.shopOrderNo && ctx.own.tenantId !== ctx.shown.tenantId) {
    scope = ctx.own;
    payment = await inScope(scope, true);
  }
  const find = () => inScope(scope, false);
  if (!payment) return { resCd: input.resCd && input.resCd !== PAYMENT_SUCCESS_CODE ? input.resCd : CODES.unknown, type: 'product' };
  const kind: Pick<PaymentOutcome, 'type' | 'customerId'> =
    // A cart's payment ends on the product result page too.
    payment.purpose === 'product_order' || payment.purpose === 'cart_order' ? { type: 'product' } : { type: 'subscription', customerId: payment.buyerId };
  const settled = (p: Payment): PaymentOutcome =>
    p.status === 'paid' && p.pgCno ? { resCd: PAYMENT_SUCCESS_CODE, pgCno: p.pgCno, ...kind } : { resCd: p.resCd && p.resCd !== PAYMENT_SUCCESS_CODE ? p.resCd : CODES.write, ...kind };
  // An expired payment may still be settled: the buyer was slow, not gone (settle.ts).
  if (!(SETTLEABLE as readonly string[]).includes(payment.status)) return settled(payment);
  const pending = payment;

  const now = ctx.deps.clock.now();
  /** Ends a pending payment (failed or cancelled) with the code and message that ended it. */
  const end = async (status: 'failed' | 'cancelled', resCd: string, resMsg: string, extra: Partial<Payment> = {}) => {
    await ctx.db
      .update(payments)
      .set({ status, resCd, resMsg: resMsg.slice(0, 500), updatedAt: now, ...(status === 'cancelled' ? { cancelledAt: now } : {}), ...extra })
      .where(scope.where(payments, eq(payments.id, pending.id), eq(payments.status, 'pending')));
    return { resCd, ...kind } as PaymentOutcome;
  };

  const account = gatewayAccountOf(scope === ctx.shown ? await sellerTenant(ctx) : ctx.tenant);
  if (input.resCd !== PAYMENT_SUCCESS_CODE) {
    // The browser's word is not proof (anyone can send a return with another's order number): the
    // payment ends only as the gateway says it ended, else it stays pending (a later return may settle it).
    let trade: GatewayTrade;
    try {
      trade = await ctx.deps.payments.retrieve(account, { shopOrderNo: pending.shopOrderNo, shopTransactionId: retrieveTxId(pending) });
    } catch {
      return { resCd: CODES.upstream, ...kind };
    }
    // The buyer cancelled or gave up (W…): cancelled; a refusal of the card company: failed.
    if (trade.state === 'declined') return end('failed', trade.resCd || CODES.unknown, trade.resMsg);
    if (trade.state === 'cancelled') return end('cancelled', trade.resCd || CODES.unknown, trade.resMsg);
    return { resCd: input.resCd || CODES.unknown, ...kind };
  }

  let approval: GatewayApproval;
  try {
    approval = await ctx.deps.payments.approve(account, {
      shopTransactionId: approvalTxId(pending),
      authorizationId: input.authorizationId,
      shopOrderNo: pending.shopOrderNo,
      approvalReqDate: yyyymmdd(now),
    });
  } catch {
    // Unknown at the gateway: the payment stays pending, so a replay of the return may settle it.
    return { resCd: CODES.upstream, ...kind };
  }
  if (approval.resCd !== PAYMENT_SUCCESS_CODE) return end('failed', approval.resCd || CODES.unknown, approval.resMsg);

  /** Takes the approval back at the gateway and ends the payment (cancelled, or failed if the cancel failed too). */
  const refuse = async (code: string, why: string) => {
    const ok = await cancelApproval(ctx, account, pending, approval, why);
    return end(ok ? 'cancelled' : 'failed', code, why, { pgCno: approval.pgCno || null });
  };
  if (!(await verifyApproval(account.msgAuthSecret, approval))) return refuse(CODES.signature, 'message authentication failed');
  let won: Payment | null;
  try {
    won = await settlePayment(ctx, scope, pending, {
      pgCno: approval.pgCno,
      amount: approval.amount,
      payMethod: approval.payMethod,
      resCd: approval.resCd,
      resMsg: approval.resMsg,
      authorizationId: input.authorizationId,
      transactionDate: kstDate(approval.transactionDate) ?? now,
      batchKey: approval.batchKey,
      cardLabel: approval.cardLabel,
    });
    if (!won) return settled((await find()) ?? pending);
  } catch (err) {
    if (err instanceof SettleRefusal) return refuse(err.code, err.reason);
    ctx.deps.log.warn(`payment ${pending.id}: the paid write failed`, err);
    return refuse(CODES.write, 'order write failed');
  }
  // Committed. What follows it outside the transaction (a billing start's first charge) may tell another result.
  const follow = PURPOSES[won.purpose].afterSettle;
  if (follow) {
    try {
      const told = await follow(ctx, scope, won);
      if (told) return { resCd: told.resCd, ...kind };
    } catch (err) {
      ctx.deps.log.warn(`payment ${won.id}: what follows the settle failed`, err);
      return { resCd: CODES.upstream, ...kind };
    }
  }
  return { resCd: PAYMENT_SUCCESS_CODE, pgCno: approval.pgCno, ...kind };
}

async function cancelApproval(ctx: ServiceCtx, account: GatewayAccount, payment: Payment, approval: GatewayApproval, why: string): Promise<boolean> {
  if (!approval.pgCno) return false;
  try {
    const res = await ctx.deps.payments.cancel(account, { pgCno: approval.pgCno, amount: approval.amount, reason: why, shopTransactionId: cancelTxId(payment) });
    if (res.resCd === PAYMENT_SUCCESS_CODE) return true;
    ctx.deps.log.warn(`payment ${payment.id}: the gateway refused the cancel (${res.resCd} ${res.resMsg})`);
  } catch {
    ctx.deps.log.warn(`payment ${payment.id}: the cancel did not reach the gateway`);
  }
  return false;
}
