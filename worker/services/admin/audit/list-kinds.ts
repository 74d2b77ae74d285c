import { asc } from 'drizzle-orm';
import { auditLog } from '../../../../db/schema';
import type { AuditKinds } from '../../../../shared/schemas/admin';
import type { PlatformCtx } from '../../../env';
import { allTenantIds } from '../tenants/internal';

/**
 * GET /api/admin/audit/kinds: the kinds the log holds, for the screen's filter (every site's). A
 * distinct over audit_log_kind_idx, whose first column is the kind.
 */
export async function listAuditKinds({ ctx }: { ctx: PlatformCtx }): Promise<AuditKinds> {
  const siteIds = await allTenantIds(ctx);
  if (siteIds.length === 0) return { kinds: [] };
  const rows = await ctx.db
    .selectDistinct({ kind: auditLog.kind })
    .from(auditLog)
    .where(ctx.platform.sites(siteIds).where(auditLog))
    .orderBy(asc(auditLog.kind));
  return { kinds: rows.map((r) => r.kind) };
}
