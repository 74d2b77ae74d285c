import type { Payment } from '../../../db/schema';
import type { PaymentPurpose } from '../../../shared/payment-purpose';
import type { ServiceCtx } from '../../env';
import type { TenantScope } from '../../scope/tenant-scope';
import { productOrder } from './purposes/product-order';

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
  settle(tx: ServiceCtx, scope: TenantScope, payment: Payment): Promise<void>;
  /** The gateway gave `req.amount` back: undo what settle did, as much as the purpose wants (restock, order status). */
  reverse(tx: ServiceCtx, scope: TenantScope, payment: Payment, req: ReverseRequest): Promise<void>;
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
};
