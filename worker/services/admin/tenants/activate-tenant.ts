import { eq } from 'drizzle-orm';
import { tenants } from '../../../../db/schema';
import type { AdminTenant } from '../../../../shared/schemas/admin';
import type { PlatformCtx } from '../../../env';
import { adminTenantOf, lockTenant } from './internal';

/** PUT /api/admin/tenants/{id}/activate: the site answers its domain again. */
export async function activateTenant({ ctx, input }: { ctx: PlatformCtx; input: { id: number } }): Promise<AdminTenant> {
  const site = await lockTenant(ctx, input.id);
  const [row] = await ctx.db.update(tenants).set({ isActive: true, updatedAt: ctx.deps.clock.now() }).where(eq(tenants.id, site.id)).returning();
  return adminTenantOf(row);
}
