import { eq } from 'drizzle-orm';
import { payments } from '../../../../db/schema';
import type { ServiceCtx } from '../../../env';

/**
 * What a declined payment's page offers to try again: its product and quantity (the return redirect
 * carries them to /payment/callback, whose 다시 결제 opens the product with that quantity). Only for a
 * payment of this site that did not go through and whose product still exists; the shop order number
 * is the gateway's return's own, random and unguessable.
 */
export async function paymentRetryTarget({ ctx, shopOrderNo }: { ctx: ServiceCtx; shopOrderNo: string }): Promise<{ productId: number; qty: number } | null> {
  if (!shopOrderNo) return null;
  const [row] = await ctx.db
    .select({ productId: payments.productId, qty: payments.qty, status: payments.status })
    .from(payments)
    .where(ctx.shown.where(payments, eq(payments.shopOrderNo, shopOrderNo)))
    .limit(1);
  if (!row || row.productId === null || row.status === 'paid') return null;
  return { productId: row.productId, qty: row.qty };
}
