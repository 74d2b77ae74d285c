import { chargeSubscriptionsJob } from './charge-subscriptions';
import { cleanupExpiredJob } from './cleanup-expired';
import { sendNotificationsJob } from './send-notifications';
import { sendRestockAlertsJob } from './send-restock-alerts';
import { settleWithdrawalsJob } from './settle-withdrawals';
import type { Job } from './types';

/**
 * Every scheduled job. A new job is a file here that declares it (name, period, per tenant or
 * platform, run) and an entry in this list; the runner and both entries pick it up.
 */
export const JOBS: readonly Job[] = [cleanupExpiredJob, sendNotificationsJob, chargeSubscriptionsJob, settleWithdrawalsJob, sendRestockAlertsJob];
