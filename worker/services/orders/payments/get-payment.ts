import { and, eq } from 'drizzle-orm';
import { payments } from '../../../../db/schema';
import { AppError } from '../../../../shared/errors';
import { MSG } from '../../../../shared/messages';
import type { PaymentItem } from '../../../../shared/schemas/orders';
import type { UserCtx } from '../../../env';
import { boughtBy, toPaymentItem } from './internal';

/** GET /api/payment/detail/{id}: one of the caller's own payments; anyone else's is not found. */
export async function getPayment({ ctx, input }: { ctx: UserCtx; input: { id: number } }): Promise<PaymentItem> {
  const [row] = await ctx.db.select().from(payments).where(and(ctx.shown.where(payments, eq(payments.id, input.id)), boughtBy(ctx))).limit(1);
  if (!row) throw new AppError('NOT_FOUND', MSG.paymentNotFound);
  return toPaymentItem(row);
}
