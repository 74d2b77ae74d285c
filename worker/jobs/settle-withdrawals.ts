import { settleWithdrawals } from '../services/wallet/settle-withdrawals';
import type { TenantJob } from './types';

/** Every minute, per tenant: requested withdrawals handed to the chain bridge, submitted ones settled or failed by its word. */
export const settleWithdrawalsJob: TenantJob = {
  name: 'settle-withdrawals',
  period: 'minute',
  perTenant: true,
  run: (ctx) => settleWithdrawals(ctx),
};
