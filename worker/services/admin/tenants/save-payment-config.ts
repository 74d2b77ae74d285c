import { eq } from 'drizzle-orm';
import { tenants } from '../../../../db/schema';
import type { AdminPaymentConfig, PaymentConfigUpdateInput } from '../../../../shared/schemas/admin';
import type { PlatformCtx } from '../../../env';
import { adminPaymentConfigOf, lockTenant } from './internal';

/**
 * POST /api/admin/tenants/{id}/payment-config: the site's card gateway account, as checkout reads it
 * (worker/services/orders/payments/internal.ts gatewayAccountOf: active, mall_id and msg_auth_secret
 * all set, environment 'prod' or else 'test'). The secret is write-only: an empty or absent one keeps
 * the stored secret, and no answer carries it.
 */
export async function savePaymentConfig({ ctx, input }: { ctx: PlatformCtx; input: PaymentConfigUpdateInput }): Promise<AdminPaymentConfig> {
  const site = await lockTenant(ctx, input.id);
  const secret = input.msg_auth_secret ? input.msg_auth_secret : (site.paymentConfig?.msg_auth_secret ?? '');
  const [row] = await ctx.db
    .update(tenants)
    .set({
      paymentConfig: {
        environment: input.environment,
        mall_id: input.mall_id,
        msg_auth_secret: secret,
        base_public_url: input.base_public_url,
        active: input.active,
      },
      updatedAt: ctx.deps.clock.now(),
    })
    .where(eq(tenants.id, site.id))
    .returning();
  return adminPaymentConfigOf(row);
}
