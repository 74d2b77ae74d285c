import { eq, sql, type SQL } from 'drizzle-orm';
import { tenants } from '../../../../db/schema';
import { AppError } from '../../../../shared/errors';
import { MSG } from '../../../../shared/messages';
import type { SetLocalhostAnswer, TenantRef } from '../../../../shared/schemas/admin';
import type { PlatformCtx, ServiceCtx } from '../../../env';
import { tenantKeyConflict, tenantRef } from './internal';

/**
 * Makes the site `which` finds the one that answers for localhost / 127.0.0.1 (commerce.md §2 Admin
 * "set as localhost"). The partial unique index tenants_one_localhost allows one such site, so the
 * swap is one transaction: the current one unset, then the new one set. Swaps are taken one at a time
 * (a transaction-scoped advisory lock): two in a burst both succeed in turn, the later one's site
 * remains, and never two or none. An inactive site is refused: loopback requests would find a site
 * that answers nothing. The caller's action runs in the endpoint's transaction.
 */
export async function makeLocalhost(ctx: PlatformCtx, which: SQL): Promise<SetLocalhostAnswer> {
  await ctx.db.execute(sql`select pg_advisory_xact_lock(hashtext('tenants_one_localhost'))`);
  const [site] = await ctx.db.select().from(tenants).where(which).limit(1).for('update');
  if (!site) throw new AppError('NOT_FOUND', MSG.tenantNotFoundAdmin);
  if (!site.isActive) throw new AppError('CONFLICT', MSG.tenantLocalhostInactive);
  const now = ctx.deps.clock.now();
  try {
    await ctx.db.update(tenants).set({ isLocalhost: false, updatedAt: now }).where(eq(tenants.isLocalhost, true));
    await ctx.db.update(tenants).set({ isLocalhost: true, updatedAt: now }).where(eq(tenants.id, site.id));
  } catch (err) {
    tenantKeyConflict(err);
  }
  return { tenant_info: tenantRef(site) };
}

/** Which site answers for localhost, as the audit log keeps it before and after a swap. */
export async function localhostSubject(ctx: ServiceCtx): Promise<TenantRef[]> {
  const rows = await ctx.db
    .select({ id: tenants.id, name: tenants.name, displayName: tenants.displayName, domain: tenants.domain })
    .from(tenants)
    .where(eq(tenants.isLocalhost, true));
  return rows.map(tenantRef);
}
