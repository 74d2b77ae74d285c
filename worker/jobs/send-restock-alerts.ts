import { sendRestockAlerts } from '../services/wishlist/send-restock-alerts';
import type { TenantJob } from './types';

/**
 * Every minute, per tenant: shoppers waiting for a sold-out product are told (topic `restock`) once
 * it has stock again; each request once (docs/wishlist.md).
 */
export const sendRestockAlertsJob: TenantJob = {
  name: 'send-restock-alerts',
  period: 'minute',
  perTenant: true,
  run: (ctx) => sendRestockAlerts(ctx),
};
