import { eq } from 'drizzle-orm';
import { payments, type Order, type Tenant } from '../../../db/schema';
import { COUNTED_PAYMENT_STATUSES } from '../../../shared/payment-purpose';
import type { ServiceCtx } from '../../env';
import type { TenantScope } from '../../scope/tenant-scope';
import { reversePayment, type ReverseInput } from '../payments/reverse';

/**
 * Gives an order's money back: the one way a shop's cancel or refund, an accepted claim and a buyer's
 * instant cancel reach the gateway. A 바로 구매 order is its payment (reversePayment, whole or
 * `input.amount` of it); a cart's shop order is its lines, part of the cart's payment (docs/cart.md).
 * The purpose's reverse moves the order to CANCELLED or REFUNDED, gives stock back and tells the
 * buyer, in the transaction that records the refund. Answers false when nothing was paid (no refund).
 *
 * NOT BUILT YET for cart orders: the cart helper adds that branch.
 */
export async function reverseOrder(ctx: ServiceCtx, scope: TenantScope, seller: Tenant, order: Order, input: ReverseInput): Promise<boolean> {
  const [payment] = await ctx.db.select().from(payments).where(scope.where(payments, eq(payments.id, order.paymentId))).limit(1);
  if (!payment || !(COUNTED_PAYMENT_STATUSES as readonly string[]).includes(payment.status)) return false;
  if (payment.purpose === 'cart_order') throw new Error('reverseOrder: cart orders not built');
  await reversePayment(ctx, scope, seller, payment, input);
  return true;
}
