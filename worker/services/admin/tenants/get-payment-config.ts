import type { AdminPaymentConfig } from '../../../../shared/schemas/admin';
import type { PlatformCtx } from '../../../env';
import { adminPaymentConfigOf, readTenant } from './internal';

/** GET /api/admin/tenants/{id}/payment-config: the site's card gateway account, without its secret. */
export async function getPaymentConfig({ ctx, input }: { ctx: PlatformCtx; input: { id: number } }): Promise<AdminPaymentConfig> {
  return adminPaymentConfigOf(await readTenant(ctx, input.id));
}
