import { z } from 'zod';
import type { PlanInterval, SubscriptionStatus, SubscriptionStatusOrNone } from '../../subscription';
import { SUBSCRIPTION_STATUSES } from '../../subscription';
import { id, integerIn } from '../catalogue/common';

/** Plans and subscriptions as the API answers them: commerce.md §3 Plan and Subscription, §7 Subscriptions and Admin. */

export interface PlanItem {
  id: number;
  code: string;
  name: string;
  /** Won a period. */
  amount: number;
  interval: PlanInterval;
  interval_count: number;
  trial_days: number;
  active: boolean;
  settings: { fee_rate: number; prd_limit: number };
}

export interface SubscriptionItem {
  /** Null while the merchant has none (status `none`). */
  id: number | null;
  user: { id: number; username: string; email: string } | null;
  status: SubscriptionStatusOrNone;
  plan: { id: number; name: string } | null;
  plan_id: number | null;
  /** The plan's product limit (-1 unlimited); 0 without a plan. */
  prd_limit: number;
  /** The merchant's live products. */
  product_count: number;
  next_billing_at: Date | null;
  current_period_end: Date | null;
  /** Won charged each period, and a told price change (amount and from when), if any. */
  amount: number | null;
  pending_amount: number | null;
  pending_amount_from: Date | null;
  /** A plan that takes over at the period's end. */
  pending_plan: { id: number; name: string } | null;
  trial_ends_at: Date | null;
  /** The card the billing key stands for, masked. */
  card_label: string | null;
  failed_attempts: number;
  last_failure_reason: string | null;
}

export const adminSubscriptionListSchema = z.object({
  skip: integerIn(0, 1_000_000).default(0),
  limit: integerIn(1, 100).default(20),
  status: z.enum(SUBSCRIPTION_STATUSES).optional().or(z.literal('').transform(() => undefined)),
  q: z.string().trim().max(100).optional().default(''),
});
export type AdminSubscriptionListQuery = z.output<typeof adminSubscriptionListSchema>;

export interface AdminSubscriptionList {
  subscriptions: SubscriptionItem[];
  total: number;
  skip: number;
  limit: number;
}

/** POST /api/admin/subscriptions/status: any of the four (commerce.md §4). */
export const adminSubscriptionStatusSchema = z.object({ subscription_id: id, status: z.enum(SUBSCRIPTION_STATUSES) });
export type AdminSubscriptionStatusInput = z.output<typeof adminSubscriptionStatusSchema>;
export type { SubscriptionStatus };
