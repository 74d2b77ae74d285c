import { chargeDueSubscriptions } from '../services/subscriptions/charge-due-subscriptions';
import type { TenantJob } from './types';

/**
 * Each site's due plan charges (renewals, trials that ended, retries after a decline), hourly: the
 * retry spacing is a day or more, and a trial ends within the hour it is due. A subscription is claimed
 * before it is charged, so a run that overlaps another (or an admin's force charge) charges it once.
 */
export const chargeSubscriptionsJob: TenantJob = {
  name: 'charge-subscriptions',
  period: 'hour',
  perTenant: true,
  run: async (ctx) => ({ ...(await chargeDueSubscriptions(ctx)) }),
};
