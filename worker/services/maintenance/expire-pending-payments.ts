import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { payments } from '../../../db/schema';
import { PAYMENT_PENDING_MINUTES } from '../../../shared/payment-results';

/**
 * Ends the pending payments whose buyer never came back from the gateway within
 * PAYMENT_PENDING_MINUTES (status expired; the buyer's list offers to pay again). Every tenant's, in one
 * conditional statement: a payment that the return settled meanwhile (paid, failed, cancelled) is no
 * longer pending and is left alone, and two clean-ups running at once expire each payment once (the row
 * lock makes the second re-read the status). Expiring takes nothing back: only a paid payment took stock.
 */
export async function expirePendingPayments({ db, now }: { db: Db; now: Date }): Promise<number> {
  const cutoff = new Date(now.getTime() - PAYMENT_PENDING_MINUTES * 60_000);
  const expired = await db
    .update(payments)
    .set({ status: 'expired', updatedAt: now })
    .where(and(eq(payments.status, 'pending'), lt(payments.createdAt, cutoff)))
    .returning({ id: payments.id });
  return expired.length;
}
