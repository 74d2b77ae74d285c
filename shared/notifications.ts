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
  /** The buyer: the shop sent their parcel (courier and tracking number). */
  'order_shipped',
  /** The shop: a buyer asked to cancel, return or exchange an order. */
  'claim_requested',
  /** The buyer: the shop accepted or refused their claim (or an instant cancel went through). */
  'claim_answered',
  /** The buyer: a sold-out product they asked about has stock again. */
  'restock',
] as const;
export type NotificationTopic = (typeof NOTIFICATION_TOPICS)[number];

/** Topics a user may turn off; the others concern money owed or charged and are always sent. */
export const OPTIONAL_NOTIFICATION_TOPICS = ['order_paid', 'order_status', 'order_shipped'] as const satisfies readonly NotificationTopic[];
export type OptionalNotificationTopic = (typeof OPTIONAL_NOTIFICATION_TOPICS)[number];

/** How the settings screen names an optional topic, and who receives it (a shop's topics only shops). */
export const OPTIONAL_TOPIC_INFO: Record<OptionalNotificationTopic, { label: string; description: string; merchantOnly: boolean }> = {
  order_paid: { label: '새 주문 알림', description: '내 상점에 결제된 주문이 들어오면 메일과 알림톡으로 알려 드려요.', merchantOnly: true },
  order_status: { label: '주문 상태 알림', description: '주문한 상품의 상태(확인, 배달, 취소, 환불 등)가 바뀌면 알려 드려요.', merchantOnly: false },
  order_shipped: { label: '발송 알림', description: '택배 상품이 발송되면 택배사와 운송장 번호를 알려 드려요.', merchantOnly: false },
};

export const NOTIFICATION_STATUSES = ['pending', 'sent', 'failed', 'skipped'] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];

/** Sends tried for one notification before it is `failed` for good, and the wait before each retry (minutes). */
export const NOTIFICATION_MAX_ATTEMPTS = 5;
export const NOTIFICATION_RETRY_MINUTES = [1, 5, 30, 120] as const;
