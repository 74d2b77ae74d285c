import { and, eq, ne } from 'drizzle-orm';
import { tenants } from '../../../../db/schema';
import { AppError } from '../../../../shared/errors';
import { MSG } from '../../../../shared/messages';
import type { AdminTenant } from '../../../../shared/schemas/admin';
import type { PlatformCtx } from '../../../env';
import { adminTenantOf, lockTenant } from './internal';

/** The link as the endpoint hands it: the origin site, and the site it shows (null: none). */
export interface ProxyLink {
  originId: number;
  targetId: number | null;
}

/**
 * PUT /api/admin/tenants/set/proxy-tenant: the origin site shows the target's catalogue and orders,
 * keeping its own theme and company settings (commerce.md §4 Proxy); a null target
 * disconnects. Never itself, and no chains: the target may not proxy another site, and a site that
 * others proxy may not become a proxy itself (a chain would make "the site it shows" depend on the
 * order of look-ups). Both rows are locked, so two saves in a burst cannot build a chain between them.
 */
export async function setProxyTenant({ ctx, input }: { ctx: PlatformCtx; input: ProxyLink }): Promise<AdminTenant> {
  const origin = await lockTenant(ctx, input.originId);
  const now = ctx.deps.clock.now();
  if (input.targetId === null) {
    const [row] = await ctx.db.update(tenants).set({ proxyTenant: null, updatedAt: now }).where(eq(tenants.id, origin.id)).returning();
    return adminTenantOf(row);
  }
  if (input.targetId === origin.id) throw new AppError('VALIDATION', MSG.tenantProxySelf);
  const target = await lockTenant(ctx, input.targetId);
  if (target.proxyTenant) throw new AppError('CONFLICT', MSG.tenantProxyChain);
  const [proxiedBy] = await ctx.db
    .select({ id: tenants.id })
    .from(tenants)
    .where(and(eq(tenants.proxyTenant, origin.name), ne(tenants.id, origin.id)))
    .limit(1);
  if (proxiedBy) throw new AppError('CONFLICT', MSG.tenantProxyChain);
  const [row] = await ctx.db.update(tenants).set({ proxyTenant: target.name, updatedAt: now }).where(eq(tenants.id, origin.id)).returning();
  return adminTenantOf(row);
}
