import { z } from 'zod';
import { MSG } from '../../messages';
import { PAYMENT_AMOUNT_MAX, type PaymentStatus } from '../../order-status';
import type { SubscriptionStatus } from '../../subscription';
import { id } from '../catalogue/common';
import { integer } from '../input';

/** POST /api/admin/subscriptions/charge (commerce.md §5 Admin force charge): a subscription and an integer amount in won. */
export const adminSubscriptionChargeSchema = z.object({
  subscription_id: id,
  amount: integer.pipe(z.number().min(1, MSG.billingAmountInvalid).max(PAYMENT_AMOUNT_MAX, MSG.paymentAmountTooLarge)),
});
export type AdminSubscriptionChargeInput = z.output<typeof adminSubscriptionChargeSchema>;

/** The force charge's answer: the attempt's payment and the subscription after it (never its billing key). */
export interface AdminSubscriptionChargeAnswer {
  status: PaymentStatus;
  payment: { id: number; status: PaymentStatus; amount: number; res_cd: string | null; res_msg: string | null; pg_cno: string | null; shop_order_no: string };
  subscription: {
    id: number;
    user_id: number;
    status: SubscriptionStatus;
    plan_id: number;
    amount: number;
    pending_amount: number | null;
    pending_amount_from: Date | null;
    pending_plan_id: number | null;
    card_label: string | null;
    current_period_start: Date | null;
    current_period_end: Date | null;
    next_billing_at: Date | null;
    trial_ends_at: Date | null;
    failed_attempts: number;
    last_failure_reason: string | null;
  };
}
