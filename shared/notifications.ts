/**
 * What the platform tells users, by which channel (worker/services/notifications/). Each topic is
 * one Korean template; a user may turn the optional ones off (notification_preferences).
 */

export const NOTIFICATION_CHANNELS = ['mail', 'alimtalk'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export const NOTIFICATION_TOPICS = [
  /** The shop: a new paid order. */
  'order_paid',
  /** The buyer: their order's status changed. */
  'order_status',
  /** The merchant: a plan charge failed (it will be retried). */
  'billing_failed',
  /** The merchant: the retries ran out, the subscription is suspended. */
  'billing_past_due',
  /** The merchant: their plan's price changes after the notice. */
  'plan_price_change',
] as const;
export type NotificationTopic = (typeof NOTIFICATION_TOPICS)[number];

/** Topics a user may turn off; the others concern money owed or charged and are always sent. */
export const OPTIONAL_NOTIFICATION_TOPICS = ['order_paid', 'order_status'] as const satisfies readonly NotificationTopic[];

export const NOTIFICATION_STATUSES = ['pending', 'sent', 'failed', 'skipped'] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];

/** Sends tried for one notification before it is `failed` for good, and the wait before each retry (minutes). */
export const NOTIFICATION_MAX_ATTEMPTS = 5;
export const NOTIFICATION_RETRY_MINUTES = [1, 5, 30, 120] as const;
