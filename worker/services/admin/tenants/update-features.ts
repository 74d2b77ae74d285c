import { eq } from 'drizzle-orm';
import { tenants } from '../../../../db/schema';
import { normalizeFeatures } from '../../../../shared/features';
import type { AdminTenant, TenantFeaturesInput } from '../../../../shared/schemas/admin';
import type { PlatformCtx } from '../../../env';
import { adminTenantOf, lockTenant } from './internal';

/** PUT /api/admin/tenants/{id}/features: the switches given are set, the others kept (a missing one is off). */
export async function updateFeatures({ ctx, input }: { ctx: PlatformCtx; input: TenantFeaturesInput }): Promise<AdminTenant> {
  const site = await lockTenant(ctx, input.id);
  const features = { ...normalizeFeatures(site.features), ...input.features };
  const [row] = await ctx.db.update(tenants).set({ features, updatedAt: ctx.deps.clock.now() }).where(eq(tenants.id, site.id)).returning();
  return adminTenantOf(row);
}
