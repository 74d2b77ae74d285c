import { eq, sql } from 'drizzle-orm';
import { tenants } from '../../../../db/schema';
import { AppError } from '../../../../shared/errors';
import { MSG } from '../../../../shared/messages';
import type { AdminTenant } from '../../../../shared/schemas/admin';
import type { PlatformCtx } from '../../../env';
import { adminTenantOf, lockTenant } from './internal';

/**
 * PUT /api/admin/tenants/{id}/deactivate: the site answers 503 (MSG.tenantInactive) until activated.
 * The localhost site is refused (commerce.md §4): loopback requests would reach no site. The check
 * waits for a localhost swap in progress (its advisory lock), so a swap and a deactivation in a burst
 * cannot leave an inactive localhost site.
 */
export async function deactivateTenant({ ctx, input }: { ctx: PlatformCtx; input: { id: number } }): Promise<AdminTenant> {
  await ctx.db.execute(sql`select pg_advisory_xact_lock(hashtext('tenants_one_localhost'))`);
  const site = await lockTenant(ctx, input.id);
  if (site.isLocalhost) throw new AppError('CONFLICT', MSG.tenantLocalhostCannotDeactivate);
  const [row] = await ctx.db.update(tenants).set({ isActive: false, updatedAt: ctx.deps.clock.now() }).where(eq(tenants.id, site.id)).returning();
  return adminTenantOf(row);
}
