import { sendPendingNotifications } from '../services/notifications/send-pending';
import type { TenantJob } from './types';

/** Every minute, per tenant: the outbox's due notifications go out by mail and Alimtalk. */
export const sendNotificationsJob: TenantJob = {
  name: 'send-notifications',
  period: 'minute',
  perTenant: true,
  run: (ctx) => sendPendingNotifications(ctx),
};
