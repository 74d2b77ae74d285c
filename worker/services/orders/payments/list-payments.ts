import { and, count, desc } from 'drizzle-orm';
import { payments } from '../../../../db/schema';
import type { PaymentList, PaymentListQuery } from '../../../../shared/schemas/orders';
import type { UserCtx } from '../../../env';
import { boughtBy, toPaymentItem } from './internal';

/**
 * GET /api/payment/list: the signed-in user's own payments, newest first (commerce.md §2 Order
 * history reads it). A shop's sales are its orders (/api/delivery/merchant/orders) and the analytics
 * summary, not this list.
 */
export async function listPayments({ ctx, input }: { ctx: UserCtx; input: PaymentListQuery }): Promise<PaymentList> {
  const where = and(ctx.shown.where(payments), boughtBy(ctx));
  const [rows, [{ n }]] = await Promise.all([
    ctx.db.select().from(payments).where(where).orderBy(desc(payments.createdAt), desc(payments.id)).limit(input.limit).offset(input.skip),
    ctx.db.select({ n: count() }).from(payments).where(where),
  ]);
  return { payments: rows.map(toPaymentItem), total: n, skip: input.skip, limit: input.limit };
}
