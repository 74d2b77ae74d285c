import type { Payment } from '../../../db/schema';
import type { PaymentPurpose } from '../../../shared/payment-purpose';
import type { ServiceCtx } from '../../env';
import type { TenantScope } from '../../scope/tenant-scope';
import type { SettledApproval } from './settle';
import { cartOrder } from './purposes/cart-order';
import { planCharge } from './purposes/plan-charge';
import { planStart } from './purposes/plan-start';
import { productOrder } from './purposes/product-order';
import { walletTopup } from './purposes/wallet-topup';

/** What a reverse asked for, as the purpose's handler receives it. */
export interface ReverseRequest {
  /** Won given back by this reverse (the whole remainder for a cancel). */
  amount: number;
  /** Whether nothing of the payment is left after it (refunded, not partly). */
  whole: boolean;
  /** `cancel` before the goods left, `refund` after (the order's CANCELLED or REFUNDED). */
  kind: 'cancel' | 'refund';
  /** Who asked (the shop's user), for the history. */
  actorId: number | null;
  memo: string | null;
  /** A cart payment's reverse gives back one shop's order: which (docs/cart.md); other purposes ignore it. */
  orderId?: number;
}

/**
 * A payment purpose's own part (settle.ts and reverse.ts do the rest, the same for every purpose).
 * Both run inside the transaction of the payment's status change: a throw undoes the status too.
 * `scope` is the payment's tenant (the shown one on its return, the shop's own on a refund).
 */
export interface PurposeHandler {
  /**
   * The payment just turned paid: deliver what it paid for (take stock, make the order). Throw
   * SettleRefusal when it cannot be (the approval is then cancelled at the gateway).
   */
  settle(tx: ServiceCtx, scope: TenantScope, payment: Payment, approval: SettledApproval): Promise<void>;
  /**
   * Optional: what follows a settle once it has committed, outside its transaction (a billing start's
   * first charge calls the gateway, which no transaction should wait on). Runs once: only for the
   * return that won the settle, never for its replays.
   */
  afterSettle?(ctx: ServiceCtx, scope: TenantScope, payment: Payment): Promise<FollowUp | null>;
  /** The gateway gave `req.amount` back: undo what settle did, as much as the purpose wants (restock, order status). */
  reverse(tx: ServiceCtx, scope: TenantScope, payment: Payment, req: ReverseRequest): Promise<void>;
}

/** What an afterSettle did that the page must tell instead of a plain success (a first charge that was declined). */
export interface FollowUp {
  resCd: string;
  resMsg: string;
}

/** A payment the gateway approved that may not be settled (amount, stock): the code and reason it is cancelled with. */
export class SettleRefusal extends Error {
  constructor(
    readonly code: string,
    readonly reason: string,
  ) {
    super(reason);
  }
}

/** Every purpose's handler: a new purpose is a new entry here and its file under purposes/. */
export const PURPOSES: Record<PaymentPurpose, PurposeHandler> = {
  product_order: productOrder,
  plan_start: planStart,
  plan_charge: planCharge,
  wallet_topup: walletTopup,
  cart_order: cartOrder,
};
